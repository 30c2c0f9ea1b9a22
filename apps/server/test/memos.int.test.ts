import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';

/**
 * Memos (Memo Search, Create, planinfo, Group, Types, Precert) over the demo seed: member memos for
 * staff with Memos in the member's groups, group memos (notes, plan information, precert instructions)
 * with Group Memo, and the precert instructions for every portal within its reach.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

let employee: { id: number; memberId: string; group: number };
/** A member of the demo household with seeded memos. */
let memoed: { id: number; memberId: string };
/** A member without memos before this file. */
let quiet: { id: number; memberId: string };
let otherGroup: number;
let outsider: string;
const year = new Date().getUTCFullYear();

const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload });
const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
const createMemo = async (who: string, body: Record<string, unknown>) => {
  const res = await post(who, '/api/Memo/Create', { descno: 1, text: 'A memo.', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().memoId as number;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [
    'customerservice@demo.test',
    'administrator@demo.test',
    'compliance@demo.test',
    'finance@demo.test',
    'employer@demo.test',
    'employee@demo.test',
    'provider@demo.test',
  ])
    tokens[u] = await login(t.app, u);
  const [e] = await rows(
    sql`select m.id, m.member_id, m.group_number from accounts a join members m on m.id = a.member_id where a.username = 'employee@demo.test'`,
  );
  employee = { id: Number(e!.id), memberId: String(e!.member_id), group: Number(e!.group_number) };
  const [m] = await rows(
    sql`select m.id, m.member_id from memos x join members m on m.id = x.member_id where m.subscriber_id = ${employee.id} and x.scope = 'member' order by m.id limit 1`,
  );
  memoed = { id: Number(m!.id), memberId: String(m!.member_id) };
  const [q] = await rows(
    sql`select m.id, m.member_id from members m where m.group_number = ${employee.group} and not exists (select 1 from memos x where x.member_id = m.id) order by m.id limit 1`,
  );
  quiet = { id: Number(q!.id), memberId: String(q!.member_id) };
  const [g] = await rows(
    sql`select group_number from groups where group_number > 0 and group_number <> ${employee.group} order by group_number limit 1`,
  );
  otherGroup = Number(g!.group_number);
  outsider = uniqueUsername('memos.outsider');
  const id = await createAccount(t.database.db, { username: outsider, role: 'AccountManager' });
  await t.database.db.execute(
    sql`insert into account_group_access (account_id, group_number) values (${id}, ${otherGroup})`,
  );
  tokens[outsider] = await login(t.app, outsider);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Memo/Types and Memo/Search', () => {
  it('lists the memo types', async () => {
    const res = await get('customerservice@demo.test', '/api/Memo/Types');
    expect(res.statusCode, res.body).toBe(200);
    const expected = await rows(sql`select desc_no, descr from memo_types order by desc_no`);
    expect(res.json()).toEqual(
      expected.map((r) => ({ descno: Number(r.desc_no), descr: String(r.descr) })),
    );
  });

  it('returns the member’s seeded memos newest first with type, author and flags', async () => {
    const expected = await rows(
      sql`select x.id, x.text, x.active, t.descr, a.first_name, a.last_name from memos x
        join memo_types t on t.desc_no = x.memo_type left join accounts a on a.id = x.created_by
        where x.member_id = ${memoed.id} and x.scope = 'member' order by x.created_at desc, x.id desc`,
    );
    const res = await post('customerservice@demo.test', '/api/Memo/Search', {
      memberId: memoed.memberId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalNumberOfItems).toBe(expected.length);
    expect(body.itemsPerPage).toBe(10);
    expect(body.memos.map((x: { memoId: number }) => x.memoId)).toEqual(
      expected.map((r) => Number(r.id)),
    );
    const [first] = body.memos;
    expect(first).toMatchObject({
      memberId: memoed.memberId,
      text: expected[0]!.text,
      descr: expected[0]!.descr,
      active: expected[0]!.active,
      createdBy: expected[0]!.first_name
        ? `${String(expected[0]!.first_name)} ${String(expected[0]!.last_name)}`
        : '',
    });
  });

  it('pages 10 at a time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await createMemo('customerservice@demo.test', { memberId: quiet.memberId }));
    const p1 = (
      await post('customerservice@demo.test', '/api/Memo/Search', { memberId: quiet.memberId })
    ).json();
    expect(p1).toMatchObject({ totalNumberOfItems: 12, totalNumberOfPages: 2, pageNumber: 1 });
    expect(p1.memos.map((x: { memoId: number }) => x.memoId)).toEqual(
      [...ids].reverse().slice(0, 10),
    );
    const p2 = (
      await post('customerservice@demo.test', '/api/Memo/Search', {
        memberId: quiet.memberId,
        pageNumber: 2,
      })
    ).json();
    expect(p2.memos.map((x: { memoId: number }) => x.memoId)).toEqual([ids[1], ids[0]]);
  });
});

