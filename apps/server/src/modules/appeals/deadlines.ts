import type { Language } from '@bp/contract';
import { formatDate } from '@bp/contract/format';
import {
  clockStatus,
  decisionDeadline,
  endOfPlanDay,
  INFO_RESPONSE_MIN_DAYS,
  instantMs,
  NOTICE_RECEIPT_DAYS,
  planDateOf,
  type AppealClockInput,
  type AppealType,
  type ClockStatus,
} from '@bp/contract/rules/appeal-clocks';
import type { Db } from '../../db/client.js';
import { enqueue, type JobContext } from '../../jobs/index.js';
import { languageOf } from '../../mail/templates.js';
import * as repo from './deadlines-repo.js';
import { infoRequestsOf, insertEvent } from './repo.js';
import { auditEvent } from '../../audit.js';
import { queueDeadlineWarningMail, type AppealMailDeps } from './mail.js';
import { APPEAL_DEADLINE_JOB } from './job-kinds.js';

/**
 * The daily deadline job of the appeals (issue 31): for every open appeal it ends the pause of an information
 * request whose response period ran out unanswered, marks the appeal overdue once its clock ran out (deemed
 * exhaustion) and warns staff once when the clock turns red. Each mark is written once (`overdue_at`,
 * `warned_at`, the status leaving `awaitingInfo`), so a second run the same day changes nothing.
 * docs/decisions.md, "Appeals: letters, e-mails and the deadline job (issue 31)".
 */

// ─── Pure rules ─────────────────────────────────────────────────────────────────────────────────────────

/** The stored facts of an appeal's clock. */
export interface ClockFacts {
  type: string;
  receivedAt: Date;
  careEndsAt: Date | null;
}

/** An information request as stored: a pause of the clock. */
export interface InfoRequestFacts {
  requestedAt: Date;
  respondBy: string;
  answeredAt: Date | null;
}

/**
 * The clock rules' input of a stored appeal: its type, receipt and information requests as pauses. A
 * concurrent appeal stored without the end of its care runs as if it ended at receipt (the urgent clock).
 */
export function clockInputOf(
  a: ClockFacts,
  requests: readonly InfoRequestFacts[],
): AppealClockInput {
  const pauses = requests.map((r) => ({
    from: r.requestedAt,
    to: r.answeredAt,
    respondBy: r.respondBy,
  }));
  if (a.type === 'concurrent')
    return {
      type: 'concurrent',
      receivedAt: a.receivedAt,
      careEndsAt: a.careEndsAt ?? a.receivedAt,
      pauses,
    };
  return { type: a.type as Exclude<AppealType, 'concurrent'>, receivedAt: a.receivedAt, pauses };
}

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The day an information request's response period ends (plan zone), as the clock rules count it: its
 * `respondBy`, never before 45 days after the request is taken as received (its date + 5 days).
 */
export function responsePeriodEnd(r: Pick<InfoRequestFacts, 'requestedAt' | 'respondBy'>): string {
  const least = addDays(planDateOf(r.requestedAt), NOTICE_RECEIPT_DAYS + INFO_RESPONSE_MIN_DAYS);
  return r.respondBy > least ? r.respondBy : least;
}

/** True when the request is unanswered and its response period has ended at `now` (the rules stop tolling). */
export function infoRequestExpired(r: InfoRequestFacts, now: Date): boolean {
  return r.answeredAt === null && planDateOf(now) >= responsePeriodEnd(r);
}

/** An open appeal as the deadline job reads it. */
export interface OpenAppealFacts extends ClockFacts {
  status: string;
  reviewerAccountId: number | null;
  decideBy: Date;
  warnedAt: Date | null;
  overdueAt: Date | null;
}

/** What the job does to one appeal at `now`. */
export interface DeadlineActions {
  /** Every unanswered request ran out: the appeal leaves `awaitingInfo` for this status. */
  endPause: 'inReview' | 'received' | null;
  /** The last day the expired requests could be answered (the latest), for the event. */
  pauseEndedOn: string | null;
  /** The clock's deadline as it stands (tolled), to store in `decide_by` when it changed. */
  deadline: string;
  decideByChanged: boolean;
  overdue: boolean;
  warn: boolean;
  clock: ClockStatus;
}

