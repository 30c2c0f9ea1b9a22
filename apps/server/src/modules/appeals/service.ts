import type { EndpointBody, EndpointQuery } from '@bp/contract';
import {
  appealNumber,
  type AppealDetail,
  type AppealSummary,
  type appealAssign,
  type appealAttachmentGet,
  type appealDecide,
  type appealFile,
  type appealList,
  type appealQueue,
  type appealRequestInfo,
  type appealRespond,
  type appealTimeliness,
} from '@bp/contract/api/appeals';
import type { claimAppealInfo as claimAppealInfoSchema } from '@bp/contract/api/claims';
import {
  APPEAL_CLOCK_RULES,
  APPEAL_TYPES,
  clockStatus,
  decisionDeadline,
  endOfPlanDay,
  externalReviewDeadline,
  filingDeadline,
  instantMs,
  isTimelyFiling,
  planDateOf,
} from '@bp/contract/rules/appeal-clocks';
import type { z } from 'zod';
import type { FileResult } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, forbidden, invalidRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import { enqueue } from '../../jobs/index.js';
import { acceptUploads, getFile, putFile, withTypeExtension } from '../../storage/index.js';
import { claimKeyOf } from '../claims/claim-math.js';
import { isDeniedOrReduced, type NoticeLine } from '../claims/notices.js';
import { claimVisibility, mayRead } from '../scope/service.js';
import { APPEAL_LETTER_JOB, APPEAL_REPROCESS_JOB } from './job-kinds.js';
import * as repo from './repo.js';
import { appealLetterFileName } from './letter-pdf.js';
import { queueAppealMail, type AppealMailDeps } from './mail.js';
import {
  APPEALABLE_PRECERT_STATUSES,
  DECIDED_CLAIM_STATUSES,
  appealTypeFor,
  appealedLines,
  careEndsOnError,
  clockInputOf,
  decidedLines,
  designationRequired,
  filerOf,
  respondByFor,
  storedDeadline,
  timelinessOf,
} from './rules.js';

/**
 * Appeals of adverse benefit determinations (issue 31): filing by the member, a representative or a provider;
 * the claimant's reads and answers; the staff queue, reviewer, information requests and decision.
 * docs/decisions.md, "Appeals: filing, access and the reviewer (issue 31)".
 */

type Ctx = ServiceCtx;
type ClaimAppealInfo = z.infer<typeof claimAppealInfoSchema>;

/** The caller’s appeal scope; `none` when the caller may not read appeals at all (no error). */
function softScope(caller: SignedInCaller): repo.AppealScope {
  if (!mayRead(caller, 'appeal')) return { kind: 'none' };
  switch (caller.roleClass) {
    case 'Members':
      return caller.memberId === null
        ? { kind: 'none' }
        : { kind: 'member', memberId: caller.memberId };
    case 'Provider':
      return { kind: 'provider', accountId: caller.accountId, providerId: caller.providerId };
    case 'Administrative':
      return { kind: 'staff', accountId: caller.accountId };
    default:
      return { kind: 'none' };
  }
}

/** The caller's scope; 403 when its class or permissions never reach appeals, 404 for a member without a member row. */
function scopeOf(caller: SignedInCaller): repo.AppealScope {
  if (!mayRead(caller, 'appeal')) throw forbidden();
  const s = softScope(caller);
  if (s.kind === 'none') throw notFound();
  return s;
}

const now = () => new Date();

// ─── Answers ──────────────────────────────────────────────────────────────────────────────────────────

type InfoRow = Awaited<ReturnType<typeof repo.infoRequestsOf>>[number];

function referenceOf(r: repo.AppealRow): string {
  const a = r.appeal;
  return a.subject === 'claim'
    ? `${r.claimPrefix}-${r.claimNumber}-${r.claimSuffix}`
    : String(a.certNo ?? '');
}

function clockOf(r: repo.AppealRow, pauses: InfoRow[], at: Date): AppealSummary['clock'] {
  const a = r.appeal;
  if (a.status === 'decided') return null;
  const input = clockInputOf(a, pauses);
  const d = decisionDeadline({ ...input, now: at });
  const s = clockStatus(input, at);
  return {
    rule: d.rule,
    deadline: s.deadline,
    remainingMs: s.remainingMs,
    band: s.band,
    paused: s.paused,
    tolledDays: d.tolledDays,
  };
}

