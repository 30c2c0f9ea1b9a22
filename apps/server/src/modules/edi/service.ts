import type { EndpointBody } from '@bp/contract';
import {
  EDI_MAX_FILE_BYTES,
  ediImportResult,
  type EdiError,
  type enrollmentImport834,
} from '@bp/contract/api/edi';
import { auditEvent } from '../../audit.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { decryptSsn, ssnLookupHash } from '../../db/crypto.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { ApiError, forbidden, invalidRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import {
  enqueue,
  getJob,
  PermanentJobError,
  type JobContext,
  type JobRow,
} from '../../jobs/index.js';
import { getFile, putFile, sha256Of } from '../../storage/index.js';
import { todayIso } from '../../clock.js';
import {
  applyEnrollment,
  employeeBySsn,
  householdOf,
  type ApplyPerson,
  type EnrollmentData,
} from '../enrollment/apply.js';
import type { MaritalCode } from '../enrollment/codes.js';
import { enrollingGroup } from '../enrollment/service.js';
import { mayRead } from '../scope/service.js';
import { write834 } from './export-834.js';
import * as repo from './repo.js';
import { validate834, type Household834, type Member834 } from './validate-834.js';
import { detectDelimiters } from './x12.js';

export interface ImportResult {
  applied: boolean;
  dryRun: boolean;
  households: number;
  membersCreated: number;
  membersUpdated: number;
  membersTerminated: number;
  errors: EdiError[];
}

/** The uploaded file as text, refused unless it is one X12 interchange by its content (ISA, delimiters). */
export function fileText(files: readonly UploadedFile[]): string {
  if (files.length === 0) throw invalidRequest('required', { file: 'required' });
  if (files.length > 1) throw invalidRequest('tooManyFiles', { file: 'tooManyFiles' });
  const data = files[0]!.data;
  if (data.length > EDI_MAX_FILE_BYTES)
    throw invalidRequest('fileTooLarge', { file: 'fileTooLarge' });
  const text = data.toString('latin1');
  // X12 is text (basic and extended character sets): any control byte but CR/LF/TAB is not an 834.
  const binary = data.some((b) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b > 0x7e);
  if (binary || detectDelimiters(text) === 'notX12')
    throw invalidRequest('invalidFileType', { file: 'invalidFileType' });
  return text;
}

/** Thrown to roll back a dry run or a file the database refused, carrying the report. */
class Rollback extends Error {
  constructor(readonly result: ImportResult) {
    super('rollback');
  }
}

const MARITAL = new Set(['I', 'M', 'D', 'W', 'X', 'R', 'U']);
const person = (m: Member834, ssn: string | null): ApplyPerson => ({
  firstName: m.firstName,
  lastName: m.lastName,
  dateOfBirth: m.dateOfBirth,
  ssn,
  gender: m.gender,
  relationship: m.relationship,
  coverageTypes: [
    ...new Set(m.coverages.filter((c) => c.maintenance !== '024').map((c) => c.coverage)),
  ],
});

/** HD05 coverage levels that name one of the portal's tiers (others: the tier is worked out). */
const TIER_OF_LEVEL: Record<string, string> = {
  EMP: 'employee',
  IND: 'employee',
  ESP: 'employee_spouse',
  ECH: 'employee_children',
  FAM: 'family',
  SPC: 'family',
};

/** The tier the subscriber's coverages state (HD05), per coverage type. */
function statedTiers(s: Member834): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of s.coverages) {
    const tier = c.level ? TIER_OF_LEVEL[c.level] : undefined;
    if (tier && c.maintenance !== '024') out[c.coverage] = tier;
  }
  return out;
}

const endDate = (m: Member834) =>
  m.eligibilityEnd ??
  m.coverages
    .map((c) => c.end)
    .filter((d): d is string => !!d)
    .sort()
    .at(-1)!;

export const EDI_IMPORT_JOB = 'edi834';
/** Stored purpose of an uploaded 834 while its job runs (removed when the job ends). */
const FILE_PURPOSE = 'edi834';

