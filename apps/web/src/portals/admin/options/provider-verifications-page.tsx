import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProviderVerificationQueue } from '../../../features/provider-verification/verification-queue';
import { PageTitle } from '../../../ui/page-title';

/**
 * `/admin/options/provider-verifications` (admin.providerVerifications, Create or Reset Provider Account;
 * issue 25): the self-registered provider accounts waiting for verification, to approve or reject.
 */
export default function AdminProviderVerificationsPage() {
  const { t } = useTranslation('admin-options');
  return (
    <Stack>
      <PageTitle>{t('titles.providerVerifications')}</PageTitle>
      <Text size="sm">{t('providerVerifications.intro')}</Text>
      <ProviderVerificationQueue />
    </Stack>
  );
}
