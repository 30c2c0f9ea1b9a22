import type { EndpointBody, EndpointQuery } from '@bp/contract';
import type {
  CheckRunLogEntry,
  checkRunAddPayment,
  checkRunChecks,
  checkRunIgnoreCheck,
  checkRunInitiate,
  checkRunInitiateFilter,
  checkRunPublish,
  checkRunSearch,
  checkRunSetLogStatus,
  checkRunUpdateMetadata,
  checkRunUpdatePayment,
  checkRunUpdateSummary,
} from '@bp/contract/api/checkrun';
import type { SignedInCaller } from '../../http/caller.js';
import { holdsAny } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, invalidRequest, notFound } from '../../http/errors.js';
import { enqueue, getJob } from '../../jobs/index.js';
import * as repo from './repo.js';
import { decodeFilter, encodeFilter, type RunFilter } from './filter.js';
import { enqueueRemittance } from '../remittance/service.js';

export const CHECK_RUN_JOB = 'check_run';

export type Ctx = ServiceCtx;

/** Kinds of funding payment (checkrun/paymenttypes); ids are stable, the web translates them. */
export const PAYMENT_TYPES = [
  { paymentTypeId: 1, code: 'ach', description: 'ACH' },
  { paymentTypeId: 2, code: 'wire', description: 'Wire transfer' },
  { paymentTypeId: 3, code: 'check', description: 'Check' },
  { paymentTypeId: 4, code: 'fee', description: 'Fee' },
  { paymentTypeId: 5, code: 'refund', description: 'Refund' },
] as const;
const typeById = (id: number) => PAYMENT_TYPES.find((t) => t.paymentTypeId === id);
const typeByCode = (code: string) => PAYMENT_TYPES.find((t) => t.code === code) ?? PAYMENT_TYPES[0];

const isEmployer = (c: SignedInCaller) => c.roleClass !== 'Administrative';

export { memberPayees } from './repo.js';

/**
 * Member payees' names (identifying columns, on the rows `memberPayees` lets through): holders of Phi
 * Finance Reports — staff, or employers who also hold Group Finance Claims for a group whose sponsor
 * certified its plan documents.
 */
export function mayReadPayees(c: SignedInCaller, run: repo.RunRow): boolean {
  if (!holdsAny(c.permissions, ['PHI_FINANCE_REPORTS'], false)) return false;
  if (!isEmployer(c)) return true;
  return holdsAny(c.permissions, ['GROUP_FINANCE_CLAIMS'], false) && run.phiCertified;
}

/** What finding a run in the caller's scope needs. */
type RunScope = Pick<Ctx, 'db' | 'caller'>;

/** The run with this key that the caller may see (404 otherwise). */
export async function runInScope(c: RunScope, key: repo.RunKey) {
  const run = await repo.runByKey(c.db, key, repo.runVisibility(c.caller));
  if (!run) throw notFound();
  return run;
}

const STATUS_OUT: Record<string, CheckRunLogEntry['status']> = {
  initiated: 'Pending',
  running: 'Running',
  failed: 'Failed',
  published: 'Published',
};
export const statusOf = (r: repo.RunRow): CheckRunLogEntry['status'] =>
  r.status === 'review'
    ? r.logStatus === 'reviewed'
      ? 'Reviewed'
      : 'Completed'
    : (STATUS_OUT[r.status] ?? 'Pending');

/** The DB statuses (and log status) behind a contract status filter. */
function statusFilter(s: CheckRunLogEntry['status'] | undefined): Partial<repo.LogFilter> {
  switch (s) {
    case undefined:
      return {};
    case 'Completed':
      return { statuses: ['review'], notLogStatus: 'reviewed' };
    case 'Reviewed':
      return { statuses: ['review'], logStatus: 'reviewed' };
    default: {
      const db = Object.entries(STATUS_OUT).find(([, v]) => v === s)?.[0];
      return { statuses: [db ?? 'none'] };
    }
  }
}

