import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProviderClaims } from '../../features/claims/provider-claim-search';
import { PageTitle } from '../../ui/page-title';
import { providerPaths } from './paths';

/** `/provider/claims` (provider.claims): the claims billed or rendered by the provider, newest first, searchable. */
export default function ProviderClaimsPage() {
  const { t } = useTranslation('provider');
  return (
    <Stack>
      <PageTitle>{t('claimsPage.title')}</PageTitle>
      <Text size="sm">{t('claimsPage.intro')}</Text>
      <ProviderClaims pathOf={(c) => providerPaths.claimItem(c.memberId, c.fullClaimNumber)} />
    </Stack>
  );
}