const nameOf = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

function summaryOf(c: Ctx, r: repo.AppealRow, pauses: InfoRow[], at: Date): AppealSummary {
  const a = r.appeal;
  const staff = c.caller.roleClass === 'Administrative';
  return {
    appealId: a.id,
    appealNumber: appealNumber(a.id),
    memberId: r.publicMemberId,
    patientFirstName: r.firstName,
    patientLastName: r.lastName,
    subject: a.subject as AppealSummary['subject'],
    reference: referenceOf(r),
    type: a.type as AppealSummary['type'],
    status: a.status as AppealSummary['status'],
    filedBy: a.filedBy as AppealSummary['filedBy'],
    receivedAt: a.receivedAt.toISOString(),
    clock: clockOf(r, pauses, at),
    outcome: (a.outcome as AppealSummary['outcome']) ?? null,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    reviewerName: staff ? nameOf(r.reviewerFirst, r.reviewerLast) : null,
  };
}

/** What the claimant side reads as the actor of a staff action: the plan, not a person. */
const PLAN_NAME = { en: 'The plan', sp: 'El plan' } as const;

/** The whole appeal as the caller may read it. */
async function detailOf(
  c: Ctx,
  r: repo.AppealRow & { reprocessedKey: string | null },
): Promise<AppealDetail> {
  const a = r.appeal;
  const at = now();
  const staff = c.caller.roleClass === 'Administrative';
  const sp = c.language === 'sp';
  const [pauses, events, attachments] = await Promise.all([
    repo.infoRequestsOf(c.db, [a.id]),
    repo.eventsOf(c.db, a.id),
    repo.attachmentsOf(c.db, a.id),
  ]);
  let lineRows: Awaited<ReturnType<typeof repo.appealLinesOf>> = [];
  if (a.claimId !== null) {
    lineRows = await repo.appealLinesOf(c.db, a.claimId, a.lineNumbers);
    // A reprocessed claim's original was reversed (its lines went to the adjustment, same numbers).
    // The denial reasons went with the original: the adjustment's remark codes are not reasons.
    if (lineRows.length === 0 && a.reprocessedClaimId !== null)
      lineRows = (await repo.appealLinesOf(c.db, a.reprocessedClaimId, a.lineNumbers)).map((l) => ({
        ...l,
        reasonEn: null,
        reasonSp: null,
      }));
  }
  const open = pauses.find((p) => p.answeredAt === null);
  const decision =
    a.status === 'decided' && a.outcome && a.decidedAt
      ? {
          outcome: a.outcome as AppealDetail['outcome'] & string,
          reason: a.decisionReason ?? '',
          provision: a.decisionProvision,
          decidedAt: a.decidedAt.toISOString(),
          onTime: a.decidedOnTime === true,
        }
      : null;
  return {
    ...summaryOf(c, r, pauses, at),
    lines: lineRows.map((l) => ({
      lineNumber: l.lineNumber,
      procedureCode: l.procedureCode,
      description: (sp ? l.descriptionSp : null) ?? l.description,
      reason: (sp ? l.reasonSp : l.reasonEn) ?? null,
      overturned: a.overturnedLines.includes(l.lineNumber),
    })),
    statement: a.statement,
    representativeName: a.representativeName,
    representativeRelationship: a.representativeRelationship,
    filedOnTime: a.filedOnTime,
    attachments: attachments.map((f) => ({
      attachmentId: f.attachmentId,
      fileName: f.fileName,
      mediaType: f.mediaType,
      sizeBytes: f.sizeBytes,
      purpose: f.purpose as AppealDetail['attachments'][number]['purpose'],
      uploadedAt: f.uploadedAt.toISOString(),
    })),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      kind: e.kind as AppealDetail['events'][number]['kind'],
      actorName:
        e.actorAccountId === null
          ? null
          : staff || !e.staffActor
            ? nameOf(e.firstName, e.lastName)
            : PLAN_NAME[sp ? 'sp' : 'en'],
      text: e.text,
    })),
    infoRequest: open
      ? {
          requestedAt: open.requestedAt.toISOString(),
          message: open.message,
          respondBy: open.respondBy,
        }
      : null,
    decision,
    externalReviewLastDay:
      decision && decision.outcome !== 'overturned'
        ? externalReviewDeadline(decision.decidedAt).lastDay
        : null,
    letterAvailable: a.letterFileId !== null,
    reprocessedClaim: r.reprocessedKey,
    reviewerAccountId: staff ? a.reviewerAccountId : null,
    canDecide: staff && a.status !== 'decided' && a.reviewerAccountId === c.caller.accountId,
  };
}