function toEntry(r: repo.RunRow): CheckRunLogEntry {
  return {
    groupNumber: r.groupNumber,
    groupName: r.groupName,
    checkRunDefinitionId: r.definitionId,
    definitionName: r.definitionName,
    date: r.runDate,
    status: statusOf(r),
    published: r.status === 'published',
    publishedDate: r.publishedAt ? r.publishedAt.toISOString() : null,
    checkCount: r.checkCount,
    totalCents: r.totals.total,
    medicalFileName: r.medicalFileName,
    rxFileName: r.rxFileName,
  };
}

export type LogSearchInput = EndpointBody<typeof checkRunSearch>;

/** checkrun/search (and /published with `publishedOnly`): a page of the log, newest first. */
export async function searchLog(c: Ctx, input: LogSearchInput, publishedOnly = false) {
  const status = publishedOnly ? 'Published' : input.status;
  if (publishedOnly && input.status && input.status !== 'Published') return paged(input, [], 0);
  const { rows, total } = await repo.searchLog(
    c.db,
    {
      groupNumber: input.groupNumber,
      definitionId: input.checkRunDefinitionId,
      fromDate: input.fromDate,
      thruDate: input.thruDate,
      ...statusFilter(status),
    },
    repo.runVisibility(c.caller),
    { offset: (input.pageNumber - 1) * input.itemsPerPage, limit: input.itemsPerPage },
  );
  return paged(input, rows.map(toEntry), total);
}

function paged<T>(p: { pageNumber: number; itemsPerPage: number }, items: T[], total: number) {
  return {
    pageNumber: p.pageNumber,
    itemsPerPage: p.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / p.itemsPerPage),
    items,
  };
}

/** A definition of a group the caller may see (400 on the field otherwise: the form offers only these). */
async function definitionInScope(c: Ctx, key: repo.RunKey) {
  const def = (await repo.groupInScope(c.db, c.caller.accountId, key.groupNumber))
    ? await repo.definitionOf(c.db, key.groupNumber, key.checkRunDefinitionId)
    : undefined;
  if (!def) throw invalidRequest('invalidValue', { checkRunDefinitionId: 'invalidValue' });
  return def;
}

const claimFilter = (
  def: { coverageTypes: string[] },
  date: string,
  f: RunFilter | null,
): repo.ClaimFilter => ({
  coverageTypes: def.coverageTypes,
  claimTypes: f?.claimTypes ?? [],
  paidFromDate: f?.paidFromDate,
  paidThruDate: f?.paidThruDate,
  runDate: date,
});

/** checkrun/InitiateFilter: what a run limited to claim types and processed dates would hold. */
export async function initiateFilter(c: Ctx, input: EndpointBody<typeof checkRunInitiateFilter>) {
  const def = await definitionInScope(c, input);
  const filter: RunFilter = {
    claimTypes: input.claimTypes,
    ...(input.paidFromDate ? { paidFromDate: input.paidFromDate } : {}),
    ...(input.paidThruDate ? { paidThruDate: input.paidThruDate } : {}),
  };
  const parts = await repo.preview(c.db, input.groupNumber, claimFilter(def, input.date, filter));
  const totals = Object.fromEntries(repo.CATEGORIES.map((k) => [`${k}Cents`, 0])) as Record<
    string,
    number
  >;
  for (const p of parts)
    totals[`${p.category}Cents`] = (totals[`${p.category}Cents`] ?? 0) + p.cents;
  const totalCents = parts.reduce((s, p) => s + p.cents, 0);
  return {
    filterId: encodeFilter(filter),
    checkCount: parts.reduce((s, p) => s + p.checks, 0),
    totals: { ...(totals as Record<`${repo.Category}Cents`, number>), totalCents },
  };
}

/**
 * checkrun/initiate: records the run (or resets an unpublished one) and its job in one transaction; the
 * job selects the claims. A published run is refused (409 checkRunAlreadyPublished); a run whose job is
 * still going returns that job.
 */
