import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import {
  accounts,
  appealAttachments,
  appealEvents,
  appealInfoRequests,
  appeals,
  claimLines,
  claims,
  files,
  members,
  precertNotes,
  precertifications,
  procedureCodes,
  remarkCodes,
} from '../../db/schema/index.js';
import { permissionId } from '@bp/contract';
import { accountProviderIds, groupVisible, visibleMemberIds } from '../scope/predicates.js';

/** Who reads appeals, for the row predicate (the service decides the kind of caller and `mayRead`). */
export type AppealScope =
  | { kind: 'member'; memberId: number }
  | { kind: 'provider'; accountId: number; providerId: number | null }
  | { kind: 'staff'; accountId: number }
  | { kind: 'none' };

/**
 * The appeals the caller may see: a member its visible household's; a provider the appeals its providers (or
 * the account itself) filed; staff their groups (Every Group = all); nobody else.
 */
export function appealVisibility(s: AppealScope): SQL {
  switch (s.kind) {
    case 'member':
      return sql`${appeals.memberId} in (${visibleMemberIds(s.memberId)})`;
    case 'provider':
      return sql`(${appeals.filedByProviderId} in (${accountProviderIds(s.accountId, s.providerId)}) or ${appeals.filedByAccountId} = ${s.accountId})`;
    case 'staff':
      return groupVisible(s.accountId, sql`${appeals.groupNumber}`);
    default:
      return sql`false`;
  }
}

// ─── Filing ───────────────────────────────────────────────────────────────────────────────────────────

/** A claim by its number parts, when `visible` (a predicate over `claims`) holds, with its lines. */
export async function claimForAppeal(
  db: DbOrTx,
  key: { prefix: number; number: number; suffix: number },
  visible: SQL,
) {
  const [claim] = await db
    .select({
      id: claims.id,
      memberId: claims.memberId,
      groupNumber: claims.groupNumber,
      providerId: claims.providerId,
      status: claims.status,
      network: claims.network,
      processedDate: claims.processedDate,
      processorId: claims.processorId,
    })
    .from(claims)
    .where(
      and(
        eq(claims.claimPrefix, key.prefix),
        eq(claims.claimNumber, key.number),
        eq(claims.claimSuffix, key.suffix),
        visible,
      ),
    )
    .limit(1);
  if (!claim) return undefined;
  return { ...claim, lines: await noticeLinesOf(db, claim.id) };
}

/** A claim's lines as the denial rule reads them (bounded: a claim has at most 999 lines). */
export function noticeLinesOf(db: DbOrTx, claimId: number) {
  return db
    .select({
      lineNumber: claimLines.lineNumber,
      billedCents: claimLines.billedCents,
      allowedCents: claimLines.allowedCents,
      notCoveredCents: claimLines.notCoveredCents,
      remarkCodes: claimLines.remarkCodes,
    })
    .from(claimLines)
    .where(eq(claimLines.claimId, claimId))
    .orderBy(asc(claimLines.lineNumber))
    .limit(999);
}

/** The pre-certifications a member (visible household) or provider (its providers', or filed by it) may appeal. */
export function precertVisibility(s: AppealScope): SQL {
  const p = precertifications;
  if (s.kind === 'member') return sql`${p.memberId} in (${visibleMemberIds(s.memberId)})`;
  if (s.kind === 'provider')
    return sql`(${p.providerId} in (${accountProviderIds(s.accountId, s.providerId)}) or ${p.createdBy} = ${s.accountId})`;
  if (s.kind === 'staff') return groupVisible(s.accountId, sql`${p.groupNumber}`);
  return sql`false`;
}

/** The provider ids a provider account acts for (the scope vocabulary). */
export const ownProviderIds = (accountId: number, providerId: number | null): SQL =>
  accountProviderIds(accountId, providerId);

