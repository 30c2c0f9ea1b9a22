import { and, asc, desc, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  checks,
  claimLines,
  claims,
  coverageTypes,
  groups,
  members,
  plans,
  policies,
  procedureCodes,
  providers,
  remarkCodes,
} from '../../db/schema/index.js';
import type { SignedInCaller } from '../../http/caller.js';
import { claimVisibility, memberVisibility } from '../scope/predicates.js';
import type { Cursor, DateBound } from './search.js';

/**
 * The FHIR API's SQL (docs/decisions.md, "FHIR Patient Access API: resources and search"). Every query
 * names the context patient AND carries the portal's scope predicate of the PHI kind it reads
 * (`memberVisibility(caller, 'member')` for the Patient and Coverage, `claimVisibility(caller)` for claims
 * and the providers they reference), so adult-dependent privacy applies exactly as on the portal's screens.
 * Pages are keyset pages of at most `limit` rows (+1 to know whether another follows).
 */

// ------------------------------------------------------------------------------------------------------
// Shared conditions

/**
 * A date bound as SQL over a target interval `[ts, te)` (timestamptz expressions; `te` exclusive), FHIR's
 * prefix rules for ranges; `search.ts dateMatches` is the same rule in TypeScript.
 */
export function dateCondition(b: DateBound, ts: SQL, te: SQL): SQL {
  const ss = sql`${b.start.toISOString()}::timestamptz`;
  const se = sql`${b.end.toISOString()}::timestamptz`;
  const eq = sql`(${ss} <= ${ts} and ${te} <= ${se})`;
  switch (b.prefix) {
    case 'eq':
      return eq;
    case 'ne':
      return sql`not ${eq}`;
    case 'gt':
      return sql`${te} > ${se}`;
    case 'lt':
      return sql`${ts} < ${ss}`;
    case 'ge':
      return sql`(${te} > ${se} or ${eq})`;
    case 'le':
      return sql`(${ts} < ${ss} or ${eq})`;
    case 'sa':
      return sql`${ts} >= ${se}`;
    case 'eb':
      return sql`${te} <= ${ss}`;
  }
}

/** An instant as a one-microsecond interval (a point: `[t, t + 1µs)`). */
const point = (t: SQL): [SQL, SQL] => [t, sql`(${t} + interval '1 microsecond')`];

/** A calendar date (column) as the instant of its start, UTC. */
const dayStart = (d: SQL | Column): SQL => sql`(${d}::timestamp at time zone 'UTC')`;

/** AND of OR-lists: each inner list is one occurrence of a parameter. */
function allOf<T>(occurrences: T[][], one: (v: T) => SQL): SQL[] {
  return occurrences.map((vals) =>
    vals.length === 1 ? one(vals[0]!) : sql`(${sql.join(vals.map(one), sql` or `)})`,
  );
}

// ------------------------------------------------------------------------------------------------------
// Patient

export interface PatientRow {
  id: number;
  memberId: string;
  groupNumber: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  homePhone: string | null;
  workPhone: string | null;
  email: string | null;
  maritalStatus: string | null;
  language: string;
  status: string;
  subscriberId: number;
  updatedAt: Date;
  groupName: string;
}

const PATIENT_COLUMNS = {
  id: members.id,
  memberId: members.memberId,
  groupNumber: members.groupNumber,
  firstName: members.firstName,
  middleName: members.middleName,
  lastName: members.lastName,
  dateOfBirth: members.dateOfBirth,
  gender: members.gender,
  addressLine1: members.addressLine1,
  addressLine2: members.addressLine2,
  city: members.city,
  state: members.state,
  zip: members.zip,
  homePhone: members.homePhone,
  workPhone: members.workPhone,
  email: members.email,
  maritalStatus: members.maritalStatus,
  language: members.language,
  status: members.status,
  subscriberId: members.subscriberId,
  updatedAt: members.updatedAt,
  groupName: groups.name,
};

/** The context patient's member row (no SSN column is read), when the caller may see its demographics. */
export async function patientRow(
  db: DbOrTx,
  caller: SignedInCaller,
  patientId: number,
): Promise<PatientRow | undefined> {
  const [row] = await db
    .select(PATIENT_COLUMNS)
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(and(eq(members.id, patientId), memberVisibility(caller, 'member')))
    .limit(1);
  return row;
}

// ------------------------------------------------------------------------------------------------------
// Coverage

