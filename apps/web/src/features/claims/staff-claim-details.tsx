import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ClaimDetails } from '@bp/contract/api/claims';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { DetailItem } from '../../ui/detail-item';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ClaimNotFound, ClaimView } from './claim-details';
import { claimPartsOfRoute, useClaimDetailsAdmin } from './provider-claims';
import { useStaffEobDownload } from './use-admin-claims';
import { isClaimNotFound } from './use-claims';

/** "Download EOB": the member's explanation of benefits, as staff fetch it (RedCard/GetEobPDF). */
function StaffEobButton({ claim }: { claim: ClaimDetails }) {
  const { t } = useTranslation('admin-options');
  const download = useStaffEobDownload();
  const parts = {
    claimPrefix: claim.claimPrefix,
    claimNumber: claim.claimNumber,
    claimSuffix: claim.claimSuffix,
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        disabled={!claim.eobAvailable}
        aria-describedby={claim.eobAvailable ? undefined : 'staff-eob-unavailable'}
        onClick={() =>
          download.mutate(
            { parts, memberId: claim.memberId },
            {
              onError: (error) =>
                notify({
                  translationKey:
                    error instanceof ApiError &&
                    error.body.error_description === 'claimSummaryDownloadFailed'
                      ? 'claimSummaryDownloadFailed'
                      : 'errorOccurredDuringDownload',
                  type: 'error',
                }),
            },
          )
        }
      >
        {t('claimDetails.downloadEob')}
      </Button>
      {!claim.eobAvailable && (
        <Text size="xs" c="dimmed" id="staff-eob-unavailable">
          {t('claimDetails.eobUnavailable')}
        </Text>
      )}
    </Stack>
  );
}

/** The staff-only facts of a claim (View Admin Claim Details): processor, notes, original claim, pricing. */
function AdminFields({ admin }: { admin: NonNullable<ClaimDetails['admin']> }) {
  const { t } = useTranslation('admin-options');
  return (
    <SectionCard title={t('claimDetails.adminTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" spacing="sm" m={0}>
        <DetailItem label={t('claimDetails.processorId')}>{admin.processorId}</DetailItem>
        <DetailItem label={t('claimDetails.originalClaim')}>{admin.originalClaim}</DetailItem>
        <DetailItem label={t('claimDetails.pricingSource')}>{admin.pricingSource}</DetailItem>
        <DetailItem label={t('claimDetails.adjudicationNotes')}>
          {admin.adjudicationNotes}
        </DetailItem>
      </SimpleGrid>
    </SectionCard>
  );
}

/**
 * One claim as staff see it (`claim-item-details/{id}/{claimId}`): the member view of the claim (lines,
 * remark codes, payments), the admin fields and the EOB download. A malformed, unknown or out-of-reach
 * claim shows "not found".
 */
export function StaffClaimDetails({
  memberId,
  claimId,
}: {
  memberId: string;
  claimId: string | undefined;
}) {
  const parts = claimPartsOfRoute(claimId);
  const query = useClaimDetailsAdmin(parts, memberId);
  if (parts === null || (query.isError && isClaimNotFound(query.error))) return <ClaimNotFound />;
  return (
    <QueryState query={query} emptyText="">
      {(claim) => (
        <Stack>
          <ClaimView claim={claim} audience="staff" actions={<StaffEobButton claim={claim} />} />
          {claim.admin && <AdminFields admin={claim.admin} />}
        </Stack>
      )}
    </QueryState>
  );
}