export async function initiate(c: Ctx, input: EndpointBody<typeof checkRunInitiate>) {
  const def = await definitionInScope(c, input);
  const filter = input.filterId === undefined ? null : decodeFilter(input.filterId);
  if (input.filterId !== undefined && !filter)
    throw invalidRequest('invalidValue', { filterId: 'invalidValue' });
  return transaction(c, async ({ db: tx }) => {
    const existing = await repo.runByKey(tx, input, repo.ANY_RUN, true);
    if (existing?.status === 'published') throw conflict('checkRunAlreadyPublished');
    if (
      existing &&
      (existing.status === 'running' || existing.status === 'initiated') &&
      existing.jobId
    ) {
      const job = await getJob(tx, existing.jobId);
      if (job && (job.status === 'queued' || job.status === 'running'))
        return { jobId: String(job.id) };
    }
    const runId = await repo.upsertRun(tx, input, c.caller.accountId, filter);
    if (!runId) throw conflict('checkRunAlreadyPublished');
    await repo.clearRun(tx, runId);
    const jobId = await enqueue(tx, {
      kind: CHECK_RUN_JOB,
      payload: { checkRunId: runId, filter: filter ?? null },
      createdBy: c.caller.accountId,
      requestId: c.requestId,
      dedupeKey: `check_run:${runId}`,
      maxAttempts: 2,
    });
    await repo.setRunJob(tx, runId, jobId);
    c.audit.subject({ entityId: runId, detail: { ...input, definition: def.name, jobId } });
    return { jobId: String(jobId) };
  });
}

const JOB_STATE = {
  queued: 'queued',
  running: 'running',
  succeeded: 'completed',
  failed: 'failed',
  cancelled: 'failed',
} as const;

/** checkrun/status?jobId: the progress of a run's job, when the run is of the caller's groups (404). */
export async function status(c: Ctx, jobIdText: string) {
  const jobId = /^\d{1,15}$/.test(jobIdText) ? Number(jobIdText) : NaN;
  if (!Number.isSafeInteger(jobId)) throw notFound();
  const run = await repo.runByJob(c.db, jobId, repo.runVisibility(c.caller));
  const job = run ? await getJob(c.db, jobId) : undefined;
  if (!run || !job || job.kind !== CHECK_RUN_JOB) throw notFound();
  const state = JOB_STATE[job.status];
  return {
    jobId: String(job.id),
    state,
    progress: state === 'completed' ? 100 : job.progress,
    message: state === 'failed' ? 'genericFailureMessage' : null,
  };
}

/** A run the caller may change: visible, and not published (409 checkRunAlreadyPublished). */
async function openRun(c: RunScope, key: repo.RunKey) {
  const run = await runInScope(c, key);
  if (run.status === 'published') throw conflict('checkRunAlreadyPublished');
  return run;
}

/** A run that finished its job and awaits review (400 checkRunNotReady while its job runs or failed). */
async function reviewableRun(c: RunScope, key: repo.RunKey) {
  const run = await openRun(c, key);
  if (run.status !== 'review') throw invalidRequest('checkRunNotReady');
  return run;
}

/** checkrun/setlogstatus: Completed ↔ Reviewed. */
export async function setLogStatus(c: Ctx, input: EndpointBody<typeof checkRunSetLogStatus>) {
  await transaction(c, async (t) => {
    const run = await reviewableRun(t, input);
    await repo.setLogStatus(t.db, run.id, input.status === 'Reviewed' ? 'reviewed' : 'open');
    c.audit.subject({ entityId: run.id, detail: { status: input.status } });
  });
  return { success: true };
}

/** checkrun/ignoreCheck: leaves a check out of (or back in) the run; the totals follow. */
export async function ignoreCheck(c: Ctx, input: EndpointBody<typeof checkRunIgnoreCheck>) {
  await transaction(c, async (t) => {
    const run = await reviewableRun(t, input);
    if (!(await repo.setIgnored(t.db, run.id, input.checkNumber, input.ignore)))
      throw invalidRequest('invalidValue', { checkNumber: 'invalidValue' });
    await repo.recomputeTotals(t.db, run.id);
    c.audit.subject({
      entityId: run.id,
      detail: { checkNumber: input.checkNumber, ignore: input.ignore },
    });
  });
  return { success: true };
}

/** checkrun/CheckRun/UpdateSummary: sets category totals by hand (kept when checks are ignored). */
export async function updateSummary(c: Ctx, input: EndpointBody<typeof checkRunUpdateSummary>) {
  const overrides: Record<string, number> = {};
  for (const k of repo.CATEGORIES) {
    const v = input.totals[`${k}Cents`];
    if (v !== undefined) overrides[k] = v;
  }
  await transaction(c, async (t) => {
    const run = await reviewableRun(t, input);
    await repo.setOverrides(t.db, run.id, overrides);
    await repo.recomputeTotals(t.db, run.id);
    c.audit.subject({ entityId: run.id, detail: overrides });
  });
  return { success: true };
}

