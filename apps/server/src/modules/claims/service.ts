import type { EndpointBody } from '@bp/contract';
import type { ClaimSummary, exportClaims, recentClaimsPaginated } from '@bp/contract/api/claims';
import type { ServiceCtx } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { claimStatusCode, claimTypeCode, dbClaimTypes } from '../scope/codes.js';
import { claimVisibility, memberInScope, type PhiKind } from '../scope/service.js';
import * as repo from './repo.js';
import { claimKeyOf } from './claim-math.js';

/** The filters and sort of the member claims list (its export's body: the list's without paging). */
export type ClaimsFilterInput = EndpointBody<typeof exportClaims>;

const FINAL = new Set(['PD', 'DN', 'AD']);
const part = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));

/** The repository filter of the list params (absent and empty parts are no filter; sort and paging unread). */
export function toFilter(input: Partial<ClaimsFilterInput>): repo.ClaimFilter {
  return {
    ...(input.claimType ? { claimTypes: dbClaimTypes(input.claimType) } : {}),
    ...(input.filterFromDate ? { fromDate: input.filterFromDate } : {}),
    ...(input.filterThruDate ? { thruDate: input.filterThruDate } : {}),
    ...(input.dateFilter ? { dateField: input.dateFilter } : {}),
    ...(input.providerNumber ? { providerNumber: input.providerNumber } : {}),
    ...(part(input.claimPrefix) !== undefined ? { claimPrefix: part(input.claimPrefix)! } : {}),
    ...(part(input.claimNumber) !== undefined ? { claimNumber: part(input.claimNumber)! } : {}),
    ...(part(input.claimSuffix) !== undefined ? { claimSuffix: part(input.claimSuffix)! } : {}),
    // A part no stored claim can have matches nothing (instead of an out-of-range SQL error).
    ...(claimKeyOf(input.claimPrefix || '0', input.claimNumber || '0', input.claimSuffix ?? '')
      ? {}
      : { none: true }),
    ...(input.checkNumber ? { checkNumber: input.checkNumber } : {}),
    ...(input.dependentNumber !== undefined ? { dependentNumber: input.dependentNumber } : {}),
    ...(input.dateOfBirth ? { dateOfBirth: input.dateOfBirth } : {}),
  };
}

/** A claim list row in the API's shape. */
export function toSummary(r: repo.ClaimListRow): ClaimSummary {
  const c = r.claim;
  const status = claimStatusCode(c.status);
  const suffix = String(c.claimSuffix);
  return {
    claimPrefix: String(c.claimPrefix),
    claimNumber: String(c.claimNumber),
    claimSuffix: suffix,
    fullClaimNumber: `${c.claimPrefix}-${c.claimNumber}-${suffix}`,
    memberId: r.patientMemberId,
    groupNumber: c.groupNumber,
    dependentNumber: c.dependentNumber,
    patientFirstName: r.patientFirstName,
    patientLastName: r.patientLastName,
    claimType: claimTypeCode(c.claimType),
    providerNumber: r.providerNumber,
    providerName: r.providerName,
    patientAccountNumber: c.patientAccountNumber,
    serviceDateFrom: c.serviceDate,
    serviceDateThru: c.serviceEndDate,
    receivedDate: c.receivedDate,
    processedDate: c.processedDate,
    status,
    billedCents: c.billedCents,
    allowedCents: c.allowedCents,
    planPaidCents: c.planPaidCents,
    patientResponsibilityCents: c.memberResponsibilityCents,
    checkNumber: r.checkNumber,
    checkDate: r.checkDate,
    eobAvailable: FINAL.has(status),
    fsaPayable: FINAL.has(status) && c.memberResponsibilityCents > 0 && Boolean(r.fsaAccount),
  };
}

/**
 * RecentClaimsPaginated: the household claims the member may see (own; as the subscriber, also minors'
 * and granting adults'), newest service date first. Offset paging is bounded by one household's claims.
 * One audit row per read, naming the members whose claims were returned.
 */
export async function recentClaims(
  c: ServiceCtx,
  input: EndpointBody<typeof recentClaimsPaginated>,
) {
  if (c.caller.memberId === null) throw notFound();
  const m = c.caller.memberId;
  const { rows, total } = await repo.householdClaims(c.db, m, toFilter(input), {
    offset: (input.currentPage - 1) * input.items,
    limit: input.items,
    sort: input.sortField,
    asc: input.sortAsc,
  });
  c.audit.subject({ memberId: m });
  c.audit.detail(pageDetail(rows, input.currentPage));
  return {
    pageNumber: input.currentPage,
    itemsPerPage: input.items,
    totalPages: Math.ceil(total / input.items),
    totalCount: total,
    results: rows.map(toSummary),
  };
}

/** What a claims page's audit row keeps: the patients and claims returned, and the page. */
export function pageDetail(rows: readonly repo.ClaimListRow[], page: number) {
  return {
    patients: [...new Set(rows.map((r) => r.claim.memberId))],
    claimIds: rows.map((r) => r.claim.id),
    page,
  };
}

/** The member ids a years call covers: a member's visible household, or the one named member within the kind's reach. */
async function yearsScope(c: ServiceCtx, memberId: string | undefined, kind: PhiKind) {
  if (c.caller.roleClass === 'Members' && memberId === undefined) {
    if (c.caller.memberId === null) throw notFound();
    c.audit.subject({ memberId: c.caller.memberId });
    return repo.visibleOf(c.caller.memberId);
  }
  const target = await memberInScope(c, memberId, kind);
  return repo.oneMember(target.id);
}

/** Years with claims the caller may see (a provider: its own claims), newest first. */
export async function claimYears(c: ServiceCtx, memberId: string | undefined): Promise<number[]> {
  return repo.claimYears(c.db, await yearsScope(c, memberId, 'claim'), claimVisibility(c.caller));
}

/** Plan years of the member's (or visible household's) policies, newest first. */
export async function planYears(c: ServiceCtx, memberId: string | undefined): Promise<number[]> {
  return repo.planYearsOf(c.db, await yearsScope(c, memberId, 'member'));
}
