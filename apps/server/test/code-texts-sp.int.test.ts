import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';
import { G1, YEAR, buildWorld, post, tokensOf, type World } from './scoping-fixture.js';
import { readPdf } from '../src/testing/pdf-text.js';

/**
 * Spanish texts of the reference procedure and diagnosis codes: claim lines, EOB PDF, procedure search and
 * coverage, precert details answer in Spanish for a Spanish caller (accept-language or the `language`
 * query), in English otherwise; the procedure search matches Spanish words with or without accents.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
let claimKey: { prefix: number; number: number; suffix: number };

const ES = { 'accept-language': 'es-US' };
const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  spanish: boolean,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(spanish ? ES : {}) },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  tok = await tokensOf(t.app, w);
  // E's January claim (paid) gets two service lines with reference codes.
  const [claim] = await db
    .select()
    .from(s.claims)
    .where(inArray(s.claims.id, [w.claimIds[0]!]));
  claimKey = { prefix: claim!.claimPrefix, number: claim!.claimNumber, suffix: claim!.claimSuffix };
  const line = (lineNumber: number, procedureCode: string) => ({
    claimId: claim!.id,
    lineNumber,
    procedureCode,
    serviceDate: `${YEAR}-01-10`,
    serviceEndDate: `${YEAR}-01-10`,
    billedCents: 10_000,
    allowedCents: 7_500,
    deductibleCents: 5_000,
    copayCents: 0,
    coinsuranceCents: 0,
    notCoveredCents: 1_000,
    planPaidCents: 2_500,
    memberResponsibilityCents: 6_000,
    remarkCodes: [],
  });
  await db.insert(s.claimLines).values([line(1, '99203'), line(2, '71046')]);
  // The kid's precert: knee pain, shoulder X-ray.
  await db
    .update(s.precertifications)
    .set({ diagnosisCode: 'M25.561', procedureCode: '73030', unitsApproved: 1 })
    .where(eq(s.precertifications.certNo, w.precerts.kidP1));
  // Group one offers E's plan with an imaging benefit, so ProcedureAdvanced has a plan year to answer for.
  await db
    .insert(s.procedureCoverageRules)
    .values({ procedureCode: '71046', benefitCategory: 'imaging' });
  const [pol] = await db
    .select({ planId: s.policies.planId, planYearId: s.policies.planYearId })
    .from(s.policies)
    .innerJoin(s.planYears, eq(s.planYears.id, s.policies.planYearId))
    .where(and(eq(s.policies.memberId, w.members.E), eq(s.planYears.year, YEAR)));
  await db.insert(s.groupPlans).values({ groupNumber: G1, planId: pol!.planId });
  await db.insert(s.benefits).values({
    planYearId: pol!.planYearId,
    category: 'imaging',
    network: 'in',
    copayCents: 0,
    coinsurancePct: 20,
    deductibleApplies: true,
    covered: true,
    descriptionEn: 'Imaging: 20% coinsurance after deductible',
    descriptionSp: 'Imágenes: coseguro del 20% después del deducible',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('reference data', () => {
  it('loads a Spanish text for every procedure and diagnosis code', async () => {
    const db = t.database.db;
    const procs = await db.select().from(s.procedureCodes);
    const dx = await db.select().from(s.diagnosisCodes);
    expect(procs.find((p) => p.code === '99203')?.descriptionSp).toBe(
      'Consulta en el consultorio, paciente nuevo, complejidad baja',
    );
    expect(dx.find((d) => d.code === 'I10')?.descriptionSp).toBe(
      'Hipertensión esencial (primaria)',
    );
    // Every code of the reference lists (test files may add their own codes without one).
    const reference = procs.filter((p) => /^(\d{5}|[A-Z]\d{4}|RX-[A-Z]{3})$/.test(p.code));
    expect(reference.length).toBeGreaterThan(50);
    expect(reference.filter((p) => !p.descriptionSp)).toEqual([]);
    expect(dx.filter((d) => !d.descriptionSp)).toEqual([]);
  });
});

describe('claim details', () => {
  const url = (extra = '') =>
    `/api/ClaimsInfo/ClaimDetails?claimPrefix=${claimKey.prefix}&claimNumber=${claimKey.number}&claimSuffix=${claimKey.suffix}${extra}`;
  const descriptions = (res: { json: () => { lines: { description: string | null }[] } }) =>
    res.json().lines.map((l) => l.description);

  it('lines in Spanish for a Spanish caller, by header or by the language query', async () => {
    const es = await call('GET', url(), tok.employee, true);
    expect(es.statusCode, es.body).toBe(200);
    expect(descriptions(es)).toEqual([
      'Consulta en el consultorio, paciente nuevo, complejidad baja',
      'Radiografía de tórax, 2 vistas',
    ]);
    expect(descriptions(await call('GET', url('&language=sp'), tok.employee, false))).toEqual(
      descriptions(es),
    );
  });

  it('lines in English otherwise', async () => {
    const en = await call('GET', url(), tok.employee, false);
    expect(descriptions(en)).toEqual([
      'Office visit, new patient, low complexity',
      'Chest X-ray, 2 views',
    ]);
  });
});

describe('EOB PDF', () => {
  const payload = () => ({
    claimPrefix: String(claimKey.prefix),
    claimNumber: String(claimKey.number),
    claimSuffix: String(claimKey.suffix),
  });

  it('prints the Spanish procedure descriptions for a Spanish caller, the English ones otherwise', async () => {
    const es = await call('POST', '/api/RedCard/GetEobPDF', tok.employee, true, payload());
    expect(es.statusCode, es.body).toBe(200);
    const esText = (await readPdf(es.rawPayload)).text;
    expect(esText).toContain('Radiografía de tórax');
    expect(esText).not.toContain('Chest X-ray');
    const en = await call('POST', '/api/RedCard/GetEobPDF', tok.employee, false, payload());
    const enText = (await readPdf(en.rawPayload)).text;
    expect(enText).toContain('Chest X-ray');
    expect(enText).not.toContain('Radiografía');
  });
});

describe('procedure search and coverage', () => {
  const search = (query: string, spanish: boolean) =>
    call('POST', '/api/ClaimsCoverage/Procedure/Search', tok.employee, spanish, {
      query,
      itemsPerPage: 50,
    });
  const codes = (res: { json: () => { items: { procedureCode: string }[] } }) =>
    res.json().items.map((i) => i.procedureCode);

  it('a Spanish word finds the procedure, with or without accents, described in Spanish', async () => {
    const es = await search('radiografía', true);
    expect(es.statusCode, es.body).toBe(200);
    // Chest, shoulder and ankle X-rays and the dental bitewings ("Radiografías de aleta de mordida").
    expect(codes(es)).toEqual(['71046', '73030', '73610', 'D0274']);
    expect(es.json().items[0]).toEqual({
      procedureCode: '71046',
      description: 'Radiografía de tórax, 2 vistas',
      category: 'imaging',
    });
    expect(codes(await search('RADIOGRAFIA DE TOBILLO', true))).toEqual(['73610']);
    expect(codes(await search('resonancia', true))).toEqual(['72148']);
  });

  it('English words still match, and the description follows the caller’s language', async () => {
    const en = await search('x-ray', false);
    expect(codes(en)).toEqual(['71046', '73030', '73610']);
    expect(en.json().items[0].description).toBe('Chest X-ray, 2 views');
    const es = await search('x-ray', true);
    expect(codes(es)).toEqual(['71046', '73030', '73610']);
    expect(es.json().items[0].description).toBe('Radiografía de tórax, 2 vistas');
    // A Spanish word searched by an English caller finds the code, described in English.
    const crossed = await search('tórax', false);
    expect(crossed.json().items).toEqual([
      { procedureCode: '71046', description: 'Chest X-ray, 2 views', category: 'imaging' },
    ]);
  });

  it('Procedure and ProcedureAdvanced describe the code in Spanish for a Spanish caller', async () => {
    const one = `/api/ClaimsCoverage/Procedure?procedureCode=71046&groupNumber=${G1}`;
    expect((await call('GET', one, tok.employee, true)).json().description).toBe(
      'Radiografía de tórax, 2 vistas',
    );
    expect((await call('GET', one, tok.employee, false)).json().description).toBe(
      'Chest X-ray, 2 views',
    );
    const adv = `/api/ClaimsCoverage/ProcedureAdvanced?procedureCode=71046&groupNumber=${G1}`;
    const es = await call('GET', adv, tok.employee, true);
    expect(es.statusCode, es.body).toBe(200);
    expect(es.json().length).toBeGreaterThan(0);
    for (const row of es.json()) expect(row.description).toBe('Radiografía de tórax, 2 vistas');
    for (const row of (await call('GET', adv, tok.employee, false)).json()) {
      expect(row.description).toBe('Chest X-ray, 2 views');
    }
  });
});

describe('precert details', () => {
  const url = () => `/api/Precerts/Precert?certno=${w.precerts.kidP1}`;

  it('diagnosis and procedure in Spanish for a Spanish caller', async () => {
    const es = await call('GET', url(), tok.employee, true);
    expect(es.statusCode, es.body).toBe(200);
    expect(es.json().diagnoses).toEqual([
      { code: 'M25.561', description: 'Dolor en la rodilla derecha' },
    ]);
    expect(es.json().procedures).toEqual([
      { code: '73030', description: 'Radiografía de hombro, mínimo 2 vistas', unitsApproved: 1 },
    ]);
  });

  it('in English otherwise (staff included)', async () => {
    for (const token of [tok.employee, tok.nurse]) {
      const en = await call('GET', url(), token, false);
      expect(en.statusCode, en.body).toBe(200);
      expect(en.json().diagnoses).toEqual([{ code: 'M25.561', description: 'Pain in right knee' }]);
      expect(en.json().procedures).toEqual([
        { code: '73030', description: 'Shoulder X-ray, minimum 2 views', unitsApproved: 1 },
      ]);
    }
  });
});

// The fixture's plain POST sends no accept-language: the account's language (English) applies.
it('a request without accept-language answers in the account language (English)', async () => {
  const res = await post(t.app, '/api/ClaimsCoverage/Procedure/Search', tok.employee, {
    query: '71046',
  });
  expect(res.json().items[0].description).toBe('Chest X-ray, 2 views');
});
