import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  accountGroupAccess,
  accounts,
  checkRunDefinitions,
  files,
  groupFinanceSettings,
  groupPlans,
  groupRepricing,
  groups,
  members,
  plans,
} from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';
import { todayIso } from '../../clock.js';

export type GroupRow = typeof groups.$inferSelect;

/** Groups the account may see (its access rows; every group with Every Group access), never the -1 entry. */
function visibleTo(accountId: number): SQL {
  return and(gte(groups.groupNumber, 0), groupVisible(accountId, sql`${groups.groupNumber}`))!;
}

/** What a group list may be narrowed to: the groups having each flag given as true, or one group. */
export interface GroupFlagFilter {
  enrollment?: true | undefined;
  demographicUpdate?: true | undefined;
  groupNumber?: number | undefined;
}

/** The SQL of a flag filter (undefined when there is none). */
function flagged(f: GroupFlagFilter | undefined): SQL | undefined {
  return and(
    f?.enrollment ? eq(groups.enrollment, true) : undefined,
    f?.demographicUpdate ? eq(groups.demographicUpdate, true) : undefined,
    f?.groupNumber !== undefined ? eq(groups.groupNumber, f.groupNumber) : undefined,
  );
}

/** Every group the account may see, by number (bounded by the groups table, which is small). */
export async function groupsOf(
  db: DbOrTx,
  accountId: number,
  flags?: GroupFlagFilter,
): Promise<GroupRow[]> {
  return db
    .select()
    .from(groups)
    .where(and(visibleTo(accountId), flagged(flags)))
    .orderBy(asc(groups.groupNumber));
}

/**
 * A picker's page of the groups the account may see, by number: at most `limit` after `offset`, matching
 * `search` — digits match the start of the group number, any text the name (case-insensitive) — and having
 * the flags asked for.
 */
export async function groupsPageOf(
  db: DbOrTx,
  accountId: number,
  p: GroupFlagFilter & { search?: string | undefined; limit: number; offset: number },
): Promise<GroupRow[]> {
  const search = p.search?.trim();
  const like = search ? `%${search.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%` : '';
  const matches = search
    ? /^\d+$/.test(search)
      ? or(
          sql`${groups.groupNumber}::text like ${`${search}%`}`,
          sql`lower(${groups.name}) like ${like}`,
        )
      : sql`lower(${groups.name}) like ${like}`
    : undefined;
  return db
    .select()
    .from(groups)
    .where(and(visibleTo(accountId), matches, flagged(p)))
    .orderBy(asc(groups.groupNumber))
    .limit(p.limit)
    .offset(p.offset);
}

export interface GroupSearch {
  groupNumber?: number | undefined;
  masterGroupNumber?: number | undefined;
  groupName?: string | undefined;
  includeTerminated: boolean;
  sortProperty: 'groupNumber' | 'masterGroupNumber' | 'name' | 'effectiveDate';
  sortDesc: boolean;
  offset: number;
  limit: number;
}

const SORT = {
  groupNumber: sql`${groups.groupNumber}`,
  masterGroupNumber: sql`${groups.masterGroupNumber}`,
  name: sql`lower(${groups.name})`,
  effectiveDate: sql`${groups.effectiveDate}`,
} as const;

