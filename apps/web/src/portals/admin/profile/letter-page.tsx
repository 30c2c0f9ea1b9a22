import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LetterDetails } from '../../../features/letters/letter-details';
import { AppLink } from '../../../ui/app-link';
import { adminPaths } from '../paths';

/** `/admin/member-profile/{id}/member-letter-details/{letterNumber}` (admin.memberLetterDetails). */
export default function AdminLetterDetailsPage() {
  const { t } = useTranslation(['admin-profile', 'letters']);
  const { id = '', letterNumber = '' } = useParams();
  const n = /^\d{1,9}$/.test(letterNumber) ? Number(letterNumber) : 0;
  return (
    <Stack>
      <AppLink to={adminPaths.letters(id)} size="sm">
        {t('letters.back')}
      </AppLink>
      <Title order={2} size="h3">
        {t('letters:details.title', { number: letterNumber })}
      </Title>
      {n > 0 ? (
        <LetterDetails letterNumber={n} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('letters:details.notFound')}
        </Alert>
      )}
    </Stack>
  );
}
