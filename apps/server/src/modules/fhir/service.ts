import type { Bundle, Coverage, ExplanationOfBenefit, OperationOutcome, Resource } from 'fhir/r4';
import {
  FHIR_COUNT_MAX,
  FHIR_ID_SYSTEMS,
  isFhirResourceType,
  type FhirResourceType,
} from '@bp/contract/fhir';
import type { RequestContext } from '../../http/context.js';
import type { SignedInCaller } from '../../http/caller.js';
import { todayIso } from '../../clock.js';
import * as repo from './repo.js';
import { searchset } from './bundle.js';
import { notFound } from './errors.js';
import {
  dateMatches,
  decodeCursor,
  encodeCursor,
  parseSearch,
  type Cursor,
  type ParsedSearch,
  type Token,
} from './search.js';
import { SYS, groupOfPayerId, payerOrgId } from './resources/common.js';
import { toPatient } from './resources/patient.js';
import { toCoverage } from './resources/coverage.js';
import { kindsOfClaimType, parseUniqueClaimId, toEob } from './resources/eob.js';
import { toPayerOrganization, toProviderOrganization } from './resources/organization.js';
import { toPractitioner } from './resources/practitioner.js';

export type { FhirResourceType } from '@bp/contract/fhir';
export { FhirError, outcomeOf, unknownType } from './errors.js';
export { capabilityStatement, type CapabilityOptions } from './capability.js';

/**
 * The FHIR Patient Access API's data layer (docs/decisions.md, "FHIR Patient Access API: resources and
 * search"): what the lead's routes under /fhir/R4 call. Everything returned concerns `ctx.patientId`
 * only, read with the portal's scope predicates for the caller (the member's account that authorized the
 * app), so a household member the account may no longer see is answered as unknown (404 / empty).
 */
export interface FhirCtx extends RequestContext<SignedInCaller> {
  /** members.id of the patient the app's grant names; the token layer already checked the caller may see it. */
  patientId: number;
  /** Absolute base of the API, e.g. `http://127.0.0.1:3000/fhir/R4` (fullUrl, paging links). */
  baseUrl: string;
}

export interface SearchOptions {
  /** `Prefer: handling=lenient`: unknown parameters are ignored and reported as a warning entry. */
  lenient?: boolean;
}

/**
 * The context patient when the caller may (still) see it, noted on the audit trail (the scope gate of
 * this API: the member predicate of the portal, `memberVisibility(caller, 'member')`).
 */
async function visiblePatient(ctx: FhirCtx): Promise<repo.PatientRow | undefined> {
  const row = await repo.patientRow(ctx.db, ctx.caller, ctx.patientId);
  if (row) ctx.audit.subject({ memberId: row.id });
  return row;
}

const NUMERIC_ID = /^[1-9]\d{0,15}$/;
const numericId = (id: string): number | undefined =>
  NUMERIC_ID.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : undefined;

/** GET [type]/[id]: the resource, or FhirError 404 when unknown or not the patient's. */
export async function read(ctx: FhirCtx, type: FhirResourceType, id: string): Promise<Resource> {
  const bundle = await run(ctx, type, readQuery(type, id), true);
  const found = bundle.entry?.find((e) => e.resource?.id === id)?.resource;
  if (!found) throw notFound(type, id);
  return found;
}

/** GET [type]?…: a searchset Bundle of the patient's matching resources (FhirError 400 on bad parameters). */
export async function search(
  ctx: FhirCtx,
  type: FhirResourceType,
  query: Record<string, string | string[] | undefined>,
  opts: SearchOptions = {},
): Promise<Bundle> {
  const parsed = parseSearch(type, query, opts);
  return run(ctx, type, parsed, false);
}

/** A read is a search by `_id` of one value. */
function readQuery(type: FhirResourceType, id: string): ParsedSearch {
  return {
    type,
    ids: [[id]],
    identifiers: [],
    patients: [],
    types: [],
    lastUpdated: [],
    serviceDate: [],
    serviceStart: [],
    includes: [],
    count: 1,
    ignored: [],
    normalized: [['_id', id]],
  };
}

