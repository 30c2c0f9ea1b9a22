import { SimpleGrid, Stack } from '@mantine/core';
import type { ClaimDetails } from '@bp/contract/api/claims';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../ui/detail-item';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ClaimNotFound, ClaimView } from './claim-details';
import type { AppealPortal } from '../../lib/appeal-links';
import { ClaimPdfButton } from './claim-pdf-button';
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
    <ClaimPdfButton
      available={claim.eobAvailable}
      loading={download.isPending}
      label={t('claimDetails.downloadEob')}
      unavailableText={t('claimDetails.eobUnavailable')}
      unavailableId="staff-eob-unavailable"
      onDownload={(onError) => download.mutate({ parts, memberId: claim.memberId }, { onError })}
    />
  );
}

/** The staff-only facts of a claim (View Admin Claim Details): processor, notes, original claim, pricing, remit-to address. */
function AdminFields({ admin }: { admin: NonNullable<ClaimDetails['admin']> }) {
  const { t } = useTranslation('admin-options');
  return (
    <SectionCard title={t('claimDetails.adminTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" spacing="sm" m={0}>
        <DetailItem label={t('claimDetails.processorId')}>{admin.processorId}</DetailItem>
        <DetailItem label={t('claimDetails.originalClaim')}>{admin.originalClaim}</DetailItem>
        <DetailItem label={t('claimDetails.pricingSource')}>{admin.pricingSource}</DetailItem>
        <DetailItem label={t('claimDetails.remitAddress')}>{admin.remitAddress}</DetailItem>
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
  appealPortal,
}: {
  memberId: string;
  claimId: string | undefined;
  /** Staff: the link to the claim's appeal (no filing from here); employers: none (issue 31). */
  appealPortal?: AppealPortal | undefined;
}) {
  const parts = claimPartsOfRoute(claimId);
  const query = useClaimDetailsAdmin(parts, memberId);
  if (parts === null || (query.isError && isClaimNotFound(query.error))) return <ClaimNotFound />;
  return (
    <QueryState query={query} emptyText="">
      {(claim) => (
        <Stack>
          <ClaimView
            claim={claim}
            audience="staff"
            appealPortal={appealPortal}
            actions={<StaffEobButton claim={claim} />}
          />
          {claim.admin && <AdminFields admin={claim.admin} />}
        </Stack>
      )}
    </QueryState>
  );
}
