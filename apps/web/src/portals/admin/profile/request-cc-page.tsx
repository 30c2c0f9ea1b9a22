import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CertificateRequestForm } from '../../../features/requests/certificate-request-form';

/** `/admin/member-profile/{id}/request-certificate-coverage` (admin.requestCertificateCoverage). */
export default function AdminRequestCertificatePage() {
  const { t } = useTranslation('admin-profile');
  const { id = '' } = useParams();
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('certificate.title')}
      </Title>
      <Text size="sm">{t('certificate.intro')}</Text>
      <CertificateRequestForm memberId={id} />
    </Stack>
  );
}
