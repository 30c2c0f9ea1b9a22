import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { ClaimDetails } from '@bp/contract/api/claims';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ClaimNotFound, ClaimView } from './claim-details';
import type { AppealPortal } from '../../lib/appeal-links';
import { ClaimPdfButton } from './claim-pdf-button';
import { defaultSortAsc, type ClaimSortField } from './claim-filters';
import type { SortProps } from './claim-results';
import { ProviderClaimTable, type ClaimPathOf } from './provider-claim-table';
import { isClaimNotFound } from './use-claims';
import {
  claimPartsOfRoute,
  eopTaxIdFor,
  useClaimDetailsAdmin,
  useEopDownload,
  useMemberClaimsAdmin,
  useProviderAccesses,
  useRecentProviderClaims,
} from './provider-claims';

/** The list's request (for an export in the same order). */
export interface MemberClaimsRequest {
  currentPage: number;
  sortField: ClaimSortField;
  sortAsc: boolean;
}

/**
 * A member's claims (a provider: billed or rendered by them; staff: all the member's claims) in server
 * pages of 20, sortable. Staff pass their own `title`, `emptyText`, `captionOf` and `actions`.
 */
export function MemberClaimsAdmin({
  memberId,
  pathOf,
  title,
  emptyText,
  captionOf,
  actions,
}: {
  memberId: string;
  pathOf: ClaimPathOf;
  title?: string;
  emptyText?: string;
  captionOf?: (p: { page: number; pages: number; count: number }) => string;
  /** Beside the title (an export), given the list's current request. */
  actions?: (req: MemberClaimsRequest) => ReactNode;
}) {
  const { t } = useTranslation(['claims', 'provider']);
  const [req, setReq] = useState({
    currentPage: 1,
    sortField: 'serviceDateFrom' as ClaimSortField,
    sortAsc: false,
  });
  const query = useMemberClaimsAdmin({ memberId, ...req });
  const sort: SortProps = {
    sortField: req.sortField,
    sortAsc: req.sortAsc,
    onSort: (field, asc) =>
      setReq((r) => ({
        currentPage: 1,
        sortField: field,
        sortAsc: asc ?? (r.sortField === field ? !r.sortAsc : defaultSortAsc(field)),
      })),
  };
  const heading = title ?? t('provider:claims.title');
  const caption = (data: { pageNumber: number; totalPages: number; totalCount: number }) =>
    (captionOf ?? ((p) => t('provider:claims.caption', p)))({
      page: data.pageNumber,
      pages: Math.max(1, data.totalPages),
      count: data.totalCount,
    });
  return (
    <SectionCard title={heading} actions={actions?.(req)}>
      <QueryState
        query={query}
        isEmpty={(d) => d.totalCount === 0}
        emptyText={emptyText ?? t('provider:claims.empty')}
      >
        {(data) => (
          <Stack>
            <ProviderClaimTable
              claims={data.results}
              // The caption, not the heading: the section is already a region of that name.
              label={caption(data)}
              caption={caption(data)}
              pathOf={pathOf}
              sort={sort}
            />
            <Pager
              total={data.totalPages}
              value={req.currentPage}
              onChange={(currentPage) => setReq((r) => ({ ...r, currentPage }))}
            />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

/**
 * The dashboard's newest claims of the provider (five, across all its accesses), each linking to
 * `pathOf(claim)`, and the way to the claims page.
 */
export function RecentProviderClaimsCard({
  pathOf,
  allPath,
}: {
  pathOf: ClaimPathOf;
  allPath: string;
}) {
  const { t } = useTranslation(['claims', 'provider']);
  const query = useRecentProviderClaims();
  return (
    <SectionCard
      title={t('provider:recentClaims.title')}
      actions={
        <Anchor component={Link} to={allPath} size="sm">
          {t('provider:recentClaims.all')}
        </Anchor>
      }
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.results.length === 0}
        emptyText={t('provider:recentClaims.empty')}
      >
        {(data) => (
          <ProviderClaimTable
            claims={data.results}
            label={t('provider:recentClaims.title')}
            caption={t('provider:recentClaims.caption', { count: data.results.length })}
            pathOf={pathOf}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

/** "Download EOP": the provider's explanation of payment (spec §8 message when it fails). */
function EopButton({ claim, memberId }: { claim: ClaimDetails; memberId: string }) {
  const { t } = useTranslation('provider');
  const accesses = useProviderAccesses();
  const download = useEopDownload();
  const parts = {
    claimPrefix: claim.claimPrefix,
    claimNumber: claim.claimNumber,
    claimSuffix: claim.claimSuffix,
  };
  return (
    <ClaimPdfButton
      available={claim.eobAvailable}
      loading={download.isPending || accesses.isPending}
      label={t('claim.downloadEop')}
      unavailableText={t('claim.eopUnavailable')}
      unavailableId="eop-unavailable"
      onDownload={(onError) =>
        download.mutate(
          { parts, memberId, providerTaxId: eopTaxIdFor(claim, accesses.data ?? []) },
          { onError },
        )
      }
    />
  );
}

/** One claim of a member as the provider sees it: lines, remark codes, payments, and the EOP. */
export function ProviderClaimDetails({
  memberId,
  claimId,
  appealPortal,
}: {
  memberId: string;
  claimId: string | undefined;
  /** The provider's links to file an appeal for the patient and to view it (issue 31). */
  appealPortal?: AppealPortal | undefined;
}) {
  const parts = claimPartsOfRoute(claimId);
  const query = useClaimDetailsAdmin(parts, memberId);
  if (parts === null || (query.isError && isClaimNotFound(query.error))) return <ClaimNotFound />;
  return (
    <QueryState query={query} emptyText="">
      {(claim) => (
        <ClaimView
          claim={claim}
          audience="provider"
          appealPortal={appealPortal}
          actions={<EopButton claim={claim} memberId={memberId} />}
        />
      )}
    </QueryState>
  );
}
