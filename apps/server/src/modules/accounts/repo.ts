import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accountFinance,
  accountFinanceGroups,
  accountGroupAccess,
  accountPermissions,
  accountProviderAccess,
  accounts,
  groups,
  members,
  providers,
  roles,
} from '../../db/schema/index.js';
import { accountWithinReach, groupVisible } from '../scope/predicates.js';

/** Which accounts a caller may manage: the roles it covers, within its reach (`accountWithinReach`). */
export interface AccountScope {
  callerAccountId: number;
  staff: boolean;
  roleIds: number[];
}

/** The scope as a SQL predicate over `accounts`. */
function inScope(s: AccountScope): SQL {
  if (s.roleIds.length === 0) return sql`false`;
  const byRole = inArray(accounts.roleId, s.roleIds);
  return and(byRole, accountWithinReach(s.callerAccountId))!;
}

const like = (v: string) => `%${v.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

const accountColumns = {
  id: accounts.id,
  username: accounts.username,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  phone: accounts.phone,
  roleId: accounts.roleId,
  roleDescription: roles.description,
  status: accounts.status,
  lockedUntil: accounts.lockedUntil,
  lastLoginAt: accounts.lastLoginAt,
  createdAt: accounts.createdAt,
  language: accounts.language,
  messageNotification: accounts.messageNotification,
  emailNotification: accounts.emailNotification,
  providerId: accounts.providerId,
  memberPublicId: sql<
    string | null
  >`(select m.member_id from members m where m.id = ${accounts.memberId})`,
  groupNumbers: sql<
    number[] | null
  >`(select array_agg(x.group_number order by x.group_number) from account_group_access x where x.account_id = ${accounts.id})`,
};
export interface AccountListRow {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  roleId: number;
  roleDescription: string;
  status: string;
  lockedUntil: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  language: string;
  messageNotification: boolean;
  emailNotification: boolean;
  providerId: number | null;
  memberPublicId: string | null;
  groupNumbers: number[] | null;
}

export interface AccountFilter {
  query?: string | undefined;
  userName?: string | undefined;
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  memberId?: string | undefined;
  accountId?: number | undefined;
  roleId?: number | undefined;
  groupNumber?: number | undefined;
  status?: 'Active' | 'Locked' | 'Disabled' | 'PendingActivation' | undefined;
  sortProperty: 'createdDate' | 'userName' | 'lastName' | 'email' | 'lastLoginDate' | 'roleId';
  sortDesc: boolean;
  offset: number;
  limit: number;
}

const SORT = {
  createdDate: sql`${accounts.createdAt}`,
  userName: sql`lower(${accounts.username})`,
  lastName: sql`lower(${accounts.lastName})`,
  email: sql`lower(${accounts.email})`,
  lastLoginDate: sql`${accounts.lastLoginAt}`,
  roleId: sql`${accounts.roleId}`,
} as const;

function statusWhere(status: AccountFilter['status']): SQL | undefined {
  switch (status) {
    case 'Active':
      return sql`${accounts.status} = 'active' and (${accounts.lockedUntil} is null or ${accounts.lockedUntil} <= now())`;
    case 'Locked':
      return sql`(${accounts.status} = 'locked' or (${accounts.status} = 'active' and ${accounts.lockedUntil} > now()))`;
    case 'Disabled':
      return sql`${accounts.status} = 'disabled'`;
    case 'PendingActivation':
      return sql`${accounts.status} = 'active' and ${accounts.lastLoginAt} is null`;
    default:
      return undefined;
  }
}

/** A page of the accounts in scope matching the filter, with the total. */
export async function searchAccounts(
  db: DbOrTx,
  scope: AccountScope,
  f: AccountFilter,
): Promise<{ rows: AccountListRow[]; total: number }> {
  const where = and(
    inScope(scope),
    f.query
      ? sql`lower(${accounts.username} || ' ' || ${accounts.email} || ' ' || ${accounts.firstName} || ' ' || ${accounts.lastName}) like ${like(f.query)}`
      : undefined,
    f.userName ? sql`lower(${accounts.username}) like ${like(f.userName)}` : undefined,
    f.email ? sql`lower(${accounts.email}) like ${like(f.email)}` : undefined,
    f.firstName ? sql`lower(${accounts.firstName}) like ${like(f.firstName)}` : undefined,
    f.lastName ? sql`lower(${accounts.lastName}) like ${like(f.lastName)}` : undefined,
    f.memberId
      ? sql`${accounts.memberId} in (select m.id from members m where m.member_id = ${f.memberId})`
      : undefined,
    f.accountId !== undefined ? eq(accounts.id, f.accountId) : undefined,
    f.roleId !== undefined ? eq(accounts.roleId, f.roleId) : undefined,
    f.groupNumber !== undefined
      ? sql`exists (select 1 from account_group_access fga where fga.account_id = ${accounts.id} and fga.group_number = ${f.groupNumber})`
      : undefined,
    statusWhere(f.status),
  );
  const dir = f.sortDesc ? desc : asc;
  const rows = await db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(where)
    .orderBy(dir(SORT[f.sortProperty]), dir(accounts.id))
    .limit(f.limit)
    .offset(f.offset);
  const [n] = await db.select({ n: count() }).from(accounts).where(where);
  return { rows: rows as AccountListRow[], total: Number(n?.n ?? 0) };
}

/** One account in scope (undefined when there is none or it is out of scope). */
export async function accountInScope(
  db: DbOrTx,
  scope: AccountScope,
  accountId: number,
): Promise<AccountListRow | undefined> {
  const { rows } = await searchAccounts(db, scope, {
    accountId,
    sortProperty: 'createdDate',
    sortDesc: true,
    offset: 0,
    limit: 1,
  });
  return rows[0];
}

/** Type-ahead over the accounts in scope (names, user name, e-mail), at most `limit`. */
export async function typeAhead(
  db: DbOrTx,
  scope: AccountScope,
  q: string,
  roleId: number | undefined,
  limit: number,
) {
  return db
    .select({
      accountId: accounts.id,
      userName: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      roleId: accounts.roleId,
    })
    .from(accounts)
    .where(
      and(
        inScope(scope),
        sql`lower(${accounts.username} || ' ' || ${accounts.email} || ' ' || ${accounts.firstName} || ' ' || ${accounts.lastName}) like ${like(q)}`,
        roleId !== undefined ? eq(accounts.roleId, roleId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${accounts.lastName})`), asc(accounts.id))
    .limit(limit);
}