export interface CoverageRow {
  id: number;
  memberRowId: number;
  memberPublicId: string;
  dependentNumber: number;
  relationship: string;
  subscriberRowId: number;
  subscriberPublicId: string;
  groupNumber: number;
  groupName: string;
  planCode: string;
  planName: string;
  coverageType: string;
  coverageTypeName: string;
  tier: string;
  effectiveDate: string;
  termDate: string | null;
  createdAt: Date;
}

export interface CoverageFilter {
  ids: number[][];
  /** Member ids the identifier must be one of (per occurrence). */
  memberIds: string[][];
  lastUpdated: DateBound[];
}

const subscriber = sql`(select sm.member_id from members sm where sm.id = ${members.subscriberId})`;

/** One keyset page of the patient's coverages (policies), newest effective date first. */
function coverageConditions(caller: SignedInCaller, patientId: number, f: CoverageFilter): SQL[] {
  return [
    eq(policies.memberId, patientId),
    eq(members.id, patientId),
    memberVisibility(caller, 'member'),
    ...allOf(f.ids, (id) => sql`${policies.id} = ${id}`),
    ...allOf(f.memberIds, (m) => sql`${members.memberId} = ${m}`),
    ...f.lastUpdated.map((b) => dateCondition(b, ...point(sql`${policies.createdAt}`))),
  ];
}

/** How many coverages the search matches (one member's policies). */
export async function coverageCount(
  db: DbOrTx,
  caller: SignedInCaller,
  patientId: number,
  f: CoverageFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(policies)
    .innerJoin(members, eq(members.id, policies.memberId))
    .where(and(...coverageConditions(caller, patientId, f)));
  return Number(row?.n ?? 0);
}

export async function coveragePage(
  db: DbOrTx,
  caller: SignedInCaller,
  patientId: number,
  f: CoverageFilter,
  page: { cursor?: Cursor; limit: number },
): Promise<CoverageRow[]> {
  const w = coverageConditions(caller, patientId, f);
  if (page.cursor)
    w.push(
      sql`(${policies.effectiveDate}, ${policies.id}) < (${page.cursor.key}::date, ${page.cursor.id})`,
    );
  return db
    .select({
      id: policies.id,
      memberRowId: members.id,
      memberPublicId: members.memberId,
      dependentNumber: members.dependentNumber,
      relationship: members.relationship,
      subscriberRowId: members.subscriberId,
      subscriberPublicId: sql<string>`${subscriber}`,
      groupNumber: members.groupNumber,
      groupName: groups.name,
      planCode: plans.code,
      planName: plans.name,
      coverageType: policies.coverageType,
      coverageTypeName: coverageTypes.name,
      tier: policies.tier,
      effectiveDate: policies.effectiveDate,
      termDate: policies.termDate,
      createdAt: policies.createdAt,
    })
    .from(policies)
    .innerJoin(members, eq(members.id, policies.memberId))
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .innerJoin(plans, eq(plans.id, policies.planId))
    .innerJoin(coverageTypes, eq(coverageTypes.code, policies.coverageType))
    .where(and(...w))
    .orderBy(desc(policies.effectiveDate), desc(policies.id))
    .limit(page.limit + 1);
}

// ------------------------------------------------------------------------------------------------------
// Claims (ExplanationOfBenefit)

/** The CARIN EOB profile of a claim (docs/decisions.md: per claim type, billing provider and place of service). */
export type EobKind = 'professional' | 'vision' | 'inpatient' | 'outpatient' | 'pharmacy' | 'oral';
export const EOB_KINDS: readonly EobKind[] = [
  'professional',
  'vision',
  'inpatient',
  'outpatient',
  'pharmacy',
  'oral',
];

/** Places of service of a facility's outpatient (institutional) claim: off/on-campus hospital, ER, ASC. */
export const OUTPATIENT_FACILITY_POS = ['19', '22', '23', '24'] as const;
export const INPATIENT_POS = '21';

/**
 * The one definition of a claim's EOB kind, in SQL so `type` searches and the mapper agree: drug →
 * pharmacy, dental → oral, vision → vision (professional form); a medical claim billed by a facility
 * (an organization of provider type facility) at an inpatient hospital → inpatient institutional, at an
 * outpatient hospital, emergency room or surgery center → outpatient institutional; anything else
 * (physicians, labs, a facility billing for office care) → professional.
 */
const billingProvider = sql`(select bp.entity_type = 'organization' and bp.provider_type = 'facility' from providers bp where bp.id = ${claims.providerId})`;
export const EOB_KIND_SQL = sql<EobKind>`(case
  when ${claims.claimType} = 'drug' then 'pharmacy'
  when ${claims.claimType} = 'dental' then 'oral'
  when ${claims.claimType} = 'vision' then 'vision'
  when ${billingProvider} and ${claims.placeOfService} = ${sql.raw(`'${INPATIENT_POS}'`)} then 'inpatient'
  when ${billingProvider} and ${claims.placeOfService} in (${sql.raw(
    OUTPATIENT_FACILITY_POS.map((p) => `'${p}'`).join(', '),
  )}) then 'outpatient'
  else 'professional' end)`;

