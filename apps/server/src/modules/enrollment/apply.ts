import { publicMemberId } from '../../db/member-ids.js';
import type { DbOrTx } from '../../db/client.js';
import { encryptSsn, ssnLast4, ssnLookupHash } from '../../db/crypto.js';
import { invalidRequest } from '../../http/errors.js';
import { dbCoverageCode } from '../scope/codes.js';
import * as repo from './apply-repo.js';
import { maritalWord, payWord, relationshipWord, type MaritalCode, type PayCode } from './codes.js';

/** One person of an enrollment to load into eligibility (contract codes; ISO dates). */
export interface ApplyPerson {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** Nine digits, or absent. */
  ssn?: string | null | undefined;
  gender: string;
  /** X12 relationship code ('18' for the employee). */
  relationship: string;
  /** Contract coverage types (MED, DEN, RX …) this person is enrolled in. */
  coverageTypes: readonly string[];
}

/** The employee: a person plus employment and contact details. */
export interface ApplyEmployee extends ApplyPerson {
  maritalStatus: MaritalCode;
  hireDate: string;
  payStatus: PayCode;
  addressLine1: string;
  addressLine2?: string | null | undefined;
  city: string;
  state: string;
  zip: string;
  homePhone?: string | null | undefined;
  workPhone?: string | null | undefined;
  email?: string | null | undefined;
}

/** What an enrollment (a form, or an EDI 834 member loop) asks eligibility to hold. */
export interface EnrollmentData {
  groupNumber: number;
  coverageDate: string;
  employee: ApplyEmployee;
  dependents: readonly ApplyPerson[];
}

export interface AppliedPerson {
  id: number;
  memberId: string;
  dependentNumber: number;
  created: boolean;
}

export interface ApplyResult {
  subscriberId: number;
  employeeNumber: number;
  people: AppliedPerson[];
  policyIds: number[];
}

const TIERS = {
  employee: 'employee',
  spouse: 'employee_spouse',
  children: 'employee_children',
  family: 'family',
} as const;

/** The coverage tier of the people on one coverage: employee only, + spouse, + children, family. */
export function tierOf(relationships: readonly string[]): string {
  const partner = relationships.some((r) => r === '01' || r === '53');
  const others = relationships.some((r) => r !== '18' && r !== '01' && r !== '53');
  if (partner && others) return TIERS.family;
  if (partner) return TIERS.spouse;
  if (others) return TIERS.children;
  return TIERS.employee;
}

/**
 * Loads an enrollment into eligibility inside the caller's transaction `tx`: finds the employee in the
 * group by SSN (else creates the household under the next employee number), updates or adds each
 * dependent (matched by SSN, else by name and date of birth), and gives every person a policy from the
 * coverage date for each elected coverage the group has a plan for in that plan year (tier from who is
 * on it). Coverages without a plan here (life, disability, FSA/HSA) stay on the enrollment only; when
 * none of the elections has a plan, 400 invalidService on coverageDate. Anything thrown leaves `tx` to
 * roll back: the caller owns the transaction (the enrollment approval, or an EDI 834 import of many).
 */
