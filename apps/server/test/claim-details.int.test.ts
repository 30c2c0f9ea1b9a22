import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CLAIM_TYPES, PLACES_OF_SERVICE } from '@bp/contract';
import type { ClaimSummary } from '@bp/contract/api/claims';
import * as s from '../src/db/schema/index.js';
import { claimsCsv } from '../src/modules/claims/export.js';
import { householdOf } from '../src/modules/claims/export-repo.js';
import { toFilter } from '../src/modules/claims/service.js';
import { anonymousToken, createTestApp, errorOf, type TestApp } from './helpers.js';
import {
  G1,
  YEAR,
  buildWorld,
  claimKeysOf,
  accountWith,
  get,
  post,
  tokensOf,
  type World,
} from './scoping-fixture.js';
import { CLAIM_SORT_FIELDS } from '@bp/contract/api/claims';

/**
 * Claim details, the CSV export and the claim option lists of a member, in the scoping world
 * (test/scoping-fixture.ts) plus service lines, remark codes and a check on the employee's January claim.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
/** Claim numbers by the fixture's claim order (E Jan, E Feb, S Mar, A Apr, K May, E Jun, S Jul, O Aug, E last year). */
let num: { prefix: number; number: number; suffix: number; id: number }[];
const CHECK_NUMBER = `T${process.pid}01`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  tok = await tokensOf(t.app, w);
  num = await claimKeysOf(db, w);

  // E's January claim: billed 20 000, allowed 15 000 (paid 5 000 + deductible 10 000), not covered 1 000.
  const [check] = await db
    .insert(s.checks)
    .values({
      checkNumber: CHECK_NUMBER,
      groupNumber: G1,
      payeeType: 'provider',
      payeeProviderId: w.providers.P1,
      payeeName: 'Test Clinic One',
      amountCents: 5_000,
      issueDate: `${YEAR}-01-20`,
      clearDate: `${YEAR}-01-27`,
      status: 'cleared',
    })
    .returning({ id: s.checks.id });
  await db
    .update(s.claims)
    .set({
      checkId: check!.id,
      diagnosisCodes: ['E11.9', 'I10'],
      placeOfService: '11',
      patientAccountNumber: '=HYPERLINK("x")',
    })
    .where(eq(s.claims.id, num[0]!.id));
  await db
    .update(s.providers)
    .set({ addressLine1: '10 Elm St', city: 'Dallas', state: 'TX', zip: '75201' })
    .where(eq(s.providers.id, w.providers.P1));
  const line = (
    claimId: number,
    n: number,
    code: string,
    a: [number, number, number, number, number],
    remarks: string[],
    modifier: string | null = null,
  ) => {
    const [billed, paid, ded, copay, notCovered] = a;
    return {
      claimId,
      lineNumber: n,
      procedureCode: code,
      modifier,
      serviceDate: `${YEAR}-01-10`,
      serviceEndDate: `${YEAR}-01-10`,
      billedCents: billed,
      allowedCents: paid + ded + copay,
      deductibleCents: ded,
      copayCents: copay,
      coinsuranceCents: 0,
      notCoveredCents: notCovered,
      planPaidCents: paid,
      memberResponsibilityCents: ded + copay + notCovered,
      remarkCodes: remarks,
    };
  };
  await db
    .insert(s.claimLines)
    .values([
      line(num[0]!.id, 1, '99213', [12_000, 3_000, 6_000, 0, 1_000], ['1', '45', '1'], '25, 59'),
      line(num[0]!.id, 2, '99214', [8_000, 2_000, 4_000, 0, 0], ['1', '2', '96', 'N130']),
    ]);
});
afterAll(async () => {
  await t?.close();
});

const details = (token: string, i: number, extra = '') => {
  const k = num[i]!;
  return get(
    t.app,
    `/api/ClaimsInfo/ClaimDetails?claimPrefix=${k.prefix}&claimNumber=${k.number}&claimSuffix=${k.suffix}${extra}`,
    token,
  );
};