/** One appeal the caller may see (404 otherwise), noted on the audit trail. */
async function visibleAppeal(c: Ctx, appealId: number) {
  const scope = scopeOf(c.caller);
  const row = await repo.appealById(c.db, appealId, repo.appealVisibility(scope));
  if (!row) throw notFound();
  c.audit.subject({ memberId: row.appeal.memberId, entityId: row.appeal.id });
  return { row, scope };
}

/** Re-reads an appeal after a change (in the transaction). */
async function reread(c: Ctx, appealId: number): Promise<AppealDetail> {
  const row = await repo.appealById(c.db, appealId, repo.appealVisibility(softScope(c.caller)));
  if (!row) throw notFound();
  return detailOf(c, row);
}

// ─── Filing ───────────────────────────────────────────────────────────────────────────────────────────

type FileInput = EndpointBody<typeof appealFile>;

/** The claim number `prefix-number-suffix` as a key; undefined when it is not one. */
function claimKeyText(text: string) {
  const m = /^(\d{1,10})-(\d{1,15})(?:-(\d{1,5}))?$/.exec(text.trim());
  return m ? claimKeyOf(m[1]!, m[2]!, m[3] ?? '') : undefined;
}

/** The files of a filing or an answer: only the fields named, each under the message upload rules. */
function uploadsOf(files: readonly UploadedFile[], fields: readonly string[]) {
  const foreign = files.find((f) => !fields.includes(f.field));
  if (foreign) throw invalidRequest('invalidValue', { [foreign.field]: 'invalidValue' });
  return Object.fromEntries(
    fields.map((field) => [
      field,
      acceptUploads(
        files.filter((f) => f.field === field),
        field,
      ),
    ]),
  ) as Record<string, ReturnType<typeof acceptUploads>>;
}

/** Stores checked uploads (purpose `appeal`, filed under the patient) and attaches them to the appeal. */
async function attachFiles(
  db: Parameters<typeof putFile>[0],
  c: Ctx,
  to: { appealId: number; memberId: number },
  purpose: 'statement' | 'designation' | 'info',
  files: readonly { name: string; mediaType: string; bytes: Buffer }[],
): Promise<void> {
  for (const f of files) {
    const fileId = await putFile(db, {
      name: f.name,
      mediaType: f.mediaType,
      bytes: f.bytes,
      purpose: 'appeal',
      createdBy: c.caller.accountId,
      memberId: to.memberId,
    });
    await repo.insertAttachment(db, to.appealId, fileId, purpose, c.caller.accountId);
  }
}

/**
 * Appeals/File: a member (the patient, or a member of the caller's visible household) or a verified provider
 * (its own providers' claims, its pre-certifications) appeals a decided claim with a denied or reduced line, or
 * a denied or partly approved pre-certification. One appeal per claim or pre-certification. The appeal, its
 * files and its 'filed' event are stored in one transaction.
 */