async function run(
  ctx: FhirCtx,
  type: FhirResourceType,
  q: ParsedSearch,
  isRead: boolean,
): Promise<Bundle> {
  const cursor = q.cursor !== undefined ? decodeCursor(q.cursor) : undefined;
  const warning = q.ignored.length ? ignoredWarning(q.ignored) : undefined;
  const empty = (): Bundle =>
    searchset({
      baseUrl: ctx.baseUrl,
      type,
      params: q.normalized,
      resources: [],
      total: 0,
      ...(q.cursor ? { cursor: q.cursor } : {}),
      ...(warning ? { warning } : {}),
    });
  // `patient` must name the context patient; any other patient is an empty page (nothing tells apart
  // an unknown patient from one the app was not authorized for).
  if (!q.patients.every((vals) => vals.some((v) => namesPatient(ctx, v)))) return empty();
  // The patient as the portal's member rule lets the caller see it now (a withdrawn grant: nothing).
  const patient = await visiblePatient(ctx);
  if (!patient) return empty();
  const page = await pageOf(ctx, type, q, cursor, patient, isRead);
  const included = q.includes.length ? await includedOf(ctx, q, page.resources, patient) : [];
  return searchset({
    baseUrl: ctx.baseUrl,
    type,
    params: q.normalized,
    resources: page.resources,
    included,
    total: page.total,
    ...(q.cursor ? { cursor: q.cursor } : {}),
    ...(page.next ? { nextCursor: encodeCursor(page.next) } : {}),
    ...(warning ? { warning } : {}),
  });
}

interface Page {
  resources: Resource[];
  total: number;
  next?: Cursor;
}

/** A keyset page from `limit + 1` rows: the rows shown and, when one more came, the cursor after the last. */
function keyset<R>(
  rows: R[],
  limit: number,
  keyOf: (r: R) => Cursor,
): { shown: R[]; next?: Cursor } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return rows.length > limit && last !== undefined ? { shown, next: keyOf(last) } : { shown };
}

function pageOf(
  ctx: FhirCtx,
  type: FhirResourceType,
  q: ParsedSearch,
  cursor: Cursor | undefined,
  patient: repo.PatientRow,
  isRead: boolean,
): Promise<Page> {
  switch (type) {
    case 'Patient':
      return Promise.resolve(patientPage(q, patient, cursor));
    case 'Coverage':
      return coveragePage(ctx, q, cursor);
    case 'ExplanationOfBenefit':
      return eobPage(ctx, q, cursor, patient);
    case 'Organization':
      return organizationPage(ctx, q, cursor, patient, isRead);
    case 'Practitioner':
      return practitionerPage(ctx, q, cursor);
  }
}

// ------------------------------------------------------------------------------------------------------

function namesPatient(ctx: FhirCtx, v: string): boolean {
  const id = String(ctx.patientId);
  return v === id || v === `Patient/${id}` || v === `${ctx.baseUrl}/Patient/${id}`;
}

/** True when a token matches an identifier of `system` with `value` (`code` = any system, `|code` = none). */
function tokenMatches(t: Token, system: string, value: string): boolean {
  if (t.system === null) return false;
  if (t.system !== undefined && t.system !== system) return false;
  return t.code === undefined || t.code === value;
}

/** The values of the occurrences' tokens of `system` (any-system tokens included); per occurrence. */
function tokenValues(occurrences: Token[][], systems: readonly string[]): string[][] {
  return occurrences.map((vals) =>
    vals
      .filter((t) => t.system !== null && (t.system === undefined || systems.includes(t.system)))
      .map((t) => t.code)
      .filter((c): c is string => c !== undefined),
  );
}

/** Numeric ids per `_id` occurrence (other forms cannot be ours). */
const numericIds = (ids: string[][]): number[][] =>
  ids.map((vals) => vals.map(numericId).filter((n): n is number => n !== undefined));

/** A point in time as the interval `[t, t + 1 ms)` for dateMatches. */
const at = (d: Date): [Date, Date] => [d, new Date(d.getTime() + 1)];