interface ImportPayload {
  fileId: string;
  groupNumber: number;
  dryRun: boolean;
}

/**
 * Enrollments/Import834: checks the caller (employers validate only: 403 for an apply), the group (one
 * of the caller's enrolling groups: 404 / 400 otherwise) and the file by its content (400 on `file`),
 * then stores the file and queues its job in one transaction with the call's audit row. The job
 * (`runImport`) validates and applies; Import834/Status reports its progress and report.
 */
export async function import834(
  c: ServiceCtx,
  input: EndpointBody<typeof enrollmentImport834>,
  files: readonly UploadedFile[],
): Promise<{ jobId: string }> {
  // Only staff process eligibility; employers may validate a file (dry run) but not apply it.
  if (!input.dryRun && c.caller.roleClass !== 'Administrative') throw forbidden();
  await enrollingGroup(c, input.groupNumber);
  const text = fileText(files);
  const bytes = Buffer.from(text, 'latin1');
  return transaction(c, async ({ db: tx }) => {
    const fileId = await putFile(tx, {
      name: `834-${input.groupNumber}.edi`,
      mediaType: 'application/edi-x12',
      bytes,
      purpose: FILE_PURPOSE,
      createdBy: c.caller.accountId,
    });
    const payload: ImportPayload = {
      fileId,
      groupNumber: input.groupNumber,
      dryRun: input.dryRun,
    };
    const jobId = await enqueue(tx, {
      kind: EDI_IMPORT_JOB,
      payload: { ...payload },
      createdBy: c.caller.accountId,
      requestId: c.requestId,
      maxAttempts: 2,
    });
    // The call's audit row (the group): the file's hash and the job that reports what became of it.
    c.audit.subject({
      entityId: input.groupNumber,
      detail: { sha256: sha256Of(bytes), dryRun: input.dryRun, jobId },
    });
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

/**
 * Enrollments/Import834/Status?jobId: an 834 job the caller queued, while its group is still one of the
 * caller's enrolling groups; 404 otherwise (another account's job, another kind, an unknown id).
 */
export async function importStatus(c: ServiceCtx, jobIdText: string) {
  const jobId = /^\d{1,15}$/.test(jobIdText) ? Number(jobIdText) : NaN;
  if (!Number.isSafeInteger(jobId)) throw notFound();
  const job = await getJob(c.db, jobId);
  if (!job || job.kind !== EDI_IMPORT_JOB || job.createdBy !== c.caller.accountId) throw notFound();
  const p = job.payload as Partial<ImportPayload>;
  if (typeof p.groupNumber !== 'number') throw notFound();
  await enrollingGroup(c, p.groupNumber);
  const state = JOB_STATE[job.status];
  const parsed = ediImportResult.safeParse(job.result);
  return {
    jobId: String(job.id),
    groupNumber: p.groupNumber,
    dryRun: p.dryRun !== false,
    state,
    progress: state === 'completed' ? 100 : job.progress,
    result: state === 'completed' && parsed.success ? parsed.data : null,
  };
}

/**
 * The job of an 834 upload: validates the whole file; unless it is valid and not a dry run nothing is
 * written. A valid file is applied in ONE transaction (every household through `applyEnrollment`,
 * terminations ending members and policies, one audit row); problems only the database can see (a
 * member to change or end that is not there, a coverage the group has no plan for) are reported on
 * their line and roll everything back. A dry run applies and rolls back, so its counts are exact.
 * Progress: 10 % once validated, then by households. The stored file is removed at the end.
 */
export async function runImport(ssnKey: Buffer, ctx: JobContext): Promise<ImportResult> {
  const p = ctx.job.payload as Partial<ImportPayload>;
  if (typeof p.fileId !== 'string' || typeof p.groupNumber !== 'number')
    throw new PermanentJobError('edi834: bad payload');
  const file = await getFile(ctx.db, p.fileId);
  if (!file) throw new PermanentJobError('edi834: file not found');
  const groupNumber = p.groupNumber;
  const dryRun = p.dryRun !== false;
  const who = { caller: { accountId: ctx.job.createdBy ?? 0, impersonatorAccountId: null } };
  const audit = (db: DbOrTx, detail: Record<string, unknown>) =>
    auditEvent(db, who, {
      action: 'enrollments.import834.job',
      entity: 'Enrollments',
      entityId: groupNumber,
      detail: { jobId: ctx.job.id, sha256: file.sha256, dryRun, ...detail },
    });
  const text = file.bytes.toString('latin1');
  await ctx.progress(2);
  const parsed = validate834(text, groupNumber);
  await ctx.progress(10);
  const empty = {
    dryRun,
    households: parsed.households.length,
    membersCreated: 0,
    membersUpdated: 0,
    membersTerminated: 0,
  };
  let result: ImportResult;
  if (parsed.errors.length) {
    result = { ...empty, applied: false, errors: parsed.errors };
  } else {
    // Progress is recorded beside the transaction, not awaited in it: on PostgreSQL a poller sees it at
    // once; on PGlite (one connection) it lands when the transaction ends.
    let progressChain = Promise.resolve();
    let lastPct = 10;
    const note = (done: number) => {
      const pct = 10 + Math.floor((done * 85) / Math.max(1, parsed.households.length));
      if (pct === lastPct) return;
      lastPct = pct;
      progressChain = progressChain.then(() => ctx.progress(pct)).catch(() => undefined);
    };
    try {
      result = await ctx.db.transaction(async (tx) => {
        const r: ImportResult = { ...empty, applied: true, errors: [] };
        let done = 0;
        for (const h of parsed.households) {
          if (ctx.signal.aborted) throw new Error('shutting down');
          await applyHousehold(ssnKey, tx, groupNumber, h, r);
          note(++done);
        }
        if (r.errors.length) throw new Rollback({ ...empty, applied: false, errors: r.errors });
        if (dryRun) throw new Rollback({ ...r, applied: false });
        // Applied: the audit row commits with the members it wrote.
        await audit(tx, {
          applied: true,
          households: r.households,
          created: r.membersCreated,
          updated: r.membersUpdated,
          terminated: r.membersTerminated,
        });
        return r;
      });
    } catch (e) {
      if (!(e instanceof Rollback)) throw e;
      result = e.result;
    }
    await progressChain;
  }
  if (!result.applied)
    await audit(ctx.db, {
      applied: false,
      errors: result.errors.length,
      households: result.households,
      created: result.membersCreated,
      updated: result.membersUpdated,
      terminated: result.membersTerminated,
    });
  await repo.deleteUpload(ctx.db, p.fileId, FILE_PURPOSE);
  return result;
}

/** After the last failed attempt: the uploaded file is not kept. */
export async function importFailed(db: Db, job: JobRow): Promise<void> {
  const fileId = (job.payload as Partial<ImportPayload>).fileId;
  if (typeof fileId === 'string') await repo.deleteUpload(db, fileId, FILE_PURPOSE);
}

function report(result: ImportResult, m: Member834, messageKey: EdiError['messageKey']) {
  result.errors.push({
    segmentNumber: m.segment.index,
    line: m.segment.line,
    segment: 'INS',
    element: null,
    messageKey,
  });
}

/** The stored SSN of a member named by member id (export files), or null. */
async function ssnOf(ssnKey: Buffer, tx: DbOrTx, groupNumber: number, m: Member834) {
  if (m.ssn) return m.ssn;
  if (!m.memberNumber) return null;
  const row = await repo.memberByPublicId(tx, groupNumber, m.memberNumber);
  return row?.ssnEncrypted ? decryptSsn(row.ssnEncrypted, ssnKey) : null;
}

async function applyHousehold(
  ssnKey: Buffer,
  tx: DbOrTx,
  groupNumber: number,
  h: Household834,
  result: ImportResult,
) {
  const s = h.subscriber;
  const ssn = await ssnOf(ssnKey, tx, groupNumber, s);
  const existing = ssn
    ? await employeeBySsn(tx, groupNumber, ssnLookupHash(ssn, ssnKey))
    : undefined;
  // Changes and terminations are about someone on file; an add by member id must name one too.
  if (!ssn || (!existing && s.maintenance !== '021' && s.maintenance !== '025')) {
    report(result, s, 'ediMemberNotFound');
    return;
  }
  if (s.maintenance === '024') {
    const people = await householdOf(tx, existing!.id);
    await repo.terminate(
      tx,
      people.map((p) => p.id),
      endDate(s),
      'edi834',
    );
    result.membersTerminated += people.length;
    return;
  }
  const employeeCoverage = s.coverages.filter((x) => x.maintenance !== '024' && x.begin);
  const coverageDate = employeeCoverage.map((x) => x.begin!).sort()[0]!;
  const data: EnrollmentData = {
    groupNumber,
    coverageDate,
    employee: {
      ...person(s, ssn),
      maritalStatus: (MARITAL.has(s.maritalStatus) ? s.maritalStatus : 'U') as MaritalCode,
      hireDate: s.hireDate ?? coverageDate,
      payStatus: s.employmentStatus === 'PT' ? 'H' : 'S',
      addressLine1: s.address!.line1,
      addressLine2: s.address!.line2 || null,
      city: s.address!.city,
      state: s.address!.state,
      zip: s.address!.zip,
      homePhone: s.homePhone,
      workPhone: s.workPhone,
      email: s.email,
    },
    dependents: h.dependents.filter((d) => d.maintenance !== '024').map((d) => person(d, d.ssn)),
    tiers: statedTiers(s),
  };
  try {
    const applied = await applyEnrollment(tx, data, ssnKey);
    for (const p of applied.people) {
      if (p.created) result.membersCreated++;
      else if (p.changed) result.membersUpdated++;
    }
  } catch (e) {
    if (e instanceof ApiError && e.statusCode === 400 && e.description === 'invalidService') {
      report(result, s, 'ediNoPlan');
      return;
    }
    throw e;
  }
  const ended = h.dependents.filter((d) => d.maintenance === '024');
  if (!ended.length) return;
  const people = await householdOf(tx, existing?.id ?? -1);
  for (const d of ended) {
    const hmac = d.ssn ? ssnLookupHash(d.ssn, ssnKey) : null;
    const match = people.find(
      (p) =>
        p.dependentNumber > 0 &&
        ((hmac && p.ssnHmac && Buffer.from(p.ssnHmac).equals(hmac)) ||
          (d.memberNumber && p.memberId === d.memberNumber) ||
          (d.dateOfBirth &&
            p.firstName.toLowerCase() === d.firstName.toLowerCase() &&
            p.dateOfBirth === d.dateOfBirth)),
    );
    if (!match) {
      report(result, d, 'ediMemberNotFound');
      continue;
    }
    await repo.terminate(tx, [match.id], endDate(d), 'edi834');
    result.membersTerminated++;
  }
}

/** Enrollments/Export834: the group's current enrollment as an 834 file, audited. */
export async function export834(c: ServiceCtx, groupNumber: number) {
  if (!mayRead(c.caller, 'member')) throw forbidden();
  const group = await enrollingGroup(c, groupNumber);
  const today = todayIso();
  const rows = await repo.groupEnrollment(c.db, groupNumber, today);
  if (rows.length > repo.EXPORT_MAX_MEMBERS)
    throw invalidRequest('invalidValue', { groupNumber: 'invalidValue' });
  const now = new Date();
  const control = (Math.floor(now.getTime() / 1000) % 999_999_999) + 1;
  const text = write834(rows, { groupNumber, groupName: group.name, control, now });
  c.audit.subject({ entityId: groupNumber, detail: { members: rows.length } });
  return { data: text, filename: `834-${groupNumber}-${today}.edi` };
}