export async function fileAppeal(
  c: Ctx,
  b: FileInput,
  files: readonly UploadedFile[],
): Promise<AppealDetail> {
  const scope = scopeOf(c.caller);
  if (scope.kind !== 'member' && scope.kind !== 'provider') throw forbidden();
  const isProvider = scope.kind === 'provider';
  const at = now();
  let subject: {
    kind: 'claim' | 'precert';
    memberId: number;
    groupNumber: number;
    claimId: number | null;
    certNo: number | null;
    lines: number[];
    noticeDate: string;
    providerId: number | null;
    firstDeciderClaimsUserId: string | null;
    firstDeciderAccountId: number | null;
  };
  if (b.claimNumber) {
    const key = claimKeyText(b.claimNumber);
    const claim = key && (await repo.claimForAppeal(c.db, key, claimVisibility(c.caller)));
    if (!claim) throw notFound();
    const careError = careEndsOnError('claim', b.careEndsOn);
    if (careError) throw invalidRequest('invalidValue', careError);
    const denied = claim.lines
      .filter((l) => isDeniedOrReduced(l, claim.network))
      .map((l) => l.lineNumber);
    if (!DECIDED_CLAIM_STATUSES.includes(claim.status) || !claim.processedDate || !denied.length)
      throw invalidRequest('invalidValue', { claimNumber: 'invalidValue' });
    const lines = appealedLines(denied, b.lineNumbers);
    if (!lines) throw invalidRequest('invalidValue', { lineNumbers: 'invalidValue' });
    if (await repo.appealOf(c.db, { claimId: claim.id }))
      throw invalidRequest('duplicateRequest', { claimNumber: 'duplicateRequest' });
    subject = {
      kind: 'claim',
      memberId: claim.memberId,
      groupNumber: claim.groupNumber,
      claimId: claim.id,
      certNo: null,
      lines,
      noticeDate: claim.processedDate,
      providerId: isProvider ? claim.providerId : null,
      firstDeciderClaimsUserId: claim.processorId,
      firstDeciderAccountId: null,
    };
  } else {
    const certNo = /^\d{1,15}$/.test(b.certNo ?? '') ? Number(b.certNo) : null;
    const own =
      scope.kind === 'provider' ? providerIdsSql(scope.accountId, scope.providerId) : null;
    const precert =
      certNo === null
        ? undefined
        : await repo.precertForAppeal(c.db, certNo, repo.precertVisibility(scope), own);
    if (!precert) throw notFound();
    if (!APPEALABLE_PRECERT_STATUSES.includes(precert.status) || !precert.decisionDate)
      throw invalidRequest('invalidValue', { certNo: 'invalidValue' });
    if (b.lineNumbers !== undefined)
      throw invalidRequest('invalidValue', { lineNumbers: 'invalidValue' });
    if (await repo.appealOf(c.db, { certNo: precert.certNo }))
      throw invalidRequest('duplicateRequest', { certNo: 'duplicateRequest' });
    subject = {
      kind: 'precert',
      memberId: precert.memberId,
      groupNumber: precert.groupNumber,
      claimId: null,
      certNo: precert.certNo,
      lines: [],
      noticeDate: precert.decisionDate,
      providerId: isProvider
        ? precert.ownProvider
          ? precert.providerId
          : c.caller.providerId
        : null,
      firstDeciderClaimsUserId: null,
      firstDeciderAccountId: precert.nurseAccountId,
    };
  }
  const type = appealTypeFor(subject.kind, b.urgent, b.careEndsOn);
  const filedBy = filerOf(isProvider, b.representativeName);
  const uploads = uploadsOf(files, ['attachments', 'designation']);
  const attachments = uploads.attachments ?? [];
  const designation = uploads.designation ?? [];
  if (designationRequired(filedBy, type) && designation.length === 0)
    throw invalidRequest('required', { designation: 'required' });
  const careEndsAt = b.careEndsOn ? new Date(endOfPlanDay(b.careEndsOn)) : null;
  const decideBy = storedDeadline({ type, receivedAt: at, careEndsAt }, []);
  const language = isProvider
    ? ((await repo.languageOfMember(c.db, subject.memberId)) ?? 'en')
    : c.caller.language === 'sp'
      ? 'sp'
      : 'en';
  const filedOnTime = isTimelyFiling(subject.noticeDate, at);

  return transaction(c, async (tx) => {
    // Two filings of one claim or pre-certification at once: the subject is locked and checked again, so
    // the second waits for the first and is refused like any second filing.
    const key =
      subject.claimId !== null ? { claimId: subject.claimId } : { certNo: subject.certNo! };
    await repo.lockSubject(tx.db, key);
    if (await repo.appealOf(tx.db, key))
      throw invalidRequest('duplicateRequest', {
        [subject.kind === 'claim' ? 'claimNumber' : 'certNo']: 'duplicateRequest',
      });
    const appealId = await repo.insertAppeal(tx.db, {
      memberId: subject.memberId,
      groupNumber: subject.groupNumber,
      subject: subject.kind,
      claimId: subject.claimId,
      certNo: subject.certNo,
      lineNumbers: subject.lines,
      type,
      careEndsAt,
      status: 'received',
      filedBy,
      filedByAccountId: c.caller.accountId,
      filedByProviderId: subject.providerId,
      representativeName: isProvider ? null : (b.representativeName ?? null),
      representativeRelationship: isProvider ? null : (b.representativeRelationship ?? null),
      statement: b.statement,
      noticeDate: subject.noticeDate,
      filedOnTime,
      language: language === 'sp' ? 'sp' : 'en',
      receivedAt: at,
      decideBy,
      firstDeciderClaimsUserId: subject.firstDeciderClaimsUserId,
      firstDeciderAccountId: subject.firstDeciderAccountId,
    });
    await attachFiles(tx.db, c, { appealId, memberId: subject.memberId }, 'statement', attachments);
    await attachFiles(
      tx.db,
      c,
      { appealId, memberId: subject.memberId },
      'designation',
      designation,
    );
    await repo.insertEvent(tx.db, appealId, 'filed', c.caller.accountId, null, at);
    c.audit.subject({ memberId: subject.memberId, entityId: appealId });
    c.audit.detail({
      appealId,
      subject: subject.kind,
      reference: subject.claimId ?? subject.certNo,
      type,
      filedBy,
      filedOnTime,
      files: attachments.length + designation.length,
    });
    return reread(tx, appealId);
  });
}

