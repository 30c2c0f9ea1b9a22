import { BRANDS, type BrandId, type Language } from '@bp/contract';
import { appealNumber, type AppealFiler, type AppealOutcome } from '@bp/contract/api/appeals';
import {
  decisionDeadline,
  externalReviewDeadline,
  instantMs,
  planDateOf,
  type AppealType,
} from '@bp/contract/rules/appeal-clocks';
import type { DbOrTx } from '../../db/client.js';
import { PermanentJobError, type JobContext } from '../../jobs/index.js';
import { languageOf } from '../../mail/templates.js';
import type { PdfRenderer } from '../../pdf-jobs/index.js';
import { putFile } from '../../storage/index.js';
import { auditEvent } from '../../audit.js';
import { claimDenials } from '../claims/details.js';
import { mailingAddressOf } from '../members/service.js';
import { isMinor } from '../scope/rules.js';
import { clockInputOf } from './deadlines.js';
import {
  appealLetterFileName,
  isAdverse,
  type AppealLetterDocument,
  type AppealLetterLine,
} from './letter-pdf.js';
import * as repo from './letter-repo.js';
import * as appealsRepo from './repo.js';
import { queueAppealMail, type AppealMailDeps } from './mail.js';

/**
 * The decision letter of an appeal (issue 31): read from the database as the system, rendered through the
 * PDF pool, stored in `files` and announced by e-mail. docs/decisions.md, "Appeals: letters, e-mails and the
 * deadline job (issue 31)".
 */

/** What the letter job needs besides its context: the PDF renderer and mail. */
export interface LetterJobDeps extends AppealMailDeps {
  pdf: PdfRenderer;
}

const brandIdOf = (v: string): BrandId => (v in BRANDS ? (v as BrandId) : 'default');

/** A claim line's service as the letter names it: procedure code (and modifier) and description. */
const serviceOf = (code: string | null, modifier: string | null, description: string | null) =>
  [code ? code + (modifier ? `-${modifier}` : '') : null, description].filter(Boolean).join(' ');

/**
 * The letter of a decided appeal, as the PDF job's serialisable document, with the brand of the patient's
 * group and the member row it is filed under. The addressee follows the one mailing-address rule for a
 * notice the plan sends (no reader): an adult patient at her confidential address when she set one, else at
 * her own address; a minor's letter goes to the subscriber at the household's address.
 */
export async function buildAppealLetter(
  db: DbOrTx,
  a: repo.AppealRow,
  now: Date,
): Promise<{ brand: BrandId; document: AppealLetterDocument }> {
  if (a.status !== 'decided' || !a.outcome || !a.decidedAt)
    throw new PermanentJobError(`appeal ${a.id} is not decided`);
  const language: Language = languageOf(a.language);
  const sp = language === 'sp';
  const patient = await repo.patientOf(db, a.memberId);
  if (!patient) throw new PermanentJobError(`appeal ${a.id}: patient not found`);
  const to = await mailingAddressOf(
    db,
    null,
    a.memberId,
    isMinor(patient.dateOfBirth, now) ? 'subscriber' : 'member',
  );
  const outcome = a.outcome as AppealOutcome;
  const overturned = (lineNumber: number) =>
    outcome === 'overturned' || (outcome === 'partial' && a.overturnedLines.includes(lineNumber));

  let claim: AppealLetterDocument['claim'] = null;
  let precert: AppealLetterDocument['precert'] = null;
  let lines: AppealLetterLine[] = [];
  let planName: string | null = null;
  if (a.claimId !== null) {
    const c = await repo.claimOf(db, a.claimId);
    if (!c) throw new PermanentJobError(`appeal ${a.id}: claim not found`);
    planName = c.planName;
    claim = {
      claimNumber: `${c.claimPrefix}-${c.claimNumber}-${c.claimSuffix}`,
      serviceDate: c.serviceDate,
      serviceEndDate: c.serviceEndDate,
      providerName: c.providerName,
      billedCents: c.billedCents,
      planPaidCents: c.planPaidCents,
      memberResponsibilityCents: c.memberResponsibilityCents,
    };
    const all = await repo.claimLinesOf(db, a.claimId);
    const texts = await repo.remarkTexts(db, [...new Set(all.flatMap((l) => l.remarkCodes))]);
    const reasonText = (code: string) => {
      const t = texts.get(code);
      return t && (sp ? t.sp : t.en);
    };
    const denials = await claimDenials(db, c, all, sp, reasonText);
    const appealed =
      a.lineNumbers.length > 0
        ? all.filter((l) => a.lineNumbers.includes(l.lineNumber))
        : all.filter((l) => denials.some((d) => d.lineNumber === l.lineNumber));
    lines = appealed.map((l) => {
      const denial = denials.find((d) => d.lineNumber === l.lineNumber);
      const code = denial?.reasonCode || l.remarkCodes[0] || null;
      return {
        lineNumber: l.lineNumber,
        service: serviceOf(
          l.procedureCode,
          l.modifier,
          sp ? (l.descriptionSp ?? l.description) : l.description,
        ),
        serviceDate: l.serviceDate,
        serviceEndDate: l.serviceEndDate,
        billedCents: l.billedCents,
        reasonCode: code,
        reason: denial?.reason || (code ? (reasonText(code) ?? null) : null),
        overturned: overturned(l.lineNumber),
      };
    });
  } else if (a.certNo !== null) {
    const p = await repo.precertOf(db, a.certNo);
    if (!p) throw new PermanentJobError(`appeal ${a.id}: pre-certification not found`);
    precert = {
      certNo: String(p.certNo),
      service:
        serviceOf(p.procedureCode, null, sp ? (p.descriptionSp ?? p.description) : p.description) ||
        null,
      fromDate: p.fromDate,
      toDate: p.toDate,
      providerName: p.providerName,
    };
  }

  const requests = await appealsRepo.infoRequestsOf(db, [a.id]);
  const deadline = decisionDeadline({ ...clockInputOf(a, requests), now: a.decidedAt }).deadline;
  const reprocessed =
    a.reprocessedClaimId !== null ? await repo.claimNumberOf(db, a.reprocessedClaimId) : undefined;
  const document: AppealLetterDocument = {
    language,
    appealNumber: appealNumber(a.id),
    letterDate: planDateOf(now),
    recipientName: to?.name ?? `${patient.firstName} ${patient.lastName}`,
    address: to?.lines ?? [],
    patientName: `${patient.firstName} ${patient.lastName}`,
    patientMemberId: patient.memberId,
    groupName: patient.groupName,
    planName,
    type: a.type as AppealType,
    filedBy: a.filedBy as AppealFiler,
    representativeName: a.representativeName,
    receivedDate: planDateOf(a.receivedAt),
    decidedDate: planDateOf(a.decidedAt),
    decideByDate: planDateOf(deadline),
    onTime: a.decidedOnTime ?? a.decidedAt.getTime() <= instantMs(deadline),
    outcome,
    reason: a.decisionReason ?? '',
    provision: a.decisionProvision,
    claim,
    precert,
    lines,
    externalReviewLastDay: isAdverse(outcome) ? externalReviewDeadline(a.decidedAt).lastDay : null,
    reprocessedClaimNumber: reprocessed ?? null,
  };
  return { brand: brandIdOf(patient.brand), document };
}

