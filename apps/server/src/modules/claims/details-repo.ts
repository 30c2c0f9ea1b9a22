import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { todayIso } from '../../clock.js';
import { preparedPerDb } from '../../db/statements.js';
import type { DbOrTx } from '../../db/client.js';
import {
  checks,
  claimLines,
  claims,
  coverageTypes,
  members,
  placesOfService,
  planProvisions,
  policies,
  procedureCodes,
  providers,
  remarkCodes,
} from '../../db/schema/index.js';
import { householdScope, listSelect, type ClaimListRow } from './repo.js';

export interface ClaimKey {
  prefix: number;
  number: number;
  suffix: number;
}

export interface ClaimHeaderRow extends ClaimListRow {
  providerTaxId: string | null;
  providerAddress: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  networkName: string | null;
  payeeName: string | null;
  checkClearDate: string | null;
}

/**
 * The claim with this number when it belongs to the part of the household member `m` may see;
 * undefined otherwise (unknown and out of scope look the same).
 */
const P = {
  prefix: sql.placeholder('prefix'),
  number: sql.placeholder('number'),
  suffix: sql.placeholder('suffix'),
  m: sql.placeholder('m'),
  today: sql.placeholder('today'),
  id: sql.placeholder('id'),
  policyId: sql.placeholder('policyId'),
  checkId: sql.placeholder('checkId'),
  providerId: sql.placeholder('providerId'),
  codes: sql.placeholder('codes'),
};

type KeyPart = number | Placeholder;
const keyIs = (prefix: KeyPart, number: KeyPart, suffix: KeyPart) =>
  and(
    eq(claims.claimPrefix, prefix),
    eq(claims.claimNumber, number),
    eq(claims.claimSuffix, suffix),
  );

const householdClaimByKey = preparedPerDb((db: DbOrTx) =>
  listSelect(db)
    .where(and(keyIs(P.prefix, P.number, P.suffix), householdScope(P.m, P.today)))
    .limit(1)
    .prepare('bp_household_claim_by_key'),
);

export async function visibleClaimByKey(
  db: DbOrTx,
  m: number,
  k: ClaimKey,
): Promise<ClaimHeaderRow | undefined> {
  const [row] = await householdClaimByKey(db).execute({
    prefix: k.prefix,
    number: k.number,
    suffix: k.suffix,
    m,
    today: todayIso(),
  });
  return row && withHeader(db, row);
}

/**
 * The claim with this number when `visible` (a predicate over `claims` and the patient row, `members`)
 * holds and, with `patientMemberId`, its patient is that member; undefined otherwise (unknown and out of
 * scope look the same).
 */
export async function claimByKeyWhere(
  db: DbOrTx,
  k: ClaimKey,
  visible: SQL,
  patientMemberId?: string,
): Promise<ClaimHeaderRow | undefined> {
  const patient = patientMemberId ? eq(members.memberId, patientMemberId) : undefined;
  const [row] = await listSelect(db)
    .where(and(keyIs(k.prefix, k.number, k.suffix), visible, patient))
    .limit(1);
  return row && withHeader(db, row);
}

/** The provider's tax id and address, the network, the payee and the check's clear date of a claim. */
const claimHeaderExtra = preparedPerDb((db: DbOrTx) =>
  db
    .select({
      taxId: providers.taxId,
      line1: providers.addressLine1,
      line2: providers.addressLine2,
      city: providers.city,
      state: providers.state,
      zip: providers.zip,
      networkName: sql<
        string | null
      >`(select n.name from policies p join plans pl on pl.id = p.plan_id join networks n on n.id = pl.network_id where p.id = ${P.policyId})`,
      payeeName: sql<string | null>`(select c.payee_name from checks c where c.id = ${P.checkId})`,
      clearDate: sql<
        string | null
      >`(select c.clear_date::text from checks c where c.id = ${P.checkId})`,
    })
    .from(providers)
    .where(eq(providers.id, P.providerId))
    .limit(1)
    .prepare('bp_claim_header_extra'),
);

async function withHeader(db: DbOrTx, row: ClaimListRow): Promise<ClaimHeaderRow> {
  const [extra] = await claimHeaderExtra(db).execute({
    policyId: row.claim.policyId,
    checkId: row.claim.checkId,
    providerId: row.claim.providerId,
  });
  return {
    ...row,
    providerTaxId: extra?.taxId ?? null,
    providerAddress: {
      line1: extra?.line1 ?? null,
      line2: extra?.line2 ?? null,
      city: extra?.city ?? null,
      state: extra?.state ?? null,
      zip: extra?.zip ?? null,
    },
    networkName: extra?.networkName ?? null,
    payeeName: extra?.payeeName ?? null,
    checkClearDate: extra?.clearDate ?? null,
  };
}

