import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf, type Raw } from '../../db/rows.js';

/** SQL of the MRF module: reporting plans, network files, structures, negotiated rates, publications. */
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const ints = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
const dateOf = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

export interface PlanRow {
  id: number;
  planName: string;
  planIdType: string;
  planIdentifier: string;
  planMarketType: string;
  planSponsorName: string | null;
  issuerName: string | null;
  groupNumbers: number[];
  updatedAt: Date;
}
const toPlan = (r: Raw): PlanRow => ({
  id: Number(r.id),
  planName: String(r.plan_name),
  planIdType: String(r.plan_id_type),
  planIdentifier: String(r.plan_identifier),
  planMarketType: String(r.plan_market_type),
  planSponsorName: str(r.plan_sponsor_name),
  issuerName: str(r.issuer_name),
  groupNumbers: ints(r.group_numbers),
  updatedAt: dateOf(r.updated_at),
});

/** Reporting plans, by id (all when `ids` is undefined). */
export async function plans(db: DbOrTx, ids?: number[]): Promise<PlanRow[]> {
  const where = ids
    ? sql`where id in (${sql.join(ids.length ? ids.map((i) => sql`${i}`) : [sql`null`], sql`, `)})`
    : sql``;
  return rowsOf(
    await db.execute(
      sql`select * from mrf_reporting_plans ${where} order by plan_name, id limit 5000`,
    ),
  ).map(toPlan);
}

export interface PlanInput {
  planName: string;
  planIdType: string;
  planId: string;
  planMarketType: string;
  planSponsorName: string | null;
  issuerName: string;
  groupNumbers: number[];
}

/** Inserts or updates a plan; undefined when the id is unknown. */
export async function savePlan(db: DbOrTx, id: number | undefined, p: PlanInput) {
  const groups = sql`${`{${p.groupNumbers.join(',')}}`}::integer[]`;
  const rows = rowsOf(
    await db.execute(
      id === undefined
        ? sql`insert into mrf_reporting_plans (plan_name, plan_id_type, plan_identifier, plan_market_type,
            plan_sponsor_name, issuer_name, group_numbers)
          values (${p.planName}, ${p.planIdType}, ${p.planId}, ${p.planMarketType}, ${p.planSponsorName},
            ${p.issuerName}, ${groups}) returning id`
        : sql`update mrf_reporting_plans set plan_name = ${p.planName}, plan_id_type = ${p.planIdType},
            plan_identifier = ${p.planId}, plan_market_type = ${p.planMarketType},
            plan_sponsor_name = ${p.planSponsorName}, issuer_name = ${p.issuerName}, group_numbers = ${groups},
            updated_at = now() where id = ${id} returning id`,
    ),
  );
  return num(rows[0]?.id) ?? undefined;
}

