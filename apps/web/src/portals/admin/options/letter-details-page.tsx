import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LetterDetails } from '../../../features/letters/letter-details';
import { AppLink } from '../../../ui/app-link';
import { PageTitle } from '../../../ui/page-title';
import { adminOptionsPaths } from './paths';

/**
 * `/admin/options/letter-details/{letterNumber}` (admin.letterDetails, Letters): one letter and its PDF;
 * its claims link to the staff claim page.
 */
export default function AdminLetterDetailsPage() {
  const { t } = useTranslation(['admin-options', 'letters']);
  const { letterNumber = '' } = useParams();
  const n = /^\d{1,9}$/.test(letterNumber) ? Number(letterNumber) : 0;
  return (
    <Stack>
      <PageTitle>{t('letters:details.title', { number: letterNumber })}</PageTitle>
      <AppLink to={adminOptionsPaths.letters()} size="sm">
        {t('letterSearch.back')}
      </AppLink>
      {n > 0 ? (
        <LetterDetails
          letterNumber={n}
          claimPathOf={(claim, memberId) =>
            memberId ? adminOptionsPaths.claim(memberId, claim) : null
          }
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('letters:details.notFound')}
        </Alert>
      )}
    </Stack>
  );
}
