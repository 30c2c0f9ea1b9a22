import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routePath } from '@bp/contract';
import { LetterDetails } from '../../features/letters/letter-details';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';

/** `/member/member-letter-details/:letterNumber` (member.memberLetterDetails, LETTERS): one letter and its PDF. */
export default function LetterDetailsPage() {
  const { t } = useTranslation('letters');
  const { letterNumber = '' } = useParams();
  const n = /^\d{1,9}$/.test(letterNumber) ? Number(letterNumber) : 0;
  return (
    <Stack>
      <AppLink to={routePath('member.memberLetterHistory')} size="sm">
        {t('details.back')}
      </AppLink>
      <PageTitle>{t('details.title', { number: letterNumber })}</PageTitle>
      {n > 0 ? (
        <LetterDetails letterNumber={n} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('details.notFound')}
        </Alert>
      )}
    </Stack>
  );
}
