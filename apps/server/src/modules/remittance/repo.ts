import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows, type Raw, isoDay, num, str } from '../../db/rows.js';
import type { SignedInCaller } from '../../http/caller.js';
import { accountProviderIds, groupVisible } from '../scope/predicates.js';
import { providerPending } from '../scope/rules.js';
import type { Claim835, Line835, Person835, Remittance835 } from '../edi/export-835.js';

/**
 * SQL of the 835 remittance files (table remittance_files) and what the files are made of: a published run's
 * provider checks (not ignored, not void), the claims each pays, their lines and patients.
 */

const isoTs = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

export interface RunRow {
  id: number;
  groupNumber: number;
  groupName: string;
  groupTaxId: string | null;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: string;
  publishedAt: Date | null;
}

export async function runById(db: DbOrTx, runId: number): Promise<RunRow | undefined> {
  const [r] = await queryRows(
    db,
    sql`select r.id, r.group_number, r.status, r.published_at, g.name, g.tax_id, g.address_line1, g.city, g.state, g.zip
      from check_runs r join groups g on g.group_number = r.group_number where r.id = ${runId}`,
  );
  if (!r) return undefined;
  return {
    id: num(r.id),
    groupNumber: num(r.group_number),
    groupName: String(r.name),
    groupTaxId: str(r.tax_id),
    addressLine1: str(r.address_line1),
    city: str(r.city),
    state: str(r.state),
    zip: str(r.zip),
    status: String(r.status),
    publishedAt: r.published_at ? isoTs(r.published_at) : null,
  };
}

/** The published runs of the database (the start-up and seed back-fill walks them in id order). */
export async function publishedRunIds(db: DbOrTx): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`select id from check_runs where status = 'published' order by id`,
  );
  return rows.map((r) => num(r.id));
}

/** The published runs without any 835 file though they have provider checks (made before this feature). */
export async function runsWithoutFiles(db: DbOrTx): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`select r.id from check_runs r where r.status = 'published'
      and exists (select 1 from checks k where k.check_run_id = r.id and k.payee_type = 'provider'
        and not k.ignored and k.status not in ('void', 'pending'))
      and not exists (select 1 from remittance_files f where f.check_run_id = r.id) order by r.id`,
  );
  return rows.map((r) => num(r.id));
}

/** A run's checks that an 835 reports: paid to a provider, not ignored, not void. */
const REPORTED = sql`k.payee_type = 'provider' and not k.ignored and k.status not in ('void', 'pending')`;

/** A provider payee of a run, as the 835's payee (N1*PE) names it. */
export type PayeeRow = Remittance835['payee'] & { providerId: number };

/** The provider payees of a run's reported checks, with their remit-to address (else the practice's). */
export async function payeesOf(db: DbOrTx, runId: number): Promise<PayeeRow[]> {
  const rows = await queryRows(
    db,
    sql`select p.id, coalesce(min(k.payee_name), p.name) as name, p.npi, coalesce(min(k.payee_tax_id), p.tax_id) as tax_id,
        coalesce(p.remit_address_line1, p.address_line1) as line1,
        case when p.remit_address_line1 is not null then p.remit_address_line2 else p.address_line2 end as line2,
        coalesce(p.remit_city, p.city) as city, coalesce(p.remit_state, p.state) as state,
        coalesce(p.remit_zip, p.zip) as zip
      from checks k join providers p on p.id = k.payee_provider_id
      where k.check_run_id = ${runId} and ${REPORTED}
      group by p.id order by p.id`,
  );
  return rows.map((r) => ({
    providerId: num(r.id),
    name: String(r.name),
    npi: str(r.npi),
    taxId: str(r.tax_id),
    addressLine1: str(r.line1),
    addressLine2: str(r.line2),
    city: str(r.city),
    state: str(r.state),
    zip: str(r.zip),
  }));
}

export interface CheckRow {
  id: number;
  checkNumber: string;
  method: string;
  amountCents: number;
  issueDate: string;
}

export async function checksOf(db: DbOrTx, runId: number, providerId: number): Promise<CheckRow[]> {
  const rows = await queryRows(
    db,
    sql`select k.id, k.check_number, k.method, k.amount_cents, k.issue_date from checks k
      where k.check_run_id = ${runId} and k.payee_provider_id = ${providerId} and ${REPORTED}
      order by k.check_number`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    checkNumber: String(r.check_number),
    method: String(r.method),
    amountCents: num(r.amount_cents),
    issueDate: isoDay(r.issue_date),
  }));
}