/**
 * When the claim (its EOB) last changed: received (created), adjudicated, or — for a replaced claim — when its
 * replacement was adjudicated (the reversal), whichever is latest, so an app syncing by `_lastUpdated` learns
 * that an EOB it holds was cancelled.
 */
export const CLAIM_LAST_UPDATED = sql<Date>`greatest(${claims.createdAt}, ${dayStart(claims.processedDate)},
  (select max(greatest(lr.created_at, (lr.processed_date::timestamp at time zone 'UTC'))) from claims lr where lr.original_claim_id = ${claims.id}))`;

/**
 * Adjudicated claims with service lines: the Patient Access API serves EOBs, not claims in process, and a CARIN
 * EOB needs its items. A reversed original (status `adjusted`) has none — its lines moved to the adjustment
 * (db/seed/adjustments.ts, appeals reprocessing) — and is served, cancelled, with the replacement's lines as
 * reversed items.
 */
const adjudicated = sql`${claims.processedDate} is not null and ${claims.status} in ('processed', 'paid', 'denied', 'adjusted', 'void')
  and (exists (select 1 from claim_lines acl where acl.claim_id = ${claims.id})
    or (${claims.status} = 'adjusted' and exists (select 1 from claims arc join claim_lines arl on arl.claim_id = arc.id
      where arc.original_claim_id = ${claims.id})))`;

export interface ClaimFilter {
  ids: number[][];
  /** Claim keys (prefix, number, suffix) per occurrence; an empty list matches nothing. */
  keys: { prefix: number; number: number; suffix: number }[][];
  kinds: EobKind[][];
  lastUpdated: DateBound[];
  serviceDate: DateBound[];
  /** The first day of the billable period. */
  serviceStart: DateBound[];
}

export interface ClaimRow {
  claim: typeof claims.$inferSelect;
  kind: EobKind;
  lastUpdated: Date;
  checkIssueDate: string | null;
  checkPayeeType: string | null;
}

/** The patient's claims the caller may see (the portal's claim rule), adjudicated. */
function claimScope(caller: SignedInCaller, patientId: number): SQL[] {
  return [eq(claims.memberId, patientId), claimVisibility(caller), adjudicated];
}

function claimConditions(f: ClaimFilter): SQL[] {
  const w: SQL[] = [
    ...allOf(f.ids, (id) => sql`${claims.id} = ${id}`),
    ...f.keys.map((keys) =>
      keys.length === 0
        ? sql`false`
        : sql`(${sql.join(
            keys.map(
              (k) =>
                sql`(${claims.claimPrefix} = ${k.prefix} and ${claims.claimNumber} = ${k.number} and ${claims.claimSuffix} = ${k.suffix})`,
            ),
            sql` or `,
          )})`,
    ),
    ...f.kinds.map((kinds) =>
      kinds.length === 0
        ? sql`false`
        : sql`${EOB_KIND_SQL} in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`,
    ),
    ...f.lastUpdated.map((b) => dateCondition(b, ...point(CLAIM_LAST_UPDATED))),
    ...f.serviceDate.map((b) =>
      dateCondition(
        b,
        dayStart(claims.serviceDate),
        sql`(${dayStart(claims.serviceEndDate)} + interval '1 day')`,
      ),
    ),
    ...f.serviceStart.map((b) =>
      dateCondition(
        b,
        dayStart(claims.serviceDate),
        sql`(${dayStart(claims.serviceDate)} + interval '1 day')`,
      ),
    ),
  ];
  return w;
}

/** One keyset page of the patient's EOB claims, newest service date first (claims_member_service_idx). */
export async function claimPage(
  db: DbOrTx,
  caller: SignedInCaller,
  patientId: number,
  f: ClaimFilter,
  page: { cursor?: Cursor; limit: number },
): Promise<ClaimRow[]> {
  const w = [...claimScope(caller, patientId), ...claimConditions(f)];
  if (page.cursor)
    w.push(
      sql`(${claims.serviceDate}, ${claims.id}) < (${page.cursor.key}::date, ${page.cursor.id})`,
    );
  const rows = await db
    .select({
      claim: claims,
      kind: EOB_KIND_SQL,
      lastUpdated: CLAIM_LAST_UPDATED,
      checkIssueDate: checks.issueDate,
      checkPayeeType: checks.payeeType,
    })
    .from(claims)
    .leftJoin(checks, eq(checks.id, claims.checkId))
    .where(and(...w))
    .orderBy(desc(claims.serviceDate), desc(claims.id))
    .limit(page.limit + 1);
  return rows.map((r) => ({ ...r, lastUpdated: new Date(r.lastUpdated) }));
}