/** Which of a user name and e-mail another account already uses (as either; sign-in accepts both). */
export async function loginsTaken(
  db: DbOrTx,
  values: string[],
  exceptAccountId?: number,
): Promise<Set<string>> {
  const vs = values.map((v) => v.trim().toLowerCase());
  const rows = await db
    .select({
      username: sql<string>`lower(${accounts.username})`,
      email: sql<string>`lower(${accounts.email})`,
    })
    .from(accounts)
    .where(
      and(
        sql`(lower(${accounts.username}) in ${vs} or lower(${accounts.email}) in ${vs})`,
        exceptAccountId !== undefined ? sql`${accounts.id} <> ${exceptAccountId}` : undefined,
      ),
    )
    .limit(8);
  const taken = new Set<string>();
  for (const r of rows) for (const v of vs) if (r.username === v || r.email === v) taken.add(v);
  return taken;
}

/** The group numbers of the list that exist (and -1, Every Group, which is a row too). */
export async function existingGroups(db: DbOrTx, numbers: number[]): Promise<Set<number>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ g: groups.groupNumber })
    .from(groups)
    .where(inArray(groups.groupNumber, numbers));
  return new Set(rows.map((r) => r.g));
}

/** The groups (of the list) the caller may see itself: its access rows, or all with Every Group. */
export async function groupsOfCaller(
  db: DbOrTx,
  callerAccountId: number,
  numbers: number[],
): Promise<Set<number>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ g: groups.groupNumber })
    .from(groups)
    .where(
      and(
        inArray(groups.groupNumber, numbers),
        sql`${groups.groupNumber} >= 0`,
        sql`exists (select 1 from account_group_access c where c.account_id = ${callerAccountId} and c.group_number in (-1, ${groups.groupNumber}))`,
      ),
    );
  return new Set(rows.map((r) => r.g));
}