export async function applyEnrollment(
  tx: DbOrTx,
  data: EnrollmentData,
  ssnKey: Buffer,
): Promise<ApplyResult> {
  const { groupNumber, coverageDate, employee } = data;
  const all: ApplyPerson[] = [employee, ...data.dependents];
  const coverages = [...new Set(all.flatMap((p) => p.coverageTypes))];
  const planOf = new Map<string, { planId: number; planYearId: number }>();
  for (const c of coverages) {
    const p = await repo.planFor(tx, groupNumber, dbCoverageCode(c), coverageDate);
    if (p) planOf.set(c, p);
  }
  if (planOf.size === 0) throw invalidRequest('invalidService', { coverageDate: 'invalidService' });

  const hmac = employee.ssn ? ssnLookupHash(employee.ssn, ssnKey) : null;
  const existing = hmac ? await repo.employeeBySsn(tx, groupNumber, hmac) : undefined;
  const now = new Date();
  const ssnCols = (ssn: string | null | undefined) =>
    ssn
      ? {
          ssnEncrypted: encryptSsn(ssn, ssnKey),
          ssnLast4: ssnLast4(ssn),
          ssnHmac: ssnLookupHash(ssn, ssnKey),
        }
      : {};
  const contact = {
    addressLine1: employee.addressLine1,
    addressLine2: employee.addressLine2 ?? null,
    city: employee.city,
    state: employee.state,
    zip: employee.zip,
  };
  const active = {
    status: 'active',
    terminationDate: null,
    terminationReason: null,
    updatedAt: now,
  };
  const people: AppliedPerson[] = [];

  let subscriberId: number;
  let employeeNumber: number;
  if (existing) {
    subscriberId = existing.id;
    employeeNumber = existing.employeeNumber;
    const memberId = await repo.updateMember(tx, subscriberId, {
      firstName: employee.firstName,
      lastName: employee.lastName,
      dateOfBirth: employee.dateOfBirth,
      gender: employee.gender,
      ...contact,
      homePhone: employee.homePhone ?? null,
      workPhone: employee.workPhone ?? null,
      email: employee.email ?? null,
      maritalStatus: maritalWord(employee.maritalStatus),
      hireDate: employee.hireDate,
      payStatus: payWord(employee.payStatus),
      ...active,
    });
    people.push({ id: subscriberId, memberId, dependentNumber: 0, created: false });
  } else {
    employeeNumber = await repo.lockNextEmployeeNumber(tx, groupNumber);
    subscriberId = await repo.nextMemberRowId(tx);
    await repo.insertMember(tx, {
      id: subscriberId,
      memberId: publicMemberId(subscriberId),
      groupNumber,
      employeeNumber,
      dependentNumber: 0,
      subscriberId,
      relationship: 'employee',
      firstName: employee.firstName,
      lastName: employee.lastName,
      dateOfBirth: employee.dateOfBirth,
      gender: employee.gender,
      ...ssnCols(employee.ssn),
      ...contact,
      homePhone: employee.homePhone ?? null,
      workPhone: employee.workPhone ?? null,
      email: employee.email ?? null,
      maritalStatus: maritalWord(employee.maritalStatus),
      hireDate: employee.hireDate,
      payStatus: payWord(employee.payStatus),
      effectiveDate: coverageDate,
    });
    people.push({
      id: subscriberId,
      memberId: publicMemberId(subscriberId),
      dependentNumber: 0,
      created: true,
    });
  }

  const household = await repo.household(tx, subscriberId);
  let nextDependent = Math.max(0, ...household.map((h) => h.dependentNumber)) + 1;
  for (const d of data.dependents) {
    const h = d.ssn ? ssnLookupHash(d.ssn, ssnKey) : null;
    const match = household.find(
      (m) =>
        m.dependentNumber > 0 &&
        ((h && m.ssnHmac && Buffer.from(m.ssnHmac).equals(h)) ||
          (m.firstName.toLowerCase() === d.firstName.toLowerCase() &&
            m.dateOfBirth === d.dateOfBirth)),
    );
    const cols = {
      relationship: relationshipWord(d.relationship),
      firstName: d.firstName,
      lastName: d.lastName,
      dateOfBirth: d.dateOfBirth,
      gender: d.gender,
      ...ssnCols(d.ssn),
      ...contact,
    };
    if (match) {
      await repo.updateMember(tx, match.id, { ...cols, ...active });
      people.push({
        id: match.id,
        memberId: match.memberId,
        dependentNumber: match.dependentNumber,
        created: false,
      });
    } else {
      const id = await repo.nextMemberRowId(tx);
      const dependentNumber = nextDependent++;
      await repo.insertMember(tx, {
        id,
        memberId: publicMemberId(id),
        groupNumber,
        employeeNumber,
        dependentNumber,
        subscriberId,
        ...cols,
        maritalStatus: d.relationship === '01' ? 'married' : null,
        effectiveDate: coverageDate > d.dateOfBirth ? coverageDate : d.dateOfBirth,
      });
      people.push({ id, memberId: publicMemberId(id), dependentNumber, created: true });
    }
  }

  const policyIds: number[] = [];
  for (const [coverage, plan] of planOf) {
    const on = all.map((p, i) => ({ p, i })).filter(({ p }) => p.coverageTypes.includes(coverage));
    const tier = tierOf(on.map(({ p }) => p.relationship));
    for (const { p, i } of on) {
      const person = people[i]!;
      const policyId = await repo.upsertPolicy(
        tx,
        {
          memberId: person.id,
          planId: plan.planId,
          planYearId: plan.planYearId,
          coverageType: dbCoverageCode(coverage),
          tier,
          effectiveDate: coverageDate > p.dateOfBirth ? coverageDate : p.dateOfBirth,
        },
        coverageDate,
      );
      policyIds.push(policyId);
    }
  }
  return { subscriberId, employeeNumber, people, policyIds };
}

/** The people of a household, by dependent number (the 834 import also matches ended dependents in it). */
export function householdOf(tx: DbOrTx, subscriberId: number) {
  return repo.household(tx, subscriberId);
}

/** The group's employee with this SSN lookup hash, if any (the 834 import matches subscribers with it). */
export function employeeBySsn(tx: DbOrTx, groupNumber: number, ssnHmac: Buffer) {
  return repo.employeeBySsn(tx, groupNumber, ssnHmac);
}
