import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows, type Raw } from '../../db/rows.js';

/**
 * SQL of the generated reports (generators.ts): for one group and period, how many rows each type has and
 * its rows in keyset batches, ordered so that the last row of a batch is the key of the next.
 */

export interface ReportScope {
  groupNumber: number;
  fromDate: string;
  thruDate: string;
}

const countOf = async (db: DbOrTx, q: SQL) => Number((await queryRows(db, q))[0]?.n ?? 0);

/** Claims processed in the period (every status but pending and received). */
export const countClaims = (db: DbOrTx, p: ReportScope) =>
  countOf(
    db,
    sql`select count(*)::int as n from claims where group_number = ${p.groupNumber}
      and processed_date between ${p.fromDate} and ${p.thruDate} and status not in ('pending', 'received')`,
  );

/** A batch of those claims with their patient, by processed date and id after `after`. */
export const claimsBatch = (
  db: DbOrTx,
  p: ReportScope,
  after: [string, number],
  size: number,
): Promise<Raw[]> =>
  queryRows(
    db,
    sql`select c.id, c.claim_prefix, c.claim_number, c.claim_suffix, c.claim_type, c.status,
        c.service_date::text as service_date, c.processed_date::text as processed_date, c.billed_cents,
        c.allowed_cents, c.plan_paid_cents, c.member_responsibility_cents,
        m.member_id as public_id, m.first_name, m.last_name
      from claims c join members m on m.id = c.member_id
      where c.group_number = ${p.groupNumber} and c.processed_date between ${p.fromDate} and ${p.thruDate}
        and c.status not in ('pending', 'received')
        and (c.processed_date, c.id) > (${after[0]}::date, ${after[1]})
      order by c.processed_date, c.id limit ${size}`,
  );

/** Members of the group enrolled at any time in the period. */
export const countMembers = (db: DbOrTx, p: ReportScope) =>
  countOf(
    db,
    sql`select count(*)::int as n from members where group_number = ${p.groupNumber}
      and effective_date <= ${p.thruDate} and (termination_date is null or termination_date >= ${p.fromDate})`,
  );

/** A batch of those members by lower-case last name (`k`) and id after `after`. */
export const membersBatch = (
  db: DbOrTx,
  p: ReportScope,
  after: [string, number],
  size: number,
): Promise<Raw[]> =>
  queryRows(
    db,
    sql`select id, lower(last_name) as k, member_id, employee_number, dependent_number,
        relationship, last_name, first_name, date_of_birth::text as dob, status,
        effective_date::text as eff, termination_date::text as term
      from members where group_number = ${p.groupNumber}
        and effective_date <= ${p.thruDate} and (termination_date is null or termination_date >= ${p.fromDate})
        and (lower(last_name), id) > (${after[0]}, ${after[1]})
      order by lower(last_name), id limit ${size}`,
  );

/** Month × claim type groups of the processed claims of the period. */
export const countMonthlyTotals = (db: DbOrTx, p: ReportScope) =>
  countOf(
    db,
    sql`select count(*)::int as n from (select 1 from claims where group_number = ${p.groupNumber}
      and processed_date between ${p.fromDate} and ${p.thruDate} and status not in ('pending', 'received')
      group by to_char(processed_date, 'YYYY-MM'), claim_type) x`,
  );

/** Claims, billed, allowed and plan paid per month and claim type (at most a few dozen rows). */
export const monthlyTotals = (db: DbOrTx, p: ReportScope): Promise<Raw[]> =>
  queryRows(
    db,
    sql`select to_char(processed_date, 'YYYY-MM') as month, claim_type, count(*)::int as n,
        sum(billed_cents)::bigint as billed, sum(allowed_cents)::bigint as allowed, sum(plan_paid_cents)::bigint as paid
      from claims where group_number = ${p.groupNumber}
        and processed_date between ${p.fromDate} and ${p.thruDate} and status not in ('pending', 'received')
      group by 1, 2 order by 1, 2`,
  );

/** Checks of the group issued in the period. */
export const countChecks = (db: DbOrTx, p: ReportScope) =>
  countOf(
    db,
    sql`select count(*)::int as n from checks where group_number = ${p.groupNumber}
      and issue_date between ${p.fromDate} and ${p.thruDate}`,
  );

/** A batch of those checks by issue date and id after `after`. */
export const checksBatch = (
  db: DbOrTx,
  p: ReportScope,
  after: [string, number],
  size: number,
): Promise<Raw[]> =>
  queryRows(
    db,
    sql`select id, check_number, issue_date::text as issued, payee_type, payee_name,
        payee_member_id, amount_cents, status, clear_date::text as cleared
      from checks where group_number = ${p.groupNumber} and issue_date between ${p.fromDate} and ${p.thruDate}
        and (issue_date, id) > (${after[0]}::date, ${after[1]})
      order by issue_date, id limit ${size}`,
  );
