import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CertificateRequestForm } from '../../features/requests/certificate-request-form';
import { PageTitle } from '../../ui/page-title';
import { messageCenterPath } from './message-center-path';

/** `/member/settings/request-cc` (member.requestCertificateCoverage, REQUEST_CC): certificate of coverage request. */
export default function RequestCertificatePage() {
  const { t } = useTranslation('settings');
  return (
    <Stack>
      <PageTitle>{t('certificate.title')}</PageTitle>
      <Text size="sm">{t('certificate.intro')}</Text>
      <CertificateRequestForm messageCenterPath={messageCenterPath()} />
    </Stack>
  );
}