/** How many claims the search matches (one patient's claims: bounded by the member index). */
export async function claimCount(
  db: DbOrTx,
  caller: SignedInCaller,
  patientId: number,
  f: ClaimFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(claims)
    .where(and(...claimScope(caller, patientId), ...claimConditions(f)));
  return Number(row?.n ?? 0);
}

export interface LineRow {
  claimId: number;
  lineNumber: number;
  procedureCode: string;
  procedureKind: string;
  description: string;
  descriptionSp: string | null;
  modifier: string | null;
  placeOfService: string | null;
  serviceDate: string;
  serviceEndDate: string;
  units: number;
  billedCents: number;
  allowedCents: number;
  deductibleCents: number;
  copayCents: number;
  coinsuranceCents: number;
  notCoveredCents: number;
  planPaidCents: number;
  memberResponsibilityCents: number;
  remarkCodes: string[];
}

/** The lines of the given claims (already scoped: ids from `claimPage`), in line order. */
export async function linesOf(db: DbOrTx, claimIds: number[]): Promise<LineRow[]> {
  if (claimIds.length === 0) return [];
  return db
    .select({
      claimId: claimLines.claimId,
      lineNumber: claimLines.lineNumber,
      procedureCode: claimLines.procedureCode,
      procedureKind: procedureCodes.kind,
      description: procedureCodes.description,
      descriptionSp: procedureCodes.descriptionSp,
      modifier: claimLines.modifier,
      placeOfService: claimLines.placeOfService,
      serviceDate: claimLines.serviceDate,
      serviceEndDate: claimLines.serviceEndDate,
      units: claimLines.units,
      billedCents: claimLines.billedCents,
      allowedCents: claimLines.allowedCents,
      deductibleCents: claimLines.deductibleCents,
      copayCents: claimLines.copayCents,
      coinsuranceCents: claimLines.coinsuranceCents,
      notCoveredCents: claimLines.notCoveredCents,
      planPaidCents: claimLines.planPaidCents,
      memberResponsibilityCents: claimLines.memberResponsibilityCents,
      remarkCodes: claimLines.remarkCodes,
    })
    .from(claimLines)
    .innerJoin(procedureCodes, eq(procedureCodes.code, claimLines.procedureCode))
    .where(inArray(claimLines.claimId, claimIds))
    .orderBy(asc(claimLines.claimId), asc(claimLines.lineNumber));
}

export interface RemarkRow {
  code: string;
  kind: string;
  textEn: string;
  textSp: string;
}

/** The texts of CARC / RARC codes (reference data). */
export async function remarks(db: DbOrTx, codes: string[]): Promise<RemarkRow[]> {
  if (codes.length === 0) return [];
  return db
    .select({
      code: remarkCodes.code,
      kind: remarkCodes.kind,
      textEn: remarkCodes.textEn,
      textSp: remarkCodes.textSp,
    })
    .from(remarkCodes)
    .where(inArray(remarkCodes.code, codes));
}

export interface RelatedRow {
  id: number;
  claimPrefix: number;
  claimNumber: number;
  claimSuffix: number;
  originalClaimId: number | null;
  /** The claim is served as an EOB itself (adjudicated, with lines). */
  served: boolean;
}

/**
 * The claims related to the given ones by adjustment (the adjustment replacing one, the original one
 * replaces), among the patient's claims the caller may see.
 */
export async function relatedClaims(
  db: DbOrTx,
  caller: SignedInCaller,
  patientId: number,
  ids: number[],
  originalIds: number[],
): Promise<RelatedRow[]> {
  if (ids.length === 0 && originalIds.length === 0) return [];
  const link: SQL[] = [];
  if (ids.length) link.push(inArray(claims.originalClaimId, ids));
  if (originalIds.length) link.push(inArray(claims.id, originalIds));
  return db
    .select({
      id: claims.id,
      claimPrefix: claims.claimPrefix,
      claimNumber: claims.claimNumber,
      claimSuffix: claims.claimSuffix,
      originalClaimId: claims.originalClaimId,
      served: sql<boolean>`(${adjudicated})`,
    })
    .from(claims)
    .where(
      and(
        eq(claims.memberId, patientId),
        claimVisibility(caller),
        sql`(${sql.join(link, sql` or `)})`,
      ),
    );
}