/** checkrun/UpdateMetadata: file names and notes (also after publishing: they describe the files sent). */
export async function updateMetadata(c: Ctx, input: EndpointBody<typeof checkRunUpdateMetadata>) {
  await transaction(c, async (t) => {
    const run = await runInScope(t, input);
    await repo.updateMetadata(t.db, run.id, {
      medicalFileName: input.medicalFileName ?? null,
      rxFileName: input.rxFileName ?? null,
      notes: input.notes ?? null,
    });
    c.audit.subject({ entityId: run.id });
  });
  return { success: true };
}

/**
 * checkrun/publish: in ONE transaction, with the run locked, marks its claims paid by their checks and the
 * run published, and queues the job that writes the run's 835 remittance files (one per provider payee).
 * Refused for a published run (409 checkRunAlreadyPublished), a run not yet reviewed (400
 * checkRunNotReviewed), and when its claims changed since the job (409 checkRunStale: rolled back).
 */
export async function publish(c: Ctx, key: EndpointQuery<typeof checkRunPublish>) {
  await transaction(c, async ({ db: tx }) => {
    const visible = await repo.runByKey(tx, key, repo.runVisibility(c.caller), true);
    if (!visible) throw notFound();
    if (visible.status === 'published') throw conflict('checkRunAlreadyPublished');
    if (visible.status !== 'review') throw invalidRequest('checkRunNotReady');
    if (visible.logStatus !== 'reviewed') throw invalidRequest('checkRunNotReviewed');
    const r = await repo.publishRun(tx, visible.id, c.caller.accountId);
    if (r.paid !== r.expected) throw conflict('checkRunStale');
    const remittanceJobId = await enqueueRemittance(tx, visible.id, {
      createdBy: c.caller.accountId,
      requestId: c.requestId,
    });
    c.audit.subject({ entityId: visible.id, detail: { claims: r.paid, remittanceJobId } });
  });
  return { success: true };
}

/** checkrun/Checks: a page of a run's checks; member payees' names only for callers who may read them. */
export async function checks(c: Ctx, input: EndpointBody<typeof checkRunChecks>) {
  const run = await runInScope(c, input);
  const { rows, total } = await repo.checksOfRun(
    c.db,
    run.id,
    {
      offset: (input.pageNumber - 1) * input.itemsPerPage,
      limit: input.itemsPerPage,
    },
    repo.memberPayees(c.caller),
  );
  const names = mayReadPayees(c.caller, run);
  const members = rows.some((r) => r.payeeType === 'member');
  c.audit.subject({ entityId: run.id, detail: { phi: members, identified: names && members } });
  return paged(
    input,
    rows.map((r) => toCheck(r, names)),
    total,
  );
}

const PAYEE_TYPE = { provider: 'Provider', member: 'Member' } as const;
const CATEGORY_SET = new Set<string>(repo.CATEGORIES);

export function toCheck(r: repo.CheckRow, memberNames: boolean) {
  const payeeType = PAYEE_TYPE[r.payeeType as keyof typeof PAYEE_TYPE] ?? ('Other' as const);
  return {
    checkNumber: r.checkNumber,
    issueDate: r.issueDate,
    payeeName: payeeType === 'Member' && !memberNames ? '' : r.payeeName,
    payeeType,
    category: (CATEGORY_SET.has(r.category) ? r.category : 'misc') as repo.Category,
    amountCents: r.amountCents,
    claimCount: r.claimCount,
    clearDate: r.clearDate,
    ignore: r.ignored,
  };
}