describe('Memo/Create', () => {
  it('adds a member memo with operator id 625, one active memo per member, audited', async () => {
    const first = await createMemo('customerservice@demo.test', {
      memberId: employee.memberId,
      descno: 3,
      text: 'Called about claim.',
      active: true,
    });
    const second = await createMemo('customerservice@demo.test', {
      memberId: employee.memberId,
      text: 'Newer banner.',
      active: true,
      effectiveDate: '01/01/2026',
      expirationDate: '12/31/2026',
    });
    const [row] = await rows(sql`select * from memos where id = ${second}`);
    expect(row).toMatchObject({ scope: 'member', active: true, text: 'Newer banner.' });
    expect(Number(row!.operator_id)).toBe(625);
    expect(Number(row!.member_id)).toBe(employee.id);
    expect(Number(row!.group_number)).toBe(employee.group);
    expect(String(row!.effective_date)).toContain('2026-01-01');
    const active = await rows(
      sql`select id from memos where member_id = ${employee.id} and scope = 'member' and active`,
    );
    expect(active.map((r) => Number(r.id))).toEqual([second]);
    const [a] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'memos.create' and member_id = ${employee.id} and detail->>'scope' = 'member' and detail->>'memoId' in (${String(first)}, ${String(second)})`,
    );
    expect(Number(a!.n)).toBe(2);
  });

  it('adds group memos with Group Memo: the type decides plan information and precert instructions', async () => {
    const note = await createMemo('administrator@demo.test', { groupNumber: employee.group });
    const info = await createMemo('administrator@demo.test', {
      groupNumber: employee.group,
      descno: 7,
      text: 'Plan year runs January to December.',
      effectiveDate: `${year}-01-01`,
      expirationDate: `${year}-12-31`,
    });
    const scopes = await rows(
      sql`select id, scope from memos where id in (${note}, ${info}) order by id`,
    );
    expect(scopes.map((r) => r.scope)).toEqual(['group', 'planinfo']);
    const res = await post('customerservice@demo.test', '/api/Memo/Create', {
      groupNumber: employee.group,
      descno: 1,
      text: 'x',
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 with field errors', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ memberId: employee.memberId, descno: 99 }, { descno: 'invalidValue' }],
      [{ memberId: employee.memberId, text: '' }, { text: 'required' }],
      [
        { memberId: employee.memberId, effectiveDate: '2026-05-01', expirationDate: '2026-04-01' },
        { expirationDate: 'invalidLaterThanDate' },
      ],
      [{ memberId: employee.memberId, groupNumber: employee.group }, { memberId: 'required' }],
      [{}, { memberId: 'required' }],
    ];
    for (const [over, fields] of cases) {
      const res = await post('customerservice@demo.test', '/api/Memo/Create', {
        descno: 1,
        text: 'A memo.',
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res).fields, JSON.stringify(over)).toMatchObject(fields);
    }
  });
});

describe('Memo/planinfo, Memo/Group, Memo/Precert', () => {
  it('plan information of the member’s group in force during the plan year', async () => {
    const id = await createMemo('administrator@demo.test', {
      groupNumber: employee.group,
      descno: 7,
      text: 'Deductible resets on January 1.',
      effectiveDate: `${year}-01-01`,
      expirationDate: `${year}-12-31`,
    });
    const now = await post('customerservice@demo.test', '/api/Memo/planinfo', {
      memberId: employee.memberId,
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().map((m: { memoId: number }) => m.memoId)).toContain(id);
    const thisYear = (
      await post('customerservice@demo.test', '/api/Memo/planinfo', {
        memberId: employee.memberId,
        planYear: year,
      })
    ).json();
    expect(thisYear.find((m: { memoId: number }) => m.memoId === id)).toMatchObject({
      descno: 7,
      descr: 'Plan Information',
      groupNumber: employee.group,
      memberId: null,
    });
    const past = (
      await post('customerservice@demo.test', '/api/Memo/planinfo', {
        memberId: employee.memberId,
        planYear: 2000,
      })
    ).json();
    expect(past.map((m: { memoId: number }) => m.memoId)).not.toContain(id);
  });

  it('a group’s memos, newest first, without member memos', async () => {
    const id = await createMemo('administrator@demo.test', {
      groupNumber: employee.group,
      text: 'Renewal meeting in March.',
    });
    const res = await post('administrator@demo.test', '/api/Memo/Group', {
      groupNumber: employee.group,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [n] = await rows(
      sql`select count(*)::int as n from memos where group_number = ${employee.group} and scope <> 'member'`,
    );
    expect(body.totalNumberOfItems).toBe(Number(n!.n));
    expect(body.memos[0].memoId).toBe(id);
    expect(body.memos.every((m: { memberId: unknown }) => m.memberId === null)).toBe(true);
    expect(
      (await post(outsider, '/api/Memo/Group', { groupNumber: employee.group })).statusCode,
    ).toBe(404);
    expect(
      (await post('customerservice@demo.test', '/api/Memo/Group', { groupNumber: employee.group }))
        .statusCode,
    ).toBe(403);
  });

  it('precert instructions: the active one in force, for members of the group, its employers, staff and providers', async () => {
    const before = await get('employee@demo.test', `/api/Memo/Precert?groupNumber=${otherGroup}`);
    expect(before.statusCode).toBe(404);
    await createMemo('administrator@demo.test', {
      groupNumber: employee.group,
      descno: 4,
      text: 'Old instructions.',
      active: true,
    });
    await createMemo('administrator@demo.test', {
      groupNumber: employee.group,
      descno: 4,
      text: 'Call 800-555-0199 before any inpatient stay.',
      active: true,
      effectiveDate: `${year}-01-01`,
    });
    const expected = {
      groupNumber: employee.group,
      text: 'Call 800-555-0199 before any inpatient stay.',
      effectiveDate: `${year}-01-01`,
    };
    for (const who of [
      'employee@demo.test',
      'employer@demo.test',
      'customerservice@demo.test',
      'provider@demo.test',
    ]) {
      const res = await get(who, `/api/Memo/Precert?groupNumber=${employee.group}`);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect(res.json(), who).toEqual(expected);
    }
    expect(
      (await get(outsider, `/api/Memo/Precert?groupNumber=${employee.group}`)).statusCode,
    ).toBe(404);
    const none = await get(outsider, `/api/Memo/Precert?groupNumber=${otherGroup}`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toBeNull();
  });
});

describe('scoping and permissions', () => {
  it('staff outside the member’s group get 404', async () => {
    expect(
      (await post(outsider, '/api/Memo/Search', { memberId: employee.memberId })).statusCode,
    ).toBe(404);
    expect(
      (
        await post(outsider, '/api/Memo/Create', {
          memberId: employee.memberId,
          descno: 1,
          text: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(outsider, '/api/Memo/Create', {
          groupNumber: employee.group,
          descno: 1,
          text: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(outsider, '/api/Memo/planinfo', { memberId: employee.memberId })).statusCode,
    ).toBe(404);
  });

  it('403 without Memos, for portals other than staff, and for writes with a read-only grant', async () => {
    const body = { memberId: employee.memberId };
    expect((await post('finance@demo.test', '/api/Memo/Search', body)).statusCode).toBe(403);
    expect((await post('employer@demo.test', '/api/Memo/Search', body)).statusCode).toBe(403);
    expect((await post('employee@demo.test', '/api/Memo/planinfo', body)).statusCode).toBe(403);
    expect((await post('compliance@demo.test', '/api/Memo/Search', body)).statusCode).toBe(200);
    expect(
      (await post('compliance@demo.test', '/api/Memo/Create', { ...body, descno: 1, text: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});
