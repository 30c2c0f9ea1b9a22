import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { uniqueUsername } from './fixtures.js';
import {
  approveProvider,
  bearer,
  createTestApp,
  errorOf,
  login,
  tokenRequest,
  TEST_PASSWORD,
  type TestApp,
} from './helpers.js';

/**
 * Provider self-registration (POST Account/RegisterProvider) over the seeded provider file: an office
 * without an account matches by NPI, tax id and practice zip, gets a Provider account with tax-id access
 * whose first sign-in answers tos; AcceptTerms then records who and when, and the next sign-in enters.
 * The account is pending verification (issue 25: those three identifiers are public) and reads no
 * member data until verified (provider-verification.int.test.ts). Unmatched offices get providerNotFound;
 * an organization with a verified account and taken user names are refused.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

/** A provider row whose organization (tax id) has no portal account, with a claim of a patient. */
let office: { npi: string; taxId: string; zip: string; name: string; patient: string };
/** provider@demo.test's organization (a verified account) and newprovider@demo.test's (pending). */
let registered: { npi: string; taxId: string; zip: string };
let pending: { npi: string; taxId: string; zip: string };

const dashed = (tax: string) => `${tax.slice(0, 2)}-${tax.slice(2)}`;
const form = (over: Record<string, unknown> = {}) => {
  const userName = uniqueUsername('office').replace(/@.*$/, '');
  return {
    npi: office.npi,
    taxId: dashed(office.taxId),
    providerName: 'Lakeside Family Practice',
    firstName: 'Dana',
    lastName: 'Okafor',
    phone: '312-555-0142',
    address: {
      addressLine1: '100 Lake St',
      city: 'Chicago',
      state: 'il',
      zip: `${office.zip}-1234`,
    },
    userName,
    email: `${userName}@office.test`,
    confirmEmail: `${userName}@office.test`,
    password: 'Sunny-Days-2026',
    ...over,
  };
};
const register = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/Account/RegisterProvider', payload: body });