describe('GET /api/ClaimsInfo/ClaimDetails', () => {
  it('employee: his own claim with header, provider, lines, remarks, payments', async () => {
    const res = await details(tok.employee, 0);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      claimPrefix: String(num[0]!.prefix),
      claimNumber: String(num[0]!.number),
      claimSuffix: '0',
      memberId: w.publicIds.E,
      patientFirstName: 'Emp',
      status: 'PD',
      providerName: 'Test Clinic One',
      providerTaxIdLast4: '4561',
      providerAddress: '10 Elm St, Dallas, TX 75201',
      inNetwork: true,
      diagnosisCodes: ['E11.9', 'I10'],
      checkNumber: CHECK_NUMBER,
      admin: null,
    });
    expect(d.payments).toEqual([
      {
        checkNumber: CHECK_NUMBER,
        checkDate: `${YEAR}-01-20`,
        payeeName: 'Test Clinic One',
        amountCents: 5_000,
        clearDate: `${YEAR}-01-27`,
      },
    ]);
    expect(d.lines).toHaveLength(2);
    expect(d.lines[0]).toMatchObject({
      lineNumber: 1,
      procedureCode: '99213',
      modifiers: ['25', '59'],
      description: 'Office visit, established patient, low complexity',
      // The line has no place of service of its own: the claim's.
      placeOfService: '11',
      billedCents: 12_000,
      allowedCents: 9_000,
      patientResponsibilityCents: 7_000,
      // The line's duplicate code 1 is shown once; the two free slots are empty.
      explanationCode0: '1',
      explanation0: 'Deductible Amount.',
      explanationCode1: '45',
      explanationCode2: null,
      explanation2: null,
      explanationCode3: null,
    });
    expect(d.lines[1]).toMatchObject({
      explanationCode0: '1',
      explanationCode1: '2',
      explanationCode2: '96',
      explanationCode3: 'N130',
    });
    expect(d.lines[1].explanation3).not.toBe('');
  });

  it('claim-level amounts are the sums of the lines and equal the list row', async () => {
    const d = (await details(tok.employee, 0)).json();
    const keys = [
      'billedCents',
      'allowedCents',
      'deductibleCents',
      'copayCents',
      'coinsuranceCents',
      'notCoveredCents',
      'planPaidCents',
      'patientResponsibilityCents',
    ] as const;
    for (const k of keys)
      expect(d[k], k).toBe(
        d.lines.reduce((sum: number, l: Record<string, number>) => sum + l[k]!, 0),
      );
    expect(d).toMatchObject({
      billedCents: 20_000,
      allowedCents: 15_000,
      planPaidCents: 5_000,
      deductibleCents: 10_000,
      notCoveredCents: 1_000,
      patientResponsibilityCents: 11_000,
    });
    const list = (
      await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', tok.employee, { items: 100 })
    ).json();
    const row = list.results.find(
      (r: { fullClaimNumber: string }) => r.fullClaimNumber === d.fullClaimNumber,
    );
    for (const k of [
      'billedCents',
      'allowedCents',
      'planPaidCents',
      'patientResponsibilityCents',
    ] as const)
      expect(row[k]).toBe(d[k]);
  });

  it('remarks of the claim are de-duplicated by code, in first-seen order', async () => {
    const d = (await details(tok.employee, 0)).json();
    expect(d.remarks.map((r: { code: string }) => r.code)).toEqual(['1', '45', '2', '96', 'N130']);
    expect(d.remarks[0]).toEqual({ code: '1', explanation: 'Deductible Amount.' });
  });

  it('explanations in Spanish when asked, else in the account’s language', async () => {
    const sp = (await details(tok.employee, 0, '&language=sp')).json();
    expect(sp.lines[0].explanation0).toBe('Monto del deducible.');
    expect(sp.remarks.find((r: { code: string }) => r.code === '2').explanation).toBe(
      'Monto del coseguro.',
    );
    await t.database.db
      .update(s.accounts)
      .set({ language: 'sp' })
      .where(eq(s.accounts.id, w.accountIds.employee!));
    // Changed behind the API's back: the session cache learns it from the database's notification.
    await t.database.notifications.sync();
    try {
      expect((await details(tok.employee, 0)).json().remarks[0].explanation).toBe(
        'Monto del deducible.',
      );
      expect((await details(tok.employee, 0, '&language=en')).json().remarks[0].explanation).toBe(
        'Deductible Amount.',
      );
    } finally {
      await t.database.db
        .update(s.accounts)
        .set({ language: 'en' })
        .where(eq(s.accounts.id, w.accountIds.employee!));
      await t.database.notifications.sync();
    }
  });

  it('employee: the minor’s and the granting spouse’s claims; a claim without lines keeps its amounts', async () => {
    const kid = await details(tok.employee, 4);
    expect(kid.statusCode, kid.body).toBe(200);
    expect(kid.json()).toMatchObject({
      memberId: w.publicIds.K,
      lines: [],
      remarks: [],
      payments: [],
      billedCents: 12_000,
      copayCents: 1_000,
    });
    const spouse = await details(tok.employee, 2);
    expect(spouse.statusCode).toBe(200);
    expect(spouse.json().memberId).toBe(w.publicIds.S);
  });

  it('a non-granting adult dependent’s claim is 404 until she grants access', async () => {
    expect((await details(tok.employee, 3)).statusCode).toBe(404);
    const grant = (granted: boolean) =>
      t.database.db
        .update(s.dependentAccess)
        .set({ granted })
        .where(
          and(
            eq(s.dependentAccess.dependentMemberId, w.members.A),
            eq(s.dependentAccess.subscriberMemberId, w.members.E),
          ),
        );
    await grant(true);
    try {
      const res = await details(tok.employee, 3);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().memberId).toBe(w.publicIds.A);
    } finally {
      await grant(false);
    }
    expect((await details(tok.employee, 3)).statusCode).toBe(404);
  });

  it('a dependent sees her own claim, not the employee’s; another household and unknown numbers are 404', async () => {
    expect((await details(tok.dependent, 3)).statusCode).toBe(200);
    const asked = await details(tok.dependent, 0);
    expect(asked.statusCode).toBe(404);
    const other = await details(tok.other, 0);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other)).toEqual(errorOf(asked));
    expect((await details(tok.other, 7)).statusCode).toBe(200);
    expect((await details(tok.employee, 7)).statusCode).toBe(404);
    const unknown = await get(
      t.app,
      '/api/ClaimsInfo/ClaimDetails?claimPrefix=1&claimNumber=1',
      tok.employee,
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual(errorOf(asked));
    // Parts beyond what a stored claim can hold are not found either (never a database error).
    const huge = await get(
      t.app,
      '/api/ClaimsInfo/ClaimDetails?claimPrefix=999999999999&claimNumber=1&claimSuffix=99999',
      tok.employee,
    );
    expect(huge.statusCode).toBe(404);
  });

  it('writes one audit row per read: who, which member, which claim', async () => {
    const before = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.actorAccountId, w.accountIds.employee!),
          eq(s.auditLog.action, 'claims.claimDetails'),
        ),
      );
    await details(tok.employee, 4);
    const after = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.actorAccountId, w.accountIds.employee!),
          eq(s.auditLog.action, 'claims.claimDetails'),
        ),
      );
    expect(after.length).toBe(before.length + 1);
    const row = after.find((r) => !before.some((b) => b.id === r.id))!;
    expect(row).toMatchObject({
      entity: 'claim',
      entityId: String(num[4]!.id),
      memberId: w.members.K,
    });
    // A 404 reads nothing and writes nothing.
    await details(tok.employee, 3);
    const again = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.actorAccountId, w.accountIds.employee!),
          eq(s.auditLog.action, 'claims.claimDetails'),
        ),
      );
    expect(again.length).toBe(after.length);
  });

  it('bad claim number parts are 400 with field errors; non-members are 403', async () => {
    const bad = await get(
      t.app,
      '/api/ClaimsInfo/ClaimDetails?claimPrefix=ab&claimNumber=12-3&claimSuffix=x',
      tok.employee,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      claimPrefix: 'invalidClaimNumber',
      claimNumber: 'invalidClaimNumber',
      claimSuffix: 'invalidClaimNumber',
    });
    const missing = await get(t.app, '/api/ClaimsInfo/ClaimDetails?claimPrefix=1', tok.employee);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toHaveProperty('claimNumber');
    const lang = await details(tok.employee, 0, '&language=fr');
    expect(lang.statusCode).toBe(400);
    expect(errorOf(lang).fields).toHaveProperty('language');
    expect((await details(tok.employer, 0)).statusCode).toBe(403);
    expect((await details(tok.provider, 0)).statusCode).toBe(403);
  });
});