/** The summary of a run: files, category totals, payments, balance. */
export async function summary(c: RunScope & Pick<Ctx, 'audit'>, key: repo.RunKey) {
  const run = await runInScope(c, key);
  c.audit.subject({ entityId: run.id });
  const payments = await repo.paymentsOf(c.db, run.id);
  const paid = payments.reduce((s, p) => s + p.amountCents, 0);
  return {
    run,
    body: {
      summary: {
        groupNumber: run.groupNumber,
        date: run.runDate,
        checkRunDefinitionId: run.definitionId,
        medicalFileName: run.medicalFileName,
        rxFileName: run.rxFileName,
      },
      totals: totalsOf(run),
      payments: payments.map((p) => {
        const t = typeByCode(p.paymentType);
        return {
          paymentId: p.id,
          paymentTypeId: t.paymentTypeId,
          paymentType: t.description,
          amountCents: p.amountCents,
          reference: p.description,
          paymentDate: p.paymentDate,
          clearDate: p.clearDate,
        };
      }),
      balanceCents: run.totals.total - paid,
    },
  };
}

export function totalsOf(run: repo.RunRow) {
  return {
    medicalCents: run.totals.medical,
    dentalCents: run.totals.dental,
    visionCents: run.totals.vision,
    drugCents: run.totals.drug,
    stdCents: run.totals.std,
    ltdCents: run.totals.ltd,
    mentalAndNervousCents: run.totals.mentalAndNervous,
    miscCents: run.totals.misc,
    expenseCents: run.totals.expense,
    totalCents: run.totals.total,
  };
}

export async function summaryLog(c: Ctx, key: repo.RunKey) {
  const { body } = await summary(c, key);
  return body;
}

/** The payment fields of addpaymenttolog and updatePayment. */
type PaymentIn = Omit<EndpointBody<typeof checkRunUpdatePayment>, 'paymentId'>;

function paymentInput(p: PaymentIn): repo.PaymentInput {
  const t = typeById(p.paymentTypeId);
  if (!t) throw invalidRequest('invalidValue', { paymentTypeId: 'invalidValue' });
  if (p.clearDate && p.clearDate < p.paymentDate)
    throw invalidRequest('invalidLaterThanDate', { clearDate: 'invalidLaterThanDate' });
  return {
    paymentType: t.code,
    amountCents: p.amountCents,
    reference: p.reference ?? null,
    paymentDate: p.paymentDate,
    clearDate: p.clearDate ?? null,
  };
}

/** checkrun/addpaymenttolog: a funding payment received for a run (also after publishing). */
export async function addPayment(c: Ctx, input: EndpointBody<typeof checkRunAddPayment>) {
  const p = paymentInput(input);
  return transaction(c, async (t) => {
    const run = await runInScope(t, input);
    const paymentId = await repo.addPayment(t.db, run.id, p, c.caller.accountId);
    c.audit.subject({
      entityId: paymentId,
      detail: { checkRunId: run.id, amountCents: p.amountCents },
    });
    return { paymentId };
  });
}

/** checkrun/updatePayment: corrects a payment of a run in scope (404 otherwise). */
export async function updatePayment(c: Ctx, input: EndpointBody<typeof checkRunUpdatePayment>) {
  const p = paymentInput(input);
  await transaction(c, async ({ db: tx }) => {
    const found = await repo.paymentById(tx, input.paymentId);
    const run = found ? await repo.runById(tx, found.checkRunId) : undefined;
    const visible =
      run &&
      (await repo.runByKey(
        tx,
        { groupNumber: run.groupNumber, checkRunDefinitionId: run.definitionId, date: run.runDate },
        repo.runVisibility(c.caller),
      ));
    if (!visible) throw notFound();
    await repo.updatePayment(tx, input.paymentId, p);
    c.audit.subject({
      entityId: input.paymentId,
      detail: { checkRunId: visible.id, amountCents: p.amountCents, clearDate: p.clearDate },
    });
  });
  return { success: true };
}

/** checkrun/templates: the active check-run definitions of the caller's groups. */
export async function templates(c: Ctx, groupNumber: number | undefined) {
  const rows = await repo.definitions(c.db, groupNumber, c.caller.accountId);
  return rows.map((d) => ({
    checkRunDefinitionId: d.id,
    name: d.name,
    groupNumber: d.groupNumber,
    frequency: d.frequency,
  }));
}

export function paymentTypes() {
  return PAYMENT_TYPES.map(({ paymentTypeId, description }) => ({ paymentTypeId, description }));
}
