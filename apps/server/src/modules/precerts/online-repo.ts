import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  diagnosisCodes,
  emailRoutingSubjects,
  foldText,
  members,
  precertifications,
  procedureCodes,
  providers,
} from '../../db/schema/index.js';
import { accountProviderIds } from '../scope/predicates.js';

/** The patient a pre-certification names, and whether the caller's rule lets it see the patient. */
export interface PatientRow {
  id: number;
  groupNumber: number;
  employeeNumber: number;
  dependentNumber: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  visible: boolean;
}

/** True when two names are the same as the database compares them (case and Spanish accents folded). */
export const sameName = (a: string, b: string) => foldText(a.trim()) === foldText(b.trim());

/**
 * The household member with `dependentNumber` of the household of `household` (an SQL fragment giving
 * one member row id, or the public member id), with `visible` (a predicate over `members`) evaluated on it.
 */
export async function householdPatient(
  db: DbOrTx,
  household: { rowId: number } | { publicId: string },
  dependentNumber: number,
  visible: SQL,
): Promise<PatientRow | undefined> {
  const base =
    'rowId' in household
      ? sql`select hm.group_number, hm.employee_number from members hm where hm.id = ${household.rowId}`
      : sql`select hm.group_number, hm.employee_number from members hm where hm.member_id = ${household.publicId}`;
  const [row] = await db
    .select({
      id: members.id,
      groupNumber: members.groupNumber,
      employeeNumber: members.employeeNumber,
      dependentNumber: members.dependentNumber,
      firstName: members.firstName,
      lastName: members.lastName,
      dateOfBirth: members.dateOfBirth,
      visible: sql<boolean>`coalesce((${visible}), false)`,
    })
    .from(members)
    .where(
      and(
        sql`(${members.groupNumber}, ${members.employeeNumber}) in (${base})`,
        eq(members.dependentNumber, dependentNumber),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The provider row a request names by NPI (and tax id when given): for a provider account one of its
 * own providers first, else any active one, lowest id.
 */
export async function providerByNpi(
  db: DbOrTx,
  npi: string,
  taxId: string | undefined,
  own: { accountId: number; providerId: number | null } | null,
): Promise<number | null> {
  const mine = own
    ? sql`${providers.id} in (${accountProviderIds(own.accountId, own.providerId)})`
    : undefined;
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.npi, npi), taxId ? eq(providers.taxId, taxId) : undefined))
    .orderBy(...(own ? [sql`${mine} desc`] : []), sql`${providers.active} desc`, asc(providers.id))
    .limit(1);
  return row?.id ?? null;
}

/** The procedure codes of `codes` in the reference list (upper case). */
export async function knownProcedures(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: procedureCodes.code })
    .from(procedureCodes)
    .where(
      sql`upper(${procedureCodes.code}) in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => r.code.toUpperCase()));
}

/** The pre-certification routing subject (both languages). */
export async function precertSubject(db: DbOrTx) {
  const [row] = await db
    .select({
      id: emailRoutingSubjects.id,
      en: emailRoutingSubjects.subjectEn,
      sp: emailRoutingSubjects.subjectSp,
    })
    .from(emailRoutingSubjects)
    .where(eq(emailRoutingSubjects.subjectEn, 'Pre-certification'))
    .limit(1);
  return row;
}

/** Inserts the pre-certification in its received state; returns its cert number. */
export async function insertPrecert(
  tx: DbOrTx,
  values: typeof precertifications.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(precertifications)
    .values(values)
    .returning({ certNo: precertifications.certNo });
  return row!.certNo;
}

/** Links a pre-certification to the conversation its online request opened. */
export async function linkConversation(tx: DbOrTx, certNo: number, conversationId: number) {
  await tx
    .update(precertifications)
    .set({ conversationId })
    .where(eq(precertifications.certNo, certNo));
}

/** The diagnosis codes of `codes` in the reference list. */
export async function knownDiagnoses(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: diagnosisCodes.code })
    .from(diagnosisCodes)
    .where(
      sql`${diagnosisCodes.code} in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => r.code));
}
