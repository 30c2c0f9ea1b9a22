import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { appealNumber } from '@bp/contract/api/appeals';
import { permissionId } from '@bp/contract';
import { externalReviewDeadline } from '@bp/contract/rules/appeal-clocks';
import { formatDate } from '@bp/contract/format';
import { appealInfoRequests, appeals, confidentialContacts } from '../src/db/schema/index.js';
import { enqueue, type JobContext } from '../src/jobs/index.js';
import { registerAppealJobs } from '../src/modules/appeals/jobs.js';
import { APPEAL_DEADLINE_JOB, APPEAL_LETTER_JOB } from '../src/modules/appeals/job-kinds.js';
import {
  runDeadlineJob,
  scheduleDeadlineRunNow,
  type DeadlineJobResult,
} from '../src/modules/appeals/deadlines.js';
import { queueAppealMail } from '../src/modules/appeals/mail.js';
import { readPdf } from '../src/testing/pdf-text.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The appeals' background work (issue 31): the decision letter job (PDF stored once, event, the "document
 * waiting" e-mails without PHI to the right people and addresses) and the daily deadline job (warnings, late
 * marks, expired information requests; idempotent; keyset batches), on appeals inserted directly over the
 * demo seed's denied claims.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const db = () => t.database.db;
const rows = async <T = Row>(q: SQL) => ((await db().execute(q)) as unknown as { rows: T[] }).rows;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

interface Claim {
  id: number;
  memberId: number;
  groupNumber: number;
  providerId: number;
  number: string;
  deniedLine: number;
  procedureCode: string;
}

/** A claim of the patient matching `patient` (SQL over `m`) with a denied line carrying remark codes. */
async function deniedClaim(patient: SQL): Promise<Claim> {
  const [r] = await rows(sql`select c.id, c.member_id, c.group_number, c.provider_id,
      c.claim_prefix || '-' || c.claim_number || '-' || c.claim_suffix as number,
      l.line_number, l.procedure_code
    from claims c join members m on m.id = c.member_id
    join claim_lines l on l.claim_id = c.id and l.not_covered_cents > 0 and cardinality(l.remark_codes) > 0
    where ${patient} order by c.id, l.line_number limit 1`);
  expect(r, 'a denied claim in the seed').toBeDefined();
  return {
    id: Number(r!.id),
    memberId: Number(r!.member_id),
    groupNumber: Number(r!.group_number),
    providerId: Number(r!.provider_id),
    number: String(r!.number),
    deniedLine: Number(r!.line_number),
    procedureCode: String(r!.procedure_code),
  };
}

let employeeAccount: number;
let providerAccount: number;
let nurseAccount: number;

type NewAppeal = Partial<typeof appeals.$inferInsert> & { memberId: number; groupNumber: number };

async function insertAppeal(v: NewAppeal): Promise<number> {
  const [row] = await db()
    .insert(appeals)
    .values({
      subject: 'claim',
      type: 'postService',
      status: 'received',
      filedBy: 'member',
      filedByAccountId: employeeAccount,
      statement: 'Please look at this again.',
      noticeDate: '2026-01-05',
      filedOnTime: true,
      language: 'en',
      decideBy: new Date(Date.now() + 30 * DAY),
      ...v,
    })
    .returning({ id: appeals.id });
  return row!.id;
}

/** A decided appeal of a claim (upheld unless told). */
function decidedClaimAppeal(c: Claim, v: Partial<NewAppeal> = {}): Promise<number> {
  return insertAppeal({
    memberId: c.memberId,
    groupNumber: c.groupNumber,
    claimId: c.id,
    lineNumbers: [c.deniedLine],
    receivedAt: ago(20 * DAY),
    status: 'decided',
    outcome: 'upheld',
    decisionReason: 'The service is excluded by the plan.',
    decisionProvision: 'Section 7.2 Exclusions',
    decidedAt: ago(HOUR),
    decidedBy: nurseAccount,
    decidedOnTime: true,
    reviewerAccountId: nurseAccount,
    ...v,
  });
}

const lastMailId = async () =>
  Number((await rows(sql`select coalesce(max(id), 0) as id from mail_outbox`))[0]!.id);
