import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  appeals,
  claimLines,
  claims,
  groups,
  members,
  plans,
  policies,
  precertifications,
  procedureCodes,
  providers,
  remarkCodes,
} from '../../db/schema/index.js';

/**
 * The SQL of the appeals letter job and the appeal e-mails (issue 31). The job runs as the system: it reads
 * the appeal by id, with no caller scope (the appeal row was written by a scoped call).
 */

export type AppealRow = typeof appeals.$inferSelect;

/** An appeal by id; `lock` takes its row lock (the job's transaction). */
export async function appealById(
  db: DbOrTx,
  appealId: number,
  lock = false,
): Promise<AppealRow | undefined> {
  const q = db.select().from(appeals).where(eq(appeals.id, appealId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The patient of an appeal with the household's subscriber, the group's name and brand. */
export async function patientOf(db: DbOrTx, memberRowId: number) {
  const [row] = await db
    .select({
      id: members.id,
      memberId: members.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      dateOfBirth: members.dateOfBirth,
      subscriberId: members.subscriberId,
      email: members.email,
      groupName: groups.name,
      brand: groups.brand,
    })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(eq(members.id, memberRowId))
    .limit(1);
  return row;
}

/** The appealed claim: number, dates, provider, plan and amounts. */
export async function claimOf(db: DbOrTx, claimId: number) {
  const [row] = await db
    .select({
      id: claims.id,
      claimPrefix: claims.claimPrefix,
      claimNumber: claims.claimNumber,
      claimSuffix: claims.claimSuffix,
      policyId: claims.policyId,
      network: claims.network,
      groupNumber: claims.groupNumber,
      receivedDate: claims.receivedDate,
      processedDate: claims.processedDate,
      serviceDate: claims.serviceDate,
      serviceEndDate: claims.serviceEndDate,
      billedCents: claims.billedCents,
      planPaidCents: claims.planPaidCents,
      memberResponsibilityCents: claims.memberResponsibilityCents,
      providerName: providers.name,
      planName: plans.name,
    })
    .from(claims)
    .innerJoin(providers, eq(providers.id, claims.providerId))
    .leftJoin(policies, eq(policies.id, claims.policyId))
    .leftJoin(plans, eq(plans.id, policies.planId))
    .where(eq(claims.id, claimId))
    .limit(1);
  return row;
}

/** A claim's number as people read it (`prefix-number-suffix`), or undefined. */
export async function claimNumberOf(db: DbOrTx, claimId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ p: claims.claimPrefix, n: claims.claimNumber, s: claims.claimSuffix })
    .from(claims)
    .where(eq(claims.id, claimId))
    .limit(1);
  return row && `${row.p}-${row.n}-${row.s}`;
}

/** The lines of a claim in line order, with their procedure descriptions (both languages). */
export function claimLinesOf(db: DbOrTx, claimId: number) {
  return db
    .select({
      lineNumber: claimLines.lineNumber,
      procedureCode: claimLines.procedureCode,
      modifier: claimLines.modifier,
      serviceDate: claimLines.serviceDate,
      serviceEndDate: claimLines.serviceEndDate,
      billedCents: claimLines.billedCents,
      allowedCents: claimLines.allowedCents,
      notCoveredCents: claimLines.notCoveredCents,
      remarkCodes: claimLines.remarkCodes,
      description: procedureCodes.description,
      descriptionSp: procedureCodes.descriptionSp,
    })
    .from(claimLines)
    .leftJoin(procedureCodes, eq(procedureCodes.code, claimLines.procedureCode))
    .where(eq(claimLines.claimId, claimId))
    .orderBy(asc(claimLines.lineNumber));
}

/** Texts of remark codes (CARC/RARC), both languages. */
export async function remarkTexts(
  db: DbOrTx,
  codes: readonly string[],
): Promise<Map<string, { en: string; sp: string }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: remarkCodes.code, en: remarkCodes.textEn, sp: remarkCodes.textSp })
    .from(remarkCodes)
    .where(inArray(remarkCodes.code, [...codes]));
  return new Map(rows.map((r) => [r.code, { en: r.en, sp: r.sp }]));
}

/** The appealed pre-certification: number, service, dates and provider. */
export async function precertOf(db: DbOrTx, certNo: number) {
  const [row] = await db
    .select({
      certNo: precertifications.certNo,
      procedureCode: precertifications.procedureCode,
      description: procedureCodes.description,
      descriptionSp: procedureCodes.descriptionSp,
      fromDate: precertifications.fromDate,
      toDate: precertifications.toDate,
      providerName: sql<
        string | null
      >`coalesce(${providers.name}, ${precertifications.providerName}, ${precertifications.facilityName})`,
    })
    .from(precertifications)
    .leftJoin(providers, eq(providers.id, precertifications.providerId))
    .leftJoin(procedureCodes, eq(procedureCodes.code, precertifications.procedureCode))
    .where(eq(precertifications.certNo, certNo))
    .limit(1);
  return row;
}

/** Sets the appeal's letter once: false when it already had one (another run stored it). */
export async function setLetterFile(
  db: DbOrTx,
  appealId: number,
  fileId: string,
): Promise<boolean> {
  const rows = await db
    .update(appeals)
    .set({ letterFileId: fileId })
    .where(and(eq(appeals.id, appealId), isNull(appeals.letterFileId)))
    .returning({ id: appeals.id });
  return rows.length > 0;
}

const accountContact = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  language: accounts.language,
  roleId: accounts.roleId,
  status: accounts.status,
};

/** The oldest active sign-in account of a member row (its own portal account), if any. */
export async function activeAccountOfMember(db: DbOrTx, memberRowId: number) {
  const [row] = await db
    .select(accountContact)
    .from(accounts)
    .where(and(eq(accounts.memberId, memberRowId), eq(accounts.status, 'active')))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row;
}

/** An account's contact details, if it exists. */
export async function accountContactOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select(accountContact)
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/** The name and e-mail on file of a member row. */
export async function memberContactOf(db: DbOrTx, memberRowId: number) {
  const [row] = await db
    .select({ firstName: members.firstName, email: members.email })
    .from(members)
    .where(eq(members.id, memberRowId))
    .limit(1);
  return row;
}