/** Parses the export's CSV (the test data has no quoted cells except where asserted). */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}
const dollars = (cents: number) => (cents / 100).toFixed(2);
const us = (iso: string | null) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';

describe('POST /api/ClaimsInfo/ExportClaims', () => {
  const exportCsv = (token: string, body: object = {}) =>
    post(t.app, '/api/ClaimsInfo/ExportClaims', token, body);
  const list = async (token: string, body: object) =>
    (
      await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', token, { ...body, items: 100 })
    ).json().results as ClaimSummary[];

  it('is the list’s rows as CSV: same rows, order, money in dollars, dates MM/dd/yyyy', async () => {
    for (const body of [
      {},
      { sortField: 'billedCents', sortAsc: true },
      {
        dateFilter: 'processedDate',
        filterFromDate: `${YEAR}-02-01`,
        filterThruDate: `${YEAR}-12-31`,
      },
      { sortField: 'patientLastName' },
    ]) {
      const res = await exportCsv(tok.employee, body);
      expect(res.statusCode, res.body).toBe(200);
      const rows = parseCsv(res.body);
      const expected = await list(tok.employee, body);
      expect(rows[0]![0]).toBe('Claim number');
      expect(rows.length - 1, JSON.stringify(body)).toBe(expected.length);
      expected.forEach((r, i) => {
        const row = rows[i + 1]!;
        expect(row[0]).toBe(r.fullClaimNumber);
        expect(row[2]).toBe(r.memberId);
        expect(row[6]).toBe(us(r.serviceDateFrom));
        expect(row[9]).toBe(us(r.processedDate));
        expect(row.slice(11, 15)).toEqual([
          dollars(r.billedCents),
          dollars(r.allowedCents),
          dollars(r.planPaidCents),
          dollars(r.patientResponsibilityCents),
        ]);
      });
    }
  });

  it('sends an attachment named claims-<date>.csv, with injection-safe cells', async () => {
    const res = await exportCsv(tok.employee, { claimNumber: String(num[0]!.number) });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="claims-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(',Medical,');
    expect(lines[1]).toContain(`,${CHECK_NUMBER},01/20/${YEAR}`);
  });

  it('a filter that matches nothing gives just the header; Spanish accounts get a Spanish header', async () => {
    const none = await exportCsv(tok.employee, { claimType: 'DEN' });
    expect(none.statusCode).toBe(200);
    expect(parseCsv(none.body)).toHaveLength(1);
    expect(
      (await exportCsv(tok.employee, { claimPrefix: '999999999999' })).body
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
    await t.database.db
      .update(s.accounts)
      .set({ language: 'sp' })
      .where(eq(s.accounts.id, w.accountIds.dependent!));
    try {
      const sp = parseCsv((await exportCsv(tok.dependent)).body);
      expect(sp[0]![0]).toBe('Número de reclamo');
      expect(sp).toHaveLength(2);
      expect(sp[1]![3]).toBe('Médico');
    } finally {
      await t.database.db
        .update(s.accounts)
        .set({ language: 'en' })
        .where(eq(s.accounts.id, w.accountIds.dependent!));
    }
  });

  it('batches continue where the previous one ended (keyset) for every sort', async () => {
    const m = w.members.E;
    for (const field of CLAIM_SORT_FIELDS)
      for (const asc of [true, false]) {
        const whole: string[] = [];
        const small: string[] = [];
        for await (const chunk of claimsCsv(
          t.database.db,
          householdOf(m),
          toFilter({ sortField: field, sortAsc: asc }),
          { field, asc },
          'en',
        ))
          whole.push(chunk);
        for await (const chunk of claimsCsv(
          t.database.db,
          householdOf(m),
          toFilter({ sortField: field, sortAsc: asc }),
          { field, asc },
          'en',
          2,
        ))
          small.push(chunk);
        expect(small.join(''), `${field} ${asc}`).toBe(whole.join(''));
        expect(small.length).toBe(1 + 4); // header + 7 rows in batches of 2
        const expected = await list(tok.employee, { sortField: field, sortAsc: asc });
        expect(
          parseCsv(whole.join(''))
            .slice(1)
            .map((r) => r[0]),
        ).toEqual(expected.map((r) => r.fullClaimNumber));
      }
  });

  it('writes an audit row naming the patients', async () => {
    await exportCsv(tok.employee, { dependentNumber: 3 });
    const rows = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.actorAccountId, w.accountIds.employee!),
          eq(s.auditLog.action, 'claims.exportClaims'),
        ),
      );
    expect(
      rows.some(
        (r) =>
          JSON.stringify((r.detail as { patients: number[] }).patients) ===
          JSON.stringify([w.members.K]),
      ),
    ).toBe(true);
  });

  it('bad filters are 400 with field errors; non-members 403', async () => {
    const res = await exportCsv(tok.employee, {
      filterFromDate: '13/45/2020',
      claimPrefix: 'x',
      claimType: 'XYZ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      filterFromDate: 'invalidDateFormat',
      claimPrefix: 'invalidClaimNumber',
      claimType: expect.any(String),
    });
    // Paging belongs to the list, not to the export.
    const paging = await exportCsv(tok.employee, { currentPage: 1 });
    expect(paging.statusCode).toBe(400);
    expect(errorOf(paging).error).toBe('invalid_request');
    const order = await exportCsv(tok.employee, {
      filterFromDate: `${YEAR}-05-01`,
      filterThruDate: `${YEAR}-01-01`,
    });
    expect(order.statusCode).toBe(400);
    expect(errorOf(order).fields).toHaveProperty('filterThruDate');
    expect((await exportCsv(tok.employer)).statusCode).toBe(403);
  });
});

