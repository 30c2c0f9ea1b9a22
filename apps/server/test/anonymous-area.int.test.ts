import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMoney } from '../src/pdf/document.js';
import { anonymousToken, bearer, createTestApp, errorOf, type TestApp } from './helpers.js';
import { readPdf } from '../src/testing/pdf-text.js';

/**
 * The anonymous area (issue 8) over the seeded demo data, read-only: a provider without an account
 * proves a claim (tax id, full claim number, check or patient account number) and reads its status,
 * details and EOP; checks a member's eligibility (member id, last name, date of birth). Any wrong
 * identifier is the same "not found"; bad input is a 400 with field keys; each look-up is audited.
 */

type Row = Record<string, unknown>;
let t: TestApp;
let token: string;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

interface ClaimFacts {
  id: number;
  full: string;
  prefix: string;
  number: string;
  suffix: string;
  taxId: string;
  check: string;
  pan: string;
  planPaidCents: number;
  patientLastName: string;
  memberId: string;
}
let claim: ClaimFacts;
/** A tax id of another provider (exists, but did not bill the claim). */
let otherTaxId: string;

const post = (url: string, payload: object, tok = token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tok), payload });
const dashed = (tax: string) => `${tax.slice(0, 2)}-${tax.slice(2)}`;

beforeAll(async () => {
  t = await createTestApp();
  token = await anonymousToken(t.app);
  const [c] =
    await rows(sql`select c.id, c.claim_prefix, c.claim_number, c.claim_suffix, c.plan_paid_cents,
      p.tax_id, k.check_number, c.patient_account_number, m.last_name, m.member_id
    from claims c join providers p on p.id = c.provider_id join checks k on k.id = c.check_id
    join members m on m.id = c.member_id
    where c.status = 'paid' and c.patient_account_number is not null and length(c.patient_account_number) >= 2
      and exists (select 1 from claim_lines l where l.claim_id = c.id)
    order by c.id limit 1`);
  if (!c) throw new Error('the demo seed has no paid claim with a check and an account number');
  claim = {
    id: Number(c.id),
    prefix: String(c.claim_prefix),
    number: String(c.claim_number),
    suffix: String(c.claim_suffix),
    full: `${c.claim_prefix}-${c.claim_number}-${c.claim_suffix}`,
    taxId: String(c.tax_id),
    check: String(c.check_number),
    pan: String(c.patient_account_number),
    planPaidCents: Number(c.plan_paid_cents),
    patientLastName: String(c.last_name),
    memberId: String(c.member_id),
  };
  const [o] = await rows(sql`select tax_id from providers where tax_id <> ${claim.taxId} limit 1`);
  otherTaxId = String(o!.tax_id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('anonymous claim search (ClaimsInfo/anonClaimsSearch)', () => {
  const url = '/api/ClaimsInfo/anonClaimsSearch';

  it('finds the claim with tax id (dash or not), claim number and check number: status and payment, no member ids', async () => {
    const res = await post(url, {
      providerTaxId: dashed(claim.taxId),
      fullClaimNumber: claim.full,
      checkNumber: claim.check,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(1);
    expect(body.results[0]).toMatchObject({
      fullClaimNumber: claim.full,
      status: 'PD',
      planPaidCents: claim.planPaidCents,
      checkNumber: claim.check,
      eobAvailable: true,
    });
    expect(res.body).not.toContain(claim.memberId);
    expect(body.results[0]).not.toHaveProperty('groupNumber');
    const byPan = await post(url, {
      providerTaxId: claim.taxId,
      fullClaimNumber: claim.full,
      patientAccountNumber: claim.pan,
    });
    expect(byPan.json().totalCount).toBe(1);
  });

  it('a wrong check number, tax id or patient account number gives the same empty answer', async () => {
    const base = { providerTaxId: claim.taxId, fullClaimNumber: claim.full };
    const answers = await Promise.all(
      [
        { ...base, checkNumber: `${claim.check}9` },
        { ...base, providerTaxId: otherTaxId, checkNumber: claim.check },
        { ...base, patientAccountNumber: `${claim.pan}X` },
        // Every given identifier must match: a right check number with a wrong account number is no match.
        { ...base, checkNumber: claim.check, patientAccountNumber: `${claim.pan}X` },
        {
          ...base,
          fullClaimNumber: `${claim.prefix}-${Number(claim.number) + 1}-${claim.suffix}`,
          checkNumber: claim.check,
        },
      ].map((b) => post(url, b)),
    );
    const bodies = answers.map((r) => {
      expect(r.statusCode).toBe(200);
      return r.body;
    });
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ totalCount: 0, results: [] });
  });

  it('bad input is a 400 with the spec’s message keys', async () => {
    const res = await post(url, {
      providerTaxId: '12-34',
      fullClaimNumber: '24',
      checkNumber: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      providerTaxId: 'taxError',
      fullClaimNumber: 'invalidClaimNumber',
    });
    const noProof = await post(url, { providerTaxId: claim.taxId, fullClaimNumber: claim.full });
    expect(noProof.statusCode).toBe(400);
    expect(errorOf(noProof).fields).toMatchObject({ checkNumber: 'atLeastOneSearchField' });
    const shortCheck = await post(url, {
      providerTaxId: claim.taxId,
      fullClaimNumber: claim.full,
      checkNumber: '1234',
      patientAccountNumber: 'A',
    });
    expect(errorOf(shortCheck).fields).toMatchObject({ checkNumber: 'atLeastOneSearchField' });
    const noToken = await t.app.inject({
      method: 'POST',
      url,
      payload: { providerTaxId: claim.taxId },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('writes an audit row for a found and for a failed look-up', async () => {
    const checkNumber = `${claim.check}77`;
    await post(url, { providerTaxId: claim.taxId, fullClaimNumber: claim.full, checkNumber });
    const failed = await rows(
      sql`select action, member_id, detail from audit_log where action like 'claims.anonClaimsSearch%' and detail->>'checkNumber' = ${checkNumber}`,
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      action: 'claims.anonClaimsSearch.notFound',
      member_id: null,
    });
    await post(url, {
      providerTaxId: claim.taxId,
      fullClaimNumber: claim.full,
      checkNumber: claim.check,
    });
    const found = await rows(
      sql`select action from audit_log where action = 'claims.anonClaimsSearch' and entity = 'claim' and entity_id = ${String(claim.id)} and detail->>'checkNumber' = ${claim.check}`,
    );
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('anonymous claim details (ClaimsInfo/ClaimDetails/Anon)', () => {
  const url = '/api/ClaimsInfo/ClaimDetails/Anon';
  it('answers the matching claim with lines and payment, without member id, group or address', async () => {
    const res = await post(url, {
      providerTaxId: claim.taxId,
      fullClaimNumber: claim.full,
      checkNumber: claim.check,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.fullClaimNumber).toBe(claim.full);
    expect(body.lines.length).toBeGreaterThan(0);
    expect(body.payments[0].checkNumber).toBe(claim.check);
    for (const k of ['memberId', 'groupNumber', 'dependentNumber', 'providerAddress', 'admin'])
      expect(body).not.toHaveProperty(k);
  });
  it('is one 404 for any wrong identifier', async () => {
    const a = await post(url, {
      providerTaxId: otherTaxId,
      fullClaimNumber: claim.full,
      checkNumber: claim.check,
    });
    const b = await post(url, {
      providerTaxId: claim.taxId,
      fullClaimNumber: claim.full,
      patientAccountNumber: 'ZZ',
    });
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(404);
    expect(a.body).toBe(b.body);
  });
});

describe('anonymous EOP (RedCard/AnonGetEobPDF)', () => {
  const url = '/api/RedCard/AnonGetEobPDF';
  it('downloads the explanation of payment named prefix-number-suffix.pdf', async () => {
    const res = await post(url, {
      claimPrefix: claim.prefix,
      claimNumber: claim.number,
      claimSuffix: claim.suffix,
      providerTaxId: dashed(claim.taxId),
      patientAccountNumber: claim.pan,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`${claim.full}.pdf`);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain(claim.full);
    expect(pdf.text).toMatch(/Explanation of Payment/i);
    // Member ids are masked to their last four, as the JSON answers omit them.
    expect(pdf.text).not.toContain(claim.memberId);
    expect(pdf.text).toContain(`*${claim.memberId.slice(-4)}`);
    expect(pdf.text).toContain(formatMoney(claim.planPaidCents, 'en'));
    const audits = await rows(
      sql`select 1 from audit_log where action = 'cards.anonGetEobPdf' and entity = 'claim' and entity_id = ${String(claim.id)}`,
    );
    expect(audits.length).toBeGreaterThan(0);
  });
  it('is one 404 for a wrong tax id or check number', async () => {
    const key = { claimPrefix: claim.prefix, claimNumber: claim.number, claimSuffix: claim.suffix };
    const a = await post(url, { ...key, providerTaxId: otherTaxId, checkNumber: claim.check });
    const b = await post(url, { ...key, providerTaxId: claim.taxId, checkNumber: '99999999' });
    expect([a.statusCode, b.statusCode]).toEqual([404, 404]);
    expect(a.body).toBe(b.body);
    const failed = await rows(
      sql`select 1 from audit_log where action = 'cards.anonGetEobPdf.notFound' and detail->>'checkNumber' = '99999999'`,
    );
    expect(failed).toHaveLength(1);
  });
});

describe('rate limit of anonymous look-ups', () => {
  it('trips after the configured number of look-ups per client address', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: {
        rateLimits: {
          token: 100,
          registration: 100,
          forgotPassword: 100,
          publicWrite: 100,
          anonymousLookup: 2,
        },
      },
    });
    try {
      const tok = await anonymousToken(limited.app);
      const body = {
        providerTaxId: claim.taxId,
        fullClaimNumber: claim.full,
        checkNumber: '00000',
      };
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/ClaimsInfo/anonClaimsSearch',
              headers: bearer(tok),
              payload: body,
            })
          ).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('eligibility check and quick view (Member/service, Member/quickview)', () => {
  let who: { memberId: string; lastName: string; dateOfBirth: string };
  let groupNumber: number;
  let medical: { effective: string; term: string | null };
  beforeAll(async () => {
    const [m] =
      await rows(sql`select m.id, m.member_id, m.last_name, m.date_of_birth::text as dob, m.group_number
      from accounts a join members m on m.id = a.member_id where a.username = 'employee@demo.test'`);
    who = {
      memberId: String(m!.member_id),
      lastName: String(m!.last_name),
      dateOfBirth: String(m!.dob),
    };
    groupNumber = Number(m!.group_number);
    const [p] = await rows(sql`select effective_date::text as e, term_date::text as t from policies
      where member_id = ${m!.id} and coverage_type = 'MED' and effective_date <= current_date
      and (term_date is null or term_date >= current_date) order by effective_date desc limit 1`);
    medical = { effective: String(p!.e), term: p!.t === null ? null : String(p!.t) };
  });
  const today = () => new Date().toISOString().slice(0, 10);

  it('answers coverage status and dates for a match (last name in any case, date as MM/dd/yyyy)', async () => {
    const [y, m, d] = who.dateOfBirth.split('-');
    const res = await post('/api/Member/service', {
      memberId: who.memberId,
      lastName: ` ${who.lastName.toUpperCase()} `,
      dateOfBirth: `${m}/${d}/${y}`,
      serviceDate: today(),
      coverageType: 'MED',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      eligible: true,
      coverageType: 'MED',
      effectiveDate: medical.effective,
      terminationDate: medical.term,
      groupNumber,
    });
    for (const k of ['address', 'addressLine1', 'claims', 'memberId', 'dateOfBirth'])
      expect(res.json()).not.toHaveProperty(k);
    // Before the coverage began: not eligible, same person.
    const before = await post('/api/Member/service', {
      ...who,
      serviceDate: '1990-01-01',
      coverageType: 'MED',
    });
    expect(before.json().eligible).toBe(false);
  });

  it('a wrong last name or date of birth is the same 404 invalidService', async () => {
    const body = { serviceDate: today(), coverageType: 'MED' };
    const a = await post('/api/Member/service', { ...who, ...body, lastName: `${who.lastName}x` });
    const b = await post('/api/Member/service', { ...who, ...body, dateOfBirth: '1901-01-01' });
    expect([a.statusCode, b.statusCode]).toEqual([404, 404]);
    expect(errorOf(a).error_description).toBe('invalidService');
    expect(a.body).toBe(b.body);
  });

  it('quick view: the matched person’s coverages only (types, dates, active), nothing for a mismatch', async () => {
    const res = await post('/api/Member/quickview', {
      memberId: who.memberId,
      lastName: who.lastName,
      dateOfBirth: who.dateOfBirth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 1, current: 1, pageSize: 10 });
    expect(body.results).toHaveLength(1);
    const med = body.results[0].coverages.find(
      (c: { coverageType: string }) => c.coverageType === 'MED',
    );
    expect(med).toMatchObject({ effectiveDate: medical.effective, active: true });
    expect(Object.keys(body.results[0].coverages[0]).sort()).toEqual([
      'active',
      'coverageType',
      'effectiveDate',
      'planName',
      'terminationDate',
    ]);
    expect(res.body).not.toContain(who.dateOfBirth);
    const wrong = await post('/api/Member/quickview', { ...who, lastName: 'Nobody' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ totalCount: 0, results: [] });
    const missing = await post('/api/Member/quickview', {
      memberId: who.memberId,
      dateOfBirth: who.dateOfBirth,
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toMatchObject({ lastName: 'required' });
    // The match is the call's row (its PHI kind); the look-up that matched nothing has its own.
    const found = await rows(
      sql`select member_id, detail from audit_log where action = 'members.quickView' and member_id is not null order by id`,
    );
    expect(found.at(-1)).toMatchObject({ detail: { memberId: who.memberId, anonymous: true } });
    const audits = await rows(
      sql`select action from audit_log where entity = 'member.quickView' order by id`,
    );
    expect(audits.map((r) => r.action)).toEqual(expect.arrayContaining(['read.notFound']));
  });
});