/** The provider ids a provider account acts for, as SQL (the scope vocabulary). */
function providerIdsSql(accountId: number, providerId: number | null) {
  return repo.ownProviderIds(accountId, providerId);
}

// ─── Claimant reads and answers ───────────────────────────────────────────────────────────────────────

/** Appeals/List: a member's visible household's appeals, a provider's own filings; newest first. */
export async function list(c: Ctx, b: EndpointBody<typeof appealList>) {
  const scope = scopeOf(c.caller);
  if (scope.kind === 'member') c.audit.subject({ memberId: scope.memberId });
  const where = b.open === undefined ? [] : [b.open ? repo.filters.open : repo.filters.decided];
  return pageOf(c, scope, where, repo.orders.newest, b.pageNumber, b.itemsPerPage);
}

async function pageOf(
  c: Ctx,
  scope: repo.AppealScope,
  where: Parameters<typeof repo.page>[2],
  order: Parameters<typeof repo.page>[3],
  pageNumber: number,
  itemsPerPage: number,
) {
  const { rows, total } = await repo.page(
    c.db,
    repo.appealVisibility(scope),
    where,
    order,
    (pageNumber - 1) * itemsPerPage,
    itemsPerPage,
  );
  const pauses = await repo.infoRequestsOf(
    c.db,
    rows.map((r) => r.appeal.id),
  );
  const at = now();
  for (const r of rows) c.audit.subject({ memberId: r.appeal.memberId, entityId: r.appeal.id });
  return {
    pageNumber,
    itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / itemsPerPage),
    items: rows.map((r) =>
      summaryOf(
        c,
        r,
        pauses.filter((p) => p.appealId === r.appeal.id),
        at,
      ),
    ),
  };
}

/** Appeals/Appeal: one appeal in scope (404 otherwise). */
export async function get(c: Ctx, appealId: number): Promise<AppealDetail> {
  const { row } = await visibleAppeal(c, appealId);
  return detailOf(c, row);
}

/** Appeals/Attachment: a file of an appeal in scope. */
export async function attachment(
  c: Ctx,
  q: EndpointQuery<typeof appealAttachmentGet>,
): Promise<FileResult> {
  await visibleAppeal(c, q.appealId);
  const fileId = await repo.attachmentFile(c.db, q.appealId, q.attachmentId);
  const file = fileId && (await getFile(c.db, fileId));
  if (!file) throw notFound();
  c.audit.detail({ attachmentId: q.attachmentId });
  return {
    data: file.bytes,
    filename: withTypeExtension(file.name, file.mediaType),
    mediaType: file.mediaType,
  };
}

/** Appeals/Letter: the stored decision letter (404 until the letter job stored it). */
export async function letter(c: Ctx, appealId: number): Promise<FileResult> {
  const { row } = await visibleAppeal(c, appealId);
  const fileId = row.appeal.letterFileId;
  const file = fileId && (await getFile(c.db, fileId));
  if (!file) throw notFound();
  return {
    data: file.bytes,
    filename: appealLetterFileName(appealNumber(appealId)),
    mediaType: 'application/pdf',
  };
}

/**
 * Appeals/Respond: the claimant side (a member in scope, or the filing provider) answers the open
 * information request: it is closed, the files are kept (purpose 'info'), the appeal goes back to review (or
 * received when nobody is assigned) and the deadline is recomputed with the pause as it ended.
 */