function patientPage(q: ParsedSearch, p: repo.PatientRow, cursor: Cursor | undefined): Page {
  const id = String(p.id);
  const matches =
    q.ids.every((vals) => vals.includes(id)) &&
    q.identifiers.every((vals) =>
      vals.some((t) => tokenMatches(t, FHIR_ID_SYSTEMS.memberId, p.memberId)),
    ) &&
    q.lastUpdated.every((b) => dateMatches(b, ...at(p.updatedAt)));
  // One patient: the first page holds it; no later page exists (a cursor gives an empty page).
  return {
    resources: matches && cursor === undefined ? [toPatient(p)] : [],
    total: matches ? 1 : 0,
  };
}

async function coveragePage(
  ctx: FhirCtx,
  q: ParsedSearch,
  cursor: Cursor | undefined,
): Promise<Page> {
  const ids = numericIds(q.ids);
  const memberIds = tokenValues(q.identifiers, [FHIR_ID_SYSTEMS.memberId]);
  if (ids.some((v) => v.length === 0) || memberIds.some((v) => v.length === 0))
    return { resources: [], total: 0 };
  const f: repo.CoverageFilter = { ids, memberIds, lastUpdated: q.lastUpdated };
  const [rows, total] = await Promise.all([
    repo.coveragePage(ctx.db, ctx.caller, ctx.patientId, f, {
      ...(cursor ? { cursor } : {}),
      limit: q.count,
    }),
    repo.coverageCount(ctx.db, ctx.caller, ctx.patientId, f),
  ]);
  const { shown, next } = keyset(rows, q.count, (r) => ({ key: r.effectiveDate, id: r.id }));
  return { resources: shown.map(toCoverage), total, ...(next ? { next } : {}) };
}

async function eobPage(
  ctx: FhirCtx,
  q: ParsedSearch,
  cursor: Cursor | undefined,
  patient: repo.PatientRow,
): Promise<Page> {
  const ids = numericIds(q.ids);
  if (ids.some((v) => v.length === 0)) return { resources: [], total: 0 };
  const keys = tokenValues(q.identifiers, [FHIR_ID_SYSTEMS.claimId]).map((vals) =>
    vals.map(parseUniqueClaimId).filter((k): k is NonNullable<typeof k> => k !== undefined),
  );
  const kinds = tokenValues(q.types, [SYS.claimType]).map((vals) => [
    ...new Set(vals.flatMap(kindsOfClaimType)),
  ]);
  const f: repo.ClaimFilter = {
    ids,
    keys,
    kinds,
    lastUpdated: q.lastUpdated,
    serviceDate: q.serviceDate,
    serviceStart: q.serviceStart,
  };
  if (cursor && cursor.key === null) return { resources: [], total: 0 };
  const [rows, total] = await Promise.all([
    repo.claimPage(ctx.db, ctx.caller, ctx.patientId, f, {
      ...(cursor ? { cursor } : {}),
      limit: q.count,
    }),
    repo.claimCount(ctx.db, ctx.caller, ctx.patientId, f),
  ]);
  const { shown, next } = keyset(rows, q.count, (r) => ({
    key: r.claim.serviceDate,
    id: r.claim.id,
  }));
  const claimIds = shown.map((r) => r.claim.id);
  const originalIds = shown
    .map((r) => r.claim.originalClaimId)
    .filter((n): n is number => n !== null);
  const providerIds = [
    ...new Set(
      shown.flatMap((r) =>
        r.claim.facilityProviderId !== null
          ? [r.claim.providerId, r.claim.facilityProviderId]
          : [r.claim.providerId],
      ),
    ),
  ];
  const [providers, related] = await Promise.all([
    repo.providersByIds(ctx.db, providerIds),
    repo.relatedClaims(ctx.db, ctx.caller, ctx.patientId, claimIds, originalIds),
  ]);
  // A reversed original without lines shows its replacement's services, reversed (billed, nothing allowed).
  const replacementOf = new Map<number, number>();
  for (const r of related)
    if (r.originalClaimId !== null && claimIds.includes(r.originalClaimId) && r.served)
      replacementOf.set(r.originalClaimId, replacementOf.get(r.originalClaimId) ?? r.id);
  const lines = await repo.linesOf(ctx.db, [...new Set([...claimIds, ...replacementOf.values()])]);
  const linesOf = (claimId: number): repo.LineRow[] => {
    const own = lines.filter((l) => l.claimId === claimId);
    const replacement = replacementOf.get(claimId);
    if (own.length > 0 || replacement === undefined) return own;
    return lines.filter((l) => l.claimId === replacement).map(reversedLine);
  };
  const remarkRows = await repo.remarks(ctx.db, [...new Set(lines.flatMap((l) => l.remarkCodes))]);
  const remarks = new Map(remarkRows.map((r) => [r.code, r]));
  const providerMap = new Map(providers.map((p) => [p.id, p]));
  const resources = shown.map((row) => {
    ctx.audit.subject({ memberId: row.claim.memberId, entityId: row.claim.id });
    return toEob(row, {
      lines: linesOf(row.claim.id),
      remarks,
      providers: providerMap,
      related,
      groupName: patient.groupName,
      language: ctx.language,
    });
  });
  return { resources, total, ...(next ? { next } : {}) };
}