// ------------------------------------------------------------------------------------------------------
// Providers (Organization, Practitioner) and the payer

export interface ProviderRow {
  id: number;
  providerNumber: string;
  npi: string;
  taxId: string;
  entityType: string;
  providerType: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  credential: string | null;
  specialtyCode: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  active: boolean;
  createdAt: Date;
}

const PROVIDER_COLUMNS = {
  id: providers.id,
  providerNumber: providers.providerNumber,
  npi: providers.npi,
  taxId: providers.taxId,
  entityType: providers.entityType,
  providerType: providers.providerType,
  name: providers.name,
  firstName: providers.firstName,
  lastName: providers.lastName,
  credential: providers.credential,
  specialtyCode: providers.specialtyCode,
  addressLine1: providers.addressLine1,
  addressLine2: providers.addressLine2,
  city: providers.city,
  state: providers.state,
  zip: providers.zip,
  phone: providers.phone,
  active: providers.active,
  createdAt: providers.createdAt,
};

/**
 * True (as SQL over `providers`) when the provider bills or hosted (service facility) one of the patient's
 * adjudicated claims the caller may see: the only providers the patient's app may read.
 */
function referencedByPatient(caller: SignedInCaller, patientId: number): SQL {
  const scope = and(...claimScope(caller, patientId));
  return sql`${providers.id} in (select ${claims.providerId} from ${claims} where ${scope}
    union select ${claims.facilityProviderId} from ${claims} where ${scope} and ${claims.facilityProviderId} is not null)`;
}

export interface ProviderFilter {
  entityType: 'organization' | 'individual';
  ids: number[][];
  /** NPI / tax id values per occurrence ({ npi } or { taxId }). */
  identifiers: ({ npi: string } | { taxId: string })[][];
  lastUpdated: DateBound[];
}

function providerConditions(caller: SignedInCaller, patientId: number, f: ProviderFilter): SQL[] {
  return [
    eq(providers.entityType, f.entityType),
    referencedByPatient(caller, patientId),
    ...allOf(f.ids, (id) => sql`${providers.id} = ${id}`),
    ...f.identifiers.map((vals) =>
      vals.length === 0
        ? sql`false`
        : sql`(${sql.join(
            vals.map((v) =>
              'npi' in v ? sql`${providers.npi} = ${v.npi}` : sql`${providers.taxId} = ${v.taxId}`,
            ),
            sql` or `,
          )})`,
    ),
    ...f.lastUpdated.map((b) => dateCondition(b, ...point(sql`${providers.createdAt}`))),
  ];
}

/** One keyset page (by id) of the providers the patient's claims reference. */
export async function providerPage(
  db: DbOrTx,
  caller: SignedInCaller,
  patientId: number,
  f: ProviderFilter,
  page: { afterId?: number; limit: number },
): Promise<ProviderRow[]> {
  const w = providerConditions(caller, patientId, f);
  if (page.afterId !== undefined) w.push(sql`${providers.id} > ${page.afterId}`);
  return db
    .select(PROVIDER_COLUMNS)
    .from(providers)
    .where(and(...w))
    .orderBy(asc(providers.id))
    .limit(page.limit + 1);
}

export async function providerCount(
  db: DbOrTx,
  caller: SignedInCaller,
  patientId: number,
  f: ProviderFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(providers)
    .where(and(...providerConditions(caller, patientId, f)));
  return Number(row?.n ?? 0);
}

/** Providers by id (references of a page of claims: already scoped by the claims they come from). */
export async function providersByIds(db: DbOrTx, ids: number[]): Promise<ProviderRow[]> {
  if (ids.length === 0) return [];
  return db.select(PROVIDER_COLUMNS).from(providers).where(inArray(providers.id, ids));
}

export interface GroupRow {
  groupNumber: number;
  name: string;
  taxId: string | null;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  termDate: string | null;
  updatedAt: Date;
}

/** The patient's group (the self-funded plan that pays: the payer), when the caller may see the patient. */
export async function payerGroup(
  db: DbOrTx,
  caller: SignedInCaller,
  patientId: number,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .select({
      groupNumber: groups.groupNumber,
      name: groups.name,
      taxId: groups.taxId,
      addressLine1: groups.addressLine1,
      city: groups.city,
      state: groups.state,
      zip: groups.zip,
      phone: groups.phone,
      termDate: groups.termDate,
      updatedAt: groups.updatedAt,
    })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(and(eq(members.id, patientId), memberVisibility(caller, 'member')))
    .limit(1);
  return row;
}
