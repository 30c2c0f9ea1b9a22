import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { todayIso } from '../src/clock.js';
import * as s from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, tokenRequest, type TestApp } from './helpers.js';

/**
 * Issue 25, point 3, written as the attack: NPI, tax id and practice zip of a provider organisation are
 * public (the national provider registry), so anyone could register as a practice that has no portal
 * account yet and read its patients' claims, profiles, ID cards and EOPs. Now such an account is pending
 * verification and every call that returns member data refuses it, until it names a payment the plan made
 * to the practice (check or EFT trace number and exact amount, last 12 months) — five misses close that
 * way — or provider-maintenance staff approve it from their queue (or reject it: the account is closed).
 */

type Row = Record<string, unknown>;
let t: TestApp;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const one = async (what: string, q: ReturnType<typeof sql>) => {
  const [r] = await rows(q);
  if (!r) throw new Error(`the demo seed has no ${what}`);
  return r;
};

/** A practice without a portal account whose providers billed claims (and asked for a precert). */
let practice: { npi: string; taxId: string; zip: string; providerNumber: string };
/** A patient of the practice covered today, a determined claim it billed, and its pre-certification. */
let patient: { memberId: string; groupNumber: number; dependentNumber: number };
let claim: { claimPrefix: string; claimNumber: string; claimSuffix: string };
let certNo: string;
/** A payment of the plan to the practice, moved into the last 12 months. */
let payment: { number: string; cents: number };
/** Another practice (for a payment that is not this practice's, and for staff approval). */
let other: { npi: string; taxId: string; zip: string; number: string; cents: number };

