import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProviderClaimDetails } from '../../features/claims/provider-claim-views';
import { claimPartsOfRoute } from '../../features/claims/provider-claims';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';
import { providerPaths } from './paths';

/**
 * `/provider/claim-item-details/{id}/{claimId}` (provider.claimItemDetails): a claim of member `id` on a
 * page of its own (from the dashboard): lines, remark codes, payments and the EOP download.
 */
export default function ProviderClaimItemDetailsPage() {
  const { t } = useTranslation('provider');
  const { id = '', claimId } = useParams();
  const parts = claimPartsOfRoute(claimId);
  const number = parts
    ? [parts.claimPrefix, parts.claimNumber, parts.claimSuffix].filter(Boolean).join('-')
    : '';
  return (
    <Stack>
      <PageTitle>{number ? t('claim.titleOf', { number }) : t('claim.title')}</PageTitle>
      <Group gap="md">
        <AppLink to={providerPaths.profile(id)} size="sm">
          {t('claim.openProfile')}
        </AppLink>
        <AppLink to={providerPaths.claims(id)} size="sm">
          {t('claim.allClaimsOfMember')}
        </AppLink>
      </Group>
      <ProviderClaimDetails memberId={id} claimId={claimId} appealPortal="provider" />
    </Stack>
  );
}