/** A pre-certification when `visible` holds, with whether one of the caller's providers is its provider. */
export async function precertForAppeal(
  db: DbOrTx,
  certNo: number,
  visible: SQL,
  ownProviders: SQL | null,
) {
  const p = precertifications;
  const [row] = await db
    .select({
      certNo: p.certNo,
      memberId: p.memberId,
      groupNumber: p.groupNumber,
      providerId: p.providerId,
      status: p.status,
      decisionDate: p.decisionDate,
      nurseAccountId: p.nurseAccountId,
      ownProvider: ownProviders
        ? sql<boolean>`coalesce(${p.providerId} in (${ownProviders}), false)`
        : sql<boolean>`false`,
    })
    .from(p)
    .where(and(eq(p.certNo, certNo), visible))
    .limit(1);
  return row;
}

/**
 * Locks the claim or pre-certification being appealed until the filing transaction ends, so two filings of
 * it cannot both pass the one-appeal check (`appealOf`) before either commits.
 */
export async function lockSubject(
  db: DbOrTx,
  subject: { claimId: number } | { certNo: number },
): Promise<void> {
  if ('claimId' in subject)
    await db
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.id, subject.claimId))
      .for('update');
  else
    await db
      .select({ certNo: precertifications.certNo })
      .from(precertifications)
      .where(eq(precertifications.certNo, subject.certNo))
      .for('update');
}

/** The appeal already filed of a claim or a pre-certification (any status), or undefined. */
export async function appealOf(
  db: DbOrTx,
  subject: { claimId: number } | { certNo: number },
  visible?: SQL,
): Promise<{ id: number; visible: boolean } | undefined> {
  const [row] = await db
    .select({
      id: appeals.id,
      visible: visible ? sql<boolean>`coalesce(${visible}, false)` : sql<boolean>`false`,
    })
    .from(appeals)
    .where(
      'claimId' in subject
        ? eq(appeals.claimId, subject.claimId)
        : eq(appeals.certNo, subject.certNo),
    )
    .orderBy(desc(appeals.id))
    .limit(1);
  return row;
}

/** The member's language (`accounts.language` of the patient's own account, else the household's). */
export async function languageOfMember(db: DbOrTx, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.memberId, memberId))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.language ?? null;
}

export type NewAppeal = typeof appeals.$inferInsert;

/** Inserts an appeal; returns its id. */
export async function insertAppeal(tx: DbOrTx, values: NewAppeal): Promise<number> {
  const [row] = await tx.insert(appeals).values(values).returning({ id: appeals.id });
  return row!.id;
}

/** Adds an event to an appeal's history. */
export async function insertEvent(
  tx: DbOrTx,
  appealId: number,
  kind: string,
  actorAccountId: number | null,
  text: string | null,
  at?: Date,
): Promise<void> {
  await tx
    .insert(appealEvents)
    .values({ appealId, kind, actorAccountId, text, ...(at ? { at } : {}) });
}

/** Links a stored file to an appeal. */
export async function insertAttachment(
  tx: DbOrTx,
  appealId: number,
  fileId: string,
  purpose: string,
  uploadedBy: number,
): Promise<void> {
  await tx.insert(appealAttachments).values({ appealId, fileId, purpose, uploadedBy });
}

// ─── Reading ──────────────────────────────────────────────────────────────────────────────────────────

const reviewer = alias(accounts, 'reviewer');
const claimRef = alias(claims, 'claim_ref');
const reprocessed = alias(claims, 'reprocessed');

const summaryCols = {
  appeal: appeals,
  publicMemberId: members.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  claimPrefix: claimRef.claimPrefix,
  claimNumber: claimRef.claimNumber,
  claimSuffix: claimRef.claimSuffix,
  reviewerFirst: reviewer.firstName,
  reviewerLast: reviewer.lastName,
};
export type AppealRow = {
  appeal: typeof appeals.$inferSelect;
  publicMemberId: string;
  firstName: string;
  lastName: string;
  claimPrefix: number | null;
  claimNumber: number | null;
  claimSuffix: number | null;
  reviewerFirst: string | null;
  reviewerLast: string | null;
};

function summaryQuery(db: DbOrTx) {
  return db
    .select(summaryCols)
    .from(appeals)
    .innerJoin(members, eq(members.id, appeals.memberId))
    .leftJoin(claimRef, eq(claimRef.id, appeals.claimId))
    .leftJoin(reviewer, eq(reviewer.id, appeals.reviewerAccountId));
}