const dashed = (tax: string) => `${tax.slice(0, 2)}-${tax.slice(2)}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Registers an account for a practice with its public identifiers; returns the user name and a signed-in token. */
async function register(p: { npi: string; taxId: string; zip: string }, status = 201) {
  const userName = uniqueUsername('pv').replace(/@.*$/, '');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Account/RegisterProvider',
    payload: {
      npi: p.npi,
      taxId: dashed(p.taxId),
      providerName: 'Lakeside Family Practice',
      firstName: 'Dana',
      lastName: 'Okafor',
      phone: '312-555-0142',
      address: { addressLine1: '100 Lake St', city: 'Chicago', state: 'IL', zip: p.zip },
      userName,
      email: `${userName}@office.test`,
      confirmEmail: `${userName}@office.test`,
      password: 'Sunny-Days-2026',
    },
  });
  expect(res.statusCode, res.body).toBe(status);
  if (status !== 201) return { userName, token: '', accountId: 0 };
  const signIn = await tokenRequest(t.app, { username: userName, password: 'Sunny-Days-2026' });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const [a] = await t.database.db
    .select({ id: s.accounts.id })
    .from(s.accounts)
    .where(eq(s.accounts.username, userName));
  return { userName, token: signIn.json().access_token as string, accountId: a!.id, signIn };
}

const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const verify = (token: string, paymentNumber: string, amountCents: number) =>
  post(token, '/api/ProviderVerification/VerifyPayment', { paymentNumber, amountCents });

/** Every call a provider reaches member data with, for the practice's patient, claim and precert. */
function phiCalls(): [string, (token: string) => Promise<LightMyRequestResponse>][] {
  const m = patient.memberId;
  const key = { ...claim };
  return [
    [
      'claims list',
      (k) => post(k, '/api/ClaimsInfo/RecentClaimsPaginated/Admin', { memberId: m, items: 50 }),
    ],
    ['claim details', (k) => post(k, '/api/ClaimsInfo/ClaimDetails/Admin', key)],
    ['claim years', (k) => get(k, `/api/ClaimsInfo/ClaimYears?memberId=${m}`)],
    ['plan years', (k) => get(k, `/api/ClaimsInfo/PlanYears?memberId=${m}`)],
    ['member search', (k) => post(k, '/api/Member/Search', { memberId: m })],
    ['member profile', (k) => get(k, `/api/Member/Profile/Admin?memberId=${m}`)],
    ['eligibility (coverage)', (k) => get(k, `/api/ClaimsCoverage/Details/Admin?memberId=${m}`)],
    ['plan benefits', (k) => get(k, `/api/ClaimsBenefits/PlanBenefits/Admin?memberId=${m}`)],
    ['accumulators', (k) => get(k, `/api/ClaimsFinancial/Accumulator/Buckets/Admin?memberId=${m}`)],
    ['accumulator years', (k) => get(k, `/api/ClaimsInfo/AccumulatorYears?memberId=${m}`)],
    ['ID card', (k) => post(k, '/api/RedCard/GetIdCard', { memberId: m })],
    ['ID card PDF', (k) => post(k, '/api/RedCard/getIdCardDownload', { memberId: m })],
    ['ID cards', (k) => get(k, `/api/RedCard/IdCards?memberId=${m}`)],
    ['EOP PDF', (k) => post(k, '/api/RedCard/GetEobPDF', { ...key, isInsured: false })],
    ['precert search', (k) => post(k, '/api/Precerts/PrecertSearch', { itemsPerPage: 100 })],
    ['precert', (k) => get(k, `/api/Precerts/Precert?certno=${certNo}`)],
    [
      'provider details',
      (k) => post(k, '/api/Providers/Details', { providerNumber: practice.providerNumber }),
    ],
    [
      'procedures of its patients’ group',
      (k) =>
        post(k, '/api/ClaimsCoverage/Procedure/Search', {
          query: '99213',
          groupNumber: patient.groupNumber,
        }),
    ],
  ];
}

/** What proves an answer carries the patient's data (JSON); PDFs by their status. */
const carriesPatient = (res: LightMyRequestResponse) =>
  String(res.headers['content-type']).includes('pdf') || res.body.includes(patient.memberId);

beforeAll(async () => {
  t = await createTestApp();
  const NO_ACCOUNT = sql`not exists (select 1 from account_provider_access x where x.tax_id = p.tax_id
      or x.provider_id in (select q.id from providers q where q.tax_id = p.tax_id))
    and not exists (select 1 from accounts a join providers q on q.id = a.provider_id where q.tax_id = p.tax_id)
    and p.active and p.zip is not null
    and (select count(*) from providers q where q.npi = p.npi and q.tax_id = p.tax_id) = 1`;
  const today = todayIso();
  const found = await one(
    'practice without an account with a covered patient, a paid claim with its check and a precert',
    sql`select p.npi, p.tax_id, p.zip, p.provider_number, m.member_id, m.group_number, m.dependent_number,
        c.claim_prefix, c.claim_number, c.claim_suffix, x.cert_no
      from providers p
      join claims c on c.provider_id = p.id and c.status = 'paid' and c.check_id is not null
      join members m on m.id = c.member_id
      join precertifications x on x.provider_id in (select q.id from providers q where q.tax_id = p.tax_id)
      where ${NO_ACCOUNT}
        and exists (select 1 from policies y where y.member_id = m.id and y.effective_date <= ${today}::date
          and (y.term_date is null or y.term_date >= ${today}::date))
      order by p.id, c.id limit 1`,
  );
  practice = {
    npi: String(found.npi),
    taxId: String(found.tax_id),
    zip: String(found.zip).slice(0, 5),
    providerNumber: String(found.provider_number),
  };
  patient = {
    memberId: String(found.member_id),
    groupNumber: Number(found.group_number),
    dependentNumber: Number(found.dependent_number),
  };
  claim = {
    claimPrefix: String(found.claim_prefix),
    claimNumber: String(found.claim_number),
    claimSuffix: String(found.claim_suffix),
  };
  certNo = String(found.cert_no);
  const paid = async (taxId: string) => {
    const k = await one(
      'payment to the practice',
      sql`select k.id, k.check_number, k.amount_cents from checks k join providers p on p.id = k.payee_provider_id
        where p.tax_id = ${taxId} and k.payee_type = 'provider' order by k.issue_date desc, k.id desc limit 1`,
    );
    // Recent whatever day the suite runs on.
    await t.database.db.execute(
      sql`update checks set issue_date = ${daysAgo(20)}::date, status = 'cleared' where id = ${k.id}`,
    );
    return { number: String(k.check_number), cents: Number(k.amount_cents) };
  };
  payment = await paid(practice.taxId);
  const o = await one(
    'second practice without an account that was paid',
    sql`select p.npi, p.tax_id, p.zip from providers p where ${NO_ACCOUNT} and p.tax_id <> ${practice.taxId}
      and exists (select 1 from checks k where k.payee_provider_id = p.id and k.payee_type = 'provider')
      order by p.id limit 1`,
  );
  other = {
    npi: String(o.npi),
    taxId: String(o.tax_id),
    zip: String(o.zip).slice(0, 5),
    ...(await paid(String(o.tax_id))),
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a provider account registered with public identifiers (the attack)', () => {
  let attacker: Awaited<ReturnType<typeof register>>;

  beforeAll(async () => {
    attacker = await register(practice);
  });

  it('is created pending: the login response says so and the request waits in the staff queue (§9 id 14)', async () => {
    expect(attacker.signIn!.json()).toMatchObject({ providerVerification: 'pending' });
    const status = await get(attacker.token, '/api/ProviderVerification/Status');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({
      state: 'pending',
      attemptsLeft: 5,
      selfVerificationOpen: true,
      practiceName: 'Lakeside Family Practice',
    });
    const [v] = await rows(
      sql`select v.status, v.tax_id, c.in_queue, c.status as conv, c.transaction_id, c.subject_id, c.account_id, c.kind
        from provider_verifications v join conversations c on c.id = v.conversation_id
        where v.account_id = ${attacker.accountId}`,
    );
    expect(v).toMatchObject({
      status: 'pending',
      tax_id: practice.taxId,
      in_queue: true,
      conv: 'open',
      transaction_id: 14,
      subject_id: 7,
      kind: 'providerVerification',
    });
    expect(Number(v!.account_id)).toBe(attacker.accountId);
    const [account] = await rows(
      sql`select provider_verified_at from accounts where id = ${attacker.accountId}`,
    );
    expect(account!.provider_verified_at).toBeNull();
  });

  it('is refused every call that returns the practice’s patients’ data', async () => {
    const leaks: string[] = [];
    for (const [label, call] of phiCalls()) {
      const res = await call(attacker.token);
      if (![403, 404].includes(res.statusCode) || carriesPatient(res))
        leaks.push(`${label}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(leaks).toEqual([]);
    // Writes about a member are refused too: a message or request naming the patient, an online precert.
    const conversation = await post(attacker.token, '/api/Conversations/Add', {
      subjectId: 1,
      body: 'About this patient',
      memberId: patient.memberId,
    });
    expect(conversation.statusCode).toBe(404);
    const routed = await post(attacker.token, '/api/Conversations/addForEmailRouting', {
      subjectId: 1,
      body: 'About this patient',
      memberId: patient.memberId,
    });
    expect(routed.statusCode).toBe(403);
    const precert = await post(attacker.token, '/api/Conversations/OnlinePrecertification', {
      memberId: patient.memberId,
      dependentNumber: patient.dependentNumber,
      serviceType: 'Imaging',
      serviceDate: daysAgo(-10),
      providerName: 'Lakeside Imaging',
      providerNpi: practice.npi,
      providerPhone: '312-555-0100',
      diagnosisCodes: ['M54.50'],
      procedureCodes: [],
      contactName: 'Dana Okafor',
      contactPhone: '312-555-0142',
    });
    expect(precert.statusCode).toBe(403);
  });

  it('may still sign in, accept the terms, read content, change its settings and write to support', async () => {
    const k = attacker.token;
    expect((await post(k, '/api/UserAccount/AcceptTerms', {})).statusCode).toBe(200);
    for (const url of [
      '/api/UserAccount/CurrentUser',
      '/api/UserAccount/EmailAndNotificationsSettings',
      '/api/Announcements/Announcements',
      '/api/Conversations/UnReadAmount',
    ])
      expect((await get(k, url)).statusCode, url).toBe(200);
    const current = await get(k, '/api/UserAccount/CurrentUser');
    expect(current.json()).toMatchObject({ providerVerification: 'pending', tosAccepted: true });
    const support = await post(k, '/api/Conversations/Add', {
      subjectId: 13,
      body: 'How do I verify my account?',
    });
    expect(support.statusCode, support.body).toBe(201);
    const mine = await post(k, '/api/Conversations/Conversations', {});
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).not.toContain(patient.memberId);
  });

  it('a wrong payment is refused without saying which field was wrong, counted, and closes self-verification at the fifth', async () => {
    const misses = [
      verify(attacker.token, payment.number, payment.cents + 1),
      verify(attacker.token, `${payment.number}9`, payment.cents),
      // The other practice's payment: real, but not made to this practice.
      verify(attacker.token, other.number, other.cents),
    ];
    const answers: LightMyRequestResponse[] = [];
    for (const m of misses) answers.push(await m);
    for (const a of answers) {
      expect(a.statusCode).toBe(400);
      expect(errorOf(a)).toEqual({
        error: 'invalid_request',
        error_description: 'paymentNotMatched',
        fields: { paymentNumber: 'paymentNotMatched', amountCents: 'paymentNotMatched' },
      });
    }
    // A payment older than 12 months, and a voided one, do not count either.
    await t.database.db.execute(
      sql`update checks set issue_date = ${daysAgo(400)}::date where check_number = ${payment.number}`,
    );
    expect(
      errorOf(await verify(attacker.token, payment.number, payment.cents)).error_description,
    ).toBe('paymentNotMatched');
    await t.database.db.execute(
      sql`update checks set issue_date = ${daysAgo(20)}::date, status = 'void' where check_number = ${payment.number}`,
    );
    const fifth = await verify(attacker.token, payment.number, payment.cents);
    expect(fifth.statusCode).toBe(400);
    expect(errorOf(fifth).error_description).toBe('verificationClosed');
    await t.database.db.execute(
      sql`update checks set status = 'cleared' where check_number = ${payment.number}`,
    );
    // Closed: even the right payment no longer verifies; only staff can.
    const right = await verify(attacker.token, payment.number, payment.cents);
    expect(errorOf(right).error_description).toBe('verificationClosed');
    expect((await get(attacker.token, '/api/ProviderVerification/Status')).json()).toMatchObject({
      state: 'pending',
      attemptsLeft: 0,
      selfVerificationOpen: false,
    });
    const [v] = await rows(
      sql`select failed_attempts, status from provider_verifications where account_id = ${attacker.accountId}`,
    );
    expect(v).toMatchObject({ failed_attempts: 5, status: 'pending' });
    const [audited] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'provider.verification.failed' and actor_account_id = ${attacker.accountId}`,
    );
    expect(audited!.n).toBe(5);
    // A miss is an event, not a successful call: no row of the call itself.
    const [calls] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'verification.verifyPayment' and actor_account_id = ${attacker.accountId}`,
    );
    expect(calls!.n).toBe(0);
    expect((await phiCalls()[0]![1](attacker.token)).statusCode).toBe(403);
  });

  it('counts parallel guesses one by one (never more than five)', async () => {
    const guesser = await register(practice);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => verify(guesser.token, `99999${i}`, 100 + i)),
    );
    const keys = answers.map((a) => errorOf(a).error_description).sort();
    expect(keys.filter((k) => k === 'paymentNotMatched')).toHaveLength(4);
    expect(keys.filter((k) => k === 'verificationClosed')).toHaveLength(4);
    const [v] = await rows(
      sql`select failed_attempts from provider_verifications where account_id = ${guesser.accountId}`,
    );
    expect(v!.failed_attempts).toBe(5);
  });

  it('the practice’s own payment verifies the account: member data opens, audited, e-mailed, the queue request closed', async () => {
    // The real practice registers too: a pending registration does not lock it out.
    const office = await register(practice);
    const res = await verify(office.token, ` ${payment.number} `, payment.cents);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: 'verified' });
    expect((await get(office.token, '/api/UserAccount/CurrentUser')).json()).toMatchObject({
      providerVerification: 'verified',
    });
    // The same session reads its patients' data now.
    const failures: string[] = [];
    for (const [label, call] of phiCalls()) {
      const r = await call(office.token);
      if (r.statusCode !== 200) failures.push(`${label}: ${r.statusCode} ${r.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
    const profile = await get(
      office.token,
      `/api/Member/Profile/Admin?memberId=${patient.memberId}`,
    );
    expect(profile.body).toContain(patient.memberId);
    const [v] = await rows(
      sql`select v.status, v.method, v.check_id, k.check_number, c.status as conv, c.in_queue
        from provider_verifications v join checks k on k.id = v.check_id join conversations c on c.id = v.conversation_id
        where v.account_id = ${office.accountId}`,
    );
    expect(v).toMatchObject({
      status: 'verified',
      method: 'payment',
      check_number: payment.number,
      conv: 'resolved',
      in_queue: false,
    });
    const [audit] = await rows(
      sql`select actor_account_id, detail from audit_log where action = 'verification.verifyPayment' and entity_id = ${String(office.accountId)}`,
    );
    expect(Number(audit!.actor_account_id)).toBe(office.accountId);
    expect(audit!.detail).toMatchObject({ method: 'payment', checkId: Number(v!.check_id) });
    const [mail] = await t.database.db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.to, `${office.userName}@office.test`))
      .orderBy(desc(s.mailOutbox.id));
    expect(mail?.subject).toMatch(/verified/i);
    // Verified again is a no-op; the practice now has an account: a new self-registration is refused.
    expect((await verify(office.token, 'x', 1)).json()).toEqual({ state: 'verified' });
    await register(practice, 409);
    // The attacker, still pending, still reads nothing.
    expect((await phiCalls()[1]![1](attacker.token)).statusCode).toBe(403);
  });
});

describe('provider verification by staff', () => {
  const list = (token: string, body: object = {}) =>
    post(token, '/api/ProviderVerification/List', body);
  const decide = (token: string, what: 'Approve' | 'Reject', body: object) =>
    post(token, `/api/ProviderVerification/${what}`, body);
  const idOf = async (accountId: number) =>
    Number(
      (
        await one(
          'verification',
          sql`select id from provider_verifications where account_id = ${accountId}`,
        )
      ).id,
    );
  let maintenance: string;
  let office: Awaited<ReturnType<typeof register>>;

  beforeAll(async () => {
    maintenance = await login(t.app, 'providermaintenance@demo.test');
    office = await register(other);
  });

  it('lists pending requests oldest first with the practice as typed and the provider on file', async () => {
    const res = await list(maintenance, { pageSize: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results.every((r: { state: string }) => r.state === 'pending')).toBe(true);
    const mine = body.results.find((r: { accountId: number }) => r.accountId === office.accountId);
    expect(mine).toMatchObject({
      userName: office.userName,
      practice: { name: 'Lakeside Family Practice', npi: other.npi, taxId: dashed(other.taxId) },
      providerOnFile: { name: expect.any(String) },
      verifiedAccountsOfPractice: 0,
      failedAttempts: 0,
    });
    const times = body.results.map((r: { requestedAt: string }) => r.requestedAt);
    expect([...times].sort()).toEqual(times);
    // newprovider@demo.test (the demo's self-registered provider) waits there too.
    expect(body.results.map((r: { userName: string }) => r.userName)).toContain(
      'newprovider@demo.test',
    );
  });

  it('is for holders of Create or Reset Provider Account only; deciding needs a grant that is not read-only', async () => {
    const nurse = await login(t.app, 'nurse@demo.test');
    expect((await list(nurse)).statusCode).toBe(403);
    expect((await list(office.token)).statusCode).toBe(403);
    expect(
      (await decide(office.token, 'Approve', { verificationId: await idOf(office.accountId) }))
        .statusCode,
    ).toBe(403);
    // Staff cannot "verify by payment" for anyone: that call is the provider's own.
    expect((await verify(maintenance, other.number, other.cents)).statusCode).toBe(403);
    const name = uniqueUsername('pv.readonly');
    const id = await createAccount(t.database.db, { username: name, role: 'Nurse' });
    await t.database.db.execute(
      sql`insert into account_permissions (account_id, permission_id, readonly, granted)
        select ${id}, id, true, true from permissions where key = 'RESET_PROVIDER_ACCOUNT'`,
    );
    const readOnly = await login(t.app, name);
    expect((await list(readOnly)).statusCode).toBe(200);
    const verificationId = await idOf(office.accountId);
    expect((await decide(readOnly, 'Approve', { verificationId })).statusCode).toBe(403);
    expect((await decide(readOnly, 'Reject', { verificationId, note: 'x' })).statusCode).toBe(403);
  });

  it('validates the decision: unknown request 404, a rejection needs its note', async () => {
    expect(
      (await decide(maintenance, 'Approve', { verificationId: 2_000_000_000 })).statusCode,
    ).toBe(404);
    const noNote = await decide(maintenance, 'Reject', {
      verificationId: await idOf(office.accountId),
    });
    expect(noNote.statusCode).toBe(400);
    expect(errorOf(noNote).fields).toMatchObject({ note: 'required' });
  });

  it('approve: the account is verified (member data opens), audited with the staff actor, e-mailed; a second decision is 409', async () => {
    const verificationId = await idOf(office.accountId);
    const res = await decide(maintenance, 'Approve', {
      verificationId,
      note: 'Called the office.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(office.token, '/api/ProviderVerification/Status')).json()).toMatchObject({
      state: 'verified',
    });
    const [audit] = await rows(
      sql`select a.username, l.detail from audit_log l join accounts a on a.id = l.actor_account_id
        where l.action = 'verification.approve' and l.entity_id = ${String(office.accountId)}`,
    );
    expect(audit).toMatchObject({
      username: 'providermaintenance@demo.test',
      detail: { method: 'staff', note: 'Called the office.' },
    });
    const [mail] = await t.database.db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.to, `${office.userName}@office.test`))
      .orderBy(desc(s.mailOutbox.id));
    expect(mail?.subject).toMatch(/verified/i);
    const again = await decide(maintenance, 'Approve', { verificationId });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error_description).toBe('verificationDecided');
    expect((await decide(maintenance, 'Reject', { verificationId, note: 'late' })).statusCode).toBe(
      409,
    );
    const decided = await list(maintenance, { state: 'decided', pageSize: 100 });
    expect(
      decided.json().results.find((r: { accountId: number }) => r.accountId === office.accountId),
    ).toMatchObject({ state: 'verified', method: 'staff', decidedBy: expect.any(String) });
  });

  it('reject: the account is disabled and signed out, audited and e-mailed; approving later undoes it', async () => {
    // The attacker of the first describe block: self-verification closed, staff reject it.
    const [a] = await rows(
      sql`select v.id, v.account_id, a.username from provider_verifications v join accounts a on a.id = v.account_id
        where v.tax_id = ${practice.taxId} and v.status = 'pending' and v.failed_attempts = 5 order by v.id limit 1`,
    );
    const session = await tokenRequest(t.app, {
      username: String(a!.username),
      password: 'Sunny-Days-2026',
    });
    const token = session.json().access_token as string;
    const res = await decide(maintenance, 'Reject', {
      verificationId: Number(a!.id),
      note: 'The practice does not know this person.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(token, '/api/UserAccount/CurrentUser')).statusCode).toBe(401);
    const again = await tokenRequest(t.app, {
      username: String(a!.username),
      password: 'Sunny-Days-2026',
    });
    expect(again.statusCode).toBe(400);
    const [row] = await rows(
      sql`select a.status, a.provider_verified_at, v.status as v from accounts a join provider_verifications v on v.account_id = a.id where a.id = ${a!.account_id}`,
    );
    expect(row).toMatchObject({ status: 'disabled', provider_verified_at: null, v: 'rejected' });
    const [audit] = await rows(
      sql`select a.username from audit_log l join accounts a on a.id = l.actor_account_id
        where l.action = 'verification.reject' and l.entity_id = ${String(a!.account_id)}`,
    );
    expect(audit!.username).toBe('providermaintenance@demo.test');
    const [mail] = await rows(
      sql`select subject from mail_outbox where "to" = (select email from accounts where id = ${a!.account_id}) order by id desc limit 1`,
    );
    expect(String(mail!.subject)).toMatch(/declined/i);
    // A mistaken rejection is undone by approving it: enabled and verified.
    expect(
      (await decide(maintenance, 'Approve', { verificationId: Number(a!.id) })).statusCode,
    ).toBe(200);
    const back = await tokenRequest(t.app, {
      username: String(a!.username),
      password: 'Sunny-Days-2026',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().providerVerification).toBe('verified');
  });

  it('accounts staff create for a provider, and every provider account that existed, are verified', async () => {
    const admin = await login(t.app, 'administrator@demo.test');
    const userName = uniqueUsername('pv.staff').replace(/@.*$/, '');
    const created = await post(admin, '/api/UserAccount/CreateAccount', {
      userName,
      email: `${userName}@office.test`,
      firstName: 'Sam',
      lastName: 'Staffmade',
      roleId: 11,
      providerNumbers: [practice.providerNumber],
      sendWelcome: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await rows(
      sql`select provider_verified_at from accounts where id = ${created.json().accountId}`,
    );
    expect(row!.provider_verified_at).not.toBeNull();
    const provider = await tokenRequest(t.app, {
      username: 'provider@demo.test',
      password: 'Demo-Portal-2026',
    });
    expect(provider.json().providerVerification).toBe('verified');
    const employee = await tokenRequest(t.app, {
      username: 'employee@demo.test',
      password: 'Demo-Portal-2026',
    });
    expect(employee.json().providerVerification).toBeNull();
  });
});

describe('the payment check', () => {
  it('is rate-limited per client like registration', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: {
        rateLimits: { token: 100, registration: 2, forgotPassword: 100, publicWrite: 100 },
      },
    });
    try {
      // A verified account: the calls are no-ops, only the limit answers differently.
      const token = await login(limited.app, 'provider@demo.test');
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/ProviderVerification/VerifyPayment',
              headers: bearer(token),
              payload: { paymentNumber: '1000001', amountCents: 100 },
            })
          ).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.app.close();
    }
  });
});