describe('POST /api/ClaimsInfo/ExportClaims/Admin (issue 29)', () => {
  const exportAdmin = (token: string, body: object) =>
    post(t.app, '/api/ClaimsInfo/ExportClaims/Admin', token, body);
  const adminList = async (token: string, body: object) =>
    (
      await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated/Admin', token, {
        ...body,
        items: 100,
      })
    ).json().results as ClaimSummary[];

  it('streams the member’s claims as CSV in the list’s sort and filters, named claims-<member>-<day>.csv', async () => {
    for (const body of [
      { memberId: w.publicIds.E },
      { memberId: w.publicIds.E, sortField: 'billedCents', sortAsc: true },
      {
        memberId: w.publicIds.E,
        dateFilter: 'processedDate',
        filterFromDate: `${YEAR}-02-01`,
        filterThruDate: `${YEAR}-12-31`,
      },
    ]) {
      const res = await exportAdmin(tok.admin, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`claims-${w.publicIds.E}-\\d{4}-\\d{2}-\\d{2}\\.csv`),
      );
      const csv = parseCsv(res.body);
      expect(csv[0]![0]).toBe('Claim number');
      const expected = await adminList(tok.admin, body);
      expect(expected.length).toBeGreaterThan(0);
      expect(csv.slice(1).map((r) => r[0])).toEqual(expected.map((c) => c.fullClaimNumber));
    }
  });

  it('only the named member’s claims, not the household’s', async () => {
    const res = await exportAdmin(tok.admin, { memberId: w.publicIds.K });
    expect(res.statusCode, res.body).toBe(200);
    const rows = parseCsv(res.body).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set([w.publicIds.K]));
  });

  it('needs Export Claims (403); a member outside the staff member’s groups is 404', async () => {
    expect((await exportAdmin(tok.nurse, { memberId: w.publicIds.E })).statusCode).toBe(403);
    expect((await exportAdmin(tok.employer, { memberId: w.publicIds.E })).statusCode).toBe(403);
    expect((await exportAdmin(tok.employee, { memberId: w.publicIds.E })).statusCode).toBe(403);
    const finance = await accountWith(t.app, t.database.db, 'Finance', [G1]);
    expect((await exportAdmin(finance.token, { memberId: w.publicIds.E })).statusCode).toBe(200);
    expect((await exportAdmin(finance.token, { memberId: w.publicIds.O })).statusCode).toBe(404);
    expect((await exportAdmin(finance.token, { memberId: 'NOPE' })).statusCode).toBe(404);
  });

  it('bad input is 400 with field errors', async () => {
    const res = await exportAdmin(tok.admin, { filterFromDate: '13/45/2020' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      memberId: 'required',
      filterFromDate: 'invalidDateFormat',
    });
    const paging = await exportAdmin(tok.admin, { memberId: w.publicIds.E, items: 99_999 });
    expect(paging.statusCode).toBe(400);
    // The list no longer serves a 99,999-row page: exports stream.
    const page = await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated/Admin', tok.admin, {
      memberId: w.publicIds.E,
      items: 99_999,
    });
    expect(page.statusCode).toBe(400);
    expect(errorOf(page).fields).toHaveProperty('items');
  });

  it('writes an audit row with the real actor naming the member', async () => {
    await exportAdmin(tok.admin, { memberId: w.publicIds.S });
    const rows = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.actorAccountId, w.accountIds.admin!),
          eq(s.auditLog.action, 'claims.exportClaimsAdmin'),
          eq(s.auditLog.memberId, w.members.S),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('option lists', () => {
  it('SearchOptions: claim types, coverage codes and date filters in en and sp, for anonymous callers too', async () => {
    const anon = await anonymousToken(t.app);
    const en = await get(t.app, '/api/ClaimsInfo/SearchOptions', anon);
    expect(en.statusCode, en.body).toBe(200);
    const o = en.json();
    expect(o.claimTypes.map((x: { value: string }) => x.value)).toEqual([
      'MED',
      'DEN',
      'VIS',
      'RX',
      'FSA',
      'LTD',
      'STD',
    ]);
    for (const c of o.claimTypes) expect(CLAIM_TYPES.map((x) => x.code)).toContain(c.value);
    expect(o.coverageCodes).toHaveLength(9);
    expect(o.coverageCodes).toContainEqual({ value: 'LIFE', label: 'Life' });
    expect(o.dateFilters).toEqual([
      { value: 'serviceDate', label: 'Date of service' },
      { value: 'receivedDate', label: 'Date received' },
      { value: 'processedDate', label: 'Date processed' },
    ]);
    const sp = (await get(t.app, '/api/ClaimsInfo/SearchOptions?language=sp', anon)).json();
    expect(sp.claimTypes[0]).toEqual({ value: 'MED', label: 'Médico' });
    expect(sp.dateFilters[0]).toEqual({ value: 'serviceDate', label: 'Fecha de servicio' });
    expect((await get(t.app, '/api/ClaimsInfo/SearchOptions')).statusCode).toBe(401);
    expect((await get(t.app, '/api/ClaimsInfo/SearchOptions?language=xx', anon)).statusCode).toBe(
      400,
    );
  });

  it('PlaceOfServiceCodes: the CMS list in the language asked', async () => {
    const en = await get(t.app, '/api/ClaimsInfo/PlaceOfServiceCodes', tok.employee);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().map((p: { code: string }) => p.code)).toEqual(
      PLACES_OF_SERVICE.map((p) => p.code),
    );
    expect(en.json()).toContainEqual({ code: '11', description: 'Office' });
    const sp = (
      await get(t.app, '/api/ClaimsInfo/PlaceOfServiceCodes?language=sp', tok.provider)
    ).json();
    expect(sp).toContainEqual({ code: '11', description: 'Consultorio' });
    expect(
      sp.every(
        (p: { code: string; description: string }) =>
          p.description !== PLACES_OF_SERVICE.find((c) => c.code === p.code)!.description,
      ),
    ).toBe(true);
    expect(
      (await get(t.app, '/api/ClaimsInfo/PlaceOfServiceCodes', await anonymousToken(t.app)))
        .statusCode,
    ).toBe(401);
  });
});