/** A line of a reversed claim: as billed, nothing allowed, paid or owed, no reason codes. */
const reversedLine = (l: repo.LineRow): repo.LineRow => ({
  ...l,
  allowedCents: 0,
  deductibleCents: 0,
  copayCents: 0,
  coinsuranceCents: 0,
  notCoveredCents: 0,
  planPaidCents: 0,
  memberResponsibilityCents: 0,
  remarkCodes: [],
});

/** Provider identifier values per occurrence: NPI (us-npi or no system), and the tax id for organizations. */
function providerIdentifiers(
  q: ParsedSearch,
  withTax: boolean,
): ({ npi: string } | { taxId: string })[][] {
  return q.identifiers.map((vals) =>
    vals.flatMap((t): ({ npi: string } | { taxId: string })[] => {
      if (t.system === null || t.code === undefined) return [];
      if (t.system === undefined)
        return withTax ? [{ npi: t.code }, { taxId: t.code }] : [{ npi: t.code }];
      if (t.system === SYS.npi) return [{ npi: t.code }];
      if (withTax && t.system === SYS.tax) return [{ taxId: t.code }];
      return [];
    }),
  );
}

async function organizationPage(
  ctx: FhirCtx,
  q: ParsedSearch,
  cursor: Cursor | undefined,
  patient: repo.PatientRow,
  isRead: boolean,
): Promise<Page> {
  if (cursor && cursor.key !== null) return { resources: [], total: 0 };
  // The payer (the group's plan) first, on the first page, when it matches.
  const payerId = payerOrgId(patient.groupNumber);
  const group = await repo.payerGroup(ctx.db, ctx.caller, ctx.patientId);
  const payerMatches =
    group !== undefined &&
    q.ids.every((vals) => vals.includes(payerId)) &&
    q.identifiers.every((vals) =>
      vals.some((t) => group.taxId !== null && tokenMatches(t, SYS.tax, group.taxId)),
    ) &&
    q.lastUpdated.every((b) => dateMatches(b, ...at(group.updatedAt)));
  const ids = numericIds(q.ids);
  const identifiers = providerIdentifiers(q, true);
  const providersPossible =
    !(isRead && q.ids.some((vals) => vals.some((v) => groupOfPayerId(v) !== undefined))) &&
    ids.every((v) => v.length > 0) &&
    identifiers.every((v) => v.length > 0);
  const payer =
    payerMatches && group && cursor === undefined ? [toPayerOrganization(group, todayIso())] : [];
  const f: repo.ProviderFilter = {
    entityType: 'organization',
    ids,
    identifiers,
    lastUpdated: q.lastUpdated,
  };
  const limit = q.count - payer.length;
  const [rows, count] = providersPossible
    ? await Promise.all([
        repo.providerPage(ctx.db, ctx.caller, ctx.patientId, f, {
          ...(cursor ? { afterId: cursor.id } : {}),
          limit,
        }),
        repo.providerCount(ctx.db, ctx.caller, ctx.patientId, f),
      ])
    : [[], 0];
  const shown = rows.slice(0, limit);
  const lastId = shown.at(-1)?.id ?? cursor?.id ?? 0;
  return {
    resources: [...payer, ...shown.map(toProviderOrganization)],
    total: count + (payerMatches ? 1 : 0),
    ...(rows.length > limit ? { next: { key: null, id: lastId } } : {}),
  };
}

