import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  announcements as an,
  groupLocations,
  groups,
  linkCategories,
  linkGroups,
  linkRoles,
  links,
  roles,
} from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';

/** The group numbers among `numbers` the staff account may see (-1 only with Every Group access). */
export async function visibleGroupNumbers(
  db: DbOrTx,
  accountId: number,
  numbers: number[],
): Promise<Set<number>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ g: groups.groupNumber })
    .from(groups)
    .where(
      and(
        inArray(groups.groupNumber, numbers),
        groupVisible(accountId, sql`${groups.groupNumber}`),
      ),
    );
  return new Set(rows.map((r) => r.g));
}

/** True when the group has the location. */
export async function locationExists(db: DbOrTx, groupNumber: number, locationNumber: number) {
  const [r] = await db
    .select({ n: groupLocations.locationNumber })
    .from(groupLocations)
    .where(
      and(
        eq(groupLocations.groupNumber, groupNumber),
        eq(groupLocations.locationNumber, locationNumber),
      ),
    )
    .limit(1);
  return r !== undefined;
}

export async function announcementById(db: DbOrTx, id: number) {
  const [r] = await db.select().from(an).where(eq(an.bulletinId, id)).limit(1);
  return r;
}

export type AnnouncementValues = Omit<typeof an.$inferInsert, 'bulletinId' | 'createdAt'>;

export async function insertAnnouncement(db: DbOrTx, v: AnnouncementValues): Promise<number> {
  const [r] = await db.insert(an).values(v).returning({ id: an.bulletinId });
  return r!.id;
}

export async function updateAnnouncement(db: DbOrTx, id: number, v: AnnouncementValues) {
  await db.update(an).set(v).where(eq(an.bulletinId, id));
}

export async function deleteAnnouncement(db: DbOrTx, id: number) {
  await db.delete(an).where(eq(an.bulletinId, id));
}

export async function categoryExists(db: DbOrTx, id: number) {
  const [r] = await db
    .select({ id: linkCategories.id })
    .from(linkCategories)
    .where(eq(linkCategories.id, id))
    .limit(1);
  return r !== undefined;
}

/** The role ids among `ids` that exist. */
export async function existingRoleIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function linkById(db: DbOrTx, id: number) {
  const [r] = await db.select().from(links).where(eq(links.linkId, id)).limit(1);
  return r;
}

/** The group numbers a link targets. */
export async function linkGroupNumbers(db: DbOrTx, id: number): Promise<number[]> {
  const rows = await db
    .select({ g: linkGroups.groupNumber })
    .from(linkGroups)
    .where(eq(linkGroups.linkId, id));
  return rows.map((r) => r.g);
}

export interface LinkValues {
  description: string;
  url: string;
  summary: string | null;
  categoryId: number;
  roles: number[];
  groups: number[];
}

async function writeTargets(db: DbOrTx, id: number, v: LinkValues) {
  await db.delete(linkRoles).where(eq(linkRoles.linkId, id));
  await db.delete(linkGroups).where(eq(linkGroups.linkId, id));
  if (v.roles.length)
    await db.insert(linkRoles).values(v.roles.map((roleId) => ({ linkId: id, roleId })));
  if (v.groups.length)
    await db
      .insert(linkGroups)
      .values(v.groups.map((groupNumber) => ({ linkId: id, groupNumber })));
}

export async function insertLink(db: DbOrTx, v: LinkValues): Promise<number> {
  const [r] = await db
    .insert(links)
    .values({
      description: v.description,
      url: v.url,
      summary: v.summary,
      categoryId: v.categoryId,
    })
    .returning({ id: links.linkId });
  await writeTargets(db, r!.id, v);
  return r!.id;
}

export async function updateLink(db: DbOrTx, id: number, v: LinkValues) {
  await db
    .update(links)
    .set({ description: v.description, url: v.url, summary: v.summary, categoryId: v.categoryId })
    .where(eq(links.linkId, id));
  await writeTargets(db, id, v);
}

export async function deleteLink(db: DbOrTx, id: number) {
  await db.delete(links).where(eq(links.linkId, id));
}
