import type { HouseholdMember, Member, MemberProfile } from '@bp/contract/api/members';
import type { Policy } from '@bp/contract/api/household';
import type { ServiceCtx } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { coverageCode, genderCode, memberStatus, relationshipCode } from '../scope/codes.js';
import { mayReadProtected, memberInScope, ownMember } from '../scope/service.js';
import * as repo from './repo.js';
import { todayIso } from '../../clock.js';

export type Ctx = ServiceCtx;

/** The one "mailing address of member X" other modules address their documents and notices with. */
export { mailingAddressOf, type Addressee, type Postal } from './confidential.js';

const TIERS: Record<string, string> = {
  employee: 'Employee Only',
  employee_spouse: 'Employee + Spouse',
  employee_children: 'Employee + Children',
  family: 'Family',
};

/** A household entry as the API shows it; `protectedInfo`: the caller may see the SSN's last four. */
export function toMember(
  row: repo.HouseholdRow,
  coverages: repo.CoverageRow[],
  protectedInfo: boolean,
): Member {
  const visible = row.visible;
  const now = todayIso();
  return {
    memberId: row.memberId,
    groupNumber: row.groupNumber,
    groupName: row.groupName,
    employeeNumber: row.employeeNumber,
    dependentNumber: row.dependentNumber,
    relationship: relationshipCode(row.relationship),
    firstName: row.firstName,
    middleInitial: visible && row.middleName ? row.middleName.slice(0, 1) : null,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender: genderCode(row.gender),
    // Nothing beyond who the person is leaves for a household member who has not granted access.
    ssnLast4: visible && protectedInfo ? row.ssnLast4 : null,
    address:
      visible && row.addressLine1
        ? {
            addressLine1: row.addressLine1,
            addressLine2: row.addressLine2,
            city: row.city ?? '',
            state: row.state ?? '',
            zip: row.zip ?? '',
          }
        : null,
    homePhone: visible ? row.homePhone : null,
    workPhone: visible ? row.workPhone : null,
    email: visible ? row.email : null,
    locationNumber: visible ? row.locationNumber : null,
    status: memberStatus(row.status, row.payStatus),
    coverages: visible
      ? coverages
          .filter((c) => c.memberId === row.id)
          .map((c) => ({
            coverageType: coverageCode(c.coverageType),
            planName: c.planName,
            tier: TIERS[c.tier] ?? c.tier,
            effectiveDate: c.effectiveDate,
            terminationDate: c.termDate,
            active: c.effectiveDate <= now && (c.termDate === null || c.termDate >= now),
          }))
      : [],
    accessGranted: visible,
  };
}

function toHouseholdMember(row: repo.HouseholdRow): HouseholdMember {
  return {
    memberId: row.memberId,
    groupNumber: row.groupNumber,
    employeeNumber: row.employeeNumber,
    dependentNumber: row.dependentNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    relationship: relationshipCode(row.relationship),
    dateOfBirth: row.dateOfBirth,
    accessGranted: row.visible,
  };
}

/** The household of the caller's active member row (404 when the account has no member). */
async function ownHousehold(c: Ctx): Promise<repo.HouseholdRow[]> {
  if (c.caller.memberId === null) throw notFound();
  const rows = await repo.household(c.db, c.caller.memberId);
  if (!rows.some((r) => r.id === c.caller.memberId)) throw notFound();
  return rows;
}

/**
 * Member/Profile: the caller (empdep) and the other covered people of the household; details only for
 * those the caller may see. Audited once per person whose details are returned.
 */
export async function profile(c: Ctx): Promise<MemberProfile> {
  const rows = await ownHousehold(c);
  const visibleIds = rows.filter((r) => r.visible).map((r) => r.id);
  const coverages = await repo.latestCoverages(c.db, visibleIds);
  for (const id of visibleIds) c.audit.subject({ memberId: id });
  const self = rows.find((r) => r.id === c.caller.memberId)!;
  return {
    empdep: toMember(self, coverages, mayReadProtected(c.caller)),
    dependents: rows
      .filter((r) => r.id !== self.id)
      .map((r) => toMember(r, coverages, mayReadProtected(c.caller))),
  };
}

/** The household list of the caller (DependentsPermissions/Dependents, MemberDependents for members). */
export async function ownDependents(c: Ctx): Promise<HouseholdMember[]> {
  return (await ownHousehold(c)).map(toHouseholdMember);
}

/** The caller's own household entry. */
export async function loggedDependent(c: Ctx): Promise<HouseholdMember> {
  const rows = await ownHousehold(c);
  return toHouseholdMember(rows.find((r) => r.id === c.caller.memberId)!);
}

/**
 * MemberDependents: members get their own household; staff and employers name a member in their
 * scope and get that member's household (all visible to them), audited.
 */
export async function memberDependents(
  c: Ctx,
  publicId: string | undefined,
): Promise<HouseholdMember[]> {
  if (c.caller.roleClass === 'Members' && publicId === undefined) return ownDependents(c);
  const target = await memberInScope(c, publicId, 'member');
  if (c.caller.roleClass === 'Members') {
    // A household member the caller may see: its own household view would widen access; return just it.
    const rows = await ownHousehold(c);
    return rows.filter((r) => r.id === target.id).map(toHouseholdMember);
  }
  const rows = await repo.household(c.db, target.subscriberId);
  c.audit.detail({ household: target.subscriberId });
  return rows.map((r) => toHouseholdMember({ ...r, visible: true }));
}

/** The caller's policies (one per member record of the same person); the active one is selected. */
export async function policiesByUser(c: Ctx): Promise<Policy[]> {
  const self = await ownMember(c);
  const rows = await repo.personRecords(c.db, self.id);
  return rows.map((r) => ({
    groupNumber: r.groupNumber,
    groupName: r.groupName,
    employeeNumber: r.employeeNumber,
    dependentNumber: r.dependentNumber,
    memberId: r.memberId,
    effectiveDate: r.effectiveDate,
    terminationDate: r.terminationDate,
    selected: r.id === self.id,
  }));
}

/** Makes one of the caller's own policies the active one for this session; 404 for any other. */
export async function setActivePolicy(
  c: Ctx,
  key: { groupNumber: number; employeeNumber: number; dependentNumber: number },
): Promise<void> {
  const self = await ownMember(c);
  const rows = await repo.personRecords(c.db, self.id);
  const target = rows.find(
    (r) =>
      r.groupNumber === key.groupNumber &&
      r.employeeNumber === key.employeeNumber &&
      r.dependentNumber === key.dependentNumber,
  );
  if (!target) throw notFound();
  await repo.setActiveMember(c.db, c.caller.sessionId, target.id);
  c.audit.subject({ memberId: target.id });
}