/** One appeal the caller may see (`visible`), with its patient, claim number and reviewer. */
export async function appealById(
  db: DbOrTx,
  id: number,
  visible: SQL,
): Promise<(AppealRow & { reprocessedKey: string | null }) | undefined> {
  const [row] = await db
    .select({
      ...summaryCols,
      reprocessedKey: sql<
        string | null
      >`case when ${reprocessed.id} is null then null else ${reprocessed.claimPrefix} || '-' || ${reprocessed.claimNumber} || '-' || ${reprocessed.claimSuffix} end`,
    })
    .from(appeals)
    .innerJoin(members, eq(members.id, appeals.memberId))
    .leftJoin(claimRef, eq(claimRef.id, appeals.claimId))
    .leftJoin(reviewer, eq(reviewer.id, appeals.reviewerAccountId))
    .leftJoin(reprocessed, eq(reprocessed.id, appeals.reprocessedClaimId))
    .where(and(eq(appeals.id, id), visible))
    .limit(1);
  return row;
}

/** The information requests of appeals, oldest first (bounded per call by the appeals asked). */
export function infoRequestsOf(db: DbOrTx, appealIds: number[]) {
  if (appealIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: appealInfoRequests.id,
      appealId: appealInfoRequests.appealId,
      requestedAt: appealInfoRequests.requestedAt,
      answeredAt: appealInfoRequests.answeredAt,
      respondBy: appealInfoRequests.respondBy,
      message: appealInfoRequests.message,
    })
    .from(appealInfoRequests)
    .where(inArray(appealInfoRequests.appealId, appealIds))
    .orderBy(asc(appealInfoRequests.requestedAt), asc(appealInfoRequests.id))
    .limit(1000);
}

/** An appeal's history, oldest first, with the actors' names and whether the actor is staff. */
export function eventsOf(db: DbOrTx, appealId: number) {
  return db
    .select({
      at: appealEvents.at,
      kind: appealEvents.kind,
      text: appealEvents.text,
      actorAccountId: appealEvents.actorAccountId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      staffActor: sql<boolean>`coalesce((select r.administrative from roles r where r.id = ${accounts.roleId}), false)`,
    })
    .from(appealEvents)
    .leftJoin(accounts, eq(accounts.id, appealEvents.actorAccountId))
    .where(eq(appealEvents.appealId, appealId))
    .orderBy(asc(appealEvents.at), asc(appealEvents.id))
    .limit(500);
}

/** An appeal's files (metadata only). */
export function attachmentsOf(db: DbOrTx, appealId: number) {
  return db
    .select({
      attachmentId: appealAttachments.id,
      fileId: appealAttachments.fileId,
      fileName: files.name,
      mediaType: files.mediaType,
      sizeBytes: files.size,
      purpose: appealAttachments.purpose,
      uploadedAt: appealAttachments.uploadedAt,
    })
    .from(appealAttachments)
    .innerJoin(files, eq(files.id, appealAttachments.fileId))
    .where(eq(appealAttachments.appealId, appealId))
    .orderBy(asc(appealAttachments.id))
    .limit(100);
}

/** The appealed claim's lines with their procedure description and first remark code's text. */
export async function appealLinesOf(db: DbOrTx, claimId: number, lineNumbers: number[]) {
  if (lineNumbers.length === 0) return [];
  return db
    .select({
      lineNumber: claimLines.lineNumber,
      procedureCode: claimLines.procedureCode,
      description: procedureCodes.description,
      descriptionSp: procedureCodes.descriptionSp,
      reasonEn: remarkCodes.textEn,
      reasonSp: remarkCodes.textSp,
    })
    .from(claimLines)
    .leftJoin(procedureCodes, eq(procedureCodes.code, claimLines.procedureCode))
    .leftJoin(remarkCodes, sql`${remarkCodes.code} = ${claimLines.remarkCodes}[1]`)
    .where(and(eq(claimLines.claimId, claimId), inArray(claimLines.lineNumber, lineNumbers)))
    .orderBy(asc(claimLines.lineNumber));
}

// ─── Lists ────────────────────────────────────────────────────────────────────────────────────────────

