import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows, type Raw, isoDay, num, str } from '../../db/rows.js';
import type { SignedInCaller } from '../../http/caller.js';
import { groupKindVisibility, groupVisible } from '../scope/predicates.js';

/**
 * SQL of check runs (tables check_runs, check_run_definitions, check_run_claims, check_run_payments, checks).
 * Runs are keyed by group, definition and date (check_runs_group_def_date_uq); lists are scoped by a
 * predicate over `r.group_number` that the service builds from the caller.
 */

export const CATEGORIES = [
  'medical',
  'dental',
  'vision',
  'drug',
  'std',
  'ltd',
  'mentalAndNervous',
  'misc',
  'expense',
] as const;
export type Category = (typeof CATEGORIES)[number];
const isEmployer = (c: SignedInCaller) => c.roleClass !== 'Administrative';

/**
 * The runs the caller may see, as a predicate over `r`: staff the runs of their groups; employers and
 * vendors (Group Finance) only the published runs of their groups.
 */
export function runVisibility(c: SignedInCaller): SQL {
  const groups = groupVisible(c.accountId, sql`r.group_number`);
  return isEmployer(c) ? sql`${groups} and r.status = 'published'` : groups;
}

/** Every run (no scoping: the run is checked another way). */
export const ANY_RUN: SQL = sql`true`;

/**
 * A check paid to a member is a payment for that member's claims: claim-level PHI, with or without the
 * name. Its row reaches only callers who may read the group's claims (the claim rule's group-level form:
 * staff with a claims permission; employers with View Claims of a group whose sponsor certified its plan
 * documents), as a predicate over the check `k`. A provider's check covers its claims without naming a
 * member and stays in every reader's list (funding, reconciliation).
 */
export const memberPayees = (c: SignedInCaller): SQL =>
  groupKindVisibility(c, 'claim', sql`k.group_number`);

/** True when group `groupNumber` is one of the account's groups. */
export async function groupInScope(
  db: DbOrTx,
  accountId: number,
  groupNumber: number,
): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select ${groupVisible(accountId, sql`${groupNumber}`)} as ok`,
  );
  return row?.ok === true;
}

/** Column of each category total on check_runs. */
export const CATEGORY_COLUMN: Record<Category, string> = {
  medical: 'medical_cents',
  dental: 'dental_cents',
  vision: 'vision_cents',
  drug: 'drug_cents',
  std: 'std_cents',
  ltd: 'ltd_cents',
  mentalAndNervous: 'mental_and_nervous_cents',
  misc: 'misc_cents',
  expense: 'expense_cents',
};

export interface RunKey {
  groupNumber: number;
  checkRunDefinitionId: number;
  date: string;
}

export interface RunRow {
  id: number;
  groupNumber: number;
  groupName: string;
  definitionId: number;
  definitionName: string;
  coverageTypes: string[];
  runDate: string;
  status: string;
  logStatus: string;
  jobId: number | null;
  medicalFileName: string | null;
  rxFileName: string | null;
  totals: Record<Category, number> & { total: number };
  checkCount: number;
  metadata: Record<string, unknown>;
  publishedAt: Date | null;
  phiCertified: boolean;
}

const RUN_COLUMNS =
  sql.raw(`r.id, r.group_number, g.name as group_name, r.definition_id, d.name as definition_name,
  d.coverage_types, r.run_date, r.status, r.log_status, r.job_id, r.medical_file_name, r.rx_file_name,
  r.medical_cents, r.dental_cents, r.vision_cents, r.drug_cents, r.std_cents, r.ltd_cents,
  r.mental_and_nervous_cents, r.misc_cents, r.expense_cents, r.total_cents, r.check_count, r.metadata,
  r.published_at, g.phi_certified`);
const RUN_FROM = sql.raw(`check_runs r join groups g on g.group_number = r.group_number
  join check_run_definitions d on d.id = r.definition_id`);

function toRun(r: Raw): RunRow {
  const totals = Object.fromEntries(
    CATEGORIES.map((c) => [c, num(r[CATEGORY_COLUMN[c]])]),
  ) as Record<Category, number>;
  return {
    id: num(r.id),
    groupNumber: num(r.group_number),
    groupName: String(r.group_name),
    definitionId: num(r.definition_id),
    definitionName: String(r.definition_name),
    coverageTypes: Array.isArray(r.coverage_types) ? (r.coverage_types as string[]) : [],
    runDate: isoDay(r.run_date),
    status: String(r.status),
    logStatus: String(r.log_status),
    jobId: r.job_id === null ? null : num(r.job_id),
    medicalFileName: str(r.medical_file_name),
    rxFileName: str(r.rx_file_name),
    totals: { ...totals, total: num(r.total_cents) },
    checkCount: num(r.check_count),
    metadata: (r.metadata ?? {}) as Record<string, unknown>,
    publishedAt: r.published_at ? new Date(r.published_at as string) : null,
    phiCertified: r.phi_certified === true,
  };
}

/** The run with this key that passes `visible` (a predicate over r.group_number); `lock` takes a row lock. */
export async function runByKey(
  db: DbOrTx,
  key: RunKey,
  visible: SQL,
  lock = false,
): Promise<RunRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select ${RUN_COLUMNS} from ${RUN_FROM} where r.group_number = ${key.groupNumber}
      and r.definition_id = ${key.checkRunDefinitionId} and r.run_date = ${key.date} and ${visible}
      ${lock ? sql`for update of r` : sql``}`,
  );
  return row ? toRun(row) : undefined;
}

