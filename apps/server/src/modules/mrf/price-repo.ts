import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { toRate, type RateRow } from './repo.js';

/** SQL of the member price tool (price.ts): the files reported for a group, codes, rates, precertification. */

const like = (v: string) => `%${v.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The network files of the active reporting structures whose plans report the group (or its master group). */
export async function reportedFileIds(db: DbOrTx, groupNumber: number): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`select distinct sf.network_file_id as id
      from groups g
      join mrf_reporting_plans p on p.group_numbers && array[g.group_number, g.master_group_number]
      join mrf_structure_plans sp on sp.reporting_plan_id = p.id
      join mrf_reporting_structures s on s.id = sp.structure_id and s.active
      join mrf_structure_files sf on sf.structure_id = s.id
      where g.group_number = ${groupNumber}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Procedure codes whose English or Spanish description contains `term` (at most 25). */
export async function codesDescribedAs(db: DbOrTx, term: string): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select code from procedure_codes
      where lower(description) like ${like(term)} or lower(coalesce(description_sp, '')) like ${like(term)}
      order by code limit 25`,
  );
  return rows.map((r) => String(r.code));
}

/**
 * The negotiated rates of `fileIds` for `codes`, of one provider when given (business name contains it, or
 * an NPI equals it), by code and rate; at most `limit`.
 */
export async function ratesFor(
  db: DbOrTx,
  fileIds: number[],
  codes: string[],
  provider: string | undefined,
  limit: number,
): Promise<RateRow[]> {
  if (fileIds.length === 0 || codes.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select * from mrf_negotiated_rates
      where network_file_id in (${list(fileIds)})
        and billing_code in (${list(codes)})
        ${
          provider
            ? sql`and (lower(tin_business_name) like ${like(provider)} or ${provider.trim()} = any(npis))`
            : sql``
        }
      order by billing_code, rate_cents, id limit ${limit}`,
  );
  return rows.map(toRate);
}

/** The codes among `codes` that need precertification in the group (a group rule or a general one). */
export async function precertCodes(
  db: DbOrTx,
  groupNumber: number,
  codes: string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select distinct procedure_code from procedure_coverage_rules
      where precert_required and (group_number is null or group_number = ${groupNumber})
        and procedure_code in (${list(codes)})`,
  );
  return rows.map((r) => String(r.procedure_code));
}
