import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffClaimDetails } from '../../../features/claims/staff-claim-details';
import { AppLink } from '../../../ui/app-link';
import { adminPaths } from '../paths';
import { useAppealLinks } from '../../shared/appeal-links';

/** `/admin/member-profile/{id}/claims/{claimId}` (admin.claimDetails): one claim of the member. */
export default function AdminMemberClaimPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '', claimId } = useParams();
  const appealLinks = useAppealLinks('admin');
  return (
    <Stack>
      <AppLink to={adminPaths.claims(id)} size="sm">
        {t('claims.back')}
      </AppLink>
      <StaffClaimDetails
        memberId={id}
        claimId={claimId}
        appealLinks={(claim) => appealLinks({ claim: claim.fullClaimNumber })}
      />
    </Stack>
  );
}