/** Claims of these checks (by check, claim id), each with its patient, subscriber and lines. */
export async function claimsOf(
  db: DbOrTx,
  checkIds: number[],
): Promise<(Claim835 & { checkId: number; memberId: number })[]> {
  if (!checkIds.length) return [];
  const ids = sql.join(
    checkIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`select c.id, c.check_id, c.member_id, c.claim_prefix || '-' || c.claim_number || '-' || c.claim_suffix as full_number,
        c.patient_account_number, c.network, c.place_of_service, c.service_date, c.service_end_date,
        c.billed_cents, c.allowed_cents, c.deductible_cents, c.copay_cents, c.coinsurance_cents, c.not_covered_cents,
        c.plan_paid_cents, c.member_responsibility_cents, c.previously_paid_cents,
        case when o.id is null then null else o.claim_prefix || '-' || o.claim_number || '-' || o.claim_suffix end as original_number,
        m.first_name, m.middle_name, m.last_name, m.member_id as patient_member_id,
        s.first_name as s_first, s.middle_name as s_middle, s.last_name as s_last, s.member_id as s_member_id
      from claims c
      join members m on m.id = c.member_id
      join members s on s.id = c.subscriber_id
      left join claims o on o.id = c.original_claim_id
      where c.check_id in (${ids})
      order by c.check_id, c.id`,
  );
  const claimIds = rows.map((r) => num(r.id));
  const lines = new Map<number, Line835[]>();
  if (claimIds.length) {
    const lineRows = await queryRows(
      db,
      sql`select l.claim_id, l.line_number, l.procedure_code, l.modifier, l.units, l.service_date, l.service_end_date,
          l.billed_cents, l.allowed_cents, l.deductible_cents, l.copay_cents, l.coinsurance_cents, l.not_covered_cents,
          l.plan_paid_cents, l.remark_codes
        from claim_lines l where l.claim_id in (${sql.join(
          claimIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by l.claim_id, l.line_number`,
    );
    for (const l of lineRows) {
      const id = num(l.claim_id);
      const list = lines.get(id) ?? [];
      list.push(toLine(l));
      lines.set(id, list);
    }
  }
  return rows.map((r) => {
    const patient: Person835 = {
      firstName: String(r.first_name),
      middleName: str(r.middle_name),
      lastName: String(r.last_name),
      memberId: String(r.patient_member_id),
    };
    const subscriber: Person835 = {
      firstName: String(r.s_first),
      middleName: str(r.s_middle),
      lastName: String(r.s_last),
      memberId: String(r.s_member_id),
    };
    return {
      checkId: num(r.check_id),
      memberId: num(r.member_id),
      claimNumber: String(r.full_number),
      patientAccountNumber: str(r.patient_account_number),
      network: String(r.network),
      placeOfService: str(r.place_of_service),
      serviceDate: isoDay(r.service_date),
      serviceEndDate: isoDay(r.service_end_date),
      billedCents: num(r.billed_cents),
      allowedCents: num(r.allowed_cents),
      deductibleCents: num(r.deductible_cents),
      copayCents: num(r.copay_cents),
      coinsuranceCents: num(r.coinsurance_cents),
      notCoveredCents: num(r.not_covered_cents),
      planPaidCents: num(r.plan_paid_cents),
      memberResponsibilityCents: num(r.member_responsibility_cents),
      previouslyPaidCents: num(r.previously_paid_cents),
      originalClaimNumber: str(r.original_number),
      patient,
      subscriber: subscriber.memberId === patient.memberId ? null : subscriber,
      lines: lines.get(num(r.id)) ?? [],
    };
  });
}

function toLine(l: Raw): Line835 {
  return {
    lineNumber: num(l.line_number),
    procedureCode: String(l.procedure_code),
    modifier: str(l.modifier),
    units: num(l.units),
    serviceDate: isoDay(l.service_date),
    serviceEndDate: isoDay(l.service_end_date),
    billedCents: num(l.billed_cents),
    allowedCents: num(l.allowed_cents),
    deductibleCents: num(l.deductible_cents),
    copayCents: num(l.copay_cents),
    coinsuranceCents: num(l.coinsurance_cents),
    notCoveredCents: num(l.not_covered_cents),
    planPaidCents: num(l.plan_paid_cents),
    remarkCodes: (l.remark_codes as string[] | null) ?? [],
  };
}

export interface FileRecord {
  checkRunId: number;
  groupNumber: number;
  payeeProviderId: number;
  payeeName: string;
  payeeTaxId: string | null;
  blobKey: string;
  fileName: string;
  checkCount: number;
  claimCount: number;
  amountCents: number;
  sizeBytes: number;
}

/**
 * Records a payee's file of a run, replacing the one before (unique run and payee); returns the replaced
 * file's blob key (to remove) or null.
 */
export async function upsertFile(db: DbOrTx, f: FileRecord): Promise<string | null> {
  const [old] = await queryRows(
    db,
    sql`select blob_key from remittance_files where check_run_id = ${f.checkRunId} and payee_provider_id = ${f.payeeProviderId} for update`,
  );
  await db.execute(sql`insert into remittance_files (check_run_id, group_number, payee_provider_id, payee_name,
      payee_tax_id, blob_key, file_name, check_count, claim_count, amount_cents, size_bytes)
    values (${f.checkRunId}, ${f.groupNumber}, ${f.payeeProviderId}, ${f.payeeName}, ${f.payeeTaxId}, ${f.blobKey},
      ${f.fileName}, ${f.checkCount}, ${f.claimCount}, ${f.amountCents}, ${f.sizeBytes})
    on conflict (check_run_id, payee_provider_id) do update set payee_name = excluded.payee_name,
      payee_tax_id = excluded.payee_tax_id, blob_key = excluded.blob_key, file_name = excluded.file_name,
      check_count = excluded.check_count, claim_count = excluded.claim_count, amount_cents = excluded.amount_cents,
      size_bytes = excluded.size_bytes, created_at = now()`);
  const key = str(old?.blob_key);
  return key === f.blobKey ? null : key;
}

