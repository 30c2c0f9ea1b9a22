import { and, asc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  procedureCoverageRules,
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
  /** The checks paying the claim, read with the claim (`paymentsOf` reads them for other rows). */
  payments: ClaimPayment[];
}

/** A check (or EFT) paying a claim. */
export interface ClaimPayment {
  checkNumber: string;
  checkDate: string;
  payeeName: string;
  amountCents: number;
  clearDate: string | null;
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

/**
 * What the details add to a list row, read in the same statement: the provider's tax id and address (the
 * provider and the check are already joined), the network of the claim's policy, and the paying check.
 */
const HEADER_COLUMNS = {
  providerTaxId: sql<string | null>`${providers.taxId}`,
  line1: sql<string | null>`${providers.addressLine1}`,
  line2: sql<string | null>`${providers.addressLine2}`,
  city: sql<string | null>`${providers.city}`,
  state: sql<string | null>`${providers.state}`,
  zip: sql<string | null>`${providers.zip}`,
  networkName: sql<
    string | null
  >`(select n.name from policies p join plans pl on pl.id = p.plan_id join networks n on n.id = pl.network_id where p.id = ${claims.policyId})`,
  payeeName: sql<string | null>`${checks.payeeName}`,
  checkAmountCents: sql<number | null>`${checks.amountCents}`.mapWith(checks.amountCents),
  checkClearDate: sql<string | null>`${checks.clearDate}::text`,
};

const householdClaimByKey = preparedPerDb((db: DbOrTx) =>
  listSelect(db, HEADER_COLUMNS)
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
  return row && withHeader(row);
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
  const [row] = await listSelect(db, HEADER_COLUMNS)
    .where(and(keyIs(k.prefix, k.number, k.suffix), visible, patient))
    .limit(1);
  return row && withHeader(row);
}

type HeaderSelectRow = ClaimListRow & {
  [K in keyof typeof HEADER_COLUMNS]: (typeof HEADER_COLUMNS)[K]['_']['type'];
};

function withHeader(row: HeaderSelectRow): ClaimHeaderRow {
  const {
    providerTaxId,
    line1,
    line2,
    city,
    state,
    zip,
    networkName,
    payeeName,
    checkAmountCents,
    checkClearDate,
    ...list
  } = row;
  return {
    ...list,
    providerTaxId,
    providerAddress: { line1, line2, city, state, zip },
    networkName,
    payeeName,
    checkClearDate,
    // The check the claim points at, read with it (the claim's payments).
    payments:
      list.claim.checkId !== null && list.checkNumber !== null && list.checkDate !== null
        ? [
            {
              checkNumber: list.checkNumber,
              checkDate: list.checkDate,
              payeeName: payeeName ?? '',
              amountCents: checkAmountCents ?? 0,
              clearDate: checkClearDate,
            },
          ]
        : [],
  };
}

export type ClaimLineRow = typeof claimLines.$inferSelect & {
  procedureDescription: string | null;
  procedureDescriptionSp: string | null;
};

/** A remark code's texts. */
export type RemarkTexts = Map<string, { en: string; sp: string }>;

/**
 * The service lines of a claim in line order, with the procedure's descriptions and the texts of each
 * line's remark codes (json, in the same statement: one round trip for lines and remarks).
 */
const claimLineRows = preparedPerDb((db: DbOrTx) =>
  db
    .select({
      line: claimLines,
      procedureDescription: procedureCodes.description,
      procedureDescriptionSp: procedureCodes.descriptionSp,
      remarks: sql<
        { code: string; en: string; sp: string }[] | null
      >`(select json_agg(json_build_object('code', ${remarkCodes.code}, 'en', ${remarkCodes.textEn}, 'sp', ${remarkCodes.textSp})) from ${remarkCodes} where ${remarkCodes.code} = any(${claimLines.remarkCodes}))`,
    })
    .from(claimLines)
    .leftJoin(procedureCodes, eq(procedureCodes.code, claimLines.procedureCode))
    .where(eq(claimLines.claimId, P.id))
    .orderBy(asc(claimLines.lineNumber))
    .prepare('bp_claim_lines'),
);

/** The lines of a claim and the texts (en and sp) of the remark codes on them. */
export async function linesOf(
  db: DbOrTx,
  claimId: number,
): Promise<{ lines: ClaimLineRow[]; texts: RemarkTexts }> {
  const rows = await claimLineRows(db).execute({ id: claimId });
  const texts: RemarkTexts = new Map();
  for (const r of rows) for (const t of r.remarks ?? []) texts.set(t.code, { en: t.en, sp: t.sp });
  return {
    lines: rows.map((r) => ({
      ...r.line,
      procedureDescription: r.procedureDescription,
      procedureDescriptionSp: r.procedureDescriptionSp,
    })),
    texts,
  };
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

export function paymentsOf(db: DbOrTx, checkId: number | null): Promise<ClaimPayment[]> {
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

/** What the plain-words denial sentences read of a claim's plan and its procedures (issue 31). */
export interface DenialFactRows {
  /** The day the policy's coverage ended, when it has. */
  termDate: string | null;
  /** By procedure code: its benefit category and the plan's frequency limit (the most specific rule). */
  procedures: Map<string, { category: string; frequencyLimit: string | null }>;
}

/**
 * The facts the denial sentences name: the policy's end date and, for these procedure codes, the benefit
 * category and frequency limit of the coverage rule that applies (the group's and plan's rule before the
 * default). Read only for a claim with denied or reduced lines.
 */
export async function denialFactsOf(
  db: DbOrTx,
  claim: { policyId: number | null; groupNumber: number },
  codes: string[],
): Promise<DenialFactRows> {
  const [policy] =
    claim.policyId === null
      ? []
      : await db
          .select({ termDate: policies.termDate, planId: policies.planId })
          .from(policies)
          .where(eq(policies.id, claim.policyId))
          .limit(1);
  const procedures: DenialFactRows['procedures'] = new Map();
  if (codes.length > 0) {
    const rows = await db
      .select({
        code: procedureCodes.code,
        category: procedureCodes.category,
        ruleCategory: procedureCoverageRules.benefitCategory,
        frequencyLimit: procedureCoverageRules.frequencyLimit,
        ruleGroup: procedureCoverageRules.groupNumber,
        rulePlan: procedureCoverageRules.planId,
      })
      .from(procedureCodes)
      .leftJoin(
        procedureCoverageRules,
        and(
          eq(procedureCoverageRules.procedureCode, procedureCodes.code),
          or(
            isNull(procedureCoverageRules.groupNumber),
            eq(procedureCoverageRules.groupNumber, claim.groupNumber),
          ),
          policy
            ? or(
                isNull(procedureCoverageRules.planId),
                eq(procedureCoverageRules.planId, policy.planId),
              )
            : isNull(procedureCoverageRules.planId),
        ),
      )
      .where(inArray(procedureCodes.code, codes))
      .limit(100);
    // The most specific rule wins: group and plan, then group, then plan, then the default.
    const rank = (r: (typeof rows)[number]) =>
      (r.ruleGroup !== null ? 2 : 0) + (r.rulePlan !== null ? 1 : 0);
    for (const r of [...rows].sort((a, b) => rank(a) - rank(b)))
      procedures.set(r.code, {
        category: r.ruleCategory ?? r.category,
        frequencyLimit: r.frequencyLimit,
      });
  }
  return { termDate: policy?.termDate ?? null, procedures };
}

const originalClaims = alias(claims, 'original');

/**
 * What staff see beyond the claim (View Admin Claim Details): the number of the claim an adjustment replaces
 * and the billing provider's remit-to address (its own address when no remit-to address is on file).
 */
export async function adminFactsOf(
  db: DbOrTx,
  claim: { originalClaimId: number | null; providerId: number },
): Promise<{
  originalClaim: { prefix: number; number: number; suffix: number } | null;
  remitAddress: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
}> {
  const [row] = await db
    .select({
      prefix: originalClaims.claimPrefix,
      number: originalClaims.claimNumber,
      suffix: originalClaims.claimSuffix,
      remit1: providers.remitAddressLine1,
      remit2: providers.remitAddressLine2,
      remitCity: providers.remitCity,
      remitState: providers.remitState,
      remitZip: providers.remitZip,
      line1: providers.addressLine1,
      line2: providers.addressLine2,
      city: providers.city,
      state: providers.state,
      zip: providers.zip,
    })
    .from(providers)
    .leftJoin(originalClaims, sql`${originalClaims.id} = ${claim.originalClaimId}`)
    .where(eq(providers.id, claim.providerId))
    .limit(1);
  if (!row)
    return {
      originalClaim: null,
      remitAddress: { line1: null, line2: null, city: null, state: null, zip: null },
    };
  return {
    originalClaim:
      row.prefix !== null && row.number !== null && row.suffix !== null
        ? { prefix: row.prefix, number: row.number, suffix: row.suffix }
        : null,
    remitAddress: row.remit1
      ? {
          line1: row.remit1,
          line2: row.remit2,
          city: row.remitCity,
          state: row.remitState,
          zip: row.remitZip,
        }
      : { line1: row.line1, line2: row.line2, city: row.city, state: row.state, zip: row.zip },
  };
}
