import {
  hasProviderClaimSearchField as hasClaimSearchField,
  isGeneralClaimSearchValid,
  isProviderClaimSearchValid,
  parseClaimNumber,
  type EndpointBody,
} from '@bp/contract';
import type { recentClaimsPaginatedAdmin } from '@bp/contract/api/claims';
import { PROVIDER_CLAIMS_BROWSE_MAX } from '@bp/contract/constants';
import type { ServiceCtx } from '../../http/context.js';
import { forbidden, invalidRequest } from '../../http/errors.js';
import { claimVisibility, mayRead, memberInScope } from '../scope/service.js';
import { claimKeyOf } from './claim-math.js';
import * as repo from './repo.js';
import { pageDetail, toFilter, toSummary } from './service.js';

export type AdminClaimsInput = EndpointBody<typeof recentClaimsPaginatedAdmin>;

/**
 * A provider lists claims of one patient (`memberId`), its own newest claims (no search field: a bounded
 * browse), or by the provider claim search of spec §5: a valid full claim number, a check number of 5 or
 * more characters, or a patient account number of 2 or more. A search field that is given must make a
 * valid search (a 4-character check number is refused, not ignored).
 */
export function providerListAllowed(input: Partial<AdminClaimsInput>): boolean {
  if (input.memberId) return true;
  return !hasClaimSearchField(input) || isProviderClaimSearchValid(input);
}

/** Staff and employers list one member's claims or search (spec §5 general or provider claim search). */
export function staffListAllowed(input: Partial<AdminClaimsInput>): boolean {
  return (
    Boolean(input.memberId) || isGeneralClaimSearchValid(input) || isProviderClaimSearchValid(input)
  );
}

/** A provider's browse of its own claims: no patient and no search field. */
export function isProviderBrowse(c: ServiceCtx, input: AdminClaimsInput): boolean {
  return c.caller.roleClass === 'Provider' && !input.memberId && !hasClaimSearchField(input);
}

/** The search fields of the admin list beyond the member list's filters (empty ones count as absent). */
export function searchOf(input: AdminClaimsInput, patientRowId?: number): repo.ClaimSearch {
  const parsed = input.fullClaimNumber ? parseClaimNumber(input.fullClaimNumber) : undefined;
  return {
    ...(patientRowId !== undefined ? { patientRowId } : {}),
    ...(input.fullClaimNumber
      ? {
          claimKey:
            (parsed && claimKeyOf(parsed.claimPrefix, parsed.claimNumber, parsed.claimSuffix)) ??
            null,
        }
      : {}),
    ...(input.patientAccountNumber
      ? { patientAccountNumber: input.patientAccountNumber.trim() }
      : {}),
    ...(input.groupNumber !== undefined && input.groupNumber !== -1
      ? { groupNumber: input.groupNumber }
      : {}),
  };
}

/**
 * RecentClaimsPaginated/Admin: claims under the claim rule (`claimVisibility`) — a provider's own claims
 * (billed or rendered by one of its providers, as its accesses and claims filters give them), staff their
 * groups, employers their certified groups — of one member in reach (`memberId`, else 404) or of a
 * search. Newest service date first by default; offset paging bounded by the member or the search key.
 * Audited with the member (when named), the patients and claims returned.
 */
export async function adminClaims(c: ServiceCtx, input: AdminClaimsInput) {
  if (!mayRead(c.caller, 'claim')) throw forbidden();
  const allowed =
    c.caller.roleClass === 'Provider' ? providerListAllowed(input) : staffListAllowed(input);
  if (!allowed) throw invalidRequest('atLeastOneSearchField');
  const target = input.memberId ? await memberInScope(c, input.memberId, 'claim') : undefined;
  const { rows, total } = await repo.searchPage(
    c.db,
    (p) => claimVisibility(c.caller, p),
    toFilter(input),
    searchOf(input, target?.id),
    {
      offset: (input.currentPage - 1) * input.items,
      limit: input.items,
      sort: input.sortField,
      asc: input.sortAsc,
      ...(isProviderBrowse(c, input) ? { countCap: PROVIDER_CLAIMS_BROWSE_MAX } : {}),
    },
  );
  c.audit.detail(pageDetail(rows, input.currentPage));
  return {
    pageNumber: input.currentPage,
    itemsPerPage: input.items,
    totalPages: Math.ceil(total / input.items),
    totalCount: total,
    // Paying a share from an FSA is the member's own action.
    results: rows.map((r) => ({ ...toSummary(r), fsaPayable: false })),
  };
}
