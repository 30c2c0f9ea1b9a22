import { parseClaimNumber, type EndpointBody } from '@bp/contract';
import type { checkSearchAdmin as checkSearchAdminDef } from '@bp/contract/api/claims';
import type { DbOrTx } from '../../db/client.js';
import type { ServiceCtx } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { claimKeyOf } from '../claims/claim-math.js';
import { claimVisibility, mayRead } from '../scope/service.js';
import * as repo from './repo.js';

export type Ctx = ServiceCtx;

/** Most claims listed under one check (a provider's check can pay many). */
export const CHECK_CLAIMS_LIMIT = 1000;

const STATUS = { issued: 'Issued', cleared: 'Cleared', void: 'Void', stopped: 'Stopped' } as const;
const PAYEE = { provider: 'Provider', member: 'Member' } as const;

export type CheckSearchInput = EndpointBody<typeof checkSearchAdminDef>;

/** The check a search names; with both numbers, the claim must be one the check paid. */
async function findCheck(db: DbOrTx, b: CheckSearchInput): Promise<repo.CheckRow | undefined> {
  const byNumber = b.checkNumber ? await repo.checkByNumber(db, b.checkNumber) : undefined;
  if (!b.fullClaimNumber) return byNumber;
  const parts = parseClaimNumber(b.fullClaimNumber);
  const key = parts && claimKeyOf(parts.claimPrefix, parts.claimNumber, parts.claimSuffix);
  const byClaim = key ? await repo.checkOfClaim(db, key) : undefined;
  if (b.checkNumber && byClaim?.id !== byNumber?.id) return undefined;
  return byClaim;
}

/**
 * ClaimsInfo/CheckSearch/Admin ("was my check cashed?"): the check with the number, or the one that paid
 * the claim, when it is of the caller's groups (and of `groupNumber` when given): payee, amount, issue
 * and clear dates, status, and the claims it paid that the caller may see (claim-level rule:
 * claimVisibility), at most 1,000. A check is unique, so a page holds 0 or 1 result. Needs a claims
 * permission besides Check Search (403). Audited with the check: a row per patient, with the patient's claims.
 */
export async function checkSearchAdmin(c: Ctx, b: CheckSearchInput) {
  if (!mayRead(c.caller, 'claim')) throw forbidden();
  const check = await findCheck(c.db, b);
  const inGroup =
    check !== undefined &&
    (b.groupNumber === undefined || b.groupNumber === -1 || b.groupNumber === check.groupNumber) &&
    (await repo.checkInAccountGroups(c.db, check.id, c.caller.accountId));
  const found = inGroup ? check : undefined;
  const claims = found
    ? await repo.claimsOfCheck(c.db, found.id, claimVisibility(c.caller), CHECK_CLAIMS_LIMIT)
    : [];
  const patients = new Map<number, number[]>();
  for (const r of claims)
    patients.set(r.memberRowId, [...(patients.get(r.memberRowId) ?? []), r.id]);
  for (const [memberId, ids] of patients)
    c.audit.subject({ memberId, entityId: found?.id, detail: { claims: ids } });
  if (patients.size === 0) c.audit.subject({ entityId: found?.id });
  const results =
    found && b.currentPage === 1
      ? [
          {
            checkNumber: found.checkNumber,
            checkDate: found.issueDate,
            payeeName: found.payeeName,
            payeeType: PAYEE[found.payeeType as keyof typeof PAYEE] ?? ('Other' as const),
            amountCents: found.amountCents,
            status: STATUS[found.status as keyof typeof STATUS] ?? ('Issued' as const),
            clearDate: found.clearDate,
            groupNumber: found.groupNumber,
            claims: claims.map((r) => ({
              claimPrefix: String(r.claimPrefix),
              claimNumber: String(r.claimNumber),
              claimSuffix: String(r.claimSuffix),
              fullClaimNumber: `${r.claimPrefix}-${r.claimNumber}-${r.claimSuffix}`,
              memberId: r.memberId,
              paidCents: r.paidCents,
            })),
          },
        ]
      : [];
  const total = found ? 1 : 0;
  return {
    pageNumber: b.currentPage,
    itemsPerPage: b.items,
    totalPages: total,
    totalCount: total,
    results,
  };
}