const mailsAfter = (id: number) =>
  rows<{ to: string; subject: string; text: string; html: string }>(
    sql`select "to", subject, text, html from mail_outbox where id > ${id} order by id`,
  );
const appealRow = async (id: number) =>
  (
    await rows(
      sql`select status, letter_file_id, warned_at, overdue_at, decide_by from appeals where id = ${id}`,
    )
  )[0]!;
const eventsOf = (id: number) =>
  rows<{ kind: string; text: string | null; actor_account_id: number | null }>(
    sql`select kind, text, actor_account_id from appeal_events where appeal_id = ${id} order by id`,
  );

async function runLetter(appealId: number): Promise<number> {
  const jobId = await enqueue(db(), { kind: APPEAL_LETTER_JOB, payload: { appealId } });
  await t.app.jobs.runUntilIdle();
  return jobId;
}
const jobOf = async (id: number) =>
  (
    await rows<{ status: string; result: unknown; error: string | null }>(
      sql`select status, result, error from jobs where id = ${id}`,
    )
  )[0]!;

async function letterText(appealId: number) {
  const [f] = await rows<{
    bytes: Buffer | Uint8Array;
    purpose: string;
    member_id: number;
    media_type: string;
    name: string;
  }>(
    sql`select f.bytes, f.purpose, f.member_id, f.media_type, f.name from files f join appeals a on a.letter_file_id = f.id where a.id = ${appealId}`,
  );
  expect(f, 'the stored letter').toBeDefined();
  return { file: f!, pdf: await readPdf(new Uint8Array(f!.bytes)) };
}

/** No PHI in an e-mail: no appeal or claim number, no service, no amount, no patient name. */
function expectNoPhi(
  mail: { subject: string; text: string; html: string },
  forbidden: readonly string[],
) {
  for (const part of [mail.subject, mail.text, mail.html]) {
    expect(part).not.toMatch(/AP-\d/);
    expect(part).not.toContain('$');
    for (const f of forbidden) expect(part).not.toContain(f);
  }
}

beforeAll(async () => {
  t = await createTestApp({ extend: (app) => registerAppealJobs(app) });
  const acct = async (username: string) =>
    Number((await rows(sql`select id from accounts where username = ${username}`))[0]!.id);
  employeeAccount = await acct('employee@demo.test');
  providerAccount = await acct('provider@demo.test');
  nurseAccount = await acct('nurse@demo.test');
});

afterAll(async () => {
  await t?.close();
});

