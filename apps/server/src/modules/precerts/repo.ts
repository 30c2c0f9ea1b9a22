import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  diagnosisCodes,
  members,
  precertNotes,
  precertifications as p,
  procedureCodes,
  providers,
} from '../../db/schema/index.js';
import { accountProviderIds, groupVisible, visibleMemberIds } from '../scope/predicates.js';

/** Who is asking, for the scoping predicate. */
export type PrecertScope =
  | { kind: 'member'; memberId: number }
  | { kind: 'provider'; accountId: number; providerId: number | null }
  | { kind: 'staff'; accountId: number };

/** The precerts the caller may see: a member's visible household, a provider's providers, staff's groups. */
export function scopeSql(s: PrecertScope): SQL {
  if (s.kind === 'member') return sql`${p.memberId} in (${visibleMemberIds(s.memberId)})`;
  // A provider sees its providers' precerts and the ones it filed itself (online, for a provider
  // not on file or not its own).
  if (s.kind === 'provider')
    return sql`(${p.providerId} in (${accountProviderIds(s.accountId, s.providerId)}) or ${p.createdBy} = ${s.accountId})`;
  return groupVisible(s.accountId, sql`${p.groupNumber}`);
}

export interface PrecertFilter {
  certNo?: number | undefined;
  groupNumber?: number | undefined;
  employeeNumber?: number | undefined;
  memberId?: string | undefined;
}

export type PrecertSort = 'certno' | 'requestDate' | 'admitDate' | 'status' | 'patientLastName';
const SORT: Record<PrecertSort, SQL> = {
  certno: sql`${p.certNo}`,
  requestDate: sql`${p.requestDate}`,
  admitDate: sql`${p.fromDate}`,
  status: sql`${p.status}`,
  patientLastName: sql`lower(${members.lastName})`,
};

const nurse = alias(accounts, 'nurse');
const summaryCols = {
  precert: p,
  memberId: members.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  providerName: providers.name,
  providerNpi: providers.npi,
};
export type PrecertRow = {
  precert: typeof p.$inferSelect;
  memberId: string;
  firstName: string;
  lastName: string;
  providerName: string | null;
  providerNpi: string | null;
};

function filters(f: PrecertFilter): (SQL | undefined)[] {
  return [
    f.certNo !== undefined ? eq(p.certNo, f.certNo) : undefined,
    f.groupNumber !== undefined && f.groupNumber >= 0
      ? eq(p.groupNumber, f.groupNumber)
      : undefined,
    f.employeeNumber !== undefined ? eq(p.employeeNumber, f.employeeNumber) : undefined,
    f.memberId ? eq(members.memberId, f.memberId) : undefined,
  ];
}

/** A page of the precerts in scope, with the total. */
export async function search(
  db: DbOrTx,
  scope: PrecertScope,
  f: PrecertFilter,
  page: { sort: PrecertSort; asc: boolean; offset: number; limit: number },
): Promise<{ rows: PrecertRow[]; total: number }> {
  const where = and(scopeSql(scope), ...filters(f));
  const dir = page.asc ? asc : desc;
  const rows = await db
    .select(summaryCols)
    .from(p)
    .innerJoin(members, eq(members.id, p.memberId))
    .leftJoin(providers, eq(providers.id, p.providerId))
    .where(where)
    .orderBy(dir(SORT[page.sort]), dir(p.certNo))
    .limit(page.limit)
    .offset(page.offset);
  const [n] = await db
    .select({ n: count() })
    .from(p)
    .innerJoin(members, eq(members.id, p.memberId))
    .where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** One precert in scope with its codes' descriptions and the reviewer's name. */
export async function byCertNo(db: DbOrTx, scope: PrecertScope, certNo: number) {
  const [row] = await db
    .select({
      ...summaryCols,
      diagnosisDescription: diagnosisCodes.description,
      diagnosisDescriptionSp: diagnosisCodes.descriptionSp,
      procedureDescription: procedureCodes.description,
      procedureDescriptionSp: procedureCodes.descriptionSp,
      nurseFirst: nurse.firstName,
      nurseLast: nurse.lastName,
    })
    .from(p)
    .innerJoin(members, eq(members.id, p.memberId))
    .leftJoin(providers, eq(providers.id, p.providerId))
    .leftJoin(diagnosisCodes, eq(diagnosisCodes.code, p.diagnosisCode))
    .leftJoin(procedureCodes, eq(procedureCodes.code, p.procedureCode))
    .leftJoin(nurse, eq(nurse.id, p.nurseAccountId))
    .where(and(eq(p.certNo, certNo), scopeSql(scope)))
    .limit(1);
  return row;
}

/** The reviewers' notes of a precert, oldest first, with their authors' names (bounded). */
export function notesOf(db: DbOrTx, certNo: number) {
  return db
    .select({
      text: precertNotes.text,
      createdAt: precertNotes.createdAt,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(precertNotes)
    .leftJoin(accounts, eq(accounts.id, precertNotes.accountId))
    .where(eq(precertNotes.certNo, certNo))
    .orderBy(asc(precertNotes.createdAt), asc(precertNotes.id))
    .limit(200);
}

/** Records a decision: status, units, reason, the reviewer and the date; adds the note when given. */
export async function recordDecision(
  tx: DbOrTx,
  certNo: number,
  d: {
    status: string;
    unitsApproved: number | null;
    decisionReason: string | null;
    decisionDate: string;
    nurseAccountId: number;
    note?: string | undefined;
  },
): Promise<void> {
  const { note, ...cols } = d;
  await tx.update(p).set(cols).where(eq(p.certNo, certNo));
  if (note)
    await tx.insert(precertNotes).values({ certNo, accountId: d.nurseAccountId, text: note });
}