/** A page of the appeals in `visible` with `where`, in `order`, and the total. */
export async function page(
  db: DbOrTx,
  visible: SQL,
  where: (SQL | undefined)[],
  order: SQL[],
  offset: number,
  limit: number,
): Promise<{ rows: AppealRow[]; total: number }> {
  const cond = and(visible, ...where);
  const rows = await summaryQuery(db)
    .where(cond)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [n] = await db.select({ n: count() }).from(appeals).where(cond);
  return { rows, total: Number(n?.n ?? 0) };
}

/** Filters and orders of the lists. */
export const filters = {
  open: sql`${appeals.status} <> 'decided'`,
  decided: sql`${appeals.status} = 'decided'`,
  assignedTo: (accountId: number) => eq(appeals.reviewerAccountId, accountId),
  unassigned: isNull(appeals.reviewerAccountId),
  type: (type: string) => eq(appeals.type, type),
  memberPublicId: (publicId: string) =>
    sql`${appeals.memberId} in (select fm.id from members fm where fm.member_id = ${publicId})`,
};
export const orders = {
  newest: [desc(appeals.id)],
  timeLeft: [asc(appeals.decideBy), asc(appeals.id)],
  decidedNewest: [desc(appeals.decidedAt), desc(appeals.id)],
  all: [sql`(${appeals.status} = 'decided')`, asc(appeals.decideBy), asc(appeals.id)],
};

// ─── The reviewer rule ────────────────────────────────────────────────────────────────────────────────

/**
 * THE reviewer rule (docs/decisions.md, "Appeals: filing, access and the reviewer"), as a predicate over
 * `accounts` for the appeal `appealId`: an active Administrative account holding Appeals with write access
 * in its effective permissions (role default not removed, or an account grant; read-only does not count),
 * whose groups reach the appeal's group (Every Group = all), that did not file the appeal, and that did not
 * make the decision appealed (the claim's processor = its `claims_user_id`; the pre-certification's nurse).
 */
function reviewerRule(appealId: number): SQL {
  const perm = permissionId('APPEALS');
  return sql`${accounts.status} = 'active'
    and exists (select 1 from roles rr where rr.id = ${accounts.roleId} and rr.administrative)
    and (
      exists (select 1 from account_permissions ap where ap.account_id = ${accounts.id} and ap.permission_id = ${perm} and ap.granted and not ap.readonly)
      or (exists (select 1 from role_permissions rp where rp.role_id = ${accounts.roleId} and rp.permission_id = ${perm} and not rp.readonly)
        and not exists (select 1 from account_permissions ap2 where ap2.account_id = ${accounts.id} and ap2.permission_id = ${perm}))
    )
    and exists (select 1 from appeals ra where ra.id = ${appealId}
      and exists (select 1 from account_group_access rga where rga.account_id = ${accounts.id} and rga.group_number in (-1, ra.group_number))
      and ra.filed_by_account_id <> ${accounts.id}
      and (ra.first_decider_account_id is null or ra.first_decider_account_id <> ${accounts.id})
      and (ra.first_decider_claims_user_id is null or ${accounts.claimsUserId} is null
        or upper(ra.first_decider_claims_user_id) <> upper(${accounts.claimsUserId})))`;
}

/** The accounts that may review the appeal, by name (bounded). */
export function reviewersOf(db: DbOrTx, appealId: number) {
  return queryRows(
    db,
    sql`select ${accounts.id} as account_id, ${accounts.firstName} as first_name, ${accounts.lastName} as last_name, r.name as role_name
      from ${accounts} join roles r on r.id = ${accounts.roleId}
      where ${reviewerRule(appealId)}
      order by ${accounts.lastName}, ${accounts.firstName}, ${accounts.id} limit 200`,
  );
}

/** True when the account may review the appeal (the same rule). */
export async function mayReview(db: DbOrTx, appealId: number, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), reviewerRule(appealId)))
    .limit(1);
  return row !== undefined;
}

// ─── Staff actions ────────────────────────────────────────────────────────────────────────────────────

/** Locks an open appeal's row for a change (a decided one is not returned). */
export async function lockOpen(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select()
    .from(appeals)
    .where(and(eq(appeals.id, id), ne(appeals.status, 'decided')))
    .for('update')
    .limit(1);
  return row;
}

