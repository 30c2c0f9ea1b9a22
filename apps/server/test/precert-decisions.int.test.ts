import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { todayIso } from '../src/clock.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';

/**
 * Precerts/UpdateStatus (issue 10): a reviewer of the precert's group decides it; the decision, the
 * reviewer, today's date, the reason and the note are kept; the requester of an online request reads the
 * decision in its conversation and gets the secure-message e-mail; the transitions are checked; staff
 * outside the group get 404.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tok: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const NURSE = 'nurse@demo.test';
const P = 'provider@demo.test';

const decide = (who: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Precerts/UpdateStatus',
    headers: bearer(tok[who]!),
    payload: body,
  });
const get = (who: string, certNo: string) =>
  t.app.inject({ url: `/api/Precerts/Precert?certno=${certNo}`, headers: bearer(tok[who]!) });

/** A pending precert of the demo data, in a group the outsider does not reach. */
let pending: { certNo: string; group: number };
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [NURSE, P, 'customerservice@demo.test']) tok[u] = await login(t.app, u);
  const [r] = await rows(
    sql`select cert_no, group_number from precertifications where status = 'pending' order by cert_no limit 1`,
  );
  if (!r) throw new Error('the demo seed has no pending pre-certification');
  pending = { certNo: String(r.cert_no), group: Number(r.group_number) };
  const [other] = await rows(
    sql`select group_number from groups where group_number > 0 and group_number <> ${pending.group} order by group_number limit 1`,
  );
  outsider = uniqueUsername('nurse-outside');
  const id = await createAccount(t.database.db, { username: outsider, role: 'Nurse' });
  await t.database.db
    .insert(s.accountGroupAccess)
    .values({ accountId: id, groupNumber: Number(other!.group_number) });
  tok[outsider] = await login(t.app, outsider);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/Precerts/UpdateStatus', () => {
  it('a reviewer outside the group gets 404; customer service (read-only precerts) 403', async () => {
    const res = await decide(outsider, { certNo: pending.certNo, status: 'Approved' });
    expect(res.statusCode).toBe(404);
    const csr = await decide('customerservice@demo.test', {
      certNo: pending.certNo,
      status: 'Approved',
    });
    expect(csr.statusCode).toBe(403);
    expect((await decide(NURSE, { certNo: '999999999', status: 'Closed' })).statusCode).toBe(404);
  });

  it('a denial needs a reason; days approved only with an approval; never Pending', async () => {
    const denied = await decide(NURSE, { certNo: pending.certNo, status: 'Denied' });
    expect(denied.statusCode).toBe(400);
    expect(errorOf(denied).fields).toEqual({ decisionReason: 'required' });
    const days = await decide(NURSE, {
      certNo: pending.certNo,
      status: 'Withdrawn',
      daysApproved: 3,
    });
    expect(days.statusCode).toBe(400);
    expect(errorOf(days).fields).toEqual({ daysApproved: 'invalidValue' });
    expect((await decide(NURSE, { certNo: pending.certNo, status: 'Pending' })).statusCode).toBe(
      400,
    );
    // Nothing was written by the refused calls.
    const [r] = await rows(
      sql`select status from precertifications where cert_no = ${pending.certNo}`,
    );
    expect(r!.status).toBe('pending');
  });

  it('approves with days, the reviewer, today, the reason and the note; then only Closed is allowed', async () => {
    const res = await decide(NURSE, {
      certNo: pending.certNo,
      status: 'Approved',
      daysApproved: 4,
      decisionReason: 'Meets criteria',
      note: 'Reviewed with the attending physician.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      certNo: pending.certNo,
      status: 'Approved',
      daysApproved: 4,
      decisionDate: todayIso(),
      decisionReason: 'Meets criteria',
      reviewerName: expect.stringMatching(/\S/),
    });
    expect(res.json().notes.map((n: { text: string }) => n.text)).toContain(
      'Reviewed with the attending physician.',
    );
    const again = await get(NURSE, pending.certNo);
    expect(again.json()).toMatchObject({ status: 'Approved', decisionReason: 'Meets criteria' });
    const [audit] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'precerts.updateStatus' and entity_id = ${pending.certNo}`,
    );
    expect(Number(audit!.n)).toBe(1);

    const deny = await decide(NURSE, {
      certNo: pending.certNo,
      status: 'Denied',
      decisionReason: 'x',
    });
    expect(deny.statusCode).toBe(400);
    expect(errorOf(deny).fields).toEqual({ status: 'invalidValue' });
    const closed = await decide(NURSE, { certNo: pending.certNo, status: 'Closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe('Closed');
    expect((await decide(NURSE, { certNo: pending.certNo, status: 'Closed' })).statusCode).toBe(
      400,
    );
  });

  it('an online request’s requester reads the decision in its conversation and is e-mailed', async () => {
    const [patient] = await rows(
      sql`select m.member_id, m.dependent_number from claims c join members m on m.id = c.member_id
        where c.provider_id in (select p.id from providers p join account_provider_access x on x.tax_id = p.tax_id
          join accounts a on a.id = x.account_id where a.username = ${P})
          and m.group_number in (select g.group_number from account_group_access g join accounts a on a.id = g.account_id where a.username = ${NURSE}
            union select m2.group_number from members m2 where exists (select 1 from account_group_access g join accounts a on a.id = g.account_id where a.username = ${NURSE} and g.group_number = -1))
        order by c.id limit 1`,
    );
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/Conversations/OnlinePrecertification',
      headers: bearer(tok[P]!),
      payload: {
        memberId: String(patient!.member_id),
        dependentNumber: Number(patient!.dependent_number),
        serviceType: 'Imaging',
        serviceDate: '2026-12-01',
        providerName: 'Lakeside Imaging',
        providerNpi: '1234567893',
        providerPhone: '312-555-0100',
        diagnosisCodes: ['M54.50'],
        contactName: 'Dana Okafor',
        contactPhone: '312-555-0142',
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { certNo, conversationId } = filed.json() as { certNo: string; conversationId: number };
    const [mark] = await rows(sql`select coalesce(max(id), 0)::int as id from mail_outbox`);
    const unreadBefore = (
      await t.app.inject({ url: '/api/Conversations/UnReadAmount', headers: bearer(tok[P]!) })
    ).json().count as number;

    const res = await decide(NURSE, {
      certNo,
      status: 'Denied',
      decisionReason: 'Not medically necessary at this time',
      note: 'Clinical note not for the requester.',
    });
    expect(res.statusCode, res.body).toBe(200);

    const conv = await t.app.inject({
      url: `/api/Conversations/Get?conversationId=${conversationId}`,
      headers: bearer(tok[P]!),
    });
    const last = conv.json().messages.at(-1) as { body: string; fromStaff: boolean };
    expect(last.fromStaff).toBe(true);
    expect(last.body).toContain(certNo);
    expect(last.body).toMatch(/denied|denegada/);
    expect(last.body).toContain('Not medically necessary at this time');
    expect(last.body).not.toContain('Clinical note');
    const unreadAfter = (
      await t.app.inject({ url: '/api/Conversations/UnReadAmount', headers: bearer(tok[P]!) })
    ).json().count as number;
    expect(unreadAfter).toBe(unreadBefore + 1);
    const mails = await rows(
      sql`select o.text from mail_outbox o join accounts a on a.email = o."to" where a.username = ${P} and o.id > ${mark!.id}`,
    );
    expect(mails).toHaveLength(1);
    expect(String(mails[0]!.text)).not.toContain('Not medically necessary');
  });
});