/**
 * The deadline job's rule for one open appeal: (c) an appeal awaiting information whose unanswered requests
 * have all run out goes back to review (`inReview` with a reviewer, else `received`) and its stored deadline
 * is recomputed; (b) a clock past its deadline is marked overdue once; (a) a running clock in the red band —
 * or already overdue, when no warning went before — warns staff once. A paused clock (an open request) is
 * never warned about: it is stopped while the claimant owes the answer.
 */
export function deadlineActions(
  a: OpenAppealFacts,
  requests: readonly InfoRequestFacts[],
  now: Date,
): DeadlineActions {
  const unanswered = requests.filter((r) => r.answeredAt === null);
  const ended =
    a.status === 'awaitingInfo' &&
    unanswered.length > 0 &&
    unanswered.every((r) => infoRequestExpired(r, now));
  const input = clockInputOf(a, requests);
  const clock = clockStatus(input, now);
  const deadline = decisionDeadline({ ...input, now }).deadline;
  return {
    endPause: ended ? (a.reviewerAccountId !== null ? 'inReview' : 'received') : null,
    pauseEndedOn: ended
      ? unanswered.map(responsePeriodEnd).reduce((x, y) => (x > y ? x : y))
      : null,
    deadline,
    decideByChanged: ended && instantMs(deadline) !== a.decideBy.getTime(),
    overdue: a.overdueAt === null && clock.overdue,
    warn:
      a.warnedAt === null && !clock.paused && (clock.band === 'red' || clock.band === 'overdue'),
    clock,
  };
}

/** The texts of the events the job writes, in the appeal's language (members read them too). */
const eventTexts = {
  en: {
    warning: (deadline: string) =>
      `The plan’s deadline to decide this appeal is near: ${deadline}.`,
    overdue: (deadline: string) =>
      `The plan did not decide this appeal by its deadline (${deadline}). The claimant is deemed to have exhausted the plan’s internal appeal process and may ask for an external review now, or bring a civil action under ERISA section 502(a) (29 CFR 2590.715-2719(b)(2)(ii)(F)).`,
    infoExpired: (ended: string, deadline: string) =>
      `The time to answer the plan’s request for information ended on ${ended} without an answer. The clock runs again; the plan will decide on the information it has by ${deadline}.`,
  },
  sp: {
    warning: (deadline: string) =>
      `Se acerca el plazo del plan para decidir esta apelación: ${deadline}.`,
    overdue: (deadline: string) =>
      `El plan no decidió esta apelación dentro de su plazo (${deadline}). Se considera que el reclamante agotó el proceso de apelación interna del plan y puede solicitar ahora una revisión externa o presentar una acción civil conforme a la sección 502(a) de ERISA (29 CFR 2590.715-2719(b)(2)(ii)(F)).`,
    infoExpired: (ended: string, deadline: string) =>
      `El plazo para responder a la solicitud de información del plan terminó el ${ended} sin respuesta. El plazo de decisión vuelve a correr; el plan decidirá con la información que tiene a más tardar el ${deadline}.`,
  },
} as const satisfies Record<Language, unknown>;

/** A deadline as the events show it: its day in the plan's zone (MM/DD/YYYY). */
const shownDeadline = (iso: string) => formatDate(planDateOf(iso));

// ─── The job ────────────────────────────────────────────────────────────────────────────────────────────

/** Open appeals read per batch. */
export const DEADLINE_BATCH = 200;

/** Minutes after the plan's midnight (America/Chicago) the daily run starts. */
export const DAILY_RUN_OFFSET_MS = 5 * 60_000;

/** The next daily run: 5 minutes after the next midnight in the plan's zone (day clocks end at midnight). */
export function nextRunAt(now: Date): Date {
  const endOfToday = instantMs(endOfPlanDay(planDateOf(now)));
  return new Date(endOfToday + 1 + DAILY_RUN_OFFSET_MS);
}

/** Queues the next daily run (at most one per plan day: deduplicated by the day it runs on). */
export async function scheduleNextDeadlineRun(db: Db, now = new Date()): Promise<number> {
  const at = nextRunAt(now);
  return enqueue(db, {
    kind: APPEAL_DEADLINE_JOB,
    dedupeKey: `${APPEAL_DEADLINE_JOB}:${planDateOf(at)}`,
    delayMs: at.getTime() - now.getTime(),
  });
}

