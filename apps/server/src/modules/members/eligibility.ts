import { todayIso } from '../../clock.js';
import { notFound } from '../../http/errors.js';
import { coverageCode, dbCoverageCode, relationshipCode } from '../scope/codes.js';
import type { EndpointBody } from '@bp/contract';
import type { memberQuickView, memberService } from '@bp/contract/api/members';
import type { Caller } from '../../http/caller.js';
import type { RequestContext } from '../../http/context.js';
import { auditAnonymous } from '../scope/anonymous.js';
import { latestCoverages } from './repo.js';
import * as repo from './eligibility-repo.js';

/** An anonymous call's context, with the client address (the audit keeps it to trace guessing). */
export type AnonServiceCtx = RequestContext<Caller> & { ip: string };

/** What a provider without an account types to identify a patient. */
type IdentityInput = Pick<
  EndpointBody<typeof memberService>,
  'memberId' | 'lastName' | 'dateOfBirth'
>;

/**
 * Finds the person. A match is noted on the call's audit trail; a look-up that matched nothing is not
 * the outcome of a served call and gets its own row (scope/anonymous), so a run of guesses shows.
 */
async function identify(c: AnonServiceCtx, input: IdentityInput, entity: string) {
  const row = await repo.memberByIdentity(c.db, input);
  if (row)
    c.audit.subject({
      memberId: row.id,
      detail: {
        memberId: input.memberId,
        anonymous: c.caller.anonymous,
        sessionId: c.caller.sessionId,
        ip: c.ip,
      },
    });
  else
    await auditAnonymous(c, {
      entity,
      outcome: 'notFound',
      detail: { memberId: input.memberId },
    });
  return row;
}

/**
 * Member/quickview: the minimum-necessary view after an eligibility match. Only the one person whose
 * member id, last name and date of birth all match (not the household: the provider identified one
 * patient), with name, relationship, group and each coverage's type, plan, dates and active flag. No
 * match is an empty page, whatever was wrong. Audited, found or not.
 */
export async function quickView(c: AnonServiceCtx, input: EndpointBody<typeof memberQuickView>) {
  const row = await identify(c, input, 'member.quickView');
  const page = { current: input.pageNumber, pageSize: input.pageSize };
  if (!row || input.pageNumber !== 1)
    return { totalCount: row ? 1 : 0, results: [], pages: row ? 1 : 0, ...page };
  const now = todayIso();
  const coverages = (await latestCoverages(c.db, [row.id])).map((p) => ({
    coverageType: coverageCode(p.coverageType),
    planName: p.planName,
    effectiveDate: p.effectiveDate,
    terminationDate: p.termDate,
    active: p.effectiveDate <= now && (p.termDate === null || p.termDate >= now),
  }));
  return {
    totalCount: 1,
    pages: 1,
    ...page,
    results: [
      {
        firstName: row.firstName,
        lastName: row.lastName,
        relationship: relationshipCode(row.relationship),
        dependentNumber: row.dependentNumber,
        groupNumber: row.groupNumber,
        groupName: row.groupName,
        coverages,
      },
    ],
  };
}

/**
 * Member/service, the eligibility check: with member id, last name and date of birth matching, whether
 * the person is covered for the coverage type on the date of service, with that coverage's dates (no
 * claims, no address). An identity that does not match is 404 invalidService.
 */
export async function eligibilityCheck(
  c: AnonServiceCtx,
  input: EndpointBody<typeof memberService>,
) {
  const row = await identify(c, input, 'member.eligibility');
  if (!row) throw notFound('invalidService');
  const policy = await repo.policyOn(
    c.db,
    row.id,
    dbCoverageCode(input.coverageType),
    input.serviceDate,
  );
  return {
    eligible: policy?.inForce ?? false,
    firstName: row.firstName,
    lastName: row.lastName,
    groupNumber: row.groupNumber,
    groupName: row.groupName,
    coverageType: input.coverageType,
    planName: policy?.planName ?? null,
    effectiveDate: policy?.effectiveDate ?? null,
    terminationDate: policy?.termDate ?? null,
  };
}
