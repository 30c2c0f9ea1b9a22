import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffClaimDetails } from '../../../features/claims/staff-claim-details';
import { AppLink } from '../../../ui/app-link';
import { adminPaths } from '../paths';

/** `/admin/member-profile/{id}/claims/{claimId}` (admin.claimDetails): one claim of the member. */
export default function AdminMemberClaimPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '', claimId } = useParams();
  return (
    <Stack>
      <AppLink to={adminPaths.claims(id)} size="sm">
        {t('claims.back')}
      </AppLink>
      <StaffClaimDetails memberId={id} claimId={claimId} appealPortal="admin" />
    </Stack>
  );
}