/** At start: a run now (catches up on days the server was down), which queues the next day's. */
export async function scheduleDeadlineRunNow(db: Db, now = new Date()): Promise<number> {
  return enqueue(db, {
    kind: APPEAL_DEADLINE_JOB,
    dedupeKey: `${APPEAL_DEADLINE_JOB}:${planDateOf(now)}`,
  });
}

export interface DeadlineJobResult {
  scanned: number;
  warned: number;
  overdue: number;
  infoExpired: number;
  mailed: number;
}

/** What the job needs besides its context: mail, and (tests) a smaller batch. */
export interface DeadlineJobDeps extends AppealMailDeps {
  batchSize?: number;
}

/**
 * Applies `deadlineActions` to one appeal in its own transaction, under the appeal's row lock (a decision
 * or an answer that committed meanwhile is seen): nothing for an appeal decided since it was listed.
 */
async function handleAppeal(
  db: Db,
  d: DeadlineJobDeps,
  appealId: number,
  now: Date,
  result: DeadlineJobResult,
): Promise<void> {
  await db.transaction(async (tx) => {
    const a = await repo.lockOpenAppeal(tx, appealId);
    if (!a) return;
    const requests = await infoRequestsOf(tx, [appealId]);
    const act = deadlineActions(a, requests, now);
    const t = eventTexts[languageOf(a.language)];
    if (act.endPause) {
      await repo.endPause(tx, appealId, act.endPause, new Date(act.deadline));
      await insertEvent(
        tx,
        appealId,
        'infoExpired',
        null,
        t.infoExpired(formatDate(act.pauseEndedOn), shownDeadline(act.deadline)),
        now,
      );
      result.infoExpired++;
    }
    if (act.overdue) {
      await repo.markOverdue(tx, appealId, now);
      await insertEvent(
        tx,
        appealId,
        'overdue',
        null,
        t.overdue(shownDeadline(act.clock.deadline)),
        now,
      );
      result.overdue++;
    }
    if (act.warn) {
      await repo.markWarned(tx, appealId, now);
      await insertEvent(
        tx,
        appealId,
        'deadlineWarning',
        null,
        t.warning(shownDeadline(act.clock.deadline)),
        now,
      );
      const staff = await repo.warningRecipients(tx, a);
      for (const s of staff) await queueDeadlineWarningMail(tx, d, s);
      result.warned++;
      result.mailed += staff.length;
    }
    // The system's change to the appeal, on the audit trail like a caller's (no caller: the daily job).
    if (act.endPause || act.overdue || act.warn)
      await auditEvent(
        tx,
        { caller: null },
        {
          action: 'appeals.deadlineSweep',
          entity: 'appeal',
          entityId: appealId,
          memberId: a.memberId,
          detail: {
            infoExpired: Boolean(act.endPause),
            overdue: act.overdue,
            warned: act.warn,
          },
        },
      );
  });
}

/**
 * The job: first queues tomorrow's run (a failure today does not stop the days after), then reads the open
 * appeals in keyset batches by (decide_by, id) — the queue's index — and handles each. Stops between batches
 * when the server shuts down (the job goes back to the queue; what is done stays done).
 */
export async function runDeadlineJob(
  ctx: JobContext,
  d: DeadlineJobDeps,
): Promise<DeadlineJobResult> {
  await scheduleNextDeadlineRun(ctx.db);
  const now = new Date();
  const batch = d.batchSize ?? DEADLINE_BATCH;
  const total = await repo.countOpen(ctx.db);
  const result: DeadlineJobResult = {
    scanned: 0,
    warned: 0,
    overdue: 0,
    infoExpired: 0,
    mailed: 0,
  };
  const seen = new Set<number>();
  let after: repo.Cursor | null = null;
  for (;;) {
    if (ctx.signal.aborted) throw new Error('stopped: the job runs again');
    const rows = await repo.openAppealsAfter(ctx.db, after, batch);
    if (rows.length === 0) break;
    for (const r of rows) {
      // A recomputed deadline can move an appeal behind the cursor: handle it once per run.
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      await handleAppeal(ctx.db, d, r.id, now, result);
      result.scanned++;
    }
    after = rows[rows.length - 1]!;
    await ctx.progress(Math.min(99, Math.floor((result.scanned / Math.max(total, 1)) * 100)));
    if (rows.length < batch) break;
  }
  await ctx.progress(100);
  return result;
}