export type ClaimLineRow = typeof claimLines.$inferSelect & {
  procedureDescription: string | null;
  procedureDescriptionSp: string | null;
};

/** The service lines of a claim in line order, with the procedure's descriptions. */
const claimLineRows = preparedPerDb((db: DbOrTx) =>
  db
    .select({
      line: claimLines,
      procedureDescription: procedureCodes.description,
      procedureDescriptionSp: procedureCodes.descriptionSp,
    })
    .from(claimLines)
    .leftJoin(procedureCodes, eq(procedureCodes.code, claimLines.procedureCode))
    .where(eq(claimLines.claimId, P.id))
    .orderBy(asc(claimLines.lineNumber))
    .prepare('bp_claim_lines'),
);

export async function linesOf(db: DbOrTx, claimId: number): Promise<ClaimLineRow[]> {
  const rows = await claimLineRows(db).execute({ id: claimId });
  return rows.map((r) => ({
    ...r.line,
    procedureDescription: r.procedureDescription,
    procedureDescriptionSp: r.procedureDescriptionSp,
  }));
}

const remarkTextRows = preparedPerDb((db: DbOrTx) =>
  db
    .select({ code: remarkCodes.code, en: remarkCodes.textEn, sp: remarkCodes.textSp })
    .from(remarkCodes)
    .where(sql`${remarkCodes.code} = any(${P.codes})`)
    .prepare('bp_remark_texts'),
);

/** Remark code texts (en and sp) of the given codes. */
export async function remarkTexts(
  db: DbOrTx,
  codes: string[],
): Promise<Map<string, { en: string; sp: string }>> {
  if (codes.length === 0) return new Map();
  const rows = await remarkTextRows(db).execute({ codes });
  return new Map(rows.map((r) => [r.code, { en: r.en, sp: r.sp }]));
}

/** The coverage types reference table, in display order. */
export function coverageTypeRows(db: DbOrTx) {
  return db
    .select({ code: coverageTypes.code, name: coverageTypes.name, nameSp: coverageTypes.nameSp })
    .from(coverageTypes)
    .orderBy(asc(coverageTypes.sort), asc(coverageTypes.code));
}

/** The place-of-service codes reference table, by code. */
export function placeOfServiceRows(db: DbOrTx) {
  return db
    .select({
      code: placesOfService.code,
      name: placesOfService.name,
      nameSp: placesOfService.nameSp,
    })
    .from(placesOfService)
    .orderBy(asc(placesOfService.code));
}

/** The checks (or EFTs) paying a claim: today the one check the claim points at. */
const claimPayments = preparedPerDb((db: DbOrTx) =>
  db
    .select({
      checkNumber: checks.checkNumber,
      checkDate: checks.issueDate,
      payeeName: checks.payeeName,
      amountCents: checks.amountCents,
      clearDate: checks.clearDate,
    })
    .from(checks)
    .where(eq(checks.id, P.checkId))
    .prepare('bp_claim_payments'),
);

export function paymentsOf(db: DbOrTx, checkId: number | null) {
  if (checkId === null) return Promise.resolve([]);
  return claimPayments(db).execute({ checkId });
}

/** A plan provision in both languages. */
export interface ProvisionRow {
  reasonCode: string;
  section: string;
  titleEn: string;
  titleSp: string;
  textEn: string;
  textSp: string;
}

/** The provisions, for these reason codes, of the plan of a policy (none without a policy). */
export function provisionsOfPolicy(
  db: DbOrTx,
  policyId: number | null,
  codes: string[],
): Promise<ProvisionRow[]> {
  if (policyId === null || codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      reasonCode: planProvisions.reasonCode,
      section: planProvisions.section,
      titleEn: planProvisions.titleEn,
      titleSp: planProvisions.titleSp,
      textEn: planProvisions.textEn,
      textSp: planProvisions.textSp,
    })
    .from(policies)
    .innerJoin(planProvisions, eq(planProvisions.planId, policies.planId))
    .where(and(eq(policies.id, policyId), inArray(planProvisions.reasonCode, codes)))
    .limit(100);
}
