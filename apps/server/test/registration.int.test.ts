import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createAccount, demoUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, tokenRequest, type TestApp } from './helpers.js';

/**
 * Member registration (GET Groups/GetGroupRegisterEligibility, POST Account/Register) over a small world of
 * its own: a group whose members register here, one whose members are redirected, an employee with an
 * accented name, a dependent, and a member who already has an account.
 */
const OPEN = 880_001;
const REDIRECTED = 880_002;
const REDIRECT_TEXT = 'Your plan moved to the Acme portal.';
const base = 8_800_000 + (process.pid % 1000) * 10;
const ids = {
  emp: base + 1,
  dep: base + 2,
  redirected: base + 3,
  registered: base + 4,
  second: base + 5,
};
const pub = (n: number) => `RG${n}`;

const person = (
  id: number,
  group: number,
  emp: number,
  dep: number,
  sub: number,
  first: string,
  last: string,
  dob: string,
  zip: string,
) => ({
  id,
  memberId: pub(id),
  groupNumber: group,
  employeeNumber: emp,
  dependentNumber: dep,
  subscriberId: sub,
  relationship: dep === 0 ? 'employee' : 'child',
  firstName: first,
  lastName: last,
  dateOfBirth: dob,
  gender: 'U',
  effectiveDate: '2020-01-01',
  zip,
});

/** The identity fields of the accented employee as a visitor types them. */
const identity = {
  groupNumber: String(OPEN),
  memberId: pub(ids.emp).toLowerCase(),
  firstName: 'JOSE',
  lastName: 'nunez',
  zipCode: '60614-1234',
  dob: '04/12/1980',
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(s.groups).values([
    {
      groupNumber: OPEN,
      masterGroupNumber: OPEN,
      name: 'Registration Open',
      effectiveDate: '2020-01-01',
    },
    {
      groupNumber: REDIRECTED,
      masterGroupNumber: REDIRECTED,
      name: 'Registration Elsewhere',
      effectiveDate: '2020-01-01',
      canRegister: false,
      redirectMessage: REDIRECT_TEXT,
    },
  ]);
  await db
    .insert(s.members)
    .values(person(ids.emp, OPEN, 1, 0, ids.emp, 'José', 'Núñez', '1980-04-12', '60614'));
  await db
    .insert(s.members)
    .values(person(ids.dep, OPEN, 1, 1, ids.emp, 'Ana', 'Núñez', '2001-09-30', '60614'));
  await db
    .insert(s.members)
    .values(
      person(
        ids.redirected,
        REDIRECTED,
        2,
        0,
        ids.redirected,
        'Rita',
        'Moved',
        '1975-01-02',
        '10001',
      ),
    );
  await db
    .insert(s.members)
    .values(
      person(ids.registered, OPEN, 3, 0, ids.registered, 'Reg', 'Istered', '1970-05-06', '30301'),
    );
  await db
    .insert(s.members)
    .values(person(ids.second, OPEN, 4, 0, ids.second, 'Sam', 'Second', '1990-07-08', '94105'));
  await createAccount(db, {
    username: 'already.registered@test.test',
    role: 'Employee',
    overrides: { memberId: ids.registered, groupNumber: OPEN, dependentNumber: 0 },
  });
});

afterAll(async () => {
  await t?.close();
});