/** Updates an appeal's columns. */
export async function updateAppeal(
  tx: DbOrTx,
  id: number,
  set: Partial<typeof appeals.$inferInsert>,
): Promise<void> {
  await tx.update(appeals).set(set).where(eq(appeals.id, id));
}

/** Adds an information request. */
export async function insertInfoRequest(
  tx: DbOrTx,
  v: typeof appealInfoRequests.$inferInsert,
): Promise<void> {
  await tx.insert(appealInfoRequests).values(v);
}

/** Closes the open information request with the answer. */
export async function answerInfoRequest(
  tx: DbOrTx,
  requestId: number,
  answer: string,
  at: Date,
): Promise<void> {
  await tx
    .update(appealInfoRequests)
    .set({ answeredAt: at, answer })
    .where(eq(appealInfoRequests.id, requestId));
}

/** Whether the claimant side may still see the appeal's claim (the claims user of an account). */
export async function accountName(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

// ─── Timeliness ───────────────────────────────────────────────────────────────────────────────────────

/** Decided appeals of the period by type (one aggregate over the decided-at index), in `visible`. */
export function decidedTotals(db: DbOrTx, visible: SQL, from: Date, until: Date) {
  return queryRows(
    db,
    sql`select ${appeals.type} as type, count(*)::int as decided,
        count(*) filter (where ${appeals.decidedOnTime})::int as on_time,
        coalesce(sum(extract(epoch from (${appeals.decidedAt} - ${appeals.receivedAt})) / 3600), 0)::float8 as sum_hours,
        count(*) filter (where ${appeals.outcome} in ('overturned', 'partial'))::int as overturned
      from ${appeals}
      where ${appeals.decidedAt} >= ${from.toISOString()}::timestamptz and ${appeals.decidedAt} < ${until.toISOString()}::timestamptz and ${visible}
      group by ${appeals.type}`,
  );
}

/** Open appeals now, and those past their deadline, in `visible` (the open-deadline index). */
export async function openTotals(db: DbOrTx, visible: SQL, now: Date) {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as open, count(*) filter (where ${appeals.decideBy} < ${now.toISOString()}::timestamptz)::int as overdue
      from ${appeals} where ${appeals.status} <> 'decided' and ${visible}`,
  );
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/** The stored file of an appeal's attachment. */
export async function attachmentFile(db: DbOrTx, appealId: number, attachmentId: number) {
  const [row] = await db
    .select({ fileId: appealAttachments.fileId })
    .from(appealAttachments)
    .where(and(eq(appealAttachments.id, attachmentId), eq(appealAttachments.appealId, appealId)))
    .limit(1);
  return row?.fileId;
}

// ─── Reprocessing ─────────────────────────────────────────────────────────────────────────────────────

/** Locks an appeal's row (any status) for the reprocessing job. */
export async function lockAppeal(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(appeals).where(eq(appeals.id, id)).for('update').limit(1);
  return row;
}

/** The claim to re-adjudicate, with its lines and the decider's claims user id. */
export async function claimToReprocess(tx: DbOrTx, claimId: number) {
  const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).limit(1);
  if (!claim) return undefined;
  const lines = await tx
    .select()
    .from(claimLines)
    .where(eq(claimLines.claimId, claimId))
    .orderBy(asc(claimLines.lineNumber))
    .limit(999);
  return { claim, lines };
}

/** The adjustment already made of a claim (its replacement), if any. */
export async function adjustmentOf(tx: DbOrTx, claimId: number) {
  const [row] = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(eq(claims.originalClaimId, claimId))
    .orderBy(desc(claims.claimSuffix))
    .limit(1);
  return row?.id;
}

/**
 * The plan's usual allowed amount per unit of a procedure from a provider: the latest line it was allowed
 * on (not denied) — the provider's contracted or the plan's out-of-network rate as the claims system
 * applied it; undefined when there is none.
 */
export async function usualAllowedPerUnit(
  tx: DbOrTx,
  providerId: number,
  procedureCode: string,
): Promise<number | undefined> {
  const [row] = await queryRows(
    tx,
    sql`select round(cl.allowed_cents::numeric / greatest(cl.units, 1))::bigint as per_unit
      from claim_lines cl join claims c on c.id = cl.claim_id
      where c.provider_id = ${providerId} and cl.procedure_code = ${procedureCode} and cl.allowed_cents > 0
        and c.status in ('processed', 'paid')
      order by c.processed_date desc nulls last, c.id desc limit 1`,
  );
  return row ? Number(row.per_unit) : undefined;
}

/** The next suffix of a claim number. */
export async function nextSuffix(tx: DbOrTx, prefix: number, number: number): Promise<number> {
  const [row] = await queryRows(
    tx,
    sql`select coalesce(max(claim_suffix), 0) + 1 as s from claims where claim_prefix = ${prefix} and claim_number = ${number}`,
  );
  return Number(row!.s);
}

type ClaimInsert = typeof claims.$inferInsert;
type LineInsert = typeof claimLines.$inferInsert;

/**
 * Writes the adjustment: the new claim (suffix + 1, pointing at the original) with its lines, and reverses
 * the original as the portal models adjustments (db/seed/adjustments.ts): status `adjusted`, billed kept,
 * nothing allowed, paid or owed, its lines moved to the adjustment — so the accumulators still equal the sums
 * of the claims. Returns the new claim's id.
 */
export async function writeAdjustment(
  tx: DbOrTx,
  originalId: number,
  claim: ClaimInsert,
  lines: Omit<LineInsert, 'claimId'>[],
): Promise<number> {
  const [row] = await tx.insert(claims).values(claim).returning({ id: claims.id });
  const id = row!.id;
  if (lines.length > 0)
    await tx.insert(claimLines).values(lines.map((l) => ({ ...l, claimId: id })));
  await tx.delete(claimLines).where(eq(claimLines.claimId, originalId));
  await tx
    .update(claims)
    .set({
      status: 'adjusted',
      allowedCents: 0,
      deductibleCents: 0,
      copayCents: 0,
      coinsuranceCents: 0,
      notCoveredCents: 0,
      planPaidCents: 0,
      memberResponsibilityCents: 0,
    })
    .where(eq(claims.id, originalId));
  return id;
}

/**
 * Adds an overturned line's deductible and cost share to the member's and the household's accumulators of
 * the plan year and network (rows that exist; a plan year without rows has nothing to keep equal).
 */
export async function addToAccumulators(
  tx: DbOrTx,
  m: { memberId: number; subscriberId: number; year: number; network: string },
  deductibleCents: number,
  shareCents: number,
): Promise<void> {
  for (const [bucket, delta] of [
    ['deductible', deductibleCents],
    ['oop', shareCents],
  ] as const) {
    if (delta === 0) continue;
    await tx.execute(sql`update accumulators set applied_cents = applied_cents + ${delta}, updated_at = now()
      where year = ${m.year} and network = ${m.network} and bucket = ${bucket}
        and ((level = 'individual' and member_id = ${m.memberId})
          or (level = 'family' and member_id in (select hm.id from members hm where hm.subscriber_id = ${m.subscriberId} or hm.id = ${m.subscriberId})))`);
  }
}

/** Approves a pre-certification after an overturned appeal, with a note. */
export async function approvePrecert(
  tx: DbOrTx,
  certNo: number,
  accountId: number | null,
  decisionDate: string,
  note: string,
): Promise<boolean> {
  const done = await tx
    .update(precertifications)
    .set({ status: 'approved', decisionDate, decisionReason: note })
    .where(and(eq(precertifications.certNo, certNo), ne(precertifications.status, 'approved')))
    .returning({ certNo: precertifications.certNo });
  if (done.length === 0) return false;
  await tx.insert(precertNotes).values({ certNo, accountId, text: note });
  return true;
}

/** The claims user id of an account (the decider, who re-adjudicates as the claims system's user). */
export async function claimsUserOf(tx: DbOrTx, accountId: number | null) {
  if (accountId === null) return null;
  const [row] = await tx
    .select({ id: accounts.claimsUserId })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.id ?? null;
}
