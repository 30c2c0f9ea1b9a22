import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffClaimDetails } from '../../features/claims/staff-claim-details';
import { AppLink } from '../../ui/app-link';
import { employerPaths } from './paths';
import { useEmployerMemberProfile } from './use-member-profile';

/**
 * `/employer/member-profile/{id}/claims/{claimId}` (employer.claimDetails): one claim of the member with
 * its EOB, when the member's claims are open to the caller (each read is audited by the server).
 */
export default function EmployerMemberClaimPage() {
  const { t } = useTranslation('employer');
  const { id = '', claimId } = useParams();
  const { profile } = useEmployerMemberProfile(id);
  if (profile.data?.claimsVisible !== true) return null;
  return (
    <Stack>
      <AppLink to={employerPaths.claims(id)} size="sm">
        {t('claims.back')}
      </AppLink>
      <StaffClaimDetails memberId={id} claimId={claimId} />
    </Stack>
  );
}
