import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  claims,
  groups,
  letterTemplates as lt,
  letters as l,
  members,
  precertifications,
} from '../../db/schema/index.js';
import { groupVisible, visibleMemberIds } from '../scope/predicates.js';

/** Whose letters: a member's visible household, or a staff member's groups. */
export type LetterScope =
  { kind: 'member'; memberId: number } | { kind: 'staff'; accountId: number };

/** The letters the caller may see (a SQL predicate over `letters`). */
export function scopeSql(s: LetterScope): SQL {
  if (s.kind === 'member') return sql`${l.memberId} in (${visibleMemberIds(s.memberId)})`;
  return groupVisible(s.accountId, sql`${l.groupNumber}`);
}

export interface LetterFilter {
  groupNumber?: number | undefined;
  employeeNumber?: number | undefined;
  dependentNumber?: number | undefined;
  letterNumber?: number | undefined;
  memberId?: string | undefined;
  templateId?: number | undefined;
  fromDate?: string | undefined;
  thruDate?: string | undefined;
}

function filters(f: LetterFilter): (SQL | undefined)[] {
  return [
    f.groupNumber !== undefined && f.groupNumber >= 0
      ? eq(l.groupNumber, f.groupNumber)
      : undefined,
    f.employeeNumber !== undefined ? eq(l.employeeNumber, f.employeeNumber) : undefined,
    f.dependentNumber !== undefined ? eq(l.dependentNumber, f.dependentNumber) : undefined,
    f.letterNumber !== undefined ? eq(l.letterNumber, f.letterNumber) : undefined,
    f.memberId ? eq(members.memberId, f.memberId) : undefined,
    f.templateId !== undefined ? eq(l.templateId, f.templateId) : undefined,
    f.fromDate ? gte(l.sentDate, f.fromDate) : undefined,
    f.thruDate ? lte(l.sentDate, f.thruDate) : undefined,
  ];
}

const summaryCols = {
  letter: l,
  templateName: lt.name,
  templateSubjectEn: lt.subjectEn,
  templateSubjectSp: lt.subjectSp,
  publicMemberId: members.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  language: members.language,
};
export interface LetterRow {
  letter: typeof l.$inferSelect;
  templateName: string;
  templateSubjectEn: string;
  templateSubjectSp: string;
  publicMemberId: string;
  firstName: string;
  lastName: string;
  language: string;
}

/** A page of the letters in scope, newest first (sent date, then letter number), with the total. */
export async function search(
  db: DbOrTx,
  scope: LetterScope,
  f: LetterFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LetterRow[]; total: number }> {
  const where = and(scopeSql(scope), ...filters(f));
  const rows = await db
    .select(summaryCols)
    .from(l)
    .innerJoin(members, eq(members.id, l.memberId))
    .innerJoin(lt, eq(lt.id, l.templateId))
    .where(where)
    .orderBy(desc(l.sentDate), desc(l.letterNumber))
    .limit(page.limit)
    .offset(page.offset);
  const [n] = await db
    .select({ n: count() })
    .from(l)
    .innerJoin(members, eq(members.id, l.memberId))
    .where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

export interface LetterDetailRow extends LetterRow {
  templateBodyEn: string;
  templateBodySp: string;
  groupName: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  effectiveDate: string;
  claim: { prefix: number; number: number; suffix: number } | null;
  precertFromDate: string | null;
}

/** One letter in scope with what its template needs (member, group, claim, precert); undefined otherwise. */
export async function byNumber(
  db: DbOrTx,
  scope: LetterScope,
  letterNumber: number,
): Promise<LetterDetailRow | undefined> {
  const [row] = await db
    .select({
      ...summaryCols,
      templateBodyEn: lt.bodyEn,
      templateBodySp: lt.bodySp,
      groupName: groups.name,
      addressLine1: members.addressLine1,
      addressLine2: members.addressLine2,
      city: members.city,
      state: members.state,
      zip: members.zip,
      effectiveDate: members.effectiveDate,
      claimPrefix: claims.claimPrefix,
      claimNumber: claims.claimNumber,
      claimSuffix: claims.claimSuffix,
      precertFromDate: precertifications.fromDate,
    })
    .from(l)
    .innerJoin(members, eq(members.id, l.memberId))
    .innerJoin(lt, eq(lt.id, l.templateId))
    .innerJoin(groups, eq(groups.groupNumber, l.groupNumber))
    .leftJoin(claims, eq(claims.id, l.claimId))
    .leftJoin(precertifications, eq(precertifications.certNo, l.certNo))
    .where(and(eq(l.letterNumber, letterNumber), scopeSql(scope)))
    .limit(1);
  if (!row) return undefined;
  const { claimPrefix, claimNumber, claimSuffix, ...rest } = row;
  return {
    ...rest,
    claim:
      claimPrefix === null || claimNumber === null
        ? null
        : { prefix: claimPrefix, number: claimNumber, suffix: claimSuffix ?? 0 },
  };
}

/** The active letter templates, by id. */
export function templates(db: DbOrTx) {
  return db
    .select({ id: lt.id, name: lt.name, subjectEn: lt.subjectEn, subjectSp: lt.subjectSp })
    .from(lt)
    .where(eq(lt.active, true))
    .orderBy(lt.id);
}