/** The payload's appeal id; a bad payload cannot be fixed by a retry. */
function appealIdOf(payload: Record<string, unknown>): number {
  const id = Number(payload.appealId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new PermanentJobError('appealId missing');
  return id;
}

export interface LetterJobResult {
  appealId: number;
  /** False when the letter had been made already (nothing done). */
  created: boolean;
  fileId: string | null;
  mailed: number;
}

/**
 * `APPEAL_LETTER_JOB` (payload `{ appealId }`, queued by the decision): renders the letter off the main
 * thread, then in one transaction, under the appeal's row lock, stores it (`files`, purpose `letter`, filed
 * under the patient), sets `appeals.letter_file_id`, adds the `letterSent` event and an audit row, and queues
 * the "a document is waiting" e-mails. Runs once per appeal: an appeal that has its letter is left alone, so
 * a second run (a retry, a duplicate job) does nothing.
 */
export async function runLetterJob(ctx: JobContext, d: LetterJobDeps): Promise<LetterJobResult> {
  const appealId = appealIdOf(ctx.job.payload);
  const first = await repo.appealById(ctx.db, appealId);
  if (!first) throw new PermanentJobError(`appeal ${appealId} not found`);
  if (first.letterFileId !== null)
    return { appealId, created: false, fileId: first.letterFileId, mailed: 0 };
  const now = new Date();
  const { brand, document } = await buildAppealLetter(ctx.db, first, now);
  const bytes = await d.pdf.render({ kind: 'appealLetter', brand, document });
  await ctx.progress(60);
  return ctx.db.transaction(async (tx) => {
    const a = await repo.appealById(tx, appealId, true);
    if (!a) throw new PermanentJobError(`appeal ${appealId} not found`);
    if (a.letterFileId !== null)
      return { appealId, created: false, fileId: a.letterFileId, mailed: 0 };
    // The decision cannot change once made; a letter rendered before the lock is still the decision's.
    if (a.decidedAt?.getTime() !== first.decidedAt?.getTime())
      throw new Error(`appeal ${appealId}: the decision changed while the letter was rendered`);
    const fileId = await putFile(tx, {
      name: appealLetterFileName(document.appealNumber),
      mediaType: 'application/pdf',
      bytes: Buffer.from(bytes),
      purpose: 'letter',
      memberId: a.memberId,
    });
    await repo.setLetterFile(tx, appealId, fileId);
    await appealsRepo.insertEvent(tx, appealId, 'letterSent', null, null, now);
    await auditEvent(
      tx,
      { caller: null },
      {
        action: 'appeals.letterSent',
        entity: 'appeal',
        entityId: appealId,
        memberId: a.memberId,
        detail: {
          appealNumber: document.appealNumber,
          outcome: document.outcome,
          language: document.language,
          confidentialAddress: await isConfidential(tx, a.memberId),
        },
      },
    );
    const mailed = await queueAppealMail(tx, d, { appealId, kind: 'decided' });
    return { appealId, created: true, fileId, mailed };
  });
}

/** Whether the letter went to a confidential address (recorded in the audit row, never the address). */
async function isConfidential(db: DbOrTx, memberId: number): Promise<boolean> {
  const to = await mailingAddressOf(db, null, memberId, 'member');
  return to?.confidential ?? false;
}