describe('the decision letter job', () => {
  it('stores an upheld claim letter once, adds the event, audits, and e-mails the adult patient without PHI', async () => {
    const claim = await deniedClaim(
      sql`m.id = (select member_id from accounts where username = 'employee@demo.test')`,
    );
    const id = await decidedClaimAppeal(claim);
    const patient = (
      await rows(
        sql`select first_name, last_name, member_id from members where id = ${claim.memberId}`,
      )
    )[0]!;
    const before = await lastMailId();
    const jobId = await runLetter(id);
    expect((await jobOf(jobId)).status).toBe('succeeded');

    const a = await appealRow(id);
    expect(a.letter_file_id).toBeTruthy();
    const { file, pdf } = await letterText(id);
    expect(file.purpose).toBe('letter');
    expect(Number(file.member_id)).toBe(claim.memberId);
    expect(file.media_type).toBe('application/pdf');
    expect(pdf.marked).toBe(true);
    expect(pdf.language).toBe('en-US');
    expect(pdf.text).toContain(appealNumber(id));
    expect(pdf.text).toContain(claim.number);
    expect(pdf.text).toContain(claim.procedureCode);
    expect(pdf.text).toContain(`${patient.first_name} ${patient.last_name}`);
    expect(pdf.text).toContain('Section 7.2 Exclusions');
    expect(pdf.text).toContain('The service is excluded by the plan.');
    const lastDay = externalReviewDeadline(new Date(Date.now() - HOUR)).lastDay;
    expect(pdf.text).toContain(`You must ask for it by ${formatDate(lastDay)}`);
    expect(pdf.text).toContain('502(a)');

    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['letterSent']);
    const audit = await rows(
      sql`select member_id, actor_account_id from audit_log where action = 'appeals.letterSent' and entity_id = ${String(id)}`,
    );
    expect(audit).toHaveLength(1);
    expect(Number(audit[0]!.member_id)).toBe(claim.memberId);
    expect(audit[0]!.actor_account_id).toBeNull();

    const mails = await mailsAfter(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('employee@demo.test');
    expect(mails[0]!.subject).toBe('A document about your appeal is waiting');
    expect(mails[0]!.text).toContain('http://portal.test/member/appeals');
    expectNoPhi(mails[0]!, [
      claim.number,
      claim.procedureCode,
      String(patient.last_name),
      String(patient.member_id),
    ]);

    // Idempotent: a second job for the same appeal changes nothing.
    const again = await runLetter(id);
    expect((await jobOf(again)).status).toBe('succeeded');
    expect((await jobOf(again)).result).toMatchObject({ created: false, mailed: 0 });
    expect((await appealRow(id)).letter_file_id).toBe(a.letter_file_id);
    expect(await eventsOf(id)).toHaveLength(1);
    expect(await mailsAfter(before)).toHaveLength(1);
    const files = await rows(
      sql`select count(*)::int as n from files where purpose = 'letter' and member_id = ${claim.memberId} and name = ${`appeal-${appealNumber(id)}-decision.pdf`}`,
    );
    expect(files[0]!.n).toBe(1);
  });

  it('sends an overturned Spanish letter to the confidential address and its e-mail to the confidential e-mail', async () => {
    const claim = await deniedClaim(
      sql`m.id = (select member_id from accounts where username = 'dependent@demo.test')`,
    );
    await db()
      .insert(confidentialContacts)
      .values({
        memberId: claim.memberId,
        addressLine1: '77 Hidden Lane',
        city: 'Quietville',
        state: 'TX',
        zip: '75001',
        email: 'private.dependent@example.test',
      })
      .onConflictDoUpdate({
        target: confidentialContacts.memberId,
        set: {
          addressLine1: '77 Hidden Lane',
          city: 'Quietville',
          state: 'TX',
          zip: '75001',
          email: 'private.dependent@example.test',
        },
      });
    const id = await decidedClaimAppeal(claim, {
      language: 'sp',
      outcome: 'overturned',
      decisionProvision: null,
      decisionReason: 'La precertificación estaba registrada.',
    });
    const before = await lastMailId();
    await runLetter(id);
    const { pdf } = await letterText(id);
    expect(pdf.language).toBe('es-US');
    expect(pdf.text).toContain('77 Hidden Lane');
    expect(pdf.text).toContain('Quietville, TX 75001');
    expect(pdf.text).toContain('Revocamos la decisión original');
    expect(pdf.text).toContain('El reclamo se volverá a procesar');
    expect(pdf.text).not.toContain('Su derecho a una revisión externa');
    const mails = await mailsAfter(before);
    expect(mails.map((m) => m.to)).toEqual(['private.dependent@example.test']);
    expect(mails[0]!.subject).toBe('Le espera un documento sobre su apelación');
    expectNoPhi(mails[0]!, [claim.number, '77 Hidden Lane']);
    const audit = await rows(
      sql`select detail from audit_log where action = 'appeals.letterSent' and entity_id = ${String(id)}`,
    );
    expect(audit[0]!.detail).toMatchObject({
      confidentialAddress: true,
      outcome: 'overturned',
      language: 'sp',
    });
  });

  it('e-mails a minor patient’s subscriber, and the filing provider account of a provider-filed appeal', async () => {
    const [minor] = await rows(sql`select m.id, m.group_number, m.subscriber_id from members m
      where m.date_of_birth > (current_date - interval '17 years') and m.subscriber_id <> m.id
        and exists (select 1 from claims c where c.member_id = m.id)
        and (exists (select 1 from accounts sa where sa.member_id = m.subscriber_id and sa.status = 'active')
          or (select s.email from members s where s.id = m.subscriber_id) is not null)
      order by m.id limit 1`);
    expect(minor, 'a minor with claims whose subscriber has an e-mail').toBeDefined();
    const [c] = await rows(
      sql`select id, provider_id from claims where member_id = ${minor!.id} order by id limit 1`,
    );
    const [sub] =
      await rows(sql`select coalesce((select a.email from accounts a where a.member_id = s.id and a.status = 'active' order by a.id limit 1), s.email) as email
      from members s where s.id = ${minor!.subscriber_id}`);
    const providerEmail = (
      await rows(sql`select email from accounts where id = ${providerAccount}`)
    )[0]!.email;
    const id = await insertAppeal({
      memberId: Number(minor!.id),
      groupNumber: Number(minor!.group_number),
      claimId: Number(c!.id),
      lineNumbers: [1],
      receivedAt: ago(3 * DAY),
      type: 'preService',
      status: 'decided',
      outcome: 'partial',
      overturnedLines: [1],
      decisionReason: 'Line 1 was medically necessary.',
      decisionProvision: 'Section 3.1 Covered services',
      decidedAt: ago(HOUR),
      decidedOnTime: true,
      filedBy: 'provider',
      filedByAccountId: providerAccount,
      filedByProviderId: Number(c!.provider_id),
    });
    const before = await lastMailId();
    await runLetter(id);
    const { pdf } = await letterText(id);
    expect(pdf.text).toContain('We overturned the original decision in part');
    expect(pdf.text).toContain('The provider, for the member');
    // A minor's letter is addressed to the subscriber (the household's address).
    const [s] = await rows(
      sql`select first_name || ' ' || last_name as name, address_line1 from members where id = ${minor!.subscriber_id}`,
    );
    expect(pdf.text).toContain(`Dear ${String(s!.name)}:`);
    expect(pdf.text).toContain(String(s!.address_line1));
    const mails = await mailsAfter(before);
    expect(mails.map((m) => m.to)).toEqual([sub!.email, providerEmail]);
    expect(mails[1]!.subject).toBe('A document about an appeal you filed is waiting');
    expect(mails[1]!.text).toContain('http://portal.test/provider/appeals');
  });

  it('writes a pre-certification letter; an undecided appeal fails the job for good without a letter', async () => {
    const [cert] = await rows(
      sql`select cert_no, member_id, group_number, procedure_code from precertifications where status = 'denied' order by cert_no limit 1`,
    );
    const id = await insertAppeal({
      memberId: Number(cert!.member_id),
      groupNumber: Number(cert!.group_number),
      subject: 'precert',
      certNo: Number(cert!.cert_no),
      type: 'urgent',
      receivedAt: ago(10 * HOUR),
      status: 'decided',
      outcome: 'upheld',
      decisionReason: 'Conservative treatment was not tried first.',
      decisionProvision: 'Medical policy MP-12',
      decidedAt: ago(HOUR),
      decidedOnTime: true,
    });
    await runLetter(id);
    const { pdf } = await letterText(id);
    expect(pdf.text).toContain(String(cert!.cert_no));
    expect(pdf.text).toContain(String(cert!.procedure_code));
    expect(pdf.text).toContain('Urgent (expedited) pre-service');
    expect(pdf.text).toContain('Medical policy MP-12');

    const open = await insertAppeal({
      memberId: Number(cert!.member_id),
      groupNumber: Number(cert!.group_number),
      subject: 'precert',
      certNo: Number(cert!.cert_no),
    });
    const before = await lastMailId();
    const jobId = await runLetter(open);
    const job = await jobOf(jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toContain('not decided');
    expect((await appealRow(open)).letter_file_id).toBeNull();
    expect(await mailsAfter(before)).toHaveLength(0);
    const bad = await enqueue(db(), { kind: APPEAL_LETTER_JOB, payload: {} });
    await t.app.jobs.runUntilIdle();
    expect((await jobOf(bad)).status).toBe('failed');
  });

  it('queueAppealMail: the information request e-mail to the claimant (and the filing provider) in the appeal’s language', async () => {
    const claim = await deniedClaim(
      sql`m.id = (select member_id from accounts where username = 'employee@demo.test')`,
    );
    const id = await insertAppeal({
      memberId: claim.memberId,
      groupNumber: claim.groupNumber,
      claimId: claim.id,
      status: 'awaitingInfo',
      language: 'sp',
      filedBy: 'provider',
      filedByAccountId: providerAccount,
      filedByProviderId: claim.providerId,
    });
    const before = await lastMailId();
    const n = await db().transaction((tx) =>
      queueAppealMail(
        tx,
        { mailer: t.app.mailer, publicUrl: 'http://portal.test' },
        { appealId: id, kind: 'infoRequested' },
      ),
    );
    expect(n).toBe(2);
    const mails = await mailsAfter(before);
    expect(mails[0]!.to).toBe('employee@demo.test');
    expect(mails[0]!.subject).toBe('Se necesita información para su apelación');
    expect(mails[1]!.subject).toBe('Information is needed for an appeal you filed');
    for (const m of mails) expectNoPhi(m, [claim.number, claim.procedureCode]);
    expect(
      await db().transaction((tx) =>
        queueAppealMail(
          tx,
          { mailer: t.app.mailer, publicUrl: 'x' },
          { appealId: 999_999_999, kind: 'decided' },
        ),
      ),
    ).toBe(0);
  });
});

describe('the deadline job', () => {
  let claim: Claim;
  const open = (v: Partial<NewAppeal>) =>
    insertAppeal({
      memberId: claim.memberId,
      groupNumber: claim.groupNumber,
      claimId: claim.id,
      ...v,
    });

  beforeAll(async () => {
    claim = await deniedClaim(sql`true`);
  });

  async function runQueued(): Promise<DeadlineJobResult> {
    const jobId = await scheduleDeadlineRunNow(db());
    await t.app.jobs.runUntilIdle();
    const job = await jobOf(jobId);
    expect(job.status).toBe('succeeded');
    return job.result as DeadlineJobResult;
  }

  /** Everything the job may change, for the idempotence check. */
  const snapshot = async () => ({
    appeals: await rows(
      sql`select id, status, decide_by, warned_at, overdue_at from appeals order by id`,
    ),
    events: await rows(sql`select appeal_id, kind, text from appeal_events order by id`),
    mails: await lastMailId(),
  });

  it('warns, marks late and ends expired pauses once each; a second run the same day changes nothing', async () => {
    const red = await open({
      receivedAt: ago(55 * DAY),
      reviewerAccountId: nurseAccount,
      status: 'inReview',
    });
    const amber = await open({ receivedAt: ago(35 * DAY), reviewerAccountId: nurseAccount });
    const green = await open({ receivedAt: ago(5 * DAY) });
    const late = await open({
      receivedAt: ago(63 * DAY),
      reviewerAccountId: nurseAccount,
      status: 'inReview',
      decideBy: ago(2 * DAY),
    });
    const urgentUnassigned = await open({ type: 'urgent', receivedAt: ago(65 * HOUR) });
    // Unanswered for longer than its response period (the least: its date + 50 days).
    const expired = await open({
      receivedAt: ago(70 * DAY),
      status: 'awaitingInfo',
      reviewerAccountId: nurseAccount,
      decideBy: ago(10 * DAY),
    });
    await db()
      .insert(appealInfoRequests)
      .values({
        appealId: expired,
        requestedAt: ago(65 * DAY),
        message: 'Send the records.',
        respondBy: new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10),
      });
    // A request still open: the clock is stopped, so no warning although little time was left.
    const paused = await open({ receivedAt: ago(55 * DAY), status: 'awaitingInfo' });
    await db()
      .insert(appealInfoRequests)
      .values({
        appealId: paused,
        requestedAt: ago(2 * DAY),
        message: 'Send the bill.',
        respondBy: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10),
      });
    const decided = await decidedClaimAppeal(claim, {
      receivedAt: ago(90 * DAY),
      letterFileId: null,
    });

    const nurseEmail = (await rows(sql`select email from accounts where id = ${nurseAccount}`))[0]!
      .email;
    const before = await lastMailId();
    const first = await runQueued();
    expect(first.infoExpired).toBeGreaterThanOrEqual(1);

    const r = await appealRow(red);
    expect(r.warned_at).not.toBeNull();
    expect(r.overdue_at).toBeNull();
    expect((await eventsOf(red)).map((e) => e.kind)).toEqual(['deadlineWarning']);

    for (const quiet of [amber, green, paused, decided]) {
      const q = await appealRow(quiet);
      expect(q.warned_at, `appeal ${quiet}`).toBeNull();
      expect(q.overdue_at, `appeal ${quiet}`).toBeNull();
      expect(await eventsOf(quiet)).toHaveLength(0);
    }
    expect((await appealRow(paused)).status).toBe('awaitingInfo');

    const l = await appealRow(late);
    expect(l.overdue_at).not.toBeNull();
    expect(l.warned_at).not.toBeNull();
    const lateEvents = await eventsOf(late);
    expect(lateEvents.map((e) => e.kind)).toEqual(['overdue', 'deadlineWarning']);
    expect(lateEvents[0]!.text).toContain('deemed to have exhausted');
    expect(lateEvents[0]!.text).toContain('external review');
    expect(lateEvents[0]!.actor_account_id).toBeNull();
    // The system's marks are on the audit trail, with the member and no actor.
    const [audit] = await rows(
      sql`select detail, actor_account_id, member_id from audit_log
        where action = 'appeals.deadlineSweep' and entity_id = ${String(late)}`,
    );
    expect(audit).toMatchObject({
      actor_account_id: null,
      detail: { overdue: true, warned: true },
    });
    expect(audit!.member_id).not.toBeNull();

    const e = await appealRow(expired);
    expect(e.status).toBe('inReview');
    expect(e.overdue_at).toBeNull();
    expect(e.warned_at).toBeNull();
    // Tolled the whole response period (50 days): the deadline is 60 + 50 days after receipt, in the future.
    expect(new Date(String(e.decide_by)).getTime()).toBeGreaterThan(Date.now() + 35 * DAY);
    const expiredEvents = await eventsOf(expired);
    expect(expiredEvents.map((x) => x.kind)).toEqual(['infoExpired']);
    expect(expiredEvents[0]!.text).toContain('without an answer');

    const mails = await mailsAfter(before);
    const toNurse = mails.filter((m) => m.to === nurseEmail);
    expect(toNurse.length).toBeGreaterThanOrEqual(2); // red and late, both assigned to the nurse
    for (const m of mails) {
      expect(m.subject).toBe('An appeal needs a decision soon');
      expect(m.text).toContain('http://portal.test/admin/appeals');
      expectNoPhi(m, [claim.number, claim.procedureCode]);
    }
    // The unassigned urgent appeal: staff with Appeals write access who reach its group.
    expect((await appealRow(urgentUnassigned)).warned_at).not.toBeNull();
    const recipients = new Set(mails.map((m) => m.to));
    expect(recipients).toContain('customerservice@demo.test');
    expect(recipients).not.toContain('compliance@demo.test'); // read-only Appeals
    expect(recipients).not.toContain('employer@demo.test');

    const state = await snapshot();
    const second = await runQueued();
    expect(second).toMatchObject({ warned: 0, overdue: 0, infoExpired: 0, mailed: 0 });
    expect(second.scanned).toBeGreaterThanOrEqual(7);
    expect(await snapshot()).toEqual(state);
  });

  it('warns the unassigned appeal’s staff by their effective permissions and groups, at most ten', async () => {
    const [other] = await rows(
      sql`select group_number from groups where group_number > 0 and group_number <> ${claim.groupNumber} order by group_number limit 1`,
    );
    const elsewhere = uniqueUsername('appeals.elsewhere');
    const eid = await createAccount(db(), { username: elsewhere, role: 'CustomerService' });
    await db().execute(
      sql`insert into account_group_access (account_id, group_number) values (${eid}, ${other!.group_number})`,
    );
    const removed = uniqueUsername('appeals.removed');
    const rid = await createAccount(db(), { username: removed, role: 'CustomerService' });
    await db().execute(
      sql`insert into account_group_access (account_id, group_number) values (${rid}, -1)`,
    );
    await db().execute(
      sql`insert into account_permissions (account_id, permission_id, readonly, granted) values (${rid}, ${permissionId('APPEALS')}, false, false)`,
    );
    const granted = uniqueUsername('appeals.granted');
    const gid = await createAccount(db(), { username: granted, role: 'Compliance' });
    await db().execute(
      sql`insert into account_group_access (account_id, group_number) values (${gid}, ${claim.groupNumber})`,
    );
    await db().execute(
      sql`insert into account_permissions (account_id, permission_id, readonly, granted) values (${gid}, ${permissionId('APPEALS')}, false, true)`,
    );
    const disabled = uniqueUsername('appeals.disabled');
    await createAccount(db(), {
      username: disabled,
      role: 'CustomerService',
      overrides: { status: 'disabled' },
    });

    const id = await open({ type: 'urgent', receivedAt: ago(70 * HOUR) });
    const before = await lastMailId();
    await runQueued();
    expect((await appealRow(id)).warned_at).not.toBeNull();
    const to = (await mailsAfter(before)).map((m) => m.to);
    expect(to).toContain(granted);
    expect(to).not.toContain(elsewhere);
    expect(to).not.toContain(removed);
    expect(to).not.toContain(disabled);
    expect(to.length).toBeLessThanOrEqual(10);
  });

  it('reads open appeals in keyset batches (ties on the deadline included), reports progress and stops when aborted', async () => {
    // Close what the other tests left open, so this run sees only its own appeals.
    await db().execute(
      sql`update appeals set status = 'decided', outcome = 'upheld', decided_at = now() where status <> 'decided'`,
    );
    const sameDeadline = new Date(Date.now() + 5 * DAY);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await open({
          receivedAt: ago(55 * DAY),
          decideBy: sameDeadline,
          reviewerAccountId: nurseAccount,
        }),
      );
    // Three of them differ in microseconds only (a JavaScript Date cannot tell them apart).
    await db().execute(
      sql`update appeals set decide_by = decide_by + make_interval(secs => (id % 3) / 1000000.0) where id in (${sql.join(ids.slice(2), sql`, `)})`,
    );
    ids.push(await open({ receivedAt: ago(5 * DAY), decideBy: new Date(Date.now() + 55 * DAY) }));

    const progress: number[] = [];
    const ctx = (signal: AbortSignal): JobContext => ({
      job: {
        id: 0,
        kind: APPEAL_DEADLINE_JOB,
        payload: {},
        status: 'running',
        attempts: 1,
        maxAttempts: 5,
        progress: 0,
        result: null,
        error: null,
        createdBy: null,
      },
      db: db(),
      signal,
      progress: async (p) => {
        progress.push(p);
      },
    });
    const deps = { mailer: t.app.mailer, publicUrl: 'http://portal.test', batchSize: 2 };

    const stopped = new AbortController();
    stopped.abort();
    await expect(runDeadlineJob(ctx(stopped.signal), deps)).rejects.toThrow('stopped');
    for (const id of ids) expect((await appealRow(id)).warned_at).toBeNull();

    const result = await runDeadlineJob(ctx(new AbortController().signal), deps);
    expect(result).toMatchObject({ scanned: 6, warned: 5, overdue: 0, infoExpired: 0 });
    for (const id of ids.slice(0, 5)) {
      expect((await appealRow(id)).warned_at).not.toBeNull();
      expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['deadlineWarning']);
    }
    expect((await appealRow(ids[5]!)).warned_at).toBeNull();
    expect(
      (
        await rows(
          sql`select count(distinct decide_by)::int as n from appeals where id in (${sql.join(ids.slice(2, 5), sql`, `)})`,
        )
      )[0]!.n,
    ).toBe(3);
    // Three batches of at most two, then the end.
    expect(progress).toEqual([33, 66, 99, 100]);

    const again = await runDeadlineJob(ctx(new AbortController().signal), deps);
    expect(again).toMatchObject({ scanned: 6, warned: 0, overdue: 0, infoExpired: 0, mailed: 0 });
  });

  it('queues one run per plan day and the next day’s run from each run', async () => {
    await db().execute(
      sql`delete from jobs where kind = ${APPEAL_DEADLINE_JOB} and status = 'queued'`,
    );
    const a = await scheduleDeadlineRunNow(db());
    expect(await scheduleDeadlineRunNow(db())).toBe(a);
    await t.app.jobs.runUntilIdle();
    const next = await rows(
      sql`select dedupe_key, run_after from jobs where kind = ${APPEAL_DEADLINE_JOB} and status = 'queued'`,
    );
    expect(next).toHaveLength(1);
    expect(new Date(String(next[0]!.run_after)).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(String(next[0]!.run_after)).getTime()).toBeLessThanOrEqual(
      Date.now() + 25 * HOUR + 10 * 60_000,
    );
  });
});