/** Group numbers among `numbers` that do not exist. */
export async function unknownGroups(db: DbOrTx, numbers: number[]): Promise<number[]> {
  if (numbers.length === 0) return [];
  const found = new Set(
    rowsOf(
      await db.execute(
        sql`select group_number from groups where group_number in (${sql.join(
          numbers.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      ),
    ).map((r) => Number(r.group_number)),
  );
  return numbers.filter((n) => !found.has(n));
}

export interface FileRow {
  id: number;
  fileFormat: string;
  description: string;
  location: string | null;
  status: string;
  lastUpdatedOn: Date | null;
  schemaVersion: string;
  generated: boolean;
  storageKey: string | null;
  sizeBytes: number | null;
  error: string | null;
  rateCount: number;
}
const toFile = (r: Raw): FileRow => ({
  id: Number(r.id),
  fileFormat: String(r.file_format),
  description: String(r.description),
  location: str(r.location),
  status: String(r.status),
  lastUpdatedOn: r.last_updated_on ? dateOf(r.last_updated_on) : null,
  schemaVersion: String(r.schema_version),
  generated: r.generated === true,
  storageKey: str(r.storage_key),
  sizeBytes: num(r.size_bytes),
  error: str(r.error),
  rateCount: Number(r.rate_count ?? 0),
});

/** Network files with their rate counts (all when `ids` is undefined). */
export async function files(db: DbOrTx, ids?: number[]): Promise<FileRow[]> {
  const where = ids
    ? sql`where f.id in (${sql.join(ids.length ? ids.map((i) => sql`${i}`) : [sql`null`], sql`, `)})`
    : sql``;
  return rowsOf(
    await db.execute(sql`select f.*, (select count(*) from mrf_negotiated_rates r where r.network_file_id = f.id)::int as rate_count
      from mrf_network_files f ${where} order by f.description, f.id limit 5000`),
  ).map(toFile);
}

export interface FileInput {
  description: string;
  fileFormat: string;
  generated: boolean;
  location: string | null;
  schemaVersion: string;
}

/** Inserts or updates a network file entry; undefined when the id is unknown. */
export async function saveFile(db: DbOrTx, id: number | undefined, f: FileInput) {
  const rows = rowsOf(
    await db.execute(
      id === undefined
        ? sql`insert into mrf_network_files (file_format, description, location, generated, schema_version)
          values (${f.fileFormat}, ${f.description}, ${f.location}, ${f.generated}, ${f.schemaVersion}) returning id`
        : sql`update mrf_network_files set file_format = ${f.fileFormat}, description = ${f.description},
            location = ${f.location}, generated = ${f.generated}, schema_version = ${f.schemaVersion},
            updated_at = now() where id = ${id} returning id`,
    ),
  );
  return num(rows[0]?.id) ?? undefined;
}

export interface StructureRow {
  id: number;
  name: string;
  reportingEntityName: string;
  reportingEntityType: string;
  active: boolean;
  updatedAt: Date;
  planIds: number[];
  fileIds: number[];
}
const toStructure = (r: Raw): StructureRow => ({
  id: Number(r.id),
  name: String(r.name),
  reportingEntityName: String(r.reporting_entity_name),
  reportingEntityType: String(r.reporting_entity_type),
  active: r.active === true,
  updatedAt: dateOf(r.updated_at),
  planIds: ints(r.plan_ids),
  fileIds: ints(r.file_ids),
});

/** Structures with their plan and file ids (all when `ids` is undefined). */
export async function structures(
  db: DbOrTx,
  ids?: number[],
  activeOnly = false,
): Promise<StructureRow[]> {
  const conds: SQL[] = [];
  if (ids)
    conds.push(
      sql`s.id in (${sql.join(ids.length ? ids.map((i) => sql`${i}`) : [sql`null`], sql`, `)})`,
    );
  if (activeOnly) conds.push(sql`s.active`);
  const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
  return rowsOf(
    await db.execute(sql`select s.*,
        coalesce((select array_agg(p.reporting_plan_id order by p.reporting_plan_id) from mrf_structure_plans p where p.structure_id = s.id), '{}') as plan_ids,
        coalesce((select array_agg(f.network_file_id order by f.network_file_id) from mrf_structure_files f where f.structure_id = s.id), '{}') as file_ids
      from mrf_reporting_structures s ${where} order by s.reporting_entity_name, s.name, s.id limit 5000`),
  ).map(toStructure);
}

/** Inserts or updates a structure and replaces its plan and file links (caller's transaction). */
export async function saveStructure(
  db: DbOrTx,
  id: number | undefined,
  s: { name: string; planIds: number[]; fileIds: number[]; entityName: string; entityType: string },
): Promise<number | undefined> {
  const rows = rowsOf(
    await db.execute(
      id === undefined
        ? sql`insert into mrf_reporting_structures (name, reporting_entity_name, reporting_entity_type)
          values (${s.name}, ${s.entityName}, ${s.entityType}) returning id`
        : sql`update mrf_reporting_structures set name = ${s.name}, updated_at = now() where id = ${id} returning id`,
    ),
  );
  const sid = num(rows[0]?.id);
  if (sid === null) return undefined;
  await db.execute(sql`delete from mrf_structure_plans where structure_id = ${sid}`);
  await db.execute(sql`delete from mrf_structure_files where structure_id = ${sid}`);
  for (const p of s.planIds)
    await db.execute(
      sql`insert into mrf_structure_plans (structure_id, reporting_plan_id) values (${sid}, ${p})`,
    );
  for (const f of s.fileIds)
    await db.execute(
      sql`insert into mrf_structure_files (structure_id, network_file_id) values (${sid}, ${f})`,
    );
  return sid;
}

export interface RateRow {
  id: number;
  billingCodeType: string;
  billingCodeTypeVersion: string;
  billingCode: string;
  name: string;
  description: string;
  negotiationArrangement: string;
  negotiatedType: string;
  billingClass: string;
  setting: string;
  serviceCodes: string[] | null;
  rateCents: number;
  oonAllowedCents: number | null;
  expirationDate: string;
  tin: string;
  tinBusinessName: string;
  npis: string[];
  bundledCodes: unknown;
}
const dayText = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
export const toRate = (r: Raw): RateRow => ({
  id: Number(r.id),
  billingCodeType: String(r.billing_code_type),
  billingCodeTypeVersion: String(r.billing_code_type_version),
  billingCode: String(r.billing_code),
  name: String(r.name),
  description: String(r.description),
  negotiationArrangement: String(r.negotiation_arrangement),
  negotiatedType: String(r.negotiated_type),
  billingClass: String(r.billing_class),
  setting: String(r.setting),
  serviceCodes: Array.isArray(r.service_codes) ? r.service_codes.map(String) : null,
  rateCents: Number(r.rate_cents),
  oonAllowedCents: num(r.oon_allowed_cents),
  expirationDate: dayText(r.expiration_date),
  tin: String(r.tin),
  tinBusinessName: String(r.tin_business_name),
  npis: Array.isArray(r.npis) ? r.npis.map(String) : [],
  bundledCodes: r.bundled_codes ?? null,
});

export type RateKey = { type: string; code: string; id: number };

/** One keyset batch of a file's rates in (code type, code, id) order, after `after`. */
export async function rateBatch(
  db: DbOrTx,
  fileId: number,
  after: RateKey | null,
  limit: number,
): Promise<RateRow[]> {
  const from = after
    ? sql`and (billing_code_type, billing_code, id) > (${after.type}, ${after.code}, ${after.id})`
    : sql``;
  return rowsOf(
    await db.execute(sql`select * from mrf_negotiated_rates where network_file_id = ${fileId} ${from}
      order by billing_code_type, billing_code, id limit ${limit}`),
  ).map(toRate);
}

/** Fresh planner statistics of the rates (after a bulk load the keyset index would otherwise go unused). */
export async function analyzeRates(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze mrf_negotiated_rates`);
}

/** The network name each network file is published under (its network's MRF name, else its name). */
export async function networkNames(db: DbOrTx): Promise<Map<number, string>> {
  const rows = rowsOf(
    await db.execute(sql`select f.id, coalesce(n.mrf_name, n.name) as name from mrf_network_files f
      left join networks n on n.id = f.network_id`),
  );
  return new Map(rows.map((r) => [Number(r.id), String(r.name ?? 'In-network')]));
}

/** Files left "generating" by a failed job: published again when they have a file, else failed. */
export async function markGeneratingFailed(db: DbOrTx, error: string): Promise<void> {
  await db.execute(sql`update mrf_network_files set status = case when storage_key is not null then 'published'
    else 'failed' end, error = ${error} where status = 'generating'`);
}

export async function rateCount(db: DbOrTx, fileId: number): Promise<number> {
  const r = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from mrf_negotiated_rates where network_file_id = ${fileId}`,
    ),
  );
  return Number(r[0]?.n ?? 0);
}

export interface PublicationRow {
  id: number;
  kind: string;
  networkFileId: number | null;
  reportingEntityName: string | null;
  status: string;
  fileName: string;
  storageKey: string | null;
  snapshotKey: string | null;
  sizeBytes: number | null;
  rateCount: number;
  error: string | null;
  current: boolean;
  publishedAt: Date;
}
const toPublication = (r: Raw): PublicationRow => ({
  id: Number(r.id),
  kind: String(r.kind),
  networkFileId: num(r.network_file_id),
  reportingEntityName: str(r.reporting_entity_name),
  status: String(r.status),
  fileName: String(r.file_name),
  storageKey: str(r.storage_key),
  snapshotKey: str(r.snapshot_key),
  sizeBytes: num(r.size_bytes),
  rateCount: Number(r.rate_count),
  error: str(r.error),
  current: r.current === true,
  publishedAt: dateOf(r.published_at),
});

/** Records a publication; a published one becomes current for its file (or entity's TOC). */
export async function addPublication(
  db: DbOrTx,
  p: Omit<PublicationRow, 'id' | 'current' | 'publishedAt'> & { jobId: number | null },
): Promise<number> {
  if (p.status === 'published') {
    if (p.kind === 'table-of-contents')
      await db.execute(sql`update mrf_publications set current = false where current and kind = 'table-of-contents'
        and reporting_entity_name = ${p.reportingEntityName}`);
    else
      await db.execute(
        sql`update mrf_publications set current = false where current and network_file_id = ${p.networkFileId}`,
      );
  }
  const rows = rowsOf(
    await db.execute(sql`insert into mrf_publications (kind, network_file_id, reporting_entity_name, status, file_name,
        storage_key, snapshot_key, size_bytes, rate_count, error, job_id, current)
      values (${p.kind}, ${p.networkFileId}, ${p.reportingEntityName}, ${p.status}, ${p.fileName}, ${p.storageKey},
        ${p.snapshotKey}, ${p.sizeBytes}, ${p.rateCount}, ${p.error}, ${p.jobId}, ${p.status === 'published'})
      returning id`),
  );
  return Number(rows[0]!.id);
}

/** The file's state after a generation: published (with its file) or failed (with why). */
export async function setFileOutcome(
  db: DbOrTx,
  id: number,
  o: {
    status: 'published' | 'failed' | 'generating';
    storageKey?: string;
    sizeBytes?: number;
    error?: string | null;
  },
): Promise<void> {
  if (o.status === 'published')
    await db.execute(sql`update mrf_network_files set status = 'published', storage_key = ${o.storageKey ?? null},
      size_bytes = ${o.sizeBytes ?? null}, error = null, last_updated_on = now() where id = ${id}`);
  else
    await db.execute(sql`update mrf_network_files set status = case when ${o.status} = 'failed' and storage_key is not null
      then 'published' else ${o.status} end, error = ${o.error ?? null} where id = ${id}`);
}

/** Publications, newest first. */
export async function publications(db: DbOrTx, networkFileId?: number): Promise<PublicationRow[]> {
  const where = networkFileId ? sql`where network_file_id = ${networkFileId}` : sql``;
  return rowsOf(
    await db.execute(
      sql`select * from mrf_publications ${where} order by published_at desc, id desc limit 200`,
    ),
  ).map(toPublication);
}

export async function publication(db: DbOrTx, id: number): Promise<PublicationRow | undefined> {
  const r = rowsOf(await db.execute(sql`select * from mrf_publications where id = ${id}`));
  return r[0] ? toPublication(r[0]) : undefined;
}

/** The last published in-network publication of the same file in an earlier month. */
export async function previousMonthPublication(
  db: DbOrTx,
  p: PublicationRow,
): Promise<PublicationRow | undefined> {
  const r = rowsOf(
    await db.execute(sql`select * from mrf_publications where network_file_id = ${p.networkFileId}
      and status = 'published' and kind = 'in-network-rates' and id <> ${p.id}
      and date_trunc('month', published_at) < date_trunc('month', ${p.publishedAt.toISOString()}::timestamptz)
      order by published_at desc, id desc limit 1`),
  );
  return r[0] ? toPublication(r[0]) : undefined;
}

/** Current published files (public page). */
export async function currentPublications(db: DbOrTx): Promise<PublicationRow[]> {
  return rowsOf(
    await db.execute(sql`select * from mrf_publications where current and status = 'published'
      order by kind desc, file_name limit 1000`),
  ).map(toPublication);
}

/** The current publication served under `fileName`. */
export async function currentByName(
  db: DbOrTx,
  fileName: string,
): Promise<PublicationRow | undefined> {
  const r = rowsOf(
    await db.execute(sql`select * from mrf_publications where current and file_name = ${fileName} and status = 'published'
      order by id desc limit 1`),
  );
  return r[0] ? toPublication(r[0]) : undefined;
}

// ── Out-of-network allowed amounts ──

export interface OonQuery {
  /** Reporting plans whose claims are read (a claim counts under each plan covering its group or master group). */
  planIds: number[];
  from: string;
  to: string;
}
export type OonKey = {
  type: string;
  code: string;
  providerId: number;
  planId: number;
  claimId: number;
  line: number;
};

/** Adjudicated, paid-for medical lines of out-of-network claims served in the window, under the plans. */
function oonFrom(q: OonQuery): SQL {
  const plans = sql.join(q.planIds.length ? q.planIds.map((i) => sql`${i}`) : [sql`null`], sql`, `);
  return sql`from claims c
    join claim_lines l on l.claim_id = c.id
    join procedure_codes pc on pc.code = l.procedure_code
    join providers pr on pr.id = c.provider_id
    join groups g on g.group_number = c.group_number
    join mrf_reporting_plans p on p.id in (${plans})
      and (c.group_number = any(p.group_numbers) or g.master_group_number = any(p.group_numbers))
    where c.network = 'out' and c.service_end_date >= ${q.from}::date and c.service_date <= ${q.to}::date
      and c.status in ('processed', 'paid') and c.claim_type = 'medical'
      and l.service_date between ${q.from}::date and ${q.to}::date and l.allowed_cents > 0
      and pc.kind in ('CPT', 'HCPCS', 'REV')`;
}

/** How many line × plan rows the window holds (job progress). */
export async function oonLineCount(db: DbOrTx, q: OonQuery): Promise<number> {
  const r = rowsOf(await db.execute(sql`select count(*)::int as n ${oonFrom(q)}`));
  return Number(r[0]?.n ?? 0);
}

export interface OonRow {
  planId: number;
  claimId: number;
  lineNumber: number;
  billingCodeType: string;
  billingCode: string;
  description: string;
  providerId: number;
  npi: string;
  tin: string;
  billingClass: 'professional' | 'institutional';
  placeOfService: string | null;
  serviceDate: string;
  allowedCents: number;
  billedCents: number;
}

/** One keyset batch in (code type, code, provider, plan, claim, line) order, after `after`. */
export async function oonBatch(
  db: DbOrTx,
  q: OonQuery,
  after: OonKey | null,
  limit: number,
): Promise<OonRow[]> {
  const from = after
    ? sql`and (case pc.kind when 'REV' then 'RC' else pc.kind end, l.procedure_code, c.provider_id, p.id, c.id, l.line_number)
        > (${after.type}, ${after.code}, ${after.providerId}, ${after.planId}, ${after.claimId}, ${after.line})`
    : sql``;
  return rowsOf(
    await db.execute(sql`select case pc.kind when 'REV' then 'RC' else pc.kind end as code_type,
        l.procedure_code, pc.description, c.provider_id, pr.npi, pr.tax_id, pr.provider_type,
        coalesce(l.place_of_service, c.place_of_service) as pos, l.service_date, l.allowed_cents,
        l.billed_cents, c.id as claim_id, l.line_number, p.id as plan_id
      ${oonFrom(q)} ${from}
      order by 1, l.procedure_code, c.provider_id, p.id, c.id, l.line_number limit ${limit}`),
  ).map((r) => ({
    planId: Number(r.plan_id),
    claimId: Number(r.claim_id),
    lineNumber: Number(r.line_number),
    billingCodeType: String(r.code_type),
    billingCode: String(r.procedure_code),
    description: String(r.description),
    providerId: Number(r.provider_id),
    npi: String(r.npi),
    tin: String(r.tax_id),
    billingClass: r.provider_type === 'facility' ? 'institutional' : 'professional',
    placeOfService: str(r.pos),
    serviceDate: dayText(r.service_date),
    allowedCents: Number(r.allowed_cents),
    billedCents: Number(r.billed_cents),
  }));
}

/**
 * The keys of published files, snapshots and tables of contents that the shared store does not hold
 * (written under a data directory before it): the start-up copy's work list.
 */
export async function localFileKeys(db: DbOrTx): Promise<string[]> {
  return rowsOf(
    await db.execute(sql`select distinct k.key from (
        select storage_key as key from mrf_publications where status = 'published'
        union all select snapshot_key from mrf_publications where status = 'published'
        union all select storage_key from mrf_network_files
      ) k
      where k.key is not null
        and not exists (select 1 from blobs b where b.key = k.key and b.complete)
      order by k.key`),
  ).map((r) => String(r.key));
}