export async function respond(
  c: Ctx,
  b: EndpointBody<typeof appealRespond>,
  files: readonly UploadedFile[],
): Promise<AppealDetail> {
  const { row, scope } = await visibleAppeal(c, b.appealId);
  if (scope.kind !== 'member' && scope.kind !== 'provider') throw forbidden();
  const uploads = uploadsOf(files, ['attachments']).attachments ?? [];
  const at = now();
  return transaction(c, async (tx) => {
    const a = await repo.lockOpen(tx.db, row.appeal.id);
    if (!a) throw conflict('alreadyDecided');
    const pauses = await repo.infoRequestsOf(tx.db, [a.id]);
    const open = pauses.find((p) => p.answeredAt === null);
    if (!open) throw invalidRequest('invalidValue', { appealId: 'invalidValue' });
    await repo.answerInfoRequest(tx.db, open.id, b.message, at);
    await attachFiles(tx.db, c, { appealId: a.id, memberId: a.memberId }, 'info', uploads);
    const after = pauses.map((p) => (p.id === open.id ? { ...p, answeredAt: at } : p));
    await repo.updateAppeal(tx.db, a.id, {
      status: a.reviewerAccountId === null ? 'received' : 'inReview',
      decideBy: storedDeadline(a, after),
    });
    await repo.insertEvent(tx.db, a.id, 'infoReceived', c.caller.accountId, b.message, at);
    c.audit.detail({ appealId: a.id, files: uploads.length });
    return reread(tx, a.id);
  });
}

// ─── Staff ────────────────────────────────────────────────────────────────────────────────────────────

function staffScope(c: Ctx) {
  const scope = scopeOf(c.caller);
  if (scope.kind !== 'staff') throw forbidden();
  return scope;
}

/** Appeals/Queue: the appeals of the caller's groups; open ones by the time left (least first). */
export async function queue(c: Ctx, b: EndpointBody<typeof appealQueue>) {
  const scope = staffScope(c);
  const where = [
    b.view === 'open' ? repo.filters.open : b.view === 'decided' ? repo.filters.decided : undefined,
    b.assigned === 'me'
      ? repo.filters.assignedTo(c.caller.accountId)
      : b.assigned === 'unassigned'
        ? repo.filters.unassigned
        : undefined,
    b.type ? repo.filters.type(b.type) : undefined,
    b.memberId ? repo.filters.memberPublicId(b.memberId) : undefined,
  ];
  const order =
    b.view === 'open'
      ? repo.orders.timeLeft
      : b.view === 'decided'
        ? repo.orders.decidedNewest
        : repo.orders.all;
  return pageOf(c, scope, where, order, b.pageNumber, b.itemsPerPage);
}

/** Appeals/Reviewers: the accounts that may review the appeal (the reviewer rule, repo.reviewerRule). */
export async function reviewers(c: Ctx, appealId: number) {
  staffScope(c);
  await visibleAppeal(c, appealId);
  const rows = await repo.reviewersOf(c.db, appealId);
  return rows.map((r) => ({
    accountId: Number(r.account_id),
    name: `${String(r.first_name)} ${String(r.last_name)}`.trim(),
    roleName: String(r.role_name),
  }));
}

/** Appeals/Assign: (re)assigns the reviewer of an open appeal; the reviewer must pass the reviewer rule. */
export async function assign(c: Ctx, b: EndpointBody<typeof appealAssign>) {
  staffScope(c);
  const { row } = await visibleAppeal(c, b.appealId);
  return transaction(c, async (tx) => {
    const a = await repo.lockOpen(tx.db, row.appeal.id);
    if (!a) throw conflict('alreadyDecided');
    if (!(await repo.mayReview(tx.db, a.id, b.reviewerAccountId)))
      throw invalidRequest('assignmentError', { reviewerAccountId: 'assignmentError' });
    await repo.updateAppeal(tx.db, a.id, {
      reviewerAccountId: b.reviewerAccountId,
      status: a.status === 'received' ? 'inReview' : a.status,
    });
    const who = await repo.accountName(tx.db, b.reviewerAccountId);
    await repo.insertEvent(
      tx.db,
      a.id,
      'assigned',
      c.caller.accountId,
      who ? `${who.firstName} ${who.lastName}` : null,
    );
    c.audit.detail({ appealId: a.id, reviewerAccountId: b.reviewerAccountId });
    return reread(tx, a.id);
  });
}