/** One run by id (the job's view; no scoping). */
export async function runById(db: DbOrTx, id: number): Promise<RunRow | undefined> {
  const [row] = await queryRows(db, sql`select ${RUN_COLUMNS} from ${RUN_FROM} where r.id = ${id}`);
  return row ? toRun(row) : undefined;
}

/** The run a job works on, when its group passes `visible`. */
export async function runByJob(db: DbOrTx, jobId: number, visible: SQL) {
  const [row] = await queryRows(
    db,
    sql`select ${RUN_COLUMNS} from ${RUN_FROM} where r.job_id = ${jobId} and ${visible}`,
  );
  return row ? toRun(row) : undefined;
}

/** A definition of group `groupNumber` (or undefined). */
export async function definitionOf(db: DbOrTx, groupNumber: number, definitionId: number) {
  const [row] = await queryRows(
    db,
    sql`select id, name, coverage_types, active from check_run_definitions where id = ${definitionId} and group_number = ${groupNumber}`,
  );
  return row
    ? {
        id: num(row.id),
        name: String(row.name),
        coverageTypes: (row.coverage_types ?? []) as string[],
        active: row.active === true,
      }
    : undefined;
}

export interface LogFilter {
  groupNumber?: number | undefined;
  definitionId?: number | undefined;
  statuses?: string[] | undefined;
  logStatus?: string | undefined;
  notLogStatus?: string | undefined;
  fromDate?: string | undefined;
  thruDate?: string | undefined;
}

