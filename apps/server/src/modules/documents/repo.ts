import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  benefits,
  checks,
  claimLines,
  claims,
  groupRepricing,
  groups,
  members,
  networks,
  planYearLimits,
  planYears,
  plans,
  policies,
  procedureCodes,
  providers,
  remarkCodes,
} from '../../db/schema/index.js';

/** Everything an EOB/EOP shows about one claim (lines, remarks and payments are fetched separately). */
export interface EobClaimRow {
  claim: typeof claims.$inferSelect;
  patient: { memberId: string; firstName: string; lastName: string; language: string };
  subscriber: {
    memberId: string;
    firstName: string;
    lastName: string;
    addressLine1: string | null;
    addressLine2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    language: string;
  };
  group: { name: string; brand: string };
  provider: {
    name: string;
    npi: string;
    addressLine1: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  planName: string | null;
  networkName: string | null;
  /** The service facility's name (claims.facility_provider_id), null without one. */
  facilityName: string | null;
}

const subscriberMember = sql`sm`;

/** What narrows a claim look-up beyond the caller's rule: the patient, the billing/rendering tax id. */
export interface ClaimNarrowing {
  /** The patient's public member id. */
  patientMemberId?: string | undefined;
  /** A tax id (no dash) of the claim's provider. */
  providerTaxId?: string | undefined;
}

/**
 * One claim by its number parts, only when `visible` (a predicate over `claims` and the patient row,
 * `members`) holds and the narrowing matches. Unknown and out of scope are the same `undefined`.
 */
export async function eobClaim(
  db: DbOrTx,
  key: { prefix: number; number: number; suffix: number },
  visible: SQL,
  narrow: ClaimNarrowing = {},
): Promise<EobClaimRow | undefined> {
  const where: (SQL | undefined)[] = [
    eq(claims.claimPrefix, key.prefix),
    eq(claims.claimNumber, key.number),
    eq(claims.claimSuffix, key.suffix),
    visible,
    narrow.patientMemberId ? eq(members.memberId, narrow.patientMemberId) : undefined,
    narrow.providerTaxId
      ? sql`${claims.providerId} in (select tp.id from providers tp where tp.tax_id = ${narrow.providerTaxId})`
      : undefined,
  ];
  const [row] = await db
    .select({
      claim: claims,
      patientMemberId: members.memberId,
      patientFirst: members.firstName,
      patientLast: members.lastName,
      patientLanguage: members.language,
      sub: sql<{
        member_id: string;
        first_name: string;
        last_name: string;
        address_line1: string | null;
        address_line2: string | null;
        city: string | null;
        state: string | null;
        zip: string | null;
        language: string;
      }>`(select row_to_json(${subscriberMember}) from (select member_id, first_name, last_name, address_line1, address_line2, city, state, zip, language from members where id = ${claims.subscriberId}) ${subscriberMember})`,
      groupName: groups.name,
      brand: groups.brand,
      providerName: providers.name,
      providerNpi: providers.npi,
      providerAddress: providers.addressLine1,
      providerCity: providers.city,
      providerState: providers.state,
      providerZip: providers.zip,
      planName: plans.name,
      networkName: networks.name,
      facilityName: sql<
        string | null
      >`(select fp.name from providers fp where fp.id = ${claims.facilityProviderId})`,
    })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .innerJoin(groups, eq(groups.groupNumber, claims.groupNumber))
    .innerJoin(providers, eq(providers.id, claims.providerId))
    .leftJoin(policies, eq(policies.id, claims.policyId))
    .leftJoin(plans, eq(plans.id, policies.planId))
    .leftJoin(networks, eq(networks.id, plans.networkId))
    .where(and(...where))
    .limit(1);
  if (!row) return undefined;
  const s = row.sub;
  return {
    claim: row.claim,
    patient: {
      memberId: row.patientMemberId,
      firstName: row.patientFirst,
      lastName: row.patientLast,
      language: row.patientLanguage,
    },
    subscriber: {
      memberId: s.member_id,
      firstName: s.first_name,
      lastName: s.last_name,
      addressLine1: s.address_line1,
      addressLine2: s.address_line2,
      city: s.city,
      state: s.state,
      zip: s.zip,
      language: s.language,
    },
    group: { name: row.groupName, brand: row.brand },
    provider: {
      name: row.providerName,
      npi: row.providerNpi,
      addressLine1: row.providerAddress,
      city: row.providerCity,
      state: row.providerState,
      zip: row.providerZip,
    },
    planName: row.planName,
    networkName: row.networkName,
    facilityName: row.facilityName,
  };
}

export interface EobLineRow {
  line: typeof claimLines.$inferSelect;
  description: string | null;
  descriptionSp: string | null;
}

/** The lines of a claim in line order, with the procedure descriptions. */
export function eobLines(db: DbOrTx, claimId: number): Promise<EobLineRow[]> {
  return db
    .select({
      line: claimLines,
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
  codes: string[],
): Promise<Map<string, { en: string; sp: string; kind: string }>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select().from(remarkCodes).where(inArray(remarkCodes.code, codes));
  return new Map(rows.map((r) => [r.code, { en: r.textEn, sp: r.textSp, kind: r.kind }]));
}

/** The check (or EFT) that paid a claim. */
export async function paymentOf(db: DbOrTx, checkId: number | null) {
  if (checkId === null) return [];
  return db
    .select({
      checkNumber: checks.checkNumber,
      issueDate: checks.issueDate,
      payeeName: checks.payeeName,
      amountCents: checks.amountCents,
      method: checks.method,
    })
    .from(checks)
    .where(eq(checks.id, checkId))
    .limit(1);
}

/** A member who may get a card: the row with its group. */
export interface CardMemberRow {
  id: number;
  memberId: string;
  firstName: string;
  lastName: string;
  dependentNumber: number;
  subscriberId: number;
  groupNumber: number;
  groupName: string;
  brand: string;
  status: string;
}

const cardMemberColumns = {
  id: members.id,
  memberId: members.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  dependentNumber: members.dependentNumber,
  subscriberId: members.subscriberId,
  groupNumber: members.groupNumber,
  groupName: groups.name,
  brand: groups.brand,
  status: members.status,
};

/**
 * The members matching `visible` within one household (the subscriber's row), by dependent number; with
 * `dependentNumber`, only that person.
 */
export function householdMembers(
  db: DbOrTx,
  subscriberId: number,
  visible: SQL,
  dependentNumber?: number,
): Promise<CardMemberRow[]> {
  return db
    .select(cardMemberColumns)
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(
      and(
        eq(members.subscriberId, subscriberId),
        visible,
        dependentNumber === undefined ? undefined : eq(members.dependentNumber, dependentNumber),
      ),
    )
    .orderBy(asc(members.dependentNumber))
    .limit(50);
}

/** One member row by internal id, with its group (for the card's subscriber line). */
export async function cardMember(db: DbOrTx, id: number): Promise<CardMemberRow | undefined> {
  const [row] = await db
    .select(cardMemberColumns)
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(eq(members.id, id))
    .limit(1);
  return row;
}

export interface ActivePolicyRow {
  memberRowId: number;
  policyId: number;
  coverageType: string;
  tier: string;
  effectiveDate: string;
  planId: number;
  planName: string;
  networkName: string | null;
  rxBin: string | null;
  rxPcn: string | null;
  rxGroup: string | null;
  planYearId: number;
  year: number;
  yearStart: string;
  yearEnd: string;
}

/**
 * The policies in force on `onDate` of the given member rows: effective on or before the date, not
 * terminated before it, in a plan year that has started; the latest plan year per coverage type.
 */
export async function activePolicies(
  db: DbOrTx,
  memberRowIds: number[],
  onDate: string,
): Promise<ActivePolicyRow[]> {
  if (memberRowIds.length === 0) return [];
  const rows = await db
    .select({
      memberRowId: policies.memberId,
      policyId: policies.id,
      coverageType: policies.coverageType,
      tier: policies.tier,
      effectiveDate: policies.effectiveDate,
      planId: plans.id,
      planName: plans.name,
      networkName: networks.name,
      rxBin: plans.rxBin,
      rxPcn: plans.rxPcn,
      rxGroup: plans.rxGroup,
      planYearId: planYears.id,
      year: planYears.year,
      yearStart: planYears.startDate,
      yearEnd: planYears.endDate,
    })
    .from(policies)
    .innerJoin(plans, eq(plans.id, policies.planId))
    .innerJoin(planYears, eq(planYears.id, policies.planYearId))
    .leftJoin(networks, eq(networks.id, plans.networkId))
    .where(
      and(
        inArray(policies.memberId, memberRowIds),
        lte(policies.effectiveDate, onDate),
        lte(planYears.startDate, onDate),
        or(isNull(policies.termDate), sql`${policies.termDate} >= ${onDate}`),
      ),
    )
    .orderBy(asc(policies.memberId), asc(policies.coverageType), desc(planYears.year))
    .limit(200);
  const seen = new Set<string>();
  return rows.filter((r) => {
    const k = `${r.memberRowId}:${r.coverageType}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Deductible / out-of-pocket limits of plan years, per network tier. */
export function limitsOf(db: DbOrTx, planYearIds: number[]) {
  if (planYearIds.length === 0) return Promise.resolve([]);
  return db.select().from(planYearLimits).where(inArray(planYearLimits.planYearId, planYearIds));
}

/** The copay benefit lines (copay > 0, covered) of plan years, in display order. */
export function copaysOf(db: DbOrTx, planYearIds: number[]) {
  if (planYearIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      planYearId: benefits.planYearId,
      category: benefits.category,
      network: benefits.network,
      copayCents: benefits.copayCents,
    })
    .from(benefits)
    .where(
      and(
        inArray(benefits.planYearId, planYearIds),
        sql`${benefits.copayCents} > 0`,
        eq(benefits.covered, true),
      ),
    )
    .orderBy(
      asc(benefits.planYearId),
      asc(benefits.sort),
      asc(benefits.category),
      asc(benefits.network),
    )
    .limit(200);
}

/** The group's repricing (network) entry in force on `onDate`: phone, claims address, payer id. */
export async function repricingOf(db: DbOrTx, groupNumber: number, onDate: string) {
  const [row] = await db
    .select()
    .from(groupRepricing)
    .where(
      and(
        eq(groupRepricing.groupNumber, groupNumber),
        lte(groupRepricing.effectiveDate, onDate),
        or(isNull(groupRepricing.termDate), sql`${groupRepricing.termDate} >= ${onDate}`),
      ),
    )
    .orderBy(desc(groupRepricing.effectiveDate))
    .limit(1);
  return row;
}

/** A claim paid by a check, for a provider's explanation of payment. */
export interface RemittanceClaimRow {
  claim: typeof claims.$inferSelect;
  patientMemberId: string;
  patientFirst: string;
  patientLast: string;
  providerName: string;
  providerNpi: string;
}

/**
 * The claims one check pays to providers under `taxId` that `visible` (a predicate over `claims`) allows,
 * in claim-number order (at most 200: one check's remittance).
 */
export function checkClaimsForTaxId(
  db: DbOrTx,
  checkId: number,
  taxId: string,
  visible: SQL,
): Promise<RemittanceClaimRow[]> {
  return db
    .select({
      claim: claims,
      patientMemberId: members.memberId,
      patientFirst: members.firstName,
      patientLast: members.lastName,
      providerName: providers.name,
      providerNpi: providers.npi,
    })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .innerJoin(providers, eq(providers.id, claims.providerId))
    .where(and(eq(claims.checkId, checkId), eq(providers.taxId, taxId), visible))
    .orderBy(asc(claims.claimPrefix), asc(claims.claimNumber), asc(claims.claimSuffix))
    .limit(200);
}

/** The lines of several claims, in claim and line order, with the procedure descriptions. */
export function linesOfClaims(db: DbOrTx, claimIds: number[]): Promise<EobLineRow[]> {
  if (claimIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      line: claimLines,
      description: procedureCodes.description,
      descriptionSp: procedureCodes.descriptionSp,
    })
    .from(claimLines)
    .leftJoin(procedureCodes, eq(procedureCodes.code, claimLines.procedureCode))
    .where(inArray(claimLines.claimId, claimIds))
    .orderBy(asc(claimLines.claimId), asc(claimLines.lineNumber));
}

/** True when a provider with this tax id is among `visibleProviders` (a predicate over `providers`). */
export async function taxIdHeld(
  db: DbOrTx,
  taxId: string,
  visibleProviders: SQL,
): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.taxId, taxId), visibleProviders))
    .limit(1);
  return row !== undefined;
}