const NOT_TOLLED = {
  en: 'The plan’s deadline does not pause for an urgent or concurrent-care appeal.',
  sp: 'El plazo del plan no se detiene en una apelación urgente o de atención continua.',
} as const;

/**
 * Appeals/RequestInfo: asks the claimant for information, with the claimant's agreement. On a pre- or
 * post-service appeal the clock stops from the request to the answer (or the end of the response period, at
 * least 45 days after the request is taken as received; a shorter one is lengthened); an urgent or concurrent
 * appeal's clock never stops (the request is still sent, and its event says so).
 */
export async function requestInfo(
  c: Ctx & AppealMailDeps,
  b: EndpointBody<typeof appealRequestInfo>,
) {
  staffScope(c);
  const { row } = await visibleAppeal(c, b.appealId);
  const at = now();
  return transaction(c, async (tx) => {
    const a = await repo.lockOpen(tx.db, row.appeal.id);
    if (!a) throw conflict('alreadyDecided');
    const pauses = await repo.infoRequestsOf(tx.db, [a.id]);
    if (pauses.some((p) => p.answeredAt === null))
      throw invalidRequest('duplicateRequest', { appealId: 'duplicateRequest' });
    const respondBy = respondByFor(planDateOf(at), b.respondBy);
    await repo.insertInfoRequest(tx.db, {
      appealId: a.id,
      requestedAt: at,
      requestedBy: c.caller.accountId,
      message: b.message,
      respondBy,
    });
    const after = [...pauses, { requestedAt: at, answeredAt: null, respondBy }];
    await repo.updateAppeal(tx.db, a.id, {
      status: 'awaitingInfo',
      decideBy: storedDeadline(a, after),
    });
    const tollable = APPEAL_CLOCK_RULES[a.type as keyof typeof APPEAL_CLOCK_RULES].tollable;
    const lang = a.language === 'sp' ? 'sp' : 'en';
    await repo.insertEvent(
      tx.db,
      a.id,
      'infoRequested',
      c.caller.accountId,
      tollable ? b.message : `${b.message}\n\n${NOT_TOLLED[lang]}`,
      at,
    );
    c.audit.detail({ appealId: a.id, respondBy, tolls: tollable });
    // The claimant (and a filing provider) learn that a message waits in the portal: no PHI in the e-mail.
    await queueAppealMail(tx.db, c, { appealId: a.id, kind: 'infoRequested' });
    return reread(tx, a.id);
  });
}

/**
 * Appeals/Decide: only the assigned reviewer, who must still pass the reviewer rule, decides: upheld,
 * overturned or partly overturned (the lines, among those appealed), with the reason and the provision. The
 * letter job (and, for an overturn, the reprocessing job) is queued in the same transaction.
 */
export async function decide(c: Ctx, b: EndpointBody<typeof appealDecide>) {
  staffScope(c);
  const { row } = await visibleAppeal(c, b.appealId);
  const at = now();
  return transaction(c, async (tx) => {
    const a = await repo.lockOpen(tx.db, row.appeal.id);
    if (!a) throw conflict('alreadyDecided');
    if (
      a.reviewerAccountId !== c.caller.accountId ||
      !(await repo.mayReview(tx.db, a.id, c.caller.accountId))
    )
      throw invalidRequest('assignmentError', { appealId: 'assignmentError' });
    const overturned = decidedLines(b.outcome, a.lineNumbers, b.overturnedLines);
    if (!overturned) throw invalidRequest('invalidValue', { overturnedLines: 'invalidValue' });
    const pauses = await repo.infoRequestsOf(tx.db, [a.id]);
    // An open request ends with the decision: the clock as it stands now.
    const deadline = decisionDeadline({ ...clockInputOf(a, pauses), now: at }).deadline;
    const onTime = at.getTime() <= instantMs(deadline);
    await repo.updateAppeal(tx.db, a.id, {
      status: 'decided',
      outcome: b.outcome,
      decisionReason: b.reason,
      decisionProvision: b.provision ?? null,
      decidedAt: at,
      decidedBy: c.caller.accountId,
      decidedOnTime: onTime,
      overturnedLines: overturned,
    });
    await repo.insertEvent(tx.db, a.id, 'decided', c.caller.accountId, b.reason, at);
    await enqueue(tx.db, {
      kind: APPEAL_LETTER_JOB,
      payload: { appealId: a.id },
      dedupeKey: `${APPEAL_LETTER_JOB}:${a.id}`,
      requestId: c.requestId,
      createdBy: c.caller.accountId,
    });
    if (b.outcome !== 'upheld')
      await enqueue(tx.db, {
        kind: APPEAL_REPROCESS_JOB,
        payload: { appealId: a.id },
        dedupeKey: `${APPEAL_REPROCESS_JOB}:${a.id}`,
        requestId: c.requestId,
        createdBy: c.caller.accountId,
      });
    c.audit.detail({ appealId: a.id, outcome: b.outcome, onTime, overturnedLines: overturned });
    return reread(tx, a.id);
  });
}

