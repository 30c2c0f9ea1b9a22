import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { claimPartsOfRoute } from '../../../features/claims/provider-claims';
import { StaffClaimDetails } from '../../../features/claims/staff-claim-details';
import { AppLink } from '../../../ui/app-link';
import { PageTitle } from '../../../ui/page-title';
import { adminOptionsPaths } from './paths';

/**
 * `/admin/options/claim-item-details/{id}/{claimId}` (admin.claimItemDetails): a claim of member `id`
 * with lines, remark codes, payments, the admin fields and the EOB download.
 */
export default function AdminClaimItemDetailsPage() {
  const { t } = useTranslation('admin-options');
  const { id = '', claimId } = useParams();
  const parts = claimPartsOfRoute(claimId);
  const number = parts
    ? [parts.claimPrefix, parts.claimNumber, parts.claimSuffix].filter(Boolean).join('-')
    : '';
  return (
    <Stack>
      <PageTitle>
        {number ? t('claimDetails.titleOf', { number }) : t('claimDetails.title')}
      </PageTitle>
      <Group gap="md">
        <AppLink to={adminOptionsPaths.claimSearch()} size="sm">
          {t('claimDetails.backToSearch')}
        </AppLink>
      </Group>
      <StaffClaimDetails memberId={id} claimId={claimId} appealPortal="admin" />
    </Stack>
  );
}
