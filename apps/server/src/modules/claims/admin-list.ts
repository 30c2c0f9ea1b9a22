import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  hasProviderClaimSearchField as hasClaimSearchField,
  isGeneralClaimSearchValid,
  isProviderClaimSearchValid,
  parseClaimNumber,
} from '@bp/contract';
import { PROVIDER_CLAIMS_BROWSE_MAX } from '@bp/contract/constants';
import { claims } from '../../db/schema/index.js';
import { forbidden, invalidRequest } from '../../http/errors.js';
import { audit } from '../../audit.js';
import { Params, val } from '../../db/statements.js';
import { claimVisibility, mayRead, memberInScope } from '../scope/service.js';
import { claimKeyOf } from './claim-math.js';
import * as repo from './repo.js';
import { toFilter, toSummary, type Ctx, type RecentClaimsInput } from './service.js';

export interface AdminClaimsInput extends RecentClaimsInput {
  fullClaimNumber?: string | undefined;
  patientAccountNumber?: string | undefined;
  memberId?: string | undefined;
  groupNumber?: number | undefined;
}

/**
 * A provider lists claims of one patient (`memberId`), its own newest claims (no search field: a bounded
 * browse), or by the provider claim search of spec §5: a valid full claim number, a check number of 5 or
 * more characters, or a patient account number of 2 or more. A search field that is given must make a
 * valid search (a 4-character check number is refused, not ignored).
 */
export function providerListAllowed(input: AdminClaimsInput): boolean {
  if (input.memberId) return true;
  return !hasClaimSearchField(input) || isProviderClaimSearchValid(input);
}

/** Staff and employers list one member's claims or search (spec §5 general or provider claim search). */
export function staffListAllowed(input: AdminClaimsInput): boolean {
  return (
    Boolean(input.memberId) || isGeneralClaimSearchValid(input) || isProviderClaimSearchValid(input)
  );
}

/** A provider's browse of its own claims: no patient and no search field. */
export function isProviderBrowse(c: Ctx, input: AdminClaimsInput): boolean {
  return c.caller.roleClass === 'Provider' && !input.memberId && !hasClaimSearchField(input);
}

/** The search fields of the admin list beyond the member list's filters, as SQL. */
export function searchConditions(input: AdminClaimsInput, p?: Params): SQL[] {
  const w: SQL[] = [];
  const v = <T>(x: T) => val(p, x);
  if (input.fullClaimNumber) {
    const parsed = parseClaimNumber(input.fullClaimNumber);
    const key = parsed && claimKeyOf(parsed.claimPrefix, parsed.claimNumber, parsed.claimSuffix);
    if (!key) w.push(sql`false`);
    else
      w.push(
        eq(claims.claimPrefix, v(key.prefix)),
        eq(claims.claimNumber, v(key.number)),
        eq(claims.claimSuffix, v(key.suffix)),
      );
  }
  if (input.patientAccountNumber)
    w.push(eq(claims.patientAccountNumber, v(input.patientAccountNumber.trim())));
  if (input.groupNumber !== undefined && input.groupNumber !== -1)
    w.push(eq(claims.groupNumber, v(input.groupNumber)));
  return w;
}

/**
 * RecentClaimsPaginated/Admin: claims under the claim rule (`claimVisibility`) — a provider's own claims
 * (billed or rendered by one of its providers, as its accesses and claims filters give them), staff their
 * groups, employers their certified groups — of one member in reach (`memberId`, else 404) or of a
 * search. Newest service date first by default; offset paging bounded by the member or the search key.
 * Audited with the patients and claims returned.
 */
export async function adminClaims(c: Ctx, input: AdminClaimsInput) {
  if (!mayRead(c.caller, 'claim')) throw forbidden();
  const allowed =
    c.caller.roleClass === 'Provider' ? providerListAllowed(input) : staffListAllowed(input);
  if (!allowed) throw invalidRequest('atLeastOneSearchField');
  // Every value a placeholder: each shape of search is built and prepared once (statements.ts).
  const p = new Params();
  const where: SQL[] = [claimVisibility(c.caller, p), ...repo.filters(toFilter(input), p)];
  let memberRowId: number | null = null;
  if (input.memberId) {
    const target = await memberInScope(c, input.memberId, 'claim');
    memberRowId = target.id;
    where.push(eq(claims.memberId, p.add(target.id)));
  }
  where.push(...searchConditions(input, p));
  const { rows, total } = await repo.claimsPage(
    c.db,
    and(...where)!,
    {
      offset: (input.currentPage - 1) * input.items,
      limit: input.items,
      sort: input.sortField,
      asc: input.sortAsc,
      ...(isProviderBrowse(c, input) ? { countCap: PROVIDER_CLAIMS_BROWSE_MAX } : {}),
    },
    p,
  );
  await audit(
    c.db,
    { caller: c.caller, ...(c.requestId ? { requestId: c.requestId } : {}) },
    {
      action: 'read',
      entity: 'claims.list',
      memberId: memberRowId,
      detail: {
        patients: [...new Set(rows.map((r) => r.claim.memberId))],
        claimIds: rows.map((r) => r.claim.id),
        page: input.currentPage,
      },
    },
  );
  return {
    pageNumber: input.currentPage,
    itemsPerPage: input.items,
    totalPages: Math.ceil(total / input.items),
    totalCount: total,
    // Paying a share from an FSA is the member's own action.
    results: rows.map((r) => ({ ...toSummary(r), fsaPayable: false })),
  };
}
