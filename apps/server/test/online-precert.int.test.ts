import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  approveProvider,
  anonymousToken,
  bearer,
  createTestApp,
  errorOf,
  login,
  type TestApp,
} from './helpers.js';

/**
 * Online pre-certification (Conversations/OnlinePrecertification) and the diagnosis code look-ups, over
 * the seeded demo data: the request becomes a pending precert the filer and staff find in
 * PrecertSearch (another provider does not), plus a queued conversation under the brand's precert
 * transaction id, in one transaction. A provider files for its patients, or for anyone whose last name
 * and date of birth it gives correctly.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

/** A patient of provider@demo.test (a claim by one of its providers) and a member who is not one. */
let patient: { memberId: string; dependentNumber: number };
let stranger: { memberId: string; dependentNumber: number; lastName: string; dob: string };

const PROVIDER_IDS = sql`select a.provider_id from accounts a where a.username = 'provider@demo.test' and a.provider_id is not null
  union select p.id from providers p join account_provider_access x on x.tax_id = p.tax_id join accounts a on a.id = x.account_id where a.username = 'provider@demo.test'`;

const request = (over: Record<string, unknown> = {}) => ({
  memberId: patient.memberId,
  dependentNumber: patient.dependentNumber,
  serviceType: 'Imaging',
  serviceDate: '2026-12-01',
  providerName: 'Lakeside Imaging',
  providerNpi: '1234567893',
  providerPhone: '312-555-0100',
  diagnosisCodes: ['m5450'],
  procedureCodes: [],
  contactName: 'Dana Okafor',
  contactPhone: '312-555-0142',
  notes: 'MRI lumbar spine after 6 weeks of therapy.',
  ...over,
});
const file = (who: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Conversations/OnlinePrecertification',
    headers: bearer(tokens[who]!),
    payload: body,
  });
const search = (who: string, certNo: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Precerts/PrecertSearch',
    headers: bearer(tokens[who]!),
    payload: { certNo },
  });