/** A member by public member id, with whether it already has an account. */
export async function memberByPublicId(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      memberId: members.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      dateOfBirth: members.dateOfBirth,
      groupNumber: members.groupNumber,
      groupName: groups.name,
      employeeNumber: members.employeeNumber,
      dependentNumber: members.dependentNumber,
      ssnLast4: members.ssnLast4,
      accountId: sql<
        number | null
      >`(select a.id from accounts a where a.member_id = ${members.id} order by a.id limit 1)`,
    })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(eq(members.memberId, memberId))
    .limit(1);
  return row;
}

/** Providers named by NPI or provider number. */
export async function providersByNumbers(db: DbOrTx, numbers: string[]) {
  if (numbers.length === 0) return [];
  return db
    .select({ id: providers.id, npi: providers.npi, providerNumber: providers.providerNumber })
    .from(providers)
    .where(sql`${providers.npi} in ${numbers} or ${providers.providerNumber} in ${numbers}`)
    .orderBy(asc(providers.id))
    .limit(500);
}

export async function insertAccount(
  tx: DbOrTx,
  values: typeof accounts.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(accounts).values(values).returning({ id: accounts.id });
  return row!.id;
}

export async function updateAccount(
  db: DbOrTx,
  id: number,
  set: Partial<typeof accounts.$inferInsert>,
): Promise<void> {
  await db.update(accounts).set(set).where(eq(accounts.id, id));
}

/** Gives the account access to the groups (existing rows are kept). */
export async function grantGroups(
  db: DbOrTx,
  accountId: number,
  numbers: number[],
  grantedBy: number,
): Promise<void> {
  if (numbers.length === 0) return;
  await db
    .insert(accountGroupAccess)
    .values(numbers.map((groupNumber) => ({ accountId, groupNumber, grantedBy })))
    .onConflictDoNothing();
}

/** Takes the groups away from the account. */
export async function revokeGroups(
  db: DbOrTx,
  accountId: number,
  numbers: number[],
): Promise<void> {
  if (numbers.length === 0) return;
  await db
    .delete(accountGroupAccess)
    .where(
      and(
        eq(accountGroupAccess.accountId, accountId),
        inArray(accountGroupAccess.groupNumber, numbers),
      ),
    );
}

/** The account's current group access rows. */
export async function groupNumbersOf(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ g: accountGroupAccess.groupNumber })
    .from(accountGroupAccess)
    .where(eq(accountGroupAccess.accountId, accountId));
  return rows.map((r) => r.g);
}

/** The dependent number of the member an account is linked to (0: the subscriber), or null when none. */
export async function linkedDependentNumber(db: DbOrTx, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ n: members.dependentNumber })
    .from(accounts)
    .innerJoin(members, eq(members.id, accounts.memberId))
    .where(eq(accounts.id, accountId));
  return row?.n ?? null;
}

/** Removes every practice an account reaches (its role is no longer Provider). */
export async function removeProviderAccess(db: DbOrTx, accountId: number): Promise<void> {
  await db.delete(accountProviderAccess).where(eq(accountProviderAccess.accountId, accountId));
}

export async function addProviderAccess(
  db: DbOrTx,
  accountId: number,
  providerIds: number[],
): Promise<void> {
  if (providerIds.length === 0) return;
  await db
    .insert(accountProviderAccess)
    .values(providerIds.map((providerId) => ({ accountId, providerId })))
    .onConflictDoNothing();
}

/** Finance access of an account (defaults when never set). */
export async function financeOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select()
    .from(accountFinance)
    .where(eq(accountFinance.accountId, accountId))
    .limit(1);
  const gs = await db
    .select({ g: accountFinanceGroups.groupNumber })
    .from(accountFinanceGroups)
    .where(eq(accountFinanceGroups.accountId, accountId))
    .orderBy(asc(accountFinanceGroups.groupNumber));
  return {
    groupFinance: row?.groupFinance ?? false,
    groupFinanceClaims: row?.groupFinanceClaims ?? false,
    financeGroupNumbers: gs.map((g) => g.g),
  };
}