/** A page of the groups the account may see, filtered and sorted, with the total. */
export async function searchGroups(
  db: DbOrTx,
  accountId: number,
  s: GroupSearch,
): Promise<{ rows: GroupRow[]; total: number }> {
  const where = and(
    visibleTo(accountId),
    s.groupNumber !== undefined && s.groupNumber >= 0
      ? eq(groups.groupNumber, s.groupNumber)
      : undefined,
    s.masterGroupNumber !== undefined
      ? eq(groups.masterGroupNumber, s.masterGroupNumber)
      : undefined,
    s.groupName
      ? sql`lower(${groups.name}) like ${`%${s.groupName.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`
      : undefined,
    s.includeTerminated
      ? undefined
      : or(isNull(groups.termDate), sql`${groups.termDate} >= ${todayIso()}::date`),
  );
  const dir = s.sortDesc ? desc : asc;
  const rows = await db
    .select()
    .from(groups)
    .where(where)
    .orderBy(dir(SORT[s.sortProperty]), dir(groups.groupNumber))
    .limit(s.limit)
    .offset(s.offset);
  const [n] = await db.select({ n: count() }).from(groups).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** True when the account has Every Group access. */
export async function hasAllAccess(db: DbOrTx, accountId: number): Promise<boolean> {
  const rows = await db
    .select({ g: accountGroupAccess.groupNumber })
    .from(accountGroupAccess)
    .where(and(eq(accountGroupAccess.accountId, accountId), eq(accountGroupAccess.groupNumber, -1)))
    .limit(1);
  return rows.length > 0;
}

/** One group the account may see (its access rows or Every Group), or undefined (the caller answers 404). */
export async function visibleGroup(
  db: DbOrTx,
  accountId: number,
  groupNumber: number,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.groupNumber, groupNumber), visibleTo(accountId)))
    .limit(1);
  return row;
}

/** The group numbers a profile covers: the group and, for a master group, its sub-groups (as SQL). */
function groupFamily(groupNumber: number): SQL {
  return sql`select gf.group_number from groups gf where gf.group_number = ${groupNumber} or gf.master_group_number = ${groupNumber}`;
}

export interface GroupCounts {
  subGroups: number;
  activeEmployees: number;
  coveredMembers: number;
}

/** Sub-groups of a master group, and the active employees and covered members of the group's family. */
export async function groupCounts(db: DbOrTx, groupNumber: number): Promise<GroupCounts> {
  const [sub] = await db
    .select({ n: count() })
    .from(groups)
    .where(
      and(eq(groups.masterGroupNumber, groupNumber), sql`${groups.groupNumber} <> ${groupNumber}`),
    );
  const [m] = await db
    .select({
      employees: sql<number>`count(*) filter (where ${members.dependentNumber} = 0)`,
      covered: count(),
    })
    .from(members)
    .where(
      and(
        sql`${members.groupNumber} in (${groupFamily(groupNumber)})`,
        sql`${members.status} <> 'terminated'`,
      ),
    );
  return {
    subGroups: Number(sub?.n ?? 0),
    activeEmployees: Number(m?.employees ?? 0),
    coveredMembers: Number(m?.covered ?? 0),
  };
}

/** The plans a group offers (coverage code, plan name), at most 50. */
export async function groupPlanRows(db: DbOrTx, groupNumber: number) {
  return db
    .select({ coverageType: plans.coverageType, planName: plans.name })
    .from(groupPlans)
    .innerJoin(plans, eq(plans.id, groupPlans.planId))
    .where(eq(groupPlans.groupNumber, groupNumber))
    .orderBy(asc(plans.coverageType), asc(plans.name))
    .limit(50);
}

/** The group's contacts: active Employer accounts given this very group (not Every Group), at most 20. */
export async function groupContacts(db: DbOrTx, groupNumber: number) {
  return db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(accountGroupAccess)
    .innerJoin(accounts, eq(accounts.id, accountGroupAccess.accountId))
    .where(
      and(
        eq(accountGroupAccess.groupNumber, groupNumber),
        eq(accounts.roleId, ROLE_IDS.Employer),
        eq(accounts.status, 'active'),
      ),
    )
    .orderBy(asc(accounts.lastName), asc(accounts.id))
    .limit(20);
}

/** The group's repricing entry in force on `onDate` (latest effective first). */
export async function repricingOn(db: DbOrTx, groupNumber: number, onDate: string) {
  const [row] = await db
    .select()
    .from(groupRepricing)
    .where(
      and(
        eq(groupRepricing.groupNumber, groupNumber),
        lte(groupRepricing.effectiveDate, onDate),
        or(isNull(groupRepricing.termDate), gte(groupRepricing.termDate, onDate)),
      ),
    )
    .orderBy(desc(groupRepricing.effectiveDate))
    .limit(1);
  return row;
}

/** The group's finance settings row and its check-run definitions (at most 50). */
export async function financeOf(db: DbOrTx, groupNumber: number) {
  const [settings] = await db
    .select()
    .from(groupFinanceSettings)
    .where(eq(groupFinanceSettings.groupNumber, groupNumber))
    .limit(1);
  const definitions = await db
    .select()
    .from(checkRunDefinitions)
    .where(eq(checkRunDefinitions.groupNumber, groupNumber))
    .orderBy(asc(checkRunDefinitions.name), asc(checkRunDefinitions.id))
    .limit(50);
  return { settings, definitions };
}

export type GroupChanges = Partial<
  Pick<
    GroupRow,
    | 'enrollment'
    | 'demographicUpdate'
    | 'costComparisonTool'
    | 'healthAccountEmployer'
    | 'effectiveDate'
    | 'logoFileId'
  >
>;

/** Writes the changed settings of a group (and its updated_at). */
export async function updateGroup(
  db: DbOrTx,
  groupNumber: number,
  changes: GroupChanges,
): Promise<void> {
  await db
    .update(groups)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(groups.groupNumber, groupNumber));
}

/** The logo file row of a group (metadata with the bytes), or undefined. */
export async function logoOf(db: DbOrTx, fileId: string) {
  const [row] = await db
    .select({
      id: files.id,
      mediaType: files.mediaType,
      sha256: files.sha256,
      bytes: files.bytes,
    })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  return row;
}

/** The ETag of a logo file (its SHA-256), without reading its bytes. */
export async function logoTag(db: DbOrTx, fileId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sha256: files.sha256 })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  return row?.sha256;
}

/** Deletes a stored file (a replaced or removed logo). */
export async function deleteFile(db: DbOrTx, fileId: string): Promise<void> {
  await db.delete(files).where(eq(files.id, fileId));
}

export type GroupMemberSort = 'groupNumber' | 'lastName' | 'memberId' | 'employeeNumber';

const MEMBER_SORT: Record<GroupMemberSort, SQL[]> = {
  // The members_group_name_idx order (group, last name, id).
  groupNumber: [sql`${members.groupNumber}`, sql`lower(${members.lastName})`],
  lastName: [sql`lower(${members.lastName})`, sql`lower(${members.firstName})`],
  memberId: [sql`${members.memberId}`],
  employeeNumber: [sql`${members.employeeNumber}`, sql`${members.dependentNumber}`],
};

/** `%` and `_` typed by the user are literal characters, not patterns. */
const likeEscape = (v: string) => v.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * A page of the members of a group's family (the group, and a master group's sub-groups) that `visible`
 * (a predicate over `members`) allows, matching `query` (member id, or a name contains match through the
 * members_name_trgm index), ascending; with the exact count.
 */
export async function groupMemberPage(
  db: DbOrTx,
  groupNumber: number,
  visible: SQL,
  f: {
    query?: string | undefined;
    includeTerminated: boolean;
    sort: GroupMemberSort;
    offset: number;
    limit: number;
  },
) {
  const q = f.query?.trim();
  const where = and(
    sql`${members.groupNumber} in (${groupFamily(groupNumber)})`,
    visible,
    f.includeTerminated ? undefined : sql`${members.status} <> 'terminated'`,
    q
      ? or(
          eq(members.memberId, q),
          eq(members.memberId, q.toUpperCase()),
          sql`lower(${members.lastName} || ' ' || ${members.firstName}) like ${`%${likeEscape(q)}%`}`,
          sql`lower(${members.firstName} || ' ' || ${members.lastName}) like ${`%${likeEscape(q)}%`}`,
        )
      : undefined,
  );
  const rows = await db
    .select({ member: members, groupName: groups.name })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(where)
    .orderBy(...MEMBER_SORT[f.sort].map((s) => asc(s)), asc(members.id))
    .limit(f.limit)
    .offset(f.offset);
  const [n] = await db.select({ n: count() }).from(members).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** One group by number (callers check scope first). */
export async function groupByNumber(db: DbOrTx, groupNumber: number) {
  const [row] = await db.select().from(groups).where(eq(groups.groupNumber, groupNumber)).limit(1);
  return row;
}

/**
 * Saves a group's finance settings (group_finance_settings, upsert) and which of its check-run definitions
 * are active; false when a definition id is not one of the group's.
 */
export async function saveFinance(
  db: DbOrTx,
  groupNumber: number,
  s: {
    bankName: string | null;
    accountLast4: string | undefined;
    extra: Record<string, unknown>;
    activeDefinitionIds: number[];
  },
): Promise<boolean> {
  const defs = await db
    .select({ id: checkRunDefinitions.id })
    .from(checkRunDefinitions)
    .where(eq(checkRunDefinitions.groupNumber, groupNumber));
  const ids = new Set(defs.map((d) => d.id));
  if (s.activeDefinitionIds.some((id) => !ids.has(id))) return false;
  const last4 = s.accountLast4 === undefined ? sql`s.bank_account_last4` : sql`${s.accountLast4}`;
  await db.execute(sql`insert into group_finance_settings as s (group_number, bank_name, bank_account_last4, extra, updated_at)
    values (${groupNumber}, ${s.bankName}, ${s.accountLast4 ?? null}, ${JSON.stringify(s.extra)}::jsonb, now())
    on conflict (group_number) do update set bank_name = excluded.bank_name, bank_account_last4 = ${last4},
      extra = s.extra || excluded.extra, updated_at = now()`);
  const active = s.activeDefinitionIds.length
    ? sql`id in (${sql.join(
        s.activeDefinitionIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  await db.execute(
    sql`update check_run_definitions set active = (${active}) where group_number = ${groupNumber}`,
  );
  return true;
}
