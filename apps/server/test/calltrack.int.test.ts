import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { callsCsv } from '../src/modules/calltrack/csv.js';
import { callScope } from '../src/modules/calltrack/repo.js';

/**
 * Call tracking (CallTrack Options, Search, Search/Csv, create, Update, {callNo}) over the demo seed:
 * staff log calls with operator id 625 and see the calls of their groups; a call about a member also
 * needs View Member Details. Expected values are read with SQL.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

let employee: { id: number; memberId: string; group: number };
/** A member with no calls before this file, for paging. */
let quiet: { id: number; memberId: string; group: number };
let otherGroup: number;
let outsider: string;
let csAccountId: number;

const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload });
const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
const search = (who: string, body: object) => post(who, '/api/CallTrack/Search', body);

const newCall = (over: Record<string, unknown> = {}) => ({
  callerName: 'Pat Caller',
  callerPhone: '312-555-0100',
  callerRelationship: 'P',
  memberId: employee.memberId,
  fromKey1: 'MEM',
  fromKey2: 'PHONE',
  regardKey1: 'CLM',
  regardKey2: 'STATUS',
  status: 'open',
  operatorNotes: 'Call back tomorrow.',
  callNotes: 'Asked about a claim.',
  ...over,
});
const create = async (who: string, over: Record<string, unknown> = {}) => {
  const res = await post(who, '/api/CallTrack/create', newCall(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().callNo as number;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [
    'customerservice@demo.test',
    'compliance@demo.test',
    'finance@demo.test',
    'providermaintenance@demo.test',
    'employer@demo.test',
  ])
    tokens[u] = await login(t.app, u);
  const [e] = await rows(
    sql`select m.id, m.member_id, m.group_number from accounts a join members m on m.id = a.member_id where a.username = 'employee@demo.test'`,
  );
  employee = { id: Number(e!.id), memberId: String(e!.member_id), group: Number(e!.group_number) };
  const [q] = await rows(
    sql`select m.id, m.member_id, m.group_number from members m where not exists (select 1 from call_tracks c where c.member_id = m.id) order by m.id limit 1`,
  );
  quiet = { id: Number(q!.id), memberId: String(q!.member_id), group: Number(q!.group_number) };
  const [g] = await rows(
    sql`select group_number from groups where group_number > 0 and group_number <> ${employee.group} order by group_number limit 1`,
  );
  otherGroup = Number(g!.group_number);
  outsider = uniqueUsername('calls.outsider');
  const id = await createAccount(t.database.db, { username: outsider, role: 'CustomerService' });
  await t.database.db.execute(
    sql`insert into account_group_access (account_id, group_number) values (${id}, ${otherGroup})`,
  );
  tokens[outsider] = await login(t.app, outsider);
  const [cs] = await rows(
    sql`select id from accounts where username = 'customerservice@demo.test'`,
  );
  csAccountId = Number(cs!.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('CallTrack/Options', () => {
  it('lists the from and regard keys with their levels, the statuses and the one operator id', async () => {
    const res = await get('customerservice@demo.test', '/api/CallTrack/Options');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [n] = await rows(
      sql`select count(*) filter (where kind = 'from')::int as f, count(*) filter (where kind = 'regard')::int as r from call_track_options`,
    );
    expect(body.fromOptions).toHaveLength(Number(n!.f));
    expect(body.regardOptions).toHaveLength(Number(n!.r));
    expect(body.regardOptions).toContainEqual({
      key: 'STATUS',
      description: 'Status',
      level: 2,
      parentKey: 'CLM',
    });
    expect(body.statuses.map((s: { key: string }) => s.key)).toEqual(['open', 'pending', 'closed']);
    expect(body.operators).toEqual([{ oppId: 625, name: 'Administrative' }]);
  });
});

describe('CallTrack/Search', () => {
  it('returns the member’s calls newest first with the seeded values, without notes', async () => {
    const expected = await rows(
      sql`select c.call_number, c.operator_id, c.closed_at, c.caller_name, a.first_name, a.last_name
        from call_tracks c left join accounts a on a.id = c.operator_account_id
        where c.member_id = ${employee.id} order by c.call_date desc, c.call_number desc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const res = await search('customerservice@demo.test', { memberId: employee.memberId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalNumberOfItems).toBe(expected.length);
    expect(body.items.map((i: { callNo: number }) => i.callNo)).toEqual(
      expected.slice(0, 10).map((r) => Number(r.call_number)),
    );
    const first = body.items[0];
    const row = expected[0]!;
    expect(first.oppId).toBe(Number(row.operator_id));
    expect(first.callerName).toBe(row.caller_name);
    expect(first.memberId).toBe(employee.memberId);
    expect(first.groupNumber).toBe(employee.group);
    expect(first.windowOpen).toBe(row.closed_at === null);
    expect(first.operatorName).toBe(
      row.first_name ? `${String(row.first_name)} ${String(row.last_name)}` : '',
    );
    expect(first).not.toHaveProperty('callNotes');
    expect(first).not.toHaveProperty('operatorNotes');
  });

  it('pages 10 at a time, newest first, and filters by call number, keys and due date', async () => {
    const made: number[] = [];
    for (let i = 0; i < 12; i++)
      made.push(
        await create('customerservice@demo.test', {
          memberId: quiet.memberId,
          regardKey1: i % 2 ? 'ELG' : 'CLM',
          regardKey2: i % 2 ? 'COVERAGE' : 'STATUS',
          ...(i === 5 ? { dueDt: '2099-01-31' } : {}),
        }),
      );
    const p1 = (await search('customerservice@demo.test', { memberId: quiet.memberId })).json();
    expect(p1.itemsPerPage).toBe(10);
    expect(p1.totalNumberOfItems).toBe(12);
    expect(p1.totalNumberOfPages).toBe(2);
    expect(p1.items.map((i: { callNo: number }) => i.callNo)).toEqual(
      [...made].reverse().slice(0, 10),
    );
    const p2 = (
      await search('customerservice@demo.test', { memberId: quiet.memberId, pageNumber: 2 })
    ).json();
    expect(p2.items.map((i: { callNo: number }) => i.callNo)).toEqual([made[1], made[0]]);
    const byNo = (
      await search('customerservice@demo.test', { memberId: quiet.memberId, callno: made[3] })
    ).json();
    expect(byNo.items.map((i: { callNo: number }) => i.callNo)).toEqual([made[3]]);
    const elg = (
      await search('customerservice@demo.test', { memberId: quiet.memberId, regardKey1: 'ELG' })
    ).json();
    expect(elg.totalNumberOfItems).toBe(6);
    const due = (await search('customerservice@demo.test', { dueDt: '01/31/2099' })).json();
    expect(due.items.map((i: { callNo: number }) => i.callNo)).toContain(made[5]);
    expect(due.items.every((i: { dueDt: string }) => i.dueDt === '2099-01-31')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (
      await search('customerservice@demo.test', {
        memberId: quiet.memberId,
        beginDate: today,
        endDate: today,
        oppId: 625,
      })
    ).json();
    expect(dated.totalNumberOfItems).toBe(12);
    const before = (
      await search('customerservice@demo.test', {
        memberId: quiet.memberId,
        endDate: '2000-01-01',
      })
    ).json();
    expect(before.totalNumberOfItems).toBe(0);
  });

  it('refuses an end date before the begin date and unknown fields (400)', async () => {
    const res = await search('customerservice@demo.test', {
      beginDate: '2026-02-01',
      endDate: '2026-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ endDate: 'invalidLaterThanDate' });
    const bad = await search('customerservice@demo.test', { beginDate: '13/45/2026' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.beginDate).toBe('invalidDateFormat');
  });
});

describe('CallTrack/create, {callNo}, Update', () => {
  it('logs a call with operator id 625 and the caller’s account, audited, and reads it back with notes', async () => {
    const callNo = await create('customerservice@demo.test', { dueDt: '2099-03-01' });
    const [row] = await rows(sql`select * from call_tracks where call_number = ${callNo}`);
    expect(Number(row!.operator_id)).toBe(625);
    expect(Number(row!.operator_account_id)).toBe(csAccountId);
    expect(Number(row!.member_id)).toBe(employee.id);
    expect(Number(row!.group_number)).toBe(employee.group);
    expect(row!.caller_relationship).toBe('P');
    expect(row!.closed_at).toBeNull();
    const [a] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'calltrack.create' and entity_id = ${String(callNo)} and actor_account_id = ${csAccountId} and member_id = ${employee.id}`,
    );
    expect(Number(a!.n)).toBe(1);
    const res = await get('customerservice@demo.test', `/api/CallTrack/${callNo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      callNo,
      oppId: 625,
      memberId: employee.memberId,
      callerName: 'Pat Caller',
      callerPhone: '312-555-0100',
      fromKey1: 'MEM',
      regardKey2: 'STATUS',
      status: 'open',
      dueDt: '2099-03-01',
      operatorNotes: 'Call back tomorrow.',
      callNotes: 'Asked about a claim.',
      windowOpen: true,
    });
  });

  it('updates an open call; closing the window makes it final (409)', async () => {
    const callNo = await create('customerservice@demo.test');
    const today = new Date().toISOString().slice(0, 10);
    const upd = (over: Record<string, unknown>) =>
      post('customerservice@demo.test', '/api/CallTrack/Update', {
        ...newCall(),
        callNo,
        callDate: today,
        ...over,
      });
    const r1 = await upd({ status: 'pending', callNotes: 'Claim was reprocessed.' });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toEqual({ success: true });
    const got = (await get('customerservice@demo.test', `/api/CallTrack/${callNo}`)).json();
    expect(got.status).toBe('pending');
    expect(got.callNotes).toBe('Claim was reprocessed.');
    const r2 = await upd({ status: 'closed', windowOpen: false });
    expect(r2.statusCode, r2.body).toBe(200);
    const [row] = await rows(sql`select closed_at from call_tracks where call_number = ${callNo}`);
    expect(row!.closed_at).not.toBeNull();
    const r3 = await upd({ status: 'open' });
    expect(r3.statusCode).toBe(409);
    expect(r3.json().error_description).toBe('callClosed');
    const [a] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'calltrack.update' and entity_id = ${String(callNo)}`,
    );
    expect(Number(a!.n)).toBe(2);
  });

  it('answers 400 with field errors for unknown keys, statuses, dates and subjects', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ fromKey1: 'NOPE' }, { fromKey1: 'invalidValue' }],
      [{ regardKey1: 'ELG', regardKey2: 'STATUS' }, { regardKey2: 'invalidValue' }],
      [{ status: 'bogus' }, { status: 'invalidValue' }],
      [{ callDate: tomorrow }, { callDate: 'invalidValue' }],
      [{ callDate: '2026-01-10', dueDt: '2026-01-09' }, { dueDt: 'invalidLaterThanDate' }],
      [{ groupNumber: otherGroup }, { groupNumber: 'invalidValue' }],
      [{ providerNumber: 'NO-SUCH-PRV' }, { providerNumber: 'invalidValue' }],
      [{ callerName: '' }, { callerName: 'required' }],
      [{ callerRelationship: 'Z' }, { callerRelationship: 'invalidValue' }],
    ];
    for (const [over, fields] of cases) {
      const res = await post('customerservice@demo.test', '/api/CallTrack/create', newCall(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res).fields, JSON.stringify(over)).toMatchObject(fields);
    }
    const noCall = await post('customerservice@demo.test', '/api/CallTrack/Update', {
      ...newCall(),
      callDate: '2026-01-10',
    });
    expect(noCall.statusCode).toBe(400);
    expect(errorOf(noCall).fields?.callNo).toBe('required');
  });
});