beforeAll(async () => {
  t = await createTestApp();
  const [o] = await rows(sql`select p.npi, p.tax_id, p.zip, p.name,
      (select m.member_id from claims c join members m on m.id = c.member_id where c.provider_id = p.id limit 1) as patient
    from providers p
    where p.active and p.zip is not null
      and exists (select 1 from claims c where c.provider_id = p.id)
      and not exists (select 1 from account_provider_access x where x.tax_id = p.tax_id
        or x.provider_id in (select q.id from providers q where q.tax_id = p.tax_id))
      and not exists (select 1 from accounts a join providers q on q.id = a.provider_id where q.tax_id = p.tax_id)
      and (select count(*) from providers q where q.npi = p.npi and q.tax_id = p.tax_id) = 1
    order by p.id limit 1`);
  if (!o) throw new Error('the demo seed has no provider without an account');
  office = {
    npi: String(o.npi),
    taxId: String(o.tax_id),
    zip: String(o.zip).slice(0, 5),
    name: String(o.name),
    patient: String(o.patient),
  };
  const orgOf = async (username: string) => {
    const [n] =
      await rows(sql`select p.npi, p.tax_id, p.zip from accounts a join providers p on p.id = a.provider_id
      where a.username = ${username}`);
    return { npi: String(n!.npi), taxId: String(n!.tax_id), zip: String(n!.zip).slice(0, 5) };
  };
  registered = await orgOf('provider@demo.test');
  pending = await orgOf('newprovider@demo.test');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('provider registration', () => {
  it('newprovider@demo.test (terms not accepted, pending verification) signs in to tos', async () => {
    const res = await tokenRequest(t.app, {
      username: 'newprovider@demo.test',
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tosAccepted: false,
      toChangePassword: false,
      providerVerification: 'pending',
    });
  });

  it('creates a pending Provider account with tax-id access: tos first, AcceptTerms records who and when; member data once verified', async () => {
    const body = form();
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    const [account] = await t.database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.username, body.userName));
    expect(account).toMatchObject({
      tosAcceptedAt: null,
      providerVerifiedAt: null,
      firstName: 'Dana',
      email: body.email,
    });
    const [access] = await rows(
      sql`select tax_id, provider_id from account_provider_access where account_id = ${account!.id}`,
    );
    expect(access).toMatchObject({ tax_id: office.taxId, provider_id: null });
    const [audit] = await rows(
      sql`select detail from audit_log where action = 'account.register' and entity_id = ${String(account!.id)}`,
    );
    expect(audit!.detail).toMatchObject({ role: 'Provider', transactionId: 14, npi: office.npi });
    const [mail] = await t.database.db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.to, body.email))
      .orderBy(desc(s.mailOutbox.id));
    expect(mail?.subject).toMatch(/provider account/i);
    expect(mail?.text).toMatch(/verified as belonging to the practice/);

    const first = await tokenRequest(t.app, { username: body.userName, password: body.password });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      tosAccepted: false,
      toChangePassword: false,
      providerVerification: 'pending',
    });
    const before = Date.now();
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/AcceptTerms',
      headers: bearer(first.json().access_token),
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const [after] = await t.database.db
      .select({ at: s.accounts.tosAcceptedAt })
      .from(s.accounts)
      .where(eq(s.accounts.id, account!.id));
    expect(after!.at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [who] = await rows(
      sql`select actor_account_id from audit_log where action = 'auth.acceptTerms' and entity_id = ${String(account!.id)}`,
    );
    expect(Number(who!.actor_account_id)).toBe(account!.id);

    const second = await tokenRequest(t.app, { username: body.userName, password: body.password });
    expect(second.json()).toMatchObject({ tosAccepted: true, toChangePassword: false });
    // Pending verification: none of the organization's patients' data yet.
    const years = () =>
      t.app.inject({
        url: `/api/ClaimsInfo/ClaimYears?memberId=${office.patient}`,
        headers: bearer(second.json().access_token),
      });
    expect((await years()).statusCode).toBe(403);
    // A pending account does not lock the practice out: another registration of it is taken.
    expect((await register(form())).statusCode).toBe(201);

    // Verified (here by staff): the organization's patients are the account's (claim years of one of them).
    await approveProvider(t.app, body.userName);
    const verified = await years();
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().length).toBeGreaterThan(0);

    // The organization now has a verified account: a further self-registration is refused.
    const again = await register(form());
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error_description).toBe('duplicateAccount');
  });

  it('an office not in the provider file (wrong NPI, tax id or zip) gets 400 providerNotFound, the same every time', async () => {
    const answers = await Promise.all([
      register(form({ npi: '1999999999' })),
      register(form({ taxId: '99-9999999' })),
      register(form({ address: { addressLine1: '1 Main', city: 'X', state: 'IL', zip: '00001' } })),
    ]);
    for (const a of answers) {
      expect(a.statusCode).toBe(400);
      expect(errorOf(a)).toEqual({
        error: 'invalid_request',
        error_description: 'providerNotFound',
      });
    }
  });

  it('refuses an organization that already has a verified account (provider@demo.test’s), not one whose account is pending (newprovider@demo.test’s)', async () => {
    const of = (o: typeof registered) =>
      form({
        npi: o.npi,
        taxId: o.taxId,
        address: { addressLine1: '1 Main', city: 'X', state: 'IL', zip: o.zip },
      });
    const res = await register(of(registered));
    expect(res.statusCode, res.body).toBe(409);
    expect(errorOf(res).error_description).toBe('duplicateAccount');
    const squatted = await register(of(pending));
    expect(squatted.statusCode, squatted.body).toBe(201);
  });

  it('validates NPI, tax id, password, user name and e-mail with the spec’s message keys', async () => {
    const res = await register(
      form({
        npi: '0000000000',
        taxId: '12-34567',
        userName: 'ab',
        password: 'alllowercase1',
        confirmEmail: 'other@office.test',
        phone: '12',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      npi: 'npiError',
      taxId: 'taxError',
      userName: 'userNameInvalidChars',
      password: 'invalidPassword',
      confirmEmail: 'emailDoNotMatch',
      phone: 'validationPhone',
    });
    const short = await register(form({ npi: '123456789' }));
    expect(errorOf(short).fields).toMatchObject({ npi: 'npiError' });
  });

  it('refuses a user name or e-mail already used by any account (duplicate user name)', async () => {
    await t.database.db.execute(
      sql`delete from account_provider_access where tax_id = ${office.taxId}`,
    );
    await t.database.db.execute(
      sql`update accounts set provider_id = null where provider_id in (select id from providers where tax_id = ${office.taxId})`,
    );
    const res = await register(form({ userName: 'provider@demo.test' }));
    expect(res.statusCode, res.body).toBe(409);
    expect(errorOf(res).fields).toMatchObject({ userName: 'duplicateAccount' });
    const byEmail = await register(
      form({ email: 'employee@demo.test', confirmEmail: 'employee@demo.test' }),
    );
    expect(errorOf(byEmail).fields).toMatchObject({ email: 'duplicateAccount' });
    // Signing in still works for the owner of the name.
    await login(t.app, 'provider@demo.test');
  });

  it('is rate-limited like member registration', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: {
        rateLimits: { token: 100, registration: 2, forgotPassword: 100, publicWrite: 100 },
      },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/Account/RegisterProvider',
              payload: form({ npi: '1999999999' }),
            })
          ).statusCode,
        );
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.app.close();
    }
  });
});