async function practitionerPage(
  ctx: FhirCtx,
  q: ParsedSearch,
  cursor: Cursor | undefined,
): Promise<Page> {
  if (cursor && cursor.key !== null) return { resources: [], total: 0 };
  const ids = numericIds(q.ids);
  const identifiers = providerIdentifiers(q, false);
  if (ids.some((v) => v.length === 0) || identifiers.some((v) => v.length === 0))
    return { resources: [], total: 0 };
  const f: repo.ProviderFilter = {
    entityType: 'individual',
    ids,
    identifiers,
    lastUpdated: q.lastUpdated,
  };
  const [rows, total] = await Promise.all([
    repo.providerPage(ctx.db, ctx.caller, ctx.patientId, f, {
      ...(cursor ? { afterId: cursor.id } : {}),
      limit: q.count,
    }),
    repo.providerCount(ctx.db, ctx.caller, ctx.patientId, f),
  ]);
  const { shown, next } = keyset(rows, q.count, (r) => ({ key: null, id: r.id }));
  return { resources: shown.map(toPractitioner), total, ...(next ? { next } : {}) };
}

/** The references each `_include` follows (CARIN searchparameters.md: EOB patient … insurer, payee; Coverage payor). */
const INCLUDE_PATHS: Record<string, (r: Resource) => (string | undefined)[]> = {
  'ExplanationOfBenefit:patient': (r) => [(r as ExplanationOfBenefit).patient?.reference],
  'ExplanationOfBenefit:provider': (r) => [(r as ExplanationOfBenefit).provider?.reference],
  'ExplanationOfBenefit:care-team': (r) =>
    ((r as ExplanationOfBenefit).careTeam ?? []).map((c) => c.provider.reference),
  'ExplanationOfBenefit:coverage': (r) =>
    ((r as ExplanationOfBenefit).insurance ?? []).map((i) => i.coverage.reference),
  'ExplanationOfBenefit:insurer': (r) => [(r as ExplanationOfBenefit).insurer?.reference],
  'ExplanationOfBenefit:payee': (r) => [(r as ExplanationOfBenefit).payee?.party?.reference],
  'Coverage:payor': (r) => ((r as Coverage).payor ?? []).map((p) => p.reference),
};

/**
 * The resources the page's `_include`s reference (search.mode include), read through the same scoped
 * searches as everything else (`_id` lists), so an include never reaches further than a read would.
 */
async function includedOf(
  ctx: FhirCtx,
  q: ParsedSearch,
  matches: Resource[],
  patient: repo.PatientRow,
): Promise<Resource[]> {
  const wanted = new Map<FhirResourceType, Set<string>>();
  const paths = q.includes.flatMap((inc) =>
    inc.param === '*'
      ? Object.keys(INCLUDE_PATHS)
          .filter((k) => k.startsWith(`${q.type}:`))
          .map((k) => ({ path: INCLUDE_PATHS[k]!, target: undefined }))
      : [{ path: INCLUDE_PATHS[`${q.type}:${inc.param}`]!, target: inc.target }],
  );
  const have = new Set(matches.map((r) => `${r.resourceType}/${r.id}`));
  for (const r of matches)
    for (const { path, target } of paths)
      for (const reference of path(r)) {
        const m = reference ? /^([A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})$/.exec(reference) : null;
        if (!m || !isFhirResourceType(m[1]!) || (target && target !== m[1])) continue;
        if (have.has(reference!)) continue;
        const set = wanted.get(m[1]) ?? new Set<string>();
        set.add(m[2]!);
        wanted.set(m[1], set);
      }
  const out: Resource[] = [];
  for (const [type, ids] of wanted) {
    const list = [...ids];
    for (let i = 0; i < list.length; i += FHIR_COUNT_MAX) {
      const chunk = list.slice(i, i + FHIR_COUNT_MAX);
      const page = await pageOf(
        ctx,
        type,
        { ...readQuery(type, chunk[0]!), ids: [chunk], count: chunk.length },
        undefined,
        patient,
        false,
      );
      out.push(...page.resources);
    }
  }
  return out;
}

function ignoredWarning(params: string[]): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: params.map((p) => ({
      severity: 'warning',
      code: 'not-supported',
      diagnostics: `Parameter ${p.replace(/[^\x20-\x7e]/g, '?').slice(0, 64)} is not supported and was ignored`,
    })),
  };
}