describe('scoping and permissions', () => {
  it('staff outside the member’s group get 404 (get, update, create) and no rows in a search', async () => {
    const callNo = await create('customerservice@demo.test');
    expect((await get(outsider, `/api/CallTrack/${callNo}`)).statusCode).toBe(404);
    const upd = await post(outsider, '/api/CallTrack/Update', {
      ...newCall(),
      callNo,
      callDate: '2026-01-10',
    });
    expect(upd.statusCode).toBe(404);
    expect((await post(outsider, '/api/CallTrack/create', newCall())).statusCode).toBe(404);
    const s = (await search(outsider, { memberId: employee.memberId })).json();
    expect(s.totalNumberOfItems).toBe(0);
    // A call of the outsider's own group is theirs.
    const own = await create(outsider, { memberId: undefined, groupNumber: otherGroup });
    expect((await get(outsider, `/api/CallTrack/${own}`)).statusCode).toBe(200);
    expect(
      (
        await post(
          outsider,
          '/api/CallTrack/create',
          newCall({ memberId: undefined, groupNumber: employee.group }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('Call Tracking without View Member Details sees only calls about no member', async () => {
    const callNo = await create('customerservice@demo.test');
    const pm = 'providermaintenance@demo.test';
    expect((await get(pm, `/api/CallTrack/${callNo}`)).statusCode).toBe(404);
    expect((await post(pm, '/api/CallTrack/create', newCall())).statusCode).toBe(403);
    const providerCall = await create(pm, {
      memberId: undefined,
      callerRelationship: 'D',
      fromKey1: 'PRV',
    });
    const res = await get(pm, `/api/CallTrack/${providerCall}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().memberId).toBeNull();
    const s = (await search(pm, { callno: callNo })).json();
    expect(s.items).toEqual([]);
  });

  it('403 without Call Tracking, and for writes with a read-only grant', async () => {
    expect((await search('finance@demo.test', {})).statusCode).toBe(403);
    expect((await search('employer@demo.test', {})).statusCode).toBe(403);
    expect((await get('finance@demo.test', '/api/CallTrack/Options')).statusCode).toBe(403);
    expect((await search('compliance@demo.test', {})).statusCode).toBe(200);
    expect(
      (await post('compliance@demo.test', '/api/CallTrack/create', newCall())).statusCode,
    ).toBe(403);
  });
});

describe('CallTrack/Search/Csv', () => {
  it('streams the search’s calls as CSV, header first, one row per call, no notes', async () => {
    const res = await post('customerservice@demo.test', '/api/CallTrack/Search/Csv', {
      memberId: employee.memberId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="calls-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Call number,Call date,Operator ID,Operator,Caller,/);
    const [n] = await rows(
      sql`select count(*)::int as n from call_tracks where member_id = ${employee.id}`,
    );
    expect(lines).toHaveLength(Number(n!.n) + 1);
    const [newest] = await rows(
      sql`select call_number from call_tracks where member_id = ${employee.id} order by call_date desc, call_number desc limit 1`,
    );
    expect(lines[1]!.split(',')[0]).toBe(String(newest!.call_number));
    expect(lines.slice(1).every((l) => l.includes(`,${employee.memberId},`))).toBe(true);
    expect(res.body).not.toContain('Asked about a claim.');
  });

  it('is bounded: the export stops at its limit, in batches', async () => {
    const chunks: string[] = [];
    for await (const c of callsCsv(t.database.db, {}, callScope(csAccountId, true), 'en', 5, 2))
      chunks.push(c);
    const lines = chunks.join('').trimEnd().split('\r\n');
    expect(lines).toHaveLength(6);
    const [n] = await rows(sql`select count(*)::int as n from call_tracks`);
    expect(Number(n!.n)).toBeGreaterThan(5);
  });

  it('is 403 without Call Tracking', async () => {
    const res = await post('finance@demo.test', '/api/CallTrack/Search/Csv', {});
    expect(res.statusCode).toBe(403);
  });
});
