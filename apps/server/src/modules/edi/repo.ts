import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows, type Raw } from '../../db/rows.js';
import { files, members, policies } from '../../db/schema/index.js';

/** The most members one group export reads (a group larger than this is refused, not cut). */
export const EXPORT_MAX_MEMBERS = 50_000;

/** A member of a group by its public member id (the export's NM109/REF*0F), or undefined. */
export async function memberByPublicId(tx: DbOrTx, groupNumber: number, memberId: string) {
  const [row] = await tx
    .select({
      id: members.id,
      subscriberId: members.subscriberId,
      dependentNumber: members.dependentNumber,
      ssnEncrypted: members.ssnEncrypted,
    })
    .from(members)
    .where(and(eq(members.memberId, memberId), eq(members.groupNumber, groupNumber)))
    .limit(1);
  return row;
}

/** Removes an uploaded file of the given purpose (an 834 once its job is done: it carries SSNs). */
export async function deleteUpload(db: DbOrTx, fileId: string, purpose: string): Promise<void> {
  await db.delete(files).where(and(eq(files.id, fileId), eq(files.purpose, purpose)));
}

/** Ends the coverage of members on a date: the rows terminated, their open policies ended. */
export async function terminate(tx: DbOrTx, ids: number[], date: string, reason: string) {
  if (ids.length === 0) return;
  await tx
    .update(members)
    .set({
      status: 'terminated',
      terminationDate: date,
      terminationReason: reason,
      updatedAt: new Date(),
    })
    .where(inArray(members.id, ids));
  await tx
    .update(policies)
    .set({ termDate: date })
    .where(
      and(
        inArray(policies.memberId, ids),
        sql`(${policies.termDate} is null or ${policies.termDate} > ${date})`,
      ),
    );
}

export interface ExportRow {
  id: number;
  memberId: string;
  subscriberId: number;
  employeeNumber: number;
  dependentNumber: number;
  relationship: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  maritalStatus: string | null;
  hireDate: string | null;
  payStatus: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  homePhone: string | null;
  workPhone: string | null;
  email: string | null;
  /** Coverage types (database codes) with their effective dates, current on `on`. */
  coverages: { coverageType: string; tier: string; effectiveDate: string }[];
}

/**
 * The group's members who are not terminated, households together (employee number, dependent
 * number: the unique index's order), each with the policies current on `on` (one query, aggregated).
 */
export async function groupEnrollment(
  db: DbOrTx,
  groupNumber: number,
  on: string,
): Promise<ExportRow[]> {
  const rows = await queryRows(
    db,
    sql`
    select m.id, m.member_id as "memberId", m.subscriber_id as "subscriberId",
      m.employee_number as "employeeNumber", m.dependent_number as "dependentNumber",
      m.relationship, m.first_name as "firstName", m.middle_name as "middleName",
      m.last_name as "lastName", m.date_of_birth::text as "dateOfBirth", m.gender,
      m.marital_status as "maritalStatus", m.hire_date::text as "hireDate",
      m.pay_status as "payStatus", m.address_line1 as "addressLine1",
      m.address_line2 as "addressLine2", m.city, m.state, m.zip, m.home_phone as "homePhone",
      m.work_phone as "workPhone", m.email,
      coalesce((select json_agg(json_build_object('coverageType', p.coverage_type, 'tier', p.tier,
          'effectiveDate', p.effective_date::text) order by p.coverage_type)
        from policies p where p.member_id = m.id and p.effective_date <= ${on}
          and (p.term_date is null or p.term_date >= ${on})), '[]'::json) as coverages
    from members m
    where m.group_number = ${groupNumber} and m.status <> 'terminated'
    order by m.employee_number, m.dependent_number
    limit ${EXPORT_MAX_MEMBERS + 1}`,
  );
  return rows.map(exportRowOf);
}

const text = (v: unknown): string => String(v ?? '');
const textOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : String(v);

/** A raw row of `groupEnrollment` in its shape (bigints and the coverage JSON as the drivers return them). */
function exportRowOf(r: Raw): ExportRow {
  const coverages: unknown =
    typeof r.coverages === 'string' ? JSON.parse(r.coverages) : r.coverages;
  return {
    id: Number(r.id),
    memberId: text(r.memberId),
    subscriberId: Number(r.subscriberId),
    employeeNumber: Number(r.employeeNumber),
    dependentNumber: Number(r.dependentNumber),
    relationship: text(r.relationship),
    firstName: text(r.firstName),
    middleName: textOrNull(r.middleName),
    lastName: text(r.lastName),
    dateOfBirth: text(r.dateOfBirth),
    gender: text(r.gender),
    maritalStatus: textOrNull(r.maritalStatus),
    hireDate: textOrNull(r.hireDate),
    payStatus: textOrNull(r.payStatus),
    addressLine1: textOrNull(r.addressLine1),
    addressLine2: textOrNull(r.addressLine2),
    city: textOrNull(r.city),
    state: textOrNull(r.state),
    zip: textOrNull(r.zip),
    homePhone: textOrNull(r.homePhone),
    workPhone: textOrNull(r.workPhone),
    email: textOrNull(r.email),
    coverages: Array.isArray(coverages)
      ? coverages.map((c: Raw) => ({
          coverageType: text(c.coverageType),
          tier: text(c.tier),
          effectiveDate: text(c.effectiveDate),
        }))
      : [],
  };
}
