import type { z } from 'zod';
import { ALL_ROLES_ID, type EndpointBody } from '@bp/contract';
import type { announcementCreate, linkIn, linkUpdate } from '@bp/contract/api/content';
import type { DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import * as repo from './admin-repo.js';

/** Staff content management: announcements and links (writes need the caller's group scope). */
export type Ctx = ServiceCtx;

/** 404 unless the caller sees every group of the list (Every Group -1 needs Every Group access). */
export async function requireGroups(db: DbOrTx, caller: SignedInCaller, numbers: number[]) {
  const unique = [...new Set(numbers)];
  const seen = await repo.visibleGroupNumbers(db, caller.accountId, unique);
  if (unique.some((n) => !seen.has(n))) throw notFound();
}

export type AnnouncementInput = EndpointBody<typeof announcementCreate>;

/**
 * Announcements/Create: a new bulletin, or a replacement when bulletinId is given. The group (and the
 * replaced bulletin's group) must be in the caller's groups (404); a location must belong to the group
 * and cannot go with Every Group (400 locationNumber).
 */
export async function createAnnouncement(c: Ctx, b: AnnouncementInput) {
  return transaction(c, async ({ db: tx }) => {
    await requireGroups(tx, c.caller, [b.groupNumber]);
    if (b.locationNumber !== undefined) {
      const ok =
        b.groupNumber !== -1 && (await repo.locationExists(tx, b.groupNumber, b.locationNumber));
      if (!ok) throw invalidRequest('invalidValue', { locationNumber: 'invalidValue' });
    }
    const values: repo.AnnouncementValues = {
      groupNumber: b.groupNumber,
      locationNumber: b.locationNumber ?? null,
      employeeSite: b.employeeSite,
      employerSite: b.employerSite,
      providerSite: b.providerSite,
      customerServiceSite: b.customerServiceSite,
      beginDate: b.beginDate,
      endDate: b.endDate,
      textEn: b.bulletinText,
      textSp: null,
      createdBy: c.caller.accountId,
    };
    let id: number;
    if (b.bulletinId !== undefined) {
      const old = await repo.announcementById(tx, b.bulletinId);
      if (!old) throw notFound();
      await requireGroups(tx, c.caller, [old.groupNumber]);
      await repo.updateAnnouncement(tx, b.bulletinId, values);
      id = b.bulletinId;
    } else id = await repo.insertAnnouncement(tx, values);
    c.audit.subject({
      entityId: id,
      detail: { change: b.bulletinId === undefined ? 'create' : 'update' },
    });
    return { bulletinId: id };
  });
}

/** Announcements/Delete: 404 when missing or of a group outside the caller's. */
export async function deleteAnnouncement(c: Ctx, bulletinId: number) {
  await transaction(c, async ({ db: tx }) => {
    const old = await repo.announcementById(tx, bulletinId);
    if (!old) throw notFound();
    await requireGroups(tx, c.caller, [old.groupNumber]);
    await repo.deleteAnnouncement(tx, bulletinId);
    c.audit.subject({ entityId: bulletinId });
  });
  return { success: true as const };
}

export type LinkInput = z.infer<typeof linkIn>;

/** Checks a link's category, roles (999 All Roles or an existing role) and groups (caller's scope). */
async function linkValues(
  tx: DbOrTx,
  caller: SignedInCaller,
  b: LinkInput,
): Promise<repo.LinkValues> {
  if (!(await repo.categoryExists(tx, b.CategoryId)))
    throw invalidRequest('invalidValue', { CategoryId: 'invalidValue' });
  const roleIds = [...new Set(b.RolesDTO.map((r) => r.roleId))];
  const known = await repo.existingRoleIds(
    tx,
    roleIds.filter((r) => r !== ALL_ROLES_ID),
  );
  if (roleIds.some((r) => r !== ALL_ROLES_ID && !known.has(r)))
    throw invalidRequest('invalidValue', { RolesDTO: 'invalidValue' });
  // No group is every group (how the link is stored and shown): it needs Every Group access like -1.
  const listed = [...new Set(b.GroupDTO.map((g) => g.groupNumber))];
  const groups = listed.length === 0 ? [-1] : listed;
  await requireGroups(tx, caller, groups);
  return {
    description: b.Description,
    url: b.Url,
    summary: b.Summary ?? null,
    categoryId: b.CategoryId,
    // All Roles alone stands for every role; Every Group likewise.
    roles: roleIds.includes(ALL_ROLES_ID) ? [ALL_ROLES_ID] : roleIds,
    groups: groups.includes(-1) ? [-1] : groups,
  };
}

/** A link the caller may change: it exists and targets only groups the caller sees (else 404). */
async function ownLink(tx: DbOrTx, caller: SignedInCaller, linkId: number) {
  if (!(await repo.linkById(tx, linkId))) throw notFound();
  const groups = await repo.linkGroupNumbers(tx, linkId);
  await requireGroups(tx, caller, groups.length === 0 ? [-1] : groups);
}

/** links POST. */
export async function createLink(c: Ctx, b: LinkInput) {
  return transaction(c, async ({ db: tx }) => {
    const id = await repo.insertLink(tx, await linkValues(tx, c.caller, b));
    c.audit.subject({ entityId: id });
    return { linkId: id };
  });
}

/** links PUT. */
export async function updateLink(c: Ctx, b: EndpointBody<typeof linkUpdate>) {
  await transaction(c, async ({ db: tx }) => {
    await ownLink(tx, c.caller, b.LinkId);
    await repo.updateLink(tx, b.LinkId, await linkValues(tx, c.caller, b));
    c.audit.subject({ entityId: b.LinkId });
  });
  return { success: true as const };
}

/** links DELETE. */
export async function deleteLink(c: Ctx, linkId: number) {
  await transaction(c, async ({ db: tx }) => {
    await ownLink(tx, c.caller, linkId);
    await repo.deleteLink(tx, linkId);
    c.audit.subject({ entityId: linkId });
  });
  return { success: true as const };
}
