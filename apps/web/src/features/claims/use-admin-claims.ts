import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getEobPdf } from '@bp/contract/api/cards';
import { checkSearchAdmin, recentClaimsPaginatedAdmin } from '@bp/contract/api/claims';
import { CLAIMS_PAGE_SIZE } from '@bp/contract/constants';
import { claimFileName, type ClaimNumberParts } from '@bp/contract/rules/claim-number';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import type { AdminClaimCriteria } from './admin-claim-search-rules';
import type { ClaimSortField } from './claim-filters';

/** One page of the staff claim search. */
export interface AdminClaimSearchPage {
  criteria: AdminClaimCriteria;
  currentPage: number;
  sortField: ClaimSortField;
  sortAsc: boolean;
}

/**
 * POST ClaimsInfo/RecentClaimsPaginated/Admin with the search's criteria: server pages of 20. Runs only
 * once a valid search was submitted (`criteria` null before).
 */
export function useAdminClaimSearch(page: AdminClaimSearchPage | null) {
  return useQuery({
    queryKey: ['claims', 'admin', 'search', page],
    queryFn: ({ signal }) =>
      callApi(recentClaimsPaginatedAdmin, {
        body: {
          ...page!.criteria,
          currentPage: page!.currentPage,
          sortField: page!.sortField,
          sortAsc: page!.sortAsc,
          items: CLAIMS_PAGE_SIZE,
        },
        signal,
      }),
    enabled: page !== null,
    placeholderData: keepPreviousData,
  });
}

/** What a check search asks for: a check number or a full claim number (one is required). */
export interface CheckSearchCriteria {
  checkNumber?: string;
  fullClaimNumber?: string;
}

/** POST ClaimsInfo/CheckSearch/Admin: the check (0 or 1 per page) with the claims it paid. */
export function useCheckSearch(criteria: CheckSearchCriteria | null) {
  return useQuery({
    queryKey: ['claims', 'admin', 'checkSearch', criteria],
    queryFn: ({ signal }) =>
      callApi(checkSearchAdmin, { body: { ...criteria!, currentPage: 1 }, signal }),
    enabled: criteria !== null,
    retry: false,
  });
}

/** POST RedCard/GetEobPDF for staff: the member's EOB of the claim, saved as prefix-number-suffix.pdf. */
export function useStaffEobDownload() {
  return useMutation({
    mutationFn: async (req: { parts: ClaimNumberParts; memberId: string }) => {
      const blob = await callApi(getEobPdf, {
        body: { ...req.parts, memberId: req.memberId, isInsured: true },
      });
      saveFile(blob, claimFileName(req.parts));
    },
  });
}
