import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getEobPdf } from '@bp/contract/api/cards';
import {
  claimDetailsAdmin,
  recentClaimsPaginatedAdmin,
  type ClaimDetails,
} from '@bp/contract/api/claims';
import { CLAIMS_PAGE_SIZE } from '@bp/contract/constants';
import { providerGetAccess, type providerAccess } from '@bp/contract/api/providers';
import type { z } from 'zod';
import {
  claimFileName,
  parseClaimNumber,
  type ClaimNumberParts,
} from '@bp/contract/rules/claim-number';
import { callApi } from '../../lib/api';
import { LIMITS } from '../../lib/constants';
import { saveFile } from '../../lib/save-file';
import type { ClaimSortField } from './claim-filters';
import type { ProviderClaimCriteria } from './provider-claim-search-rules';
import { isClaimNotFound } from './use-claims';

/**
 * The claim number of a route (`claims/{claimId}`, `claim-item-details/{id}/{claimId}`): its three parts,
 * or null when it is not a claim number of 2–3 numeric parts (the page then shows "not found").
 */
export function claimPartsOfRoute(claimId: string | undefined): ClaimNumberParts | null {
  if (!claimId) return null;
  let text: string;
  try {
    text = decodeURIComponent(claimId);
  } catch {
    return null;
  }
  return parseClaimNumber(text);
}

/** One page of a member's claims as a provider sees them: sorted on the server. */
export interface MemberClaimsPage {
  memberId: string;
  currentPage: number;
  sortField: ClaimSortField;
  sortAsc: boolean;
}

/** POST ClaimsInfo/RecentClaimsPaginated/Admin with memberId: the member's claims of this provider. */
export function useMemberClaimsAdmin(req: MemberClaimsPage) {
  return useQuery({
    queryKey: ['claims', 'admin', 'member', req],
    queryFn: ({ signal }) =>
      callApi(recentClaimsPaginatedAdmin, {
        body: { ...req, items: CLAIMS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the provider's own claims: a browse (no criteria) or a provider claim search. */
export interface ProviderClaimsPage {
  criteria: ProviderClaimCriteria;
  currentPage: number;
  items: number;
  sortField: ClaimSortField;
  sortAsc: boolean;
}

/**
 * POST ClaimsInfo/RecentClaimsPaginated/Admin without a member: the provider's own claims, newest first
 * (the dashboard's five, the claims page's pages of 20), narrowed by a claim, check or patient account
 * number. The server counts a browse up to PROVIDER_CLAIMS_BROWSE_MAX.
 */
export function useProviderClaims({ criteria, ...page }: ProviderClaimsPage) {
  return useQuery({
    queryKey: ['claims', 'admin', 'provider', criteria, page],
    queryFn: ({ signal }) =>
      callApi(recentClaimsPaginatedAdmin, { body: { ...criteria, ...page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's newest claims of the provider (page 1, five items). */
export function useRecentProviderClaims() {
  return useProviderClaims({
    criteria: {},
    currentPage: 1,
    items: LIMITS.recentClaims,
    sortField: 'serviceDateFrom',
    sortAsc: false,
  });
}

/** POST ClaimsInfo/ClaimDetails/Admin: one claim of the member (a provider: billed or rendered by them). */
export function useClaimDetailsAdmin(parts: ClaimNumberParts | null, memberId: string) {
  return useQuery({
    queryKey: ['claims', 'admin', 'details', parts, memberId],
    queryFn: ({ signal }) => callApi(claimDetailsAdmin, { body: { ...parts!, memberId }, signal }),
    enabled: parts !== null,
    retry: (count, error) => !isClaimNotFound(error) && count < 2,
  });
}

/** GET Providers/GetAccess: the provider accesses of the signed-in account (their tax ids). */
export function useProviderAccesses() {
  return useQuery({
    queryKey: ['providers', 'accesses'],
    // Only a convenience (the EOP's tax id): a failure means none, at once.
    queryFn: ({ signal }) =>
      callApi(providerGetAccess, { query: {}, signal }).catch(() => [] as ProviderAccess[]),
    retry: false,
    staleTime: 10 * 60_000,
  });
}

type ProviderAccess = z.infer<typeof providerAccess>;
type Access = Pick<ProviderAccess, 'providerNumber' | 'taxId'>;

/**
 * The tax id to name on a claim's EOP: that of the account's access for the claim's provider number, else
 * the access whose tax id ends like the claim's provider's, else the account's only tax id.
 */
export function eopTaxIdFor(
  claim: Pick<ClaimDetails, 'providerNumber' | 'providerTaxIdLast4'>,
  accesses: readonly Access[],
): string | undefined {
  const withTax = accesses.filter((a): a is Access & { taxId: string } => Boolean(a.taxId));
  const byNumber = withTax.find((a) => a.providerNumber === claim.providerNumber);
  if (byNumber) return byNumber.taxId;
  const last4 = claim.providerTaxIdLast4;
  const byLast4 = last4
    ? withTax.find((a) => a.taxId.replace(/\D/g, '').endsWith(last4))
    : undefined;
  if (byLast4) return byLast4.taxId;
  const distinct = [...new Set(withTax.map((a) => a.taxId.replace(/\D/g, '')))];
  return distinct.length === 1 ? withTax[0]!.taxId : undefined;
}

/** POST RedCard/GetEobPDF as the provider (isInsured false): the EOP saved as prefix-number-suffix.pdf. */
export function useEopDownload() {
  return useMutation({
    mutationFn: async (req: {
      parts: ClaimNumberParts;
      memberId: string;
      providerTaxId: string | undefined;
    }) => {
      const blob = await callApi(getEobPdf, {
        body: {
          ...req.parts,
          memberId: req.memberId,
          isInsured: false,
          ...(req.providerTaxId ? { providerTaxId: req.providerTaxId } : {}),
        },
      });
      saveFile(blob, claimFileName(req.parts));
    },
  });
}