/** Replaces the finance access of an account. */
export async function setFinance(
  tx: DbOrTx,
  accountId: number,
  v: { groupFinance: boolean; groupFinanceClaims: boolean; financeGroupNumbers: number[] },
  by: number,
): Promise<void> {
  await tx
    .insert(accountFinance)
    .values({ accountId, ...pick(v), updatedBy: by })
    .onConflictDoUpdate({
      target: accountFinance.accountId,
      set: { ...pick(v), updatedBy: by, updatedAt: new Date() },
    });
  await tx.delete(accountFinanceGroups).where(eq(accountFinanceGroups.accountId, accountId));
  if (v.financeGroupNumbers.length > 0)
    await tx
      .insert(accountFinanceGroups)
      .values(v.financeGroupNumbers.map((groupNumber) => ({ accountId, groupNumber })));
}
const pick = (v: { groupFinance: boolean; groupFinanceClaims: boolean }) => ({
  groupFinance: v.groupFinance,
  groupFinanceClaims: v.groupFinanceClaims,
});

/** The name of the master group of the account's lowest accessible group ('' without one). */
export async function employerNameOf(db: DbOrTx, accountId: number): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`mg.name` })
    .from(accountGroupAccess)
    .innerJoin(groups, eq(groups.groupNumber, accountGroupAccess.groupNumber))
    .innerJoin(sql`groups mg`, sql`mg.group_number = ${groups.masterGroupNumber}`)
    .where(and(eq(accountGroupAccess.accountId, accountId), sql`${groups.groupNumber} >= 0`))
    .orderBy(asc(groups.groupNumber))
    .limit(1);
  return row?.name ?? '';
}

const GROUP_SORT = {
  masterGroupNumber: sql`${groups.masterGroupNumber}`,
  groupNumber: sql`${groups.groupNumber}`,
  name: sql`lower(${groups.name})`,
} as const;

/**
 * A page of the groups the target account can (haveAccess) or cannot access; with `callerAccountId`
 * (employers) only groups the caller has itself.
 */
export async function groupAccessPage(
  db: DbOrTx,
  q: {
    targetAccountId: number;
    callerAccountId?: number | undefined;
    haveAccess: boolean;
    masterGroupNumber?: number | undefined;
    groupNumber?: number | undefined;
    groupName?: string | undefined;
    pageNumber: number;
    itemsPerPage: number;
    sortProperty: keyof typeof GROUP_SORT;
    sortDesc: boolean;
  },
) {
  const has = groupVisible(q.targetAccountId, sql`${groups.groupNumber}`);
  const where = and(
    gte(groups.groupNumber, 0),
    q.haveAccess ? has : sql`not ${has}`,
    q.callerAccountId === undefined
      ? undefined
      : groupVisible(q.callerAccountId, sql`${groups.groupNumber}`),
    q.groupNumber !== undefined && q.groupNumber >= 0
      ? eq(groups.groupNumber, q.groupNumber)
      : undefined,
    q.masterGroupNumber !== undefined
      ? eq(groups.masterGroupNumber, q.masterGroupNumber)
      : undefined,
    q.groupName ? sql`lower(${groups.name}) like ${like(q.groupName)}` : undefined,
  );
  const dir = q.sortDesc ? desc : asc;
  const rows = await db
    .select()
    .from(groups)
    .where(where)
    .orderBy(dir(GROUP_SORT[q.sortProperty]), dir(groups.groupNumber))
    .limit(q.itemsPerPage)
    .offset((q.pageNumber - 1) * q.itemsPerPage);
  const [n] = await db.select({ n: count() }).from(groups).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** Drops an account's own grant or removal of a permission (back to the role default). */
export async function clearPermissionOverride(
  db: DbOrTx,
  accountId: number,
  permissionId: number,
): Promise<void> {
  await db
    .delete(accountPermissions)
    .where(
      and(
        eq(accountPermissions.accountId, accountId),
        eq(accountPermissions.permissionId, permissionId),
      ),
    );
}

/** Stores an account's grant (read-only or not) or removal of a permission. */
export async function setPermissionOverride(
  db: DbOrTx,
  accountId: number,
  permissionId: number,
  granted: boolean,
  readonly: boolean,
): Promise<void> {
  const set = { granted, readonly: granted && readonly };
  await db
    .insert(accountPermissions)
    .values({ accountId, permissionId, ...set })
    .onConflictDoUpdate({
      target: [accountPermissions.accountId, accountPermissions.permissionId],
      set,
    });
}
