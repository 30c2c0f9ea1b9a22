import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { auditBatcher } from '../src/audit.js';
import { createTestApp, type TestApp } from './helpers.js';
import { buildWorld, claimKeysOf, get, tokensOf, type World } from './scoping-fixture.js';

/**
 * Audit rows of concurrent calls are written by one group commit (src/audit-batch.ts; docs/decisions.md,
 * "Audit"): every audited read still leaves its own rows with its real actor, a call answers only once
 * they are written, and a call whose rows cannot be written fails — alone, when its rows are at fault.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
/** The fixture's claims in its order (E Jan, E Feb, S Mar, A Apr, K May, E Jun, S Jul, O Aug, E last year). */
let num: { prefix: number; number: number; suffix: number; id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  tok = await tokensOf(t.app, w);
  num = await claimKeysOf(db, w);
});

afterEach(async () => {
  await t.database.db.execute(sql`drop trigger if exists test_refuse_audit on audit_log`);
});

afterAll(async () => {
  await t?.close();
});

const details = (token: string, i: number) => {
  const k = num[i]!;
  return get(
    t.app,
    `/api/ClaimsInfo/ClaimDetails?claimPrefix=${k.prefix}&claimNumber=${k.number}&claimSuffix=${k.suffix}`,
    token,
  );
};

/** The claim-details audit rows of these claims, oldest first. */
async function rowsOf(claimIndexes: number[]) {
  return t.database.db
    .select()
    .from(s.auditLog)
    .where(
      and(
        eq(s.auditLog.action, 'claims.claimDetails'),
        inArray(
          s.auditLog.entityId,
          claimIndexes.map((i) => String(num[i]!.id)),
        ),
      ),
    )
    .orderBy(s.auditLog.id);
}

/** Makes the audit insert fail for the row of claim `i` with this SQLSTATE. */
async function refuseAuditOf(i: number, sqlstate: string) {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create or replace function test_refuse_audit() returns trigger language plpgsql as $$
begin
  if new.entity_id = '${num[i]!.id}' then
    raise exception 'audit row refused' using errcode = '${sqlstate}';
  end if;
  return new;
end $$`),
  );
  await db.execute(
    sql`create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()`,
  );
}

describe('audit rows of concurrent calls (group commit)', () => {
  it('every concurrent read leaves its own row with its real actor, member and request', async () => {
    const calls: [keyof typeof tok, number][] = [
      ['employee', 0],
      ['employee', 1],
      ['dependent', 3],
      ['employee', 4],
      ['other', 7],
      ['employee', 5],
      ['employee', 8],
      ['dependent', 3],
      ['employee', 0],
      ['other', 7],
    ];
    const claims = [...new Set(calls.map(([, i]) => i))];
    const before = await rowsOf(claims);
    const answers = await Promise.all(calls.map(([who, i]) => details(tok[who], i)));
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    const fresh = (await rowsOf(claims)).filter((r) => !before.some((b) => b.id === r.id));
    expect(fresh).toHaveLength(calls.length);
    // One row per call, each naming the call's own request, actor, claim and patient.
    const byRequest = new Map(fresh.map((r) => [r.requestId, r]));
    expect(byRequest.size).toBe(calls.length);
    const patients = await t.database.db
      .select({ id: s.claims.id, memberId: s.claims.memberId })
      .from(s.claims)
      .where(inArray(s.claims.id, w.claimIds));
    for (const [k, [who, i]] of calls.entries()) {
      const row = byRequest.get(answers[k]!.headers['x-request-id'] as string);
      expect(row, `the row of call ${k}`).toMatchObject({
        actorAccountId: w.accountIds[who],
        entity: 'claim',
        entityId: String(num[i]!.id),
        memberId: patients.find((p) => p.id === num[i]!.id)!.memberId,
      });
      expect(row!.detail).toMatchObject({ language: 'en' });
    }
  });

  it('a call whose audit row cannot be written fails, and its data is not sent', async () => {
    await refuseAuditOf(1, 'P0001');
    const before = await rowsOf([1]);
    const res = await details(tok.employee, 1);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(String(num[1]!.number));
    expect(await rowsOf([1])).toHaveLength(before.length);
  });

  it('a row at fault fails only its own call, not the calls written in the same batch', async () => {
    await refuseAuditOf(4, '23514');
    const before = await rowsOf([0, 4, 5, 8]);
    const answers = await Promise.all([
      details(tok.employee, 0),
      details(tok.employee, 4),
      details(tok.employee, 5),
      details(tok.employee, 8),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 500, 200, 200]);
    const fresh = (await rowsOf([0, 4, 5, 8])).filter((r) => !before.some((b) => b.id === r.id));
    expect(fresh.map((r) => r.entityId).sort()).toEqual(
      [0, 5, 8].map((i) => String(num[i]!.id)).sort(),
    );
  });

  it('writes a batch’s rows in order, a missing detail as null and a detail as jsonb', async () => {
    const requestId = `batch-${Date.now()}`;
    const row = (entityId: string, detail: string | null) => ({
      actorAccountId: w.accountIds.employee!,
      impersonatorAccountId: null,
      action: 'test.batch',
      entity: 'claim',
      entityId,
      memberId: null,
      requestId,
      detail,
    });
    const batcher = auditBatcher(t.database.db);
    await Promise.all([
      batcher.write([row('a', null), row('b', '{"n":1,"s":"it\'s \\"quoted\\""}')]),
      batcher.write([row('c', '{"n":2}')]),
    ]);
    const rows = await t.database.db
      .select({
        entityId: s.auditLog.entityId,
        detail: s.auditLog.detail,
        nullDetail: sql<boolean>`${s.auditLog.detail} is null`,
      })
      .from(s.auditLog)
      .where(eq(s.auditLog.requestId, requestId))
      .orderBy(s.auditLog.id);
    expect(rows).toEqual([
      { entityId: 'a', detail: null, nullDetail: true },
      { entityId: 'b', detail: { n: 1, s: 'it\'s "quoted"' }, nullDetail: false },
      { entityId: 'c', detail: { n: 2 }, nullDetail: false },
    ]);
  });
});
