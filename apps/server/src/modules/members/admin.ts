import type { EndpointBody } from '@bp/contract';
import type {
  MemberProfileForCaller,
  MemberSearchItem,
  memberSearch,
} from '@bp/contract/api/members';
import { ssnLookupHash } from '../../db/crypto.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { memberStatus, relationshipCode } from '../scope/codes.js';
import {
  claimsVisibleFor,
  mayRead,
  mayReadProtected,
  memberInScope,
  memberVisibility,
} from '../scope/service.js';
import * as repo from './repo.js';
import * as searchRepo from './search-repo.js';
import { Params } from '../../db/statements.js';
import { toMember, type Ctx } from './service.js';

export type MemberSearchInput = EndpointBody<typeof memberSearch>;

/**
 * What a provider must give to find a patient: the member id, or a name with the date of birth (the
 * identifiers on the patient's card and chart). An SSN search is a staff and employer tool. Returns the
 * message key of the refusal, or null.
 */
export function providerSearchProblem(input: MemberSearchInput): string | null {
  if (input.ssn) return 'invalidValue';
  if (input.memberId) return null;
  if ((input.lastName || input.firstName) && input.dateOfBirth) return null;
  return 'atLeastOneSearchField';
}

/**
 * Member/Search: members matching the search among those the caller may see (staff and employers: their
 * groups; providers: their patients). Needs the member-data rule (View Member Details) on top of the
 * route's permission. The full SSN is compared as its lookup hash and never leaves; the last four only
 * for holders of View Protected Member Info (`mayReadProtected`).
 * Offset paging with an exact count: every accepted search is narrowed by an indexed field, or by the
 * caller's groups. Audited with the members returned.
 */
export async function search(
  c: Ctx,
  input: MemberSearchInput,
  ssnKey: Buffer,
): Promise<{
  totalCount: number;
  results: MemberSearchItem[];
  current: number;
  pages: number;
  pageSize: number;
}> {
  if (!mayRead(c.caller, 'member')) throw forbidden();
  if (c.caller.roleClass === 'Provider') {
    const problem = providerSearchProblem(input);
    if (problem) throw invalidRequest(problem, input.ssn ? { ssn: problem } : undefined);
  }
  const filter: searchRepo.MemberSearchFilter = {
    includeTerminated: input.includeTerminated,
    ...(input.memberId ? { memberId: input.memberId } : {}),
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
    ...(input.dateOfBirth ? { dateOfBirth: input.dateOfBirth } : {}),
    ...(input.groupNumber !== undefined ? { groupNumber: input.groupNumber } : {}),
    ...(input.employeeNumber !== undefined ? { employeeNumber: input.employeeNumber } : {}),
    ...(input.ssn ? { ssnHash: ssnLookupHash(input.ssn, ssnKey) } : {}),
  };
  const params = new Params();
  const { rows, total } = await searchRepo.searchMembers(
    c.db,
    filter,
    memberVisibility(c.caller, 'member', params),
    params,
    {
      offset: (input.pageNumber - 1) * input.pageSize,
      limit: input.pageSize,
      sort: input.sortProperty,
      desc: input.sortDesc,
    },
  );
  for (const r of rows) c.audit.subject({ memberId: r.member.id });
  c.audit.detail({ page: input.pageNumber, total });
  return {
    totalCount: total,
    current: input.pageNumber,
    pageSize: input.pageSize,
    pages: Math.ceil(total / input.pageSize),
    results: rows.map(({ member: m, groupName }) => ({
      memberId: m.memberId,
      firstName: m.firstName,
      lastName: m.lastName,
      dateOfBirth: m.dateOfBirth,
      groupNumber: m.groupNumber,
      groupName,
      employeeNumber: m.employeeNumber,
      dependentNumber: m.dependentNumber,
      relationship: relationshipCode(m.relationship),
      status: memberStatus(m.status, m.payStatus),
      ssnLast4: mayReadProtected(c.caller) ? m.ssnLast4 : null,
    })),
  };
}

/**
 * Member/Profile/Admin: a member the caller may see (staff and employers: their groups; providers: their
 * patients) as `empdep`, with the people of the household the caller may also see (a provider: only
 * those who are its patients too). With `birthdate`, it must be the member's (else the same 404).
 * Audited once per person returned. `claimsVisible` says whether the claim calls would answer for this
 * member (an employer: View Claims and a certified group).
 */
export async function profileAdmin(
  c: Ctx,
  memberId: string,
  birthdate: string | undefined,
): Promise<MemberProfileForCaller> {
  const target = await memberInScope(c, memberId, 'member');
  if (birthdate !== undefined && birthdate !== target.dateOfBirth) throw notFound();
  const rows = await searchRepo.householdWhere(
    c.db,
    target.subscriberId,
    memberVisibility(c.caller, 'member'),
  );
  const people = rows.map((r) => ({ ...r.member, groupName: r.groupName, visible: true }));
  if (!people.some((p) => p.id === target.id)) throw notFound();
  const coverages = await repo.latestCoverages(
    c.db,
    people.map((p) => p.id),
  );
  for (const p of people) c.audit.subject({ memberId: p.id });
  return {
    empdep: toMember(
      people.find((p) => p.id === target.id)!,
      coverages,
      mayReadProtected(c.caller),
    ),
    dependents: people
      .filter((p) => p.id !== target.id)
      .map((p) => toMember(p, coverages, mayReadProtected(c.caller))),
    claimsVisible: await claimsVisibleFor(c.db, c.caller, target.memberId),
  };
}

/**
 * Member/identifier/admin: a member id resolved to its group, employee and dependent numbers and the
 * SSN's last 4 for holders of View Protected Member Info (the full SSN never leaves). The member must be in the caller's groups (404). Staff with
 * View Member Details read it as member data; staff who only search claims (Global Claims Search) reach
 * the same rows through the claim-level rule, which is what they resolve the member for. Audited.
 */
export async function identifierAdmin(c: Ctx, memberId: string) {
  const kind = mayRead(c.caller, 'member') ? 'member' : 'claim';
  const m = await memberInScope(c, memberId, kind);
  return {
    memberId: m.memberId,
    groupNumber: m.groupNumber,
    employeeNumber: m.employeeNumber,
    dependentNumber: m.dependentNumber,
    ssnLast4: mayReadProtected(c.caller) ? m.ssnLast4 : null,
  };
}
