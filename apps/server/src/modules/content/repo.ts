import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  announcements as an,
  faqs,
  groups,
  linkCategories,
  linkGroups,
  linkRoles,
  links,
  roles,
  supportRequests,
} from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';
import { todayIso } from '../../clock.js';

/** The dashboard flag of a portal. */
export type Site = 'employee' | 'employer' | 'provider' | 'customerService';
const SITE_COL = {
  employee: an.employeeSite,
  employer: an.employerSite,
  provider: an.providerSite,
  customerService: an.customerServiceSite,
} as const;

/** Which groups' content the caller sees besides Every Group (-1). */
export type GroupReach =
  { kind: 'member'; memberId: number } | { kind: 'account'; accountId: number } | { kind: 'none' };

/** Rows of Every Group (-1) or of the groups the caller reaches. */
export function groupMatch(reach: GroupReach, col: SQL): SQL {
  if (reach.kind === 'member')
    return sql`${col} in (-1, (select cm.group_number from members cm where cm.id = ${reach.memberId}))`;
  if (reach.kind === 'account') return sql`(${col} = -1 or ${groupVisible(reach.accountId, col)})`;
  return sql`${col} = -1`;
}

/** Current announcements of a site for the caller's groups (and a member's location); or all of them. */
export async function announcements(
  db: DbOrTx,
  opts: { all: true; accountId: number } | { all: false; site: Site; reach: GroupReach },
) {
  const where = opts.all
    ? groupMatch({ kind: 'account', accountId: opts.accountId }, sql`${an.groupNumber}`)
    : and(
        eq(SITE_COL[opts.site], true),
        sql`${an.beginDate} <= ${todayIso()}::date and ${an.endDate} >= ${todayIso()}::date`,
        groupMatch(opts.reach, sql`${an.groupNumber}`),
        opts.reach.kind === 'member'
          ? sql`(${an.locationNumber} is null or ${an.groupNumber} = -1 or ${an.locationNumber} = (select lm.location_number from members lm where lm.id = ${opts.reach.memberId}))`
          : undefined,
      );
  return db
    .select()
    .from(an)
    .where(where)
    .orderBy(desc(an.beginDate), desc(an.bulletinId))
    .limit(500);
}

/** A contains-pattern for ILIKE with the wildcards of the text escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of an admin list. */
export interface AdminPage {
  search?: string | undefined;
  offset: number;
  limit: number;
}

/**
 * A page of every announcement of the account's groups, past and future (the admin list), newest first, and how
 * many there are; `search` matches the English or Spanish text.
 */
export async function announcementPage(db: DbOrTx, accountId: number, page: AdminPage) {
  const where = and(
    groupMatch({ kind: 'account', accountId }, sql`${an.groupNumber}`),
    page.search
      ? or(ilike(an.textEn, containing(page.search)), ilike(an.textSp, containing(page.search)))
      : undefined,
  );
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(an)
      .where(where)
      .orderBy(desc(an.beginDate), desc(an.bulletinId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(an).where(where),
  ]);
  return { rows, total: Number(n?.n ?? 0) };
}

/**
 * Links shown to a role and groups (no role rows: every role; no group rows: every group); or all. With `page`
 * (the admin list), one page of them matching `search` (description or address) and how many match.
 */
export async function linksFor(
  db: DbOrTx,
  opts: {
    all: boolean;
    roleId: number;
    reach: GroupReach;
    categoryId?: number | undefined;
    page?: AdminPage;
  },
) {
  const audience = opts.all
    ? undefined
    : and(
        sql`(not exists (select 1 from link_roles lr where lr.link_id = ${links.linkId}) or exists (select 1 from link_roles lr where lr.link_id = ${links.linkId} and lr.role_id in (${opts.roleId}, 999)))`,
        sql`(not exists (select 1 from link_groups lg where lg.link_id = ${links.linkId}) or exists (select 1 from link_groups lg where lg.link_id = ${links.linkId} and ${groupMatch(opts.reach, sql`lg.group_number`)}))`,
      );
  const search = opts.page?.search;
  const where = and(
    audience,
    opts.categoryId !== undefined ? eq(links.categoryId, opts.categoryId) : undefined,
    search
      ? or(ilike(links.description, containing(search)), ilike(links.url, containing(search)))
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(links)
      .where(where)
      .orderBy(asc(links.categoryId), asc(links.sort), asc(links.linkId))
      .limit(opts.page?.limit ?? 1000)
      .offset(opts.page?.offset ?? 0),
    opts.page
      ? db
          .select({ n: count() })
          .from(links)
          .where(where)
          .then(([n]) => Number(n?.n ?? 0))
      : Promise.resolve(undefined),
  ]);
  const ids = rows.map((r) => r.linkId);
  if (ids.length === 0) return { rows, total, roles: [], groups: [] };
  const [r, g] = await Promise.all([
    db
      .select({
        linkId: linkRoles.linkId,
        roleId: linkRoles.roleId,
        description: roles.description,
      })
      .from(linkRoles)
      .leftJoin(roles, eq(roles.id, linkRoles.roleId))
      .where(inArray(linkRoles.linkId, ids)),
    db
      .select({ linkId: linkGroups.linkId, groupNumber: linkGroups.groupNumber, name: groups.name })
      .from(linkGroups)
      .innerJoin(groups, eq(groups.groupNumber, linkGroups.groupNumber))
      .where(inArray(linkGroups.linkId, ids)),
  ]);
  return { rows, total, roles: r, groups: g };
}

export async function categories(db: DbOrTx) {
  return db.select().from(linkCategories).orderBy(asc(linkCategories.sort), asc(linkCategories.id));
}

/** Active FAQs of an audience (plus those for all), or every active FAQ. */
export async function faqsFor(db: DbOrTx, audience: string | null) {
  return db
    .select()
    .from(faqs)
    .where(
      and(
        eq(faqs.active, true),
        audience === null ? undefined : or(eq(faqs.audience, audience), eq(faqs.audience, 'all')),
      ),
    )
    .orderBy(asc(faqs.sort), asc(faqs.id));
}

/** Stores a support request. */
export async function insertSupportRequest(
  db: DbOrTx,
  row: typeof supportRequests.$inferInsert,
): Promise<number> {
  const [r] = await db.insert(supportRequests).values(row).returning({ id: supportRequests.id });
  return r!.id;
}
