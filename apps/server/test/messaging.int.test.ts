import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from './helpers.js';
import { buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
});
afterAll(async () => {
  await t?.close();
});

type Item = {
  conversationId: number;
  unreadCount: number;
  inQueue: boolean;
  subject: string;
  memberId: string | null;
  ownerName: string | null;
};
const list = (token: string, body: object = {}) =>
  post(t.app, '/api/Conversations/Conversations', token, body);
const ids = (res: { json(): { items: Item[] } }) => res.json().items.map((i) => i.conversationId);

describe('POST /api/Conversations/Conversations', () => {
  it('a member sees the conversations it started, newest first, with staff replies unread (never internal notes)', async () => {
    const res = await list(tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual([w.conversations.queue, w.conversations.employee]);
    const items = res.json().items as Item[];
    expect(items[1]).toMatchObject({
      subject: 'My claim question',
      unreadCount: 1,
      memberId: w.publicIds.E,
      inQueue: false,
    });
    expect(res.json()).toMatchObject({ itemsPerPage: 10, totalNumberOfItems: 2 });
    expect(ids(await list(tok.other))).toEqual([w.conversations.other]);
    expect(ids(await list(tok.dependent))).toEqual([]);
  });

  it('staff: their own; with inQueue and Receive Message the queue', async () => {
    const own = await list(tok.nurse);
    expect(ids(own)).toEqual([w.conversations.employee]);
    expect((own.json().items as Item[])[0]!.unreadCount).toBe(1);
    const queue = await list(tok.nurse, { inQueue: true, amount: 100 });
    expect(ids(queue)).toEqual(
      expect.arrayContaining([w.conversations.queue, w.conversations.other]),
    );
    expect(ids(queue)).not.toContain(w.conversations.employee);
  });

  it('the queue and archived lists need their permissions', async () => {
    for (const k of ['employee', 'employer', 'provider'] as const)
      expect((await list(tok[k], { inQueue: true })).statusCode).toBe(403);
    expect((await list(tok.nurse, { showArchived: true })).statusCode).toBe(403);
    expect((await list(tok.admin, { showArchived: true })).statusCode).toBe(200);
  });

  it('bad input is 400', async () => {
    const res = await list(tok.employee, { amount: 0, sortProperty: 'secret' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(['amount', 'sortProperty']);
  });
});

describe('POST /api/Conversations/Search', () => {
  it('staff search is bounded by their groups, lastMessageDate descending', async () => {
    const res = await post(t.app, '/api/Conversations/Search', tok.nurse, {
      query: 'question',
      amount: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual(
      expect.arrayContaining([w.conversations.queue, w.conversations.employee]),
    );
    expect(ids(res)).not.toContain(w.conversations.other);
    const admin = await post(t.app, '/api/Conversations/Search', tok.admin, {
      memberId: w.publicIds.O,
    });
    expect(ids(admin)).toEqual([w.conversations.other]);
    const mine = await post(t.app, '/api/Conversations/Search', tok.admin, {
      query: 'question',
      memberId: w.publicIds.E,
    });
    expect(ids(mine)).toEqual([w.conversations.queue, w.conversations.employee]);
  });

  it('is for staff only; dates must be ordered', async () => {
    expect((await post(t.app, '/api/Conversations/Search', tok.employee, {})).statusCode).toBe(403);
    const bad = await post(t.app, '/api/Conversations/Search', tok.admin, {
      fromDate: '2026-02-01',
      thruDate: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ thruDate: 'invalidLaterThanDate' });
  });
});

describe('GET /api/Conversations/UnReadAmount', () => {
  it('counts messages addressed to the caller', async () => {
    expect((await get(t.app, '/api/Conversations/UnReadAmount', tok.employee)).json()).toEqual({
      count: 1,
    });
    expect((await get(t.app, '/api/Conversations/UnReadAmount', tok.nurse)).json()).toEqual({
      count: 1,
    });
    expect((await get(t.app, '/api/Conversations/UnReadAmount', tok.other)).json()).toEqual({
      count: 0,
    });
    expect((await get(t.app, '/api/Conversations/UnReadAmount')).statusCode).toBe(401);
  });
});
