import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createTestApp, testConfig, type TestApp } from './helpers.js';
import {
  G1,
  G2,
  accountWith,
  buildWorld,
  get,
  post,
  tokensOf,
  type World,
} from './scoping-fixture.js';
import { auditCsv } from '../src/modules/compliance/csv.js';
import { auditScope } from '../src/modules/compliance/repo.js';
import { lookbackStart } from '../src/modules/compliance/service.js';

/**
 * Compliance (issue 27): the audit trail search and its CSV export (45 CFR 164.312(b)), recorded
 * disclosures and the member's own accounting of disclosures (164.528), over the scoping world.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
let compliance: { id: number; username: string; token: string };
let limited: { id: number; username: string; token: string };

const SEARCH = '/api/Compliance/AuditTrail/Search';
const CSV = '/api/Compliance/AuditTrail/Csv';
const RECORD = '/api/Compliance/Disclosures';
const MINE = '/api/Member/Disclosures';
const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Entry = {
  id: number;
  at: string;
  action: string;
  memberId: string | null;
  memberName: string | null;
  actorUsername: string | null;
  detail: string | null;
};
const search = async (body: object, token = compliance.token) => {
  const res = await post(t.app, SEARCH, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Entry[]; nextCursor: string | null };
};

beforeAll(async () => {
  const base = testConfig();
  t = await createTestApp({
    config: {
      sso: {
        ...base.sso,
        partners: { talon: { url: 'https://talon.partner.test/sso', audience: 'urn:talon' } },
      },
    },
  });
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
  compliance = await accountWith(t.app, t.database.db, 'Compliance', [-1]);
  limited = await accountWith(t.app, t.database.db, 'Compliance', [G2]);
  // PHI reads by other users: the nurse and the employer read the employee's profile, the
  // administrator reads the other member's.
  for (const [who, member] of [
    [tok.nurse, w.publicIds.E],
    [tok.employer, w.publicIds.E],
    [tok.nurse, w.publicIds.E],
    [tok.admin, w.publicIds.O],
  ] as const) {
    const res = await get(t.app, `/api/Member/Profile/Admin?memberId=${member}`, who);
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the audit trail search', () => {
  it('finds the reads of one member, newest first, with who read it', async () => {
    const { items } = await search({ memberId: w.publicIds.E, items: 100 });
    const reads = items.filter((i) => i.action === 'members.profileAdmin');
    expect(reads.map((r) => r.actorUsername)).toEqual([
      w.accounts.nurse,
      w.accounts.employer,
      w.accounts.nurse,
    ]);
    expect(items.every((i) => i.memberId === w.publicIds.E)).toBe(true);
    expect(reads[0]!.memberName).toBe('Emp Tester');
    const ats = items.map((i) => Date.parse(i.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    // The other member's read is not among them.
    expect(items.some((i) => i.actorUsername === w.accounts.admin)).toBe(false);
  });

  it('finds a member by name too', async () => {
    const byName = await search({ memberLastName: 'tester', memberFirstName: 'EMP' });
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((i) => i.memberId === w.publicIds.E)).toBe(true);
    expect((await search({ memberLastName: 'Nobody-By-This-Name' })).items).toEqual([]);
  });

  it('finds what one user did, and one action', async () => {
    const byUser = await search({ username: w.accounts.nurse.toUpperCase(), items: 100 });
    expect(byUser.items.length).toBeGreaterThanOrEqual(2);
    expect(byUser.items.every((i) => i.actorUsername === w.accounts.nurse)).toBe(true);
    const byAction = await search({ action: 'members.profileAdmin', items: 100 });
    expect(byAction.items.every((i) => i.action === 'members.profileAdmin')).toBe(true);
    const who = byAction.items.map((i) => `${i.actorUsername}→${i.memberId}`);
    expect(who).toContain(`${w.accounts.admin}→${w.publicIds.O}`);
    expect(who).toContain(`${w.accounts.nurse}→${w.publicIds.E}`);
    const both = await search({
      action: 'members.profileAdmin',
      username: w.accounts.employer,
      memberId: w.publicIds.E,
    });
    expect(both.items).toHaveLength(1);
    expect((await search({ username: 'nobody@nowhere.test' })).items).toEqual([]);
  });

  it('limits by date range', async () => {
    const filter = { memberId: w.publicIds.E, action: 'members.profileAdmin' };
    expect((await search({ ...filter, fromDate: today(), thruDate: today() })).items).toHaveLength(
      3,
    );
    expect((await search({ ...filter, thruDate: dayOffset(-1) })).items).toEqual([]);
    expect((await search({ ...filter, fromDate: dayOffset(1) })).items).toEqual([]);
  });

  it('pages on the server with a keyset cursor: every row once, in order', async () => {
    const all = (await search({ memberId: w.publicIds.E, items: 100 })).items;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Entry[]; nextCursor: string | null } = await search({
        memberId: w.publicIds.E,
        items: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    // The paging's own reads come later than `all` was read: compare the rows `all` had.
    expect(seen.filter((id) => all.some((a) => a.id === id))).toEqual(all.map((a) => a.id));
  });

  it('reading the audit trail is itself audited, with the filter and the member', async () => {
    const res = await post(t.app, SEARCH, compliance.token, { memberId: w.publicIds.E });
    const rows = await t.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.requestId, String(res.headers['x-request-id'])));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.action === 'compliance.auditSearch')).toBe(true);
    expect(rows.every((r) => r.actorAccountId === compliance.id)).toBe(true);
    expect(rows.map((r) => r.memberId)).toContain(w.members.E);
    expect(rows[0]!.detail).toMatchObject({ filter: { memberId: w.publicIds.E } });
    // … and the next search finds that read.
    const mine = await search({ username: compliance.username, action: 'compliance.auditSearch' });
    expect(mine.items.length).toBeGreaterThan(0);
  });

  it('a compliance officer limited to some groups sees only their members’ rows', async () => {
    expect((await search({ memberId: w.publicIds.E }, limited.token)).items).toEqual([]);
    const other = await search({ memberId: w.publicIds.O }, limited.token);
    expect(other.items.length).toBeGreaterThan(0);
    const byAction = await search({ action: 'members.profileAdmin', items: 100 }, limited.token);
    expect(byAction.items.every((i) => i.memberId === w.publicIds.O)).toBe(true);
  });

  it('refuses staff without Audit Trail, employers, providers and members', async () => {
    for (const who of [tok.csr, tok.nurse, tok.employer]) {
      expect((await post(t.app, SEARCH, who, {})).statusCode).toBe(403);
      expect((await post(t.app, CSV, who, {})).statusCode).toBe(403);
    }
    for (const who of [tok.provider, tok.employee, tok.dependent]) {
      expect((await post(t.app, SEARCH, who, {})).statusCode).toBe(403);
      expect((await post(t.app, RECORD, who, {})).statusCode).toBe(403);
    }
    expect((await post(t.app, SEARCH, undefined, {})).statusCode).toBe(401);
    // The administrator holds every permission, this one included.
    expect((await post(t.app, SEARCH, tok.admin, { memberId: w.publicIds.E })).statusCode).toBe(
      200,
    );
    // A read-only grant searches but does not record.
    const ro = await accountWith(t.app, t.database.db, 'CustomerService', [-1]);
    await t.database.db.insert(s.accountPermissions).values({
      accountId: ro.id,
      permissionId: 73,
      readonly: true,
    });
    const roToken = (await import('./helpers.js')).login(t.app, ro.username);
    expect((await post(t.app, SEARCH, await roToken, {})).statusCode).toBe(200);
    expect(
      (
        await post(t.app, RECORD, await roToken, {
          memberId: w.publicIds.E,
          disclosedOn: today(),
          recipient: 'X',
          purpose: 'other',
          description: 'Y',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('bad input is 400 with field errors', async () => {
    const bad = async (body: object, field: string) => {
      const res = await post(t.app, SEARCH, compliance.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    };
    await bad({ fromDate: 'yesterday' }, 'fromDate');
    await bad({ fromDate: today(), thruDate: dayOffset(-3) }, 'thruDate');
    await bad({ items: 500 }, 'items');
    await bad({ memberFirstName: 'Emp' }, 'memberLastName');
    await bad({ memberId: w.publicIds.E, memberLastName: 'Tester' }, 'memberLastName');
    await bad({ cursor: 'not-a-cursor' }, 'cursor');
    await bad({ cursor: Buffer.from('2026-01-01|x').toString('base64url') }, 'cursor');
    await bad({ unknown: 1 }, '_');
  });
});

describe('the audit trail CSV export', () => {
  it('streams the search’s rows as CSV, header first, newest first', async () => {
    const res = await post(t.app, CSV, compliance.token, {
      memberId: w.publicIds.E,
      action: 'members.profileAdmin',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    // Streamed: no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Action,Entity,Record,Member ID,Member,User,User name,Impersonated by,Request,Detail',
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(',')[6])).toEqual([
      w.accounts.nurse,
      w.accounts.employer,
      w.accounts.nurse,
    ]);
    expect(lines.slice(1).every((l) => l.includes(`,${w.publicIds.E},Emp Tester,`))).toBe(true);
    const sp = await t.app.inject({
      method: 'POST',
      url: CSV,
      headers: { authorization: `Bearer ${compliance.token}`, 'accept-language': 'es' },
      payload: { username: 'nobody@nowhere.test' },
    });
    expect(sp.body.replace(/^\uFEFF/, '')).toMatch(/^Hora \(UTC\),Acción,/);
    // The export itself is on the trail, with its filter.
    const [row] = await t.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.requestId, String(res.headers['x-request-id'])));
    expect(row).toMatchObject({ action: 'compliance.auditSearchCsv', memberId: w.members.E });
  });

  it('reads in keyset batches and stops at its limit', async () => {
    const chunks: string[] = [];
    for await (const c of auditCsv(
      t.database.db,
      { memberIds: [w.members.E] },
      auditScope(compliance.id, true),
      'en',
      5,
      2,
    ))
      chunks.push(c);
    expect(chunks).toHaveLength(4); // header, 2, 2, 1
    const lines = chunks.join('').trimEnd().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(new Set(lines.slice(1)).size).toBe(5);
  });
});

describe('disclosures', () => {
  const record = (body: Record<string, unknown>, token = compliance.token) =>
    post(t.app, RECORD, token, {
      memberId: w.publicIds.E,
      disclosedOn: dayOffset(-10),
      recipient: 'Circuit Court of Sangamon County',
      purpose: 'judicial',
      description: 'Claims of 2025 under subpoena no. 123',
      ...body,
    });
  type Mine = {
    items: {
      date: string;
      recipient: string;
      purpose: string;
      source: string;
      description: string | null;
    }[];
    nextCursor: string | null;
  };
  const mine = async (token: string) => {
    const res = await get(t.app, MINE, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Mine;
  };

  it('compliance records a disclosure; the member sees it and the SSO hand-offs, not staff reads', async () => {
    const res = await record({});
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(id).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.requestId, String(res.headers['x-request-id'])));
    expect(row).toMatchObject({
      action: 'compliance.recordDisclosure',
      memberId: w.members.E,
      entityId: String(id),
    });
    const sso = await get(t.app, '/api/TALON/sso', tok.employee);
    expect(sso.statusCode, sso.body).toBe(200);

    const list = (await mine(tok.employee)).items;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        date: today(),
        recipient: 'talon',
        purpose: 'partnerService',
        source: 'call',
        description: null,
      },
      {
        id,
        date: dayOffset(-10),
        recipient: 'Circuit Court of Sangamon County',
        purpose: 'judicial',
        source: 'recorded',
        description: 'Claims of 2025 under subpoena no. 123',
      },
    ]);
    // The staff reads of beforeAll (treatment, payment, operations) are not there.
    expect(JSON.stringify(list)).not.toContain('profileAdmin');
  });

  it('the list is the signed-in person’s own: the subscriber never sees the adult dependent’s', async () => {
    expect(
      (await record({ memberId: w.publicIds.A, recipient: 'State health department' })).statusCode,
    ).toBe(201);
    expect(
      (
        await record({
          memberId: w.publicIds.S,
          recipient: 'County sheriff',
          purpose: 'lawEnforcement',
        })
      ).statusCode,
    ).toBe(201);
    const dependent = (await mine(tok.dependent)).items;
    expect(dependent.map((d) => d.recipient)).toEqual(['State health department']);
    const employee = (await mine(tok.employee)).items.map((d) => d.recipient);
    expect(employee).not.toContain('State health department');
    // Not even a spouse who granted the subscriber access to her data.
    expect(employee).not.toContain('County sheriff');
    expect((await get(t.app, MINE, tok.other)).json().items).toEqual([]);
  });

  it('keeps six years: an older disclosure is not listed', async () => {
    const before = lookbackStart();
    await t.database.db.insert(s.disclosures).values({
      memberId: w.members.O,
      disclosedOn: new Date(Date.parse(before) - 86_400_000).toISOString().slice(0, 10),
      source: 'recorded',
      purpose: 'research',
      recipient: 'Too old',
      action: 'compliance.recordDisclosure',
    });
    await t.database.db.insert(s.disclosures).values({
      memberId: w.members.O,
      disclosedOn: before,
      source: 'recorded',
      purpose: 'research',
      recipient: 'Just in time',
      action: 'compliance.recordDisclosure',
    });
    expect((await mine(tok.other)).items.map((d) => d.recipient)).toEqual(['Just in time']);
    expect(lookbackStart('2026-07-04')).toBe('2020-07-04');
    expect(lookbackStart('2028-02-29')).toBe('2022-03-01');
  });

  it('pages the list on the server', async () => {
    for (let i = 0; i < 26; i++)
      await t.database.db.insert(s.disclosures).values({
        memberId: w.members.K,
        disclosedOn: dayOffset(-i),
        source: 'recorded',
        purpose: 'publicHealth',
        recipient: `Registry ${i}`,
        action: 'compliance.recordDisclosure',
      });
    const kid = await accountWith(t.app, t.database.db, 'Dependent', [], [], {
      overrides: { memberId: w.members.K, groupNumber: G1, dependentNumber: 3 },
    });
    const first = await mine(kid.token);
    expect(first.items).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();
    const res = await get(t.app, `${MINE}?cursor=${first.nextCursor}`, kid.token);
    const second = res.json() as Mine;
    expect(second.items.map((d) => d.recipient)).toEqual(['Registry 25']);
    expect(second.nextCursor).toBeNull();
    expect((await get(t.app, `${MINE}?cursor=zzz`, kid.token)).statusCode).toBe(400);
  });

  it('members only: staff, employers and providers are refused', async () => {
    for (const who of [compliance.token, tok.admin, tok.employer, tok.provider])
      expect((await get(t.app, MINE, who)).statusCode).toBe(403);
    expect((await get(t.app, MINE)).statusCode).toBe(401);
  });

  it('recording: bad input is 400 with field errors; out of reach is 404', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await record(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    };
    await bad({ memberId: '' }, 'memberId');
    await bad({ recipient: '  ' }, 'recipient');
    await bad({ description: '' }, 'description');
    await bad({ purpose: 'partnerService' }, 'purpose');
    await bad({ purpose: 'gossip' }, 'purpose');
    await bad({ disclosedOn: '13/45/2026' }, 'disclosedOn');
    await bad({ disclosedOn: dayOffset(1) }, 'disclosedOn');
    await bad({ disclosedOn: '2001-01-01' }, 'disclosedOn');
    await bad({ recipient: 'x'.repeat(201) }, 'recipient');
    expect((await record({ memberId: 'NO-SUCH-MEMBER' })).statusCode).toBe(404);
    // A compliance officer of group two cannot record about a member of group one.
    expect((await record({ memberId: w.publicIds.E }, limited.token)).statusCode).toBe(404);
    expect((await record({ memberId: w.publicIds.O }, limited.token)).statusCode).toBe(201);
    const [n] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from disclosures where member_id = ${w.members.E} and source = 'recorded'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(Number(n!.n)).toBe(1);
    void G1;
  });
});
