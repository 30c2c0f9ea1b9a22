import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccessRequestQueue } from '../../../features/provider-verification/access-request-queue';
import { ProviderVerificationQueue } from '../../../features/provider-verification/verification-queue';
import { PageTitle } from '../../../ui/page-title';

/**
 * `/admin/options/provider-verifications` (admin.providerVerifications, Create or Reset Provider Account;
 * issue 25): the self-registered provider accounts waiting for verification, to approve or reject; and
 * (issue 29) verified accounts' requests to reach another practice, decided the same way.
 */
export default function AdminProviderVerificationsPage() {
  const { t } = useTranslation('admin-options');
  return (
    <Stack>
      <PageTitle>{t('titles.providerVerifications')}</PageTitle>
      <Text size="sm">{t('providerVerifications.intro')}</Text>
      <ProviderVerificationQueue />
      <Stack mt="lg">
        <Title order={2} size="h3">
          {t('accessRequests.title')}
        </Title>
        <Text size="sm">{t('accessRequests.intro')}</Text>
        <AccessRequestQueue />
      </Stack>
    </Stack>
  );
}