beforeAll(async () => {
  t = await createTestApp();
  // The second organization's account registered itself: verified by staff, it reads its own patients.
  await approveProvider(t.app, 'newprovider@demo.test');
  for (const u of [
    'provider@demo.test',
    'newprovider@demo.test',
    'administrator@demo.test',
    'customerservice@demo.test',
    'employee@demo.test',
  ])
    tokens[u] = await login(t.app, u);
  const [p] =
    await rows(sql`select m.member_id, m.dependent_number from claims c join members m on m.id = c.member_id
    where c.provider_id in (${PROVIDER_IDS}) order by c.id limit 1`);
  patient = { memberId: String(p!.member_id), dependentNumber: Number(p!.dependent_number) };
  const [s] =
    await rows(sql`select m.member_id, m.dependent_number, m.last_name, m.date_of_birth::text as dob from members m
    where not exists (select 1 from claims c where c.member_id = m.id and c.provider_id in (${PROVIDER_IDS}))
    order by m.id limit 1`);
  stranger = {
    memberId: String(s!.member_id),
    dependentNumber: Number(s!.dependent_number),
    lastName: String(s!.last_name),
    dob: String(s!.dob),
  };
  const [code] = await rows(sql`select code from diagnosis_codes where code = 'M54.50'`);
  if (!code) throw new Error('the reference data lacks M54.50');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('online pre-certification', () => {
  it('creates a pending precert and a queued conversation; the filer and staff find it, another provider does not', async () => {
    const res = await file('provider@demo.test', request({ procedureCodes: ['72148'] }));
    expect(res.statusCode, res.body).toBe(201);
    const { certNo, conversationId, transactionId } = res.json();
    expect(transactionId).toBe(8);
    const [row] = await rows(
      sql`select status, diagnosis_code, procedure_code, cert_type, conversation_id, created_by from precertifications where cert_no = ${Number(certNo)}`,
    );
    expect(row).toMatchObject({
      status: 'pending',
      diagnosis_code: 'M54.50',
      procedure_code: '72148',
      cert_type: 'imaging',
    });
    expect(Number(row!.conversation_id)).toBe(conversationId);
    const [conv] = await rows(
      sql`select in_queue, transaction_id, kind, data->>'certNo' as cert from conversations where id = ${conversationId}`,
    );
    expect(conv).toMatchObject({
      in_queue: true,
      transaction_id: 8,
      kind: 'precertification',
      cert: certNo,
    });

    for (const who of [
      'provider@demo.test',
      'administrator@demo.test',
      'customerservice@demo.test',
    ]) {
      const found = await search(who, certNo);
      expect(found.statusCode, `${who}: ${found.body}`).toBe(200);
      expect(
        found.json().items.map((i: { certNo: string }) => i.certNo),
        who,
      ).toEqual([certNo]);
      expect(found.json().items[0].status).toBe('Pending');
    }
    const other = await search('newprovider@demo.test', certNo);
    expect(other.statusCode).toBe(200);
    expect(other.json().items).toEqual([]);
    const details = await t.app.inject({
      url: `/api/Precerts/Precert?certno=${certNo}`,
      headers: bearer(tokens['administrator@demo.test']!),
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().conversationId).toBe(conversationId);
  });

  it('a provider files for a member who is not its patient only with the right last name and date of birth', async () => {
    const body = request({
      memberId: stranger.memberId,
      dependentNumber: stranger.dependentNumber,
    });
    const without = await file('provider@demo.test', body);
    const wrong = await file('provider@demo.test', {
      ...body,
      patientLastName: stranger.lastName,
      patientDateOfBirth: '1901-01-01',
    });
    const unknown = await file('provider@demo.test', { ...body, memberId: 'NOPE000000' });
    expect([without.statusCode, wrong.statusCode, unknown.statusCode]).toEqual([404, 404, 404]);
    expect(new Set([without.body, wrong.body, unknown.body]).size).toBe(1);
    const right = await file('provider@demo.test', {
      ...body,
      patientLastName: stranger.lastName.toUpperCase(),
      patientDateOfBirth: stranger.dob,
    });
    expect(right.statusCode, right.body).toBe(201);
    // Filed, but no patient made: the provider sees its request, not the member's profile data.
    expect((await search('provider@demo.test', right.json().certNo)).json().items).toHaveLength(1);
  });

  it('a member files for its own household without naming itself', async () => {
    const [me] = await rows(
      sql`select m.dependent_number from accounts a join members m on m.id = a.member_id where a.username = 'employee@demo.test'`,
    );
    const { memberId: _m, ...body } = request({ dependentNumber: Number(me!.dependent_number) });
    const res = await file('employee@demo.test', body);
    expect(res.statusCode, res.body).toBe(201);
    expect((await search('employee@demo.test', res.json().certNo)).json().items).toHaveLength(1);
  });

  it('refuses unknown codes and bad input with field keys, filing nothing', async () => {
    const before = await rows(sql`select count(*)::int as n from precertifications`);
    const res = await file(
      'provider@demo.test',
      request({ diagnosisCodes: ['I10', 'Q99.999'], procedureCodes: ['00000'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      'diagnosisCodes.1': 'invalidValue',
      'procedureCodes.0': 'invalidValue',
    });
    const bad = await file(
      'provider@demo.test',
      request({ diagnosisCodes: [], providerNpi: '0000000000', serviceDate: '13/45/2026' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      diagnosisCodes: 'required',
      providerNpi: 'npiError',
      serviceDate: 'invalidDateFormat',
    });
    const after = await rows(sql`select count(*)::int as n from precertifications`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('diagnosis codes', () => {
  const get = (url: string, token = tokens['provider@demo.test']!) =>
    t.app.inject({ url, headers: bearer(token) });

  it('searches by code prefix (with or without the dot) and by English or accent-free Spanish words', async () => {
    const byCode = await get('/api/DiagnosisCode/Search?query=m545');
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json()[0].code).toMatch(/^M54\.5/);
    const exact = await get('/api/DiagnosisCode/Search?query=I10');
    expect(exact.json()[0]).toEqual({
      code: 'I10',
      description: 'Essential (primary) hypertension',
    });
    const words = await get('/api/DiagnosisCode/Search?query=hypertension');
    expect(words.json().map((r: { code: string }) => r.code)).toContain('I10');
    const spanish = await get('/api/DiagnosisCode/Search?query=hipertension');
    expect(spanish.json().map((r: { code: string }) => r.code)).toContain('I10');
    const limited = await get('/api/DiagnosisCode/Search?query=en&limit=2');
    expect(limited.json().length).toBeLessThanOrEqual(2);
    const short = await get('/api/DiagnosisCode/Search?query=a');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toMatchObject({ query: 'min' });
    const anon = await get('/api/DiagnosisCode/Search?query=I10', await anonymousToken(t.app));
    expect(anon.statusCode).toBe(401);
  });

  it('says whether a code applies', async () => {
    const yes = await get('/api/DiagnosisCode/DiagnosisCodeApplies?code=i10');
    expect(yes.json()).toEqual({
      code: 'I10',
      applies: true,
      description: 'Essential (primary) hypertension',
      requiresReview: false,
    });
    const no = await get('/api/DiagnosisCode/DiagnosisCodeApplies?code=Q99999');
    expect(no.json()).toMatchObject({ code: 'Q99.999', applies: false, description: null });
  });
});
