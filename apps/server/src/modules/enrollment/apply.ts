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
  /**
   * The tier per coverage type as the source states it (an 834's HD05). A held policy already at the
   * stated tier keeps it; otherwise the tier is worked out from who is on the coverage.
   */
  tiers?: Readonly<Partial<Record<string, string>>>;
}

export interface AppliedPerson {
  id: number;
  memberId: string;
  dependentNumber: number;
  created: boolean;
  /** Created, or something stored about the person (member row, a policy) differs from before. */
  changed: boolean;
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

type Stored = NonNullable<Awaited<ReturnType<typeof repo.memberColumns>>>;
type Comparable = Omit<repo.MemberUpdate, 'updatedAt'>;

/**
 * A stored or incoming value in the form two sources of the same fact agree on: text trimmed, inner
 * spaces collapsed and upper-cased (834 files are upper-case); phones and zip codes as their digits;
 * e-mail lower-cased; empty as null; dates as ISO text; SSN hashes as hex.
 */
export function normalised(key: string, v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Uint8Array) return Buffer.from(v).toString('hex');
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const text = String(v).trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if (key === 'homePhone' || key === 'workPhone' || key === 'zip')
    return text.replace(/\D/g, '') || null;
  if (key === 'email') return text.toLowerCase();
  return text.toUpperCase();
}

/** The columns of `next` whose normalised value differs from the stored row (none: nothing to write). */
export function changedColumns(stored: Stored, next: Comparable): string[] {
  const now = stored as Record<string, unknown>;
  return Object.entries(next)
    .filter(([k, v]) => k in now && normalised(k, v) !== normalised(k, now[k]))
    .map(([k]) => k);
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
  const active = { status: 'active', terminationDate: null, terminationReason: null };
  const people: AppliedPerson[] = [];
  /** Writes `set` onto a matched person only when a normalised value differs; says whether it did. */
  const update = async (id: number, set: Comparable): Promise<boolean> => {
    const stored = await repo.memberColumns(tx, id);
    if (stored && changedColumns(stored, set).length === 0) return false;
    await repo.updateMember(tx, id, { ...set, updatedAt: now });
    return true;
  };

  let subscriberId: number;
  let employeeNumber: number;
  if (existing) {
    subscriberId = existing.id;
    employeeNumber = existing.employeeNumber;
    const changed = await update(subscriberId, {
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
    people.push({
      id: subscriberId,
      memberId: existing.memberId,
      dependentNumber: 0,
      created: false,
      changed,
    });
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
      changed: true,
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
      const changed = await update(match.id, { ...cols, ...active });
      people.push({
        id: match.id,
        memberId: match.memberId,
        dependentNumber: match.dependentNumber,
        created: false,
        changed,
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
      people.push({
        id,
        memberId: publicMemberId(id),
        dependentNumber,
        created: true,
        changed: true,
      });
    }
  }

  const policyIds: number[] = [];
  for (const [coverage, plan] of planOf) {
    const on = all.map((p, i) => ({ p, i })).filter(({ p }) => p.coverageTypes.includes(coverage));
    const tier = tierOf(on.map(({ p }) => p.relationship));
    for (const { p, i } of on) {
      const person = people[i]!;
      const policy = await repo.upsertPolicy(
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
        data.tiers?.[coverage],
      );
      if (policy.changed) person.changed = true;
      policyIds.push(policy.id);
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
