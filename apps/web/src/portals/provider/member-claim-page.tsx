import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProviderClaimDetails } from '../../features/claims/provider-claim-views';
import { AppLink } from '../../ui/app-link';
import { providerPaths } from './paths';

/** `/provider/member-profile/{id}/claims/{claimId}`: one claim inside the member's profile. */
export default function ProviderMemberClaimPage() {
  const { t } = useTranslation('provider');
  const { id = '', claimId } = useParams();
  return (
    <Stack>
      <AppLink to={providerPaths.claims(id)} size="sm">
        {t('claim.backToClaims')}
      </AppLink>
      <ProviderClaimDetails memberId={id} claimId={claimId} appealPortal="provider" />
    </Stack>
  );
}