const eligibility = (query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Groups/GetGroupRegisterEligibility?${new URLSearchParams(query)}`,
  });

const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Account/Register', payload: body, headers });

const registration = (overrides: Record<string, unknown> = {}) => ({
  memberId: identity.memberId,
  groupNumber: OPEN,
  firstName: identity.firstName,
  lastName: identity.lastName,
  zipCode: '60614',
  dateOfBirth: identity.dob,
  userName: 'jose.nunez',
  email: 'jose.nunez@test.test',
  confirmEmail: 'Jose.Nunez@test.test',
  password: 'Registro-2026',
  language: 'sp',
  ...overrides,
});

const NO_MATCH = { match: false, canRegister: false, redirectMessage: null };

describe('GET Groups/GetGroupRegisterEligibility', () => {
  it('matches by member id, names (case and accents ignored), zip and date of birth without a token', async () => {
    const res = await eligibility(identity);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ match: true, canRegister: true, redirectMessage: null });
  });

  it('answers the same no-match for each wrong field and never echoes PHI', async () => {
    const wrong: Record<string, string>[] = [
      { groupNumber: String(REDIRECTED) },
      { memberId: pub(ids.second) },
      { memberId: 'RG0' },
      { firstName: 'Josh' },
      { lastName: 'Nunes' },
      { zipCode: '60615' },
      { dob: '04/13/1980' },
    ];
    for (const change of wrong) {
      const res = await eligibility({ ...identity, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(200);
      expect(res.json(), JSON.stringify(change)).toEqual(NO_MATCH);
      expect(res.body).not.toMatch(/Jos|Nu|1980|60614|RG\d/);
    }
  });

  it('gives a member of a group that registers elsewhere the redirect message', async () => {
    const res = await eligibility({
      groupNumber: String(REDIRECTED),
      memberId: pub(ids.redirected),
      firstName: 'rita',
      lastName: 'MOVED',
      zipCode: '10001',
      dob: '1975-01-02',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ match: true, canRegister: false, redirectMessage: REDIRECT_TEXT });
  });

  it('answers 409 duplicateAccount for a member who already has an account', async () => {
    const res = await eligibility({
      groupNumber: String(OPEN),
      memberId: pub(ids.registered),
      firstName: 'Reg',
      lastName: 'Istered',
      zipCode: '30301',
      dob: '05/06/1970',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      error: 'conflict',
      error_description: 'duplicateAccount',
    });
  });

  it('refuses a bad zip and date with field message keys', async () => {
    const res = await eligibility({ ...identity, zipCode: '6061', dob: '13/45/1980' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      zipCode: 'invalidZipCode',
      dob: 'invalidDateFormat',
    });
  });
});

describe('POST Account/Register', () => {
  it.each([
    ['userName', { userName: 'abc' }, 'userNameInvalidChars'],
    ['userName', { userName: 'jose nunez!' }, 'userNameInvalidChars'],
    ['password', { password: 'Ab1' }, 'passwordTooShort'],
    ['password', { password: 'alllowercase1' }, 'invalidPassword'],
    ['password', { password: 'NoDigitsHere' }, 'invalidPassword'],
    ['email', { email: 'not-an-email' }, 'validationEmail'],
    ['confirmEmail', { confirmEmail: 'other@test.test' }, 'emailDoNotMatch'],
    ['zipCode', { zipCode: 'abcde' }, 'invalidZipCode'],
    ['dateOfBirth', { dateOfBirth: '1980/04/12' }, 'invalidDateFormat'],
  ])('refuses a bad %s with 400 and %s', async (field, change, key) => {
    const res = await register(registration(change));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(key);
  });

  it('re-checks the identity on the server: a wrong field is 404 registrationNoMatch without fields', async () => {
    const res = await register(registration({ dateOfBirth: '04/13/1980' }));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ error: 'not_found', error_description: 'registrationNoMatch' });
  });

  it('refuses members of a group that registers elsewhere', async () => {
    const res = await register(
      registration({
        groupNumber: REDIRECTED,
        memberId: pub(ids.redirected),
        firstName: 'Rita',
        lastName: 'Moved',
        zipCode: '10001',
        dateOfBirth: '01/02/1975',
        userName: 'rita.moved',
        email: 'rita@test.test',
        confirmEmail: 'rita@test.test',
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error_description).toBe('registrationRedirected');
  });

  it('refuses a user name or e-mail already used by any account (as user name or e-mail)', async () => {
    const taken = demoUsername('Employee');
    let res = await register(registration({ userName: taken }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      error_description: 'duplicateAccount',
      fields: { userName: 'duplicateAccount' },
    });
    res = await register(registration({ email: taken.toUpperCase(), confirmEmail: taken }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).fields).toEqual({ email: 'duplicateAccount' });
  });

  it('refuses a member who already has an account', async () => {
    const res = await register(
      registration({
        memberId: pub(ids.registered),
        firstName: 'Reg',
        lastName: 'Istered',
        zipCode: '30301',
        dateOfBirth: '05/06/1970',
        userName: 'reg.istered2',
        email: 'reg2@test.test',
        confirmEmail: 'reg2@test.test',
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).error_description).toBe('duplicateAccount');
  });

  it('creates an Employee account that signs in at once and sees its own member data', async () => {
    const res = await register(registration());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true });

    const db = t.database.db;
    const [account] = await db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.username, 'jose.nunez'));
    expect(account).toMatchObject({
      roleId: 7,
      memberId: ids.emp,
      groupNumber: OPEN,
      dependentNumber: 0,
      email: 'jose.nunez@test.test',
      firstName: 'José',
      lastName: 'Núñez',
      language: 'sp',
      canRegister: true,
    });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    const history = await db
      .select()
      .from(s.passwordHistory)
      .where(eq(s.passwordHistory.accountId, account!.id));
    expect(history).toHaveLength(1);
    const [entry] = await db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.action, 'account.register'),
          eq(s.auditLog.entityId, String(account!.id)),
        ),
      );
    expect(entry).toMatchObject({
      memberId: ids.emp,
      actorAccountId: account!.id,
      detail: { role: 'Employee', brand: 'default', transactionId: 16 },
    });
    const [mail] = await db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.to, 'jose.nunez@test.test'))
      .orderBy(desc(s.mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe('Bienvenido al Portal de Beneficios');
    expect(mail?.text).not.toContain('Registro-2026');

    const login = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'jose.nunez',
      password: 'Registro-2026',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      accountType: 7,
      canRegister: true,
      toChangePassword: false,
      groupNumber: OPEN,
      dependentNumber: 0,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/Member/Profile',
      headers: bearer(login.json().access_token),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().empdep).toMatchObject({ memberId: pub(ids.emp), firstName: 'José' });

    // Registered now: the match answers duplicate, and a second registration is refused.
    expect((await eligibility(identity)).statusCode).toBe(409);
    const again = await register(
      registration({
        userName: 'jose.nunez2',
        email: 'jose2@test.test',
        confirmEmail: 'jose2@test.test',
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error_description).toBe('duplicateAccount');
  });

  it('gives a dependent the Dependent role and records the alternate brand’s transaction id by host', async () => {
    const res = await register(
      registration({
        memberId: pub(ids.dep),
        firstName: 'ana',
        lastName: 'NÚÑEZ',
        dateOfBirth: '2001-09-30',
        userName: 'ana.nunez',
        email: 'ana@test.test',
        confirmEmail: 'ana@test.test',
        language: 'en',
      }),
      { host: 'alt.portal.example' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [account] = await t.database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.username, 'ana.nunez'));
    expect(account).toMatchObject({ roleId: 8, memberId: ids.dep, dependentNumber: 1 });
    const [entry] = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.action, 'account.register'),
          eq(s.auditLog.entityId, String(account!.id)),
        ),
      );
    expect(entry?.detail).toMatchObject({
      role: 'Dependent',
      brand: 'alternate',
      transactionId: 182,
    });
    const login = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'ana@test.test',
      password: 'Registro-2026',
    });
    expect(login.json()).toMatchObject({ accountType: 8, dependentNumber: 1 });
  });
});

describe('rate limits', () => {
  it('limits the match and the registration per client address', async () => {
    const limited = await createTestApp({
      config: {
        rateLimits: { token: 100, registration: 2, forgotPassword: 100, publicWrite: 100 },
      },
    });
    try {
      const url = `/api/Groups/GetGroupRegisterEligibility?${new URLSearchParams({ ...identity, groupNumber: '1' })}`;
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await limited.app.inject({ method: 'GET', url })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const posts = [];
      for (let i = 0; i < 3; i += 1)
        posts.push(
          (await limited.app.inject({ method: 'POST', url: '/api/Account/Register', payload: {} }))
            .statusCode,
        );
      expect(posts).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