/** Removes a run's files of payees it no longer pays; returns their blob keys. */
export async function removeOtherPayees(
  db: DbOrTx,
  runId: number,
  keep: number[],
): Promise<string[]> {
  const keepSql = keep.length
    ? sql`and payee_provider_id not in (${sql.join(
        keep.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows(
    db,
    sql`delete from remittance_files where check_run_id = ${runId} ${keepSql} returning blob_key`,
  );
  return rows.map((r) => String(r.blob_key));
}

/**
 * The files the caller may see, as a predicate over `f` (and its run `r`): a provider account (verified) the
 * files paying one of its providers; staff the files of their groups' runs. Everyone else nothing.
 */
export function fileVisibility(c: SignedInCaller): SQL {
  switch (c.roleClass) {
    case 'Provider':
      if (providerPending(c)) return sql`false`;
      return sql`f.payee_provider_id in (${accountProviderIds(c.accountId, c.providerId)})`;
    case 'Administrative':
      return groupVisible(c.accountId, sql`f.group_number`);
    default:
      return sql`false`;
  }
}

export interface FileRow {
  id: number;
  checkRunId: number;
  fileName: string;
  groupNumber: number;
  groupName: string;
  checkRunDefinitionId: number;
  runDate: string;
  payeeProviderId: number;
  payeeName: string;
  payeeNpi: string | null;
  checkCount: number;
  claimCount: number;
  amountCents: number;
  sizeBytes: number;
  blobKey: string;
  createdAt: string;
}

const FILE_COLUMNS = sql`f.id, f.check_run_id, f.file_name, f.group_number, g.name as group_name, r.definition_id,
  r.run_date, f.payee_provider_id, f.payee_name, p.npi, f.check_count, f.claim_count, f.amount_cents, f.size_bytes,
  f.blob_key, f.created_at`;
const FILE_FROM = sql`remittance_files f join check_runs r on r.id = f.check_run_id
  join groups g on g.group_number = f.group_number join providers p on p.id = f.payee_provider_id`;

function toFile(r: Raw): FileRow {
  return {
    id: num(r.id),
    checkRunId: num(r.check_run_id),
    fileName: String(r.file_name),
    groupNumber: num(r.group_number),
    groupName: String(r.group_name),
    checkRunDefinitionId: num(r.definition_id),
    runDate: isoDay(r.run_date),
    payeeProviderId: num(r.payee_provider_id),
    payeeName: String(r.payee_name),
    payeeNpi: str(r.npi),
    checkCount: num(r.check_count),
    claimCount: num(r.claim_count),
    amountCents: num(r.amount_cents),
    sizeBytes: num(r.size_bytes),
    blobKey: String(r.blob_key),
    createdAt: isoTs(r.created_at).toISOString(),
  };
}

export interface FileFilter {
  groupNumber?: number;
  definitionId?: number;
  date?: string;
}

/** A page of the visible files, newest run first (run date, then id). */
export async function searchFiles(
  db: DbOrTx,
  visible: SQL,
  f: FileFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: FileRow[]; total: number }> {
  const conds = [sql`r.status = 'published'`, visible];
  if (f.groupNumber !== undefined) conds.push(sql`f.group_number = ${f.groupNumber}`);
  if (f.definitionId !== undefined) conds.push(sql`r.definition_id = ${f.definitionId}`);
  if (f.date !== undefined) conds.push(sql`r.run_date = ${f.date}`);
  const where = sql.join(conds, sql` and `);
  const [count] = await queryRows(
    db,
    sql`select count(*)::int as n from ${FILE_FROM} where ${where}`,
  );
  const rows = await queryRows(
    db,
    sql`select ${FILE_COLUMNS} from ${FILE_FROM} where ${where}
      order by r.run_date desc, f.id desc offset ${page.offset} limit ${page.limit}`,
  );
  return { rows: rows.map(toFile), total: num(count?.n) };
}

export async function fileById(db: DbOrTx, id: number, visible: SQL): Promise<FileRow | undefined> {
  const [r] = await queryRows(
    db,
    sql`select ${FILE_COLUMNS} from ${FILE_FROM} where f.id = ${id} and r.status = 'published' and ${visible}`,
  );
  return r ? toFile(r) : undefined;
}

/** The patients (member rows) of the claims a file reports, for the audit trail. */
export async function patientsOf(db: DbOrTx, file: FileRow): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`select distinct c.member_id from claims c join checks k on k.id = c.check_id
      where k.check_run_id = ${file.checkRunId} and k.payee_provider_id = ${file.payeeProviderId} and ${REPORTED}
      order by c.member_id`,
  );
  return rows.map((r) => num(r.member_id));
}