function logWhere(f: LogFilter, visible: SQL): SQL {
  const parts: SQL[] = [visible];
  if (f.groupNumber !== undefined && f.groupNumber !== -1)
    parts.push(sql`r.group_number = ${f.groupNumber}`);
  if (f.definitionId !== undefined) parts.push(sql`r.definition_id = ${f.definitionId}`);
  if (f.statuses?.length)
    parts.push(
      sql`r.status in (${sql.join(
        f.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (f.logStatus) parts.push(sql`r.log_status = ${f.logStatus}`);
  if (f.notLogStatus) parts.push(sql`r.log_status <> ${f.notLogStatus}`);
  if (f.fromDate) parts.push(sql`r.run_date >= ${f.fromDate}`);
  if (f.thruDate) parts.push(sql`r.run_date <= ${f.thruDate}`);
  return sql.join(parts, sql` and `);
}

/** A page of the log, newest first (check_runs_date_idx / check_runs_group_date_idx). */
export async function searchLog(
  db: DbOrTx,
  f: LogFilter,
  visible: SQL,
  page: { offset: number; limit: number },
): Promise<{ rows: RunRow[]; total: number }> {
  const where = logWhere(f, visible);
  const [count] = await queryRows(
    db,
    sql`select count(*)::int as n from ${RUN_FROM} where ${where}`,
  );
  const rows = await queryRows(
    db,
    sql`select ${RUN_COLUMNS} from ${RUN_FROM} where ${where}
      order by r.run_date desc, r.id desc offset ${page.offset} limit ${page.limit}`,
  );
  return { rows: rows.map(toRun), total: num(count?.n) };
}

/** Active definitions of the account's groups (of one group when given). */
export async function definitions(db: DbOrTx, groupNumber: number | undefined, accountId: number) {
  const visible = groupVisible(accountId, sql`d.group_number`);
  const rows = await queryRows(
    db,
    sql`select d.id, d.name, d.group_number, d.frequency from check_run_definitions d
      where d.active and ${visible} ${groupNumber !== undefined ? sql`and d.group_number = ${groupNumber}` : sql``}
      order by d.group_number, d.name, d.id limit 500`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    name: String(r.name),
    groupNumber: num(r.group_number),
    frequency: String(r.frequency),
  }));
}

/** Creates the run (status running) or resets an existing unpublished one; returns its id. */
export async function upsertRun(
  db: DbOrTx,
  key: RunKey,
  accountId: number,
  filter: object | null,
): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`insert into check_runs (group_number, definition_id, run_date, status, log_status, initiated_by, metadata)
      values (${key.groupNumber}, ${key.checkRunDefinitionId}, ${key.date}, 'initiated', 'open', ${accountId},
        ${JSON.stringify({ filter })}::jsonb)
      on conflict (group_number, definition_id, run_date) do update set status = 'initiated', log_status = 'open',
        initiated_by = excluded.initiated_by,
        metadata = (check_runs.metadata - 'filter' - 'overrides') || excluded.metadata
      where check_runs.status <> 'published'
      returning id`,
  );
  return num(row?.id);
}

export async function setRunJob(db: DbOrTx, runId: number, jobId: number) {
  await db.execute(sql`update check_runs set job_id = ${jobId} where id = ${runId}`);
}

export async function setRunStatus(db: DbOrTx, runId: number, status: string) {
  await db.execute(sql`update check_runs set status = ${status} where id = ${runId}`);
}

/** Removes what an unpublished run built: its pending checks and claim links, and zeroes its totals. */
export async function clearRun(db: DbOrTx, runId: number) {
  await db.execute(sql`delete from check_run_claims where check_run_id = ${runId}`);
  await db.execute(sql`delete from checks where check_run_id = ${runId} and status = 'pending'`);
  await db.execute(sql`update check_runs set medical_cents = 0, dental_cents = 0, vision_cents = 0, drug_cents = 0,
    std_cents = 0, ltd_cents = 0, mental_and_nervous_cents = 0, misc_cents = 0, expense_cents = 0, total_cents = 0,
    check_count = 0 where id = ${runId} and status <> 'published'`);
}

export interface ClaimFilter {
  coverageTypes: string[];
  claimTypes: string[];
  paidFromDate?: string | undefined;
  paidThruDate?: string | undefined;
  /** Claims processed on or before the run date. */
  runDate: string;
}

/** The claims awaiting payment of a group (claims_awaiting_payment_idx) that the filter admits. */
function eligible(groupNumber: number, f: ClaimFilter): SQL {
  const parts: SQL[] = [
    sql`c.group_number = ${groupNumber}`,
    sql`c.status = 'processed'`,
    sql`c.check_id is null`,
    sql`c.plan_paid_cents > 0`,
    // An adjustment of a paid claim owes only what the check did not pay (claims.previously_paid_cents).
    sql`c.plan_paid_cents > c.previously_paid_cents`,
    sql`c.processed_date <= ${f.runDate}`,
    sql`not exists (select 1 from check_run_claims x where x.claim_id = c.id)`,
  ];
  if (f.coverageTypes.length)
    parts.push(
      sql`c.coverage_code in (${sql.join(
        f.coverageTypes.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (f.claimTypes.length)
    parts.push(
      sql`c.claim_type in (${sql.join(
        f.claimTypes.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (f.paidFromDate) parts.push(sql`c.processed_date >= ${f.paidFromDate}`);
  if (f.paidThruDate) parts.push(sql`c.processed_date <= ${f.paidThruDate}`);
  return sql.join(parts, sql` and `);
}

/**
 * The category of a claim: its claim type, except medical claims whose principal diagnosis is a mental or
 * behavioural one (ICD-10 chapter F), which count as mental and nervous; unknown types count as misc.
 */
const CATEGORY_SQL = sql.raw(`case
  when c.claim_type = 'medical' and coalesce(c.diagnosis_codes[1], '') like 'F%' then 'mentalAndNervous'
  when c.claim_type in ('medical', 'dental', 'vision', 'drug', 'std', 'ltd') then c.claim_type
  else 'misc' end`);
/** Out-of-network claims pay the subscriber (the member was billed); in-network ones the provider. */
const PAYEE_SQL = sql.raw(
  `case when c.network = 'out' then 'member:' || c.subscriber_id else 'provider:' || c.provider_id end`,
);

/** How many claims (and checks, money per category) a run over these claims would have. */
export async function preview(db: DbOrTx, groupNumber: number, f: ClaimFilter) {
  const rows = await queryRows(
    db,
    sql`select ${CATEGORY_SQL} as category, count(distinct ${PAYEE_SQL})::int as checks,
        count(*)::int as claims,
        coalesce(sum(c.plan_paid_cents - c.previously_paid_cents), 0)::bigint as cents
      from claims c where ${eligible(groupNumber, f)} group by 1`,
  );
  return rows.map((r) => ({
    category: String(r.category) as Category,
    checks: num(r.checks),
    claims: num(r.claims),
    cents: num(r.cents),
  }));
}

/** Claims the run will look at (for progress). */
export async function countEligible(db: DbOrTx, groupNumber: number, f: ClaimFilter) {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from claims c where ${eligible(groupNumber, f)}`,
  );
  return num(row?.n);
}

/**
 * Links the next batch of claims (id > afterId, in id order) to the run with their payee and category.
 * Returns the last claim id and how many were linked (0: done). Memory stays flat: only two numbers leave.
 */
export async function linkBatch(
  db: DbOrTx,
  runId: number,
  groupNumber: number,
  f: ClaimFilter,
  afterId: number,
  limit: number,
): Promise<{ lastId: number; n: number; scanned: number }> {
  const [row] = await queryRows(
    db,
    sql`with batch as (
        select c.id, ${PAYEE_SQL} as payee_key, ${CATEGORY_SQL} as category,
          c.plan_paid_cents - c.previously_paid_cents as amount_cents
        from claims c where ${eligible(groupNumber, f)} and c.id > ${afterId}
        order by c.group_number, c.id limit ${limit}),
      ins as (insert into check_run_claims (check_run_id, claim_id, payee_key, category, amount_cents)
        select ${runId}, id, payee_key, category, amount_cents from batch
        on conflict (claim_id) do nothing returning 1)
      select (select max(id) from batch) as last_id, (select count(*)::int from ins) as n,
        (select count(*)::int from batch) as scanned`,
  );
  return { lastId: num(row?.last_id), n: num(row?.n), scanned: num(row?.scanned) };
}

/**
 * Builds the run's checks from its linked claims: one per payee and category, numbered from
 * check_number_seq, pending until published; then points each claim link at its check.
 */
export async function buildChecks(db: DbOrTx, runId: number, groupNumber: number, date: string) {
  await db.execute(sql`insert into checks (check_number, group_number, payee_type, payee_provider_id, payee_member_id,
      payee_name, payee_tax_id, amount_cents, issue_date, status, method, check_run_id, category)
    select nextval('check_number_seq')::text, ${groupNumber}, t.kind,
      case when t.kind = 'provider' then t.ref end, case when t.kind = 'member' then t.ref end,
      coalesce(p.name, m.first_name || ' ' || m.last_name, ''), p.tax_id, t.cents, ${date}, 'pending',
      case when t.kind = 'provider' then 'eft' else 'check' end, ${runId}, t.category
    from (select split_part(x.payee_key, ':', 1) as kind, split_part(x.payee_key, ':', 2)::bigint as ref,
        x.category, sum(x.amount_cents)::bigint as cents
      from check_run_claims x where x.check_run_id = ${runId} group by 1, 2, 3 order by 1, 2, 3) t
    left join providers p on t.kind = 'provider' and p.id = t.ref
    left join members m on t.kind = 'member' and m.id = t.ref`);
  await db.execute(sql`update check_run_claims x set check_id = k.id from checks k
    where x.check_run_id = ${runId} and k.check_run_id = ${runId} and k.status = 'pending'
      and x.payee_key = k.payee_type || ':' || coalesce(k.payee_provider_id, k.payee_member_id) and x.category = k.category`);
}

/**
 * Recomputes the run's totals from its checks that are not ignored; categories in `overrides` (set by
 * UpdateSummary) keep their set amount. The total is the sum of the nine categories.
 */
export async function recomputeTotals(db: DbOrTx, runId: number) {
  const sets = CATEGORIES.map((c) => {
    const col = sql.raw(CATEGORY_COLUMN[c]);
    return sql`${col} = coalesce((r.metadata->'overrides'->>${c})::bigint,
      (select coalesce(sum(k.amount_cents), 0) from checks k where k.check_run_id = r.id and not k.ignored and k.category = ${c}))`;
  });
  await db.execute(
    sql`update check_runs r set ${sql.join(sets, sql`, `)},
      check_count = (select count(*)::int from checks k where k.check_run_id = r.id and not k.ignored)
      where r.id = ${runId}`,
  );
  await db.execute(sql`update check_runs set total_cents = medical_cents + dental_cents + vision_cents + drug_cents
    + std_cents + ltd_cents + mental_and_nervous_cents + misc_cents + expense_cents where id = ${runId}`);
}

/** Marks the run ready for review. */
export async function finishRun(db: DbOrTx, runId: number) {
  await db.execute(sql`update check_runs set status = 'review' where id = ${runId}`);
}

export interface CheckRow {
  id: number;
  checkNumber: string;
  issueDate: string;
  payeeName: string;
  payeeType: string;
  category: string;
  amountCents: number;
  claimCount: number;
  clearDate: string | null;
  ignored: boolean;
}

/**
 * A page of a run's checks by check number, with how many claims each pays: provider payees' checks, and
 * member payees' checks where `memberPayees` (a predicate over `k`, the claim rule of the group) holds.
 */
export async function checksOfRun(
  db: DbOrTx,
  runId: number,
  page: { offset: number; limit: number },
  memberPayees: SQL,
): Promise<{ rows: CheckRow[]; total: number }> {
  const shown = sql`(k.payee_type = 'provider' or ${memberPayees})`;
  const [count] = await queryRows(
    db,
    sql`select count(*)::int as n from checks k where k.check_run_id = ${runId} and ${shown}`,
  );
  const rows = await queryRows(
    db,
    sql`select k.id, k.check_number, k.issue_date, k.payee_name, k.payee_type, k.category, k.amount_cents,
        k.clear_date, k.ignored,
        (select count(*) from claims c where c.check_id = k.id)
          + (select count(*) from check_run_claims x where x.check_id = k.id) as claim_count
      from checks k where k.check_run_id = ${runId} and ${shown}
      order by length(k.check_number), k.check_number offset ${page.offset} limit ${page.limit}`,
  );
  return {
    total: num(count?.n),
    rows: rows.map((r) => ({
      id: num(r.id),
      checkNumber: String(r.check_number),
      issueDate: isoDay(r.issue_date),
      payeeName: String(r.payee_name),
      payeeType: String(r.payee_type),
      category: String(r.category),
      amountCents: num(r.amount_cents),
      claimCount: num(r.claim_count),
      clearDate: r.clear_date ? isoDay(r.clear_date) : null,
      ignored: r.ignored === true,
    })),
  };
}

/** Sets a check's ignore flag; false when the run has no such check. */
export async function setIgnored(db: DbOrTx, runId: number, checkNumber: string, ignore: boolean) {
  const rows = await queryRows(
    db,
    sql`update checks set ignored = ${ignore} where check_run_id = ${runId} and check_number = ${checkNumber} returning id`,
  );
  return rows.length > 0;
}

/**
 * Publishes: the run's claims (of checks not ignored) become paid by their check, the checks are issued
 * (ignored ones void, their claims left for a later run), the links are removed. Returns how many claims
 * were expected and how many were paid (a difference means the claims changed meanwhile).
 */
export async function publishRun(db: DbOrTx, runId: number, accountId: number) {
  const [expected] = await queryRows(
    db,
    sql`select count(*)::int as n from check_run_claims x join checks k on k.id = x.check_id
      where x.check_run_id = ${runId} and not k.ignored`,
  );
  const paid = await queryRows(
    db,
    sql`update claims c set status = 'paid', check_id = x.check_id from check_run_claims x join checks k on k.id = x.check_id
      where x.check_run_id = ${runId} and not k.ignored and c.id = x.claim_id and c.status = 'processed' and c.check_id is null
      returning c.id`,
  );
  await db.execute(sql`update checks set status = case when ignored then 'void' else 'issued' end
    where check_run_id = ${runId} and status = 'pending'`);
  await db.execute(sql`delete from check_run_claims where check_run_id = ${runId}`);
  await db.execute(sql`update check_runs set status = 'published', published_at = now(), published_by = ${accountId}
    where id = ${runId}`);
  return { expected: num(expected?.n), paid: paid.length };
}

export async function updateMetadata(
  db: DbOrTx,
  runId: number,
  m: { medicalFileName: string | null; rxFileName: string | null; notes: string | null },
) {
  await db.execute(sql`update check_runs set medical_file_name = ${m.medicalFileName}, rx_file_name = ${m.rxFileName},
    metadata = jsonb_set(metadata, '{notes}', to_jsonb(${m.notes ?? ''}::text)) where id = ${runId}`);
}

export async function setOverrides(db: DbOrTx, runId: number, overrides: Record<string, number>) {
  await db.execute(sql`update check_runs set metadata = jsonb_set(metadata, '{overrides}',
    coalesce(metadata->'overrides', '{}'::jsonb) || ${JSON.stringify(overrides)}::jsonb) where id = ${runId}`);
}

export async function setLogStatus(db: DbOrTx, runId: number, logStatus: string) {
  await db.execute(sql`update check_runs set log_status = ${logStatus} where id = ${runId}`);
}

export interface PaymentRow {
  id: number;
  checkRunId: number;
  paymentType: string;
  description: string | null;
  amountCents: number;
  paymentDate: string;
  clearDate: string | null;
}

export async function paymentsOf(db: DbOrTx, runId: number): Promise<PaymentRow[]> {
  const rows = await queryRows(
    db,
    sql`select id, check_run_id, payment_type, description, amount_cents, payment_date, clear_date
      from check_run_payments where check_run_id = ${runId} order by payment_date, id limit 500`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    checkRunId: num(r.check_run_id),
    paymentType: String(r.payment_type),
    description: str(r.description),
    amountCents: num(r.amount_cents),
    paymentDate: isoDay(r.payment_date),
    clearDate: r.clear_date ? isoDay(r.clear_date) : null,
  }));
}

export async function paymentById(db: DbOrTx, id: number) {
  const [row] = await queryRows(
    db,
    sql`select check_run_id from check_run_payments where id = ${id}`,
  );
  return row ? { checkRunId: num(row.check_run_id) } : undefined;
}

export interface PaymentInput {
  paymentType: string;
  amountCents: number;
  reference: string | null;
  paymentDate: string;
  clearDate: string | null;
}

export async function addPayment(
  db: DbOrTx,
  runId: number,
  p: PaymentInput,
  accountId: number,
): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`insert into check_run_payments (check_run_id, payment_type, category, description, amount_cents, payment_date, clear_date, created_by)
      values (${runId}, ${p.paymentType}, 'funding', ${p.reference}, ${p.amountCents}, ${p.paymentDate}, ${p.clearDate}, ${accountId})
      returning id`,
  );
  return num(row?.id);
}

export async function updatePayment(db: DbOrTx, id: number, p: PaymentInput) {
  await db.execute(sql`update check_run_payments set payment_type = ${p.paymentType}, description = ${p.reference},
    amount_cents = ${p.amountCents}, payment_date = ${p.paymentDate}, clear_date = ${p.clearDate} where id = ${id}`);
}

/** Every check of a run in number order, in batches (summary workbook). */
export async function* allChecks(db: DbOrTx, runId: number, memberPayees: SQL, batch = 2000) {
  let offset = 0;
  for (;;) {
    const { rows } = await checksOfRun(db, runId, { offset, limit: batch }, memberPayees);
    if (rows.length === 0) return;
    yield rows;
    offset += rows.length;
    if (rows.length < batch) return;
  }
}