/**
 * Appeals/Timeliness: appeals decided in the period (default: this calendar year to today, plan zone) by
 * type, and the open and overdue ones now, of the caller's groups. Two aggregate queries.
 */
export async function timeliness(c: Ctx, q: EndpointQuery<typeof appealTimeliness>) {
  if (c.caller.roleClass !== 'Administrative') throw forbidden();
  const at = now();
  const today = planDateOf(at);
  const fromDate = q.fromDate ?? `${today.slice(0, 4)}-01-01`;
  const thruDate = q.thruDate ?? today;
  if (thruDate < fromDate)
    throw invalidRequest('invalidValue', { thruDate: 'invalidLaterThanDate' });
  const visible = repo.appealVisibility({ kind: 'staff', accountId: c.caller.accountId });
  const until = new Date(instantMs(endOfPlanDay(thruDate)) + 1);
  const [totals, openNow] = await Promise.all([
    repo.decidedTotals(c.db, visible, planDayStart(fromDate), until),
    repo.openTotals(c.db, visible, at),
  ]);
  c.audit.detail({ fromDate, thruDate });
  return {
    fromDate,
    thruDate,
    byType: APPEAL_TYPES.map((type) => {
      const t = totals.find((r) => r.type === type);
      return {
        type,
        ...timelinessOf({
          decided: Number(t?.decided ?? 0),
          onTime: Number(t?.on_time ?? 0),
          sumHours: Number(t?.sum_hours ?? 0),
          overturned: Number(t?.overturned ?? 0),
        }),
      };
    }),
    ...openNow,
  };
}

/** The first instant of a plan-zone day: the end of the day before, plus one millisecond. */
function planDayStart(date: string): Date {
  const prev = new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return new Date(instantMs(endOfPlanDay(prev)) + 1);
}

// ─── For claim and pre-certification details ─────────────────────────────────────────────────────────

/**
 * The appeal block of a claim's details: null unless the claim is decided and has a denied or reduced line;
 * the filing deadline counts from the processing date; `canAppeal` while the deadline has not passed and no
 * appeal was filed; the appeal's id when the caller may see it.
 */
export async function claimAppealInfo(
  c: Ctx,
  claim: { id: number; status: string; network: string; processedDate: string | null },
  lines: readonly NoticeLine[],
): Promise<ClaimAppealInfo | null> {
  if (!DECIDED_CLAIM_STATUSES.includes(claim.status) || !claim.processedDate) return null;
  if (!lines.some((l) => isDeniedOrReduced(l, claim.network))) return null;
  const existing = await repo.appealOf(
    c.db,
    { claimId: claim.id },
    repo.appealVisibility(softScope(c.caller)),
  );
  return infoOf(claim.processedDate, existing);
}

/** The appeal block of a pre-certification's details: a denied or partly approved one only. */
export async function precertAppealInfo(
  c: Ctx,
  precert: { certNo: number; status: string; decisionDate: string | null },
): Promise<ClaimAppealInfo | null> {
  if (!APPEALABLE_PRECERT_STATUSES.includes(precert.status) || !precert.decisionDate) return null;
  const existing = await repo.appealOf(
    c.db,
    { certNo: precert.certNo },
    repo.appealVisibility(softScope(c.caller)),
  );
  return infoOf(precert.decisionDate, existing);
}

function infoOf(
  noticeDate: string,
  existing: { id: number; visible: boolean } | undefined,
): ClaimAppealInfo {
  const d = filingDeadline(noticeDate);
  return {
    lastDay: d.lastDay,
    deadline: d.deadline,
    canAppeal: !existing && isTimelyFiling(noticeDate, now()),
    appealId: existing?.visible ? existing.id : null,
  };
}
