import type { Group } from '@bp/contract/api/groups';
import type { DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as repo from './repo.js';

/** The spec's synthetic Every Group entry (§3). */
export const EVERY_GROUP: Group = {
  groupNumber: -1,
  masterGroupNumber: -1,
  name: 'Every Group',
  access: true,
  effectiveDate: '2016-01-01',
  terminationDate: null,
  enrollment: false,
  demographicUpdate: false,
  costComparisonTool: false,
  healthAccountEmployer: null,
  hasLogo: false,
};

/** A group row in the API's shape. */
export function toGroup(g: repo.GroupRow, access = true): Group {
  return {
    groupNumber: g.groupNumber,
    masterGroupNumber: g.masterGroupNumber,
    name: g.name,
    access,
    effectiveDate: g.effectiveDate,
    terminationDate: g.termDate,
    enrollment: g.enrollment,
    demographicUpdate: g.demographicUpdate,
    costComparisonTool: g.costComparisonTool,
    healthAccountEmployer: g.healthAccountEmployer,
    hasLogo: g.logoFileId !== null,
  };
}

/**
 * MyGroups: the groups the caller's account may act for (its access rows). Staff with Every Group
 * access get the Every Group entry first when asked for it.
 */
export async function myGroups(
  db: DbOrTx,
  caller: SignedInCaller,
  includeEveryGroup: boolean,
): Promise<Group[]> {
  const [rows, all] = await Promise.all([
    repo.groupsOf(db, caller.accountId),
    repo.hasAllAccess(db, caller.accountId),
  ]);
  const list = rows.map((g) => toGroup(g));
  return all && includeEveryGroup && caller.roleClass === 'Administrative'
    ? [EVERY_GROUP, ...list]
    : list;
}

/** Groups/List: a page of the groups the staff member may see, groups by number descending by default. */
export async function listGroups(
  db: DbOrTx,
  caller: SignedInCaller,
  b: Omit<repo.GroupSearch, 'offset' | 'limit'> & { pageNumber: number; itemsPerPage: number },
) {
  const { rows, total } = await repo.searchGroups(db, caller.accountId, {
    ...b,
    offset: (b.pageNumber - 1) * b.itemsPerPage,
    limit: b.itemsPerPage,
  });
  return {
    pageNumber: b.pageNumber,
    itemsPerPage: b.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / b.itemsPerPage),
    items: rows.map((g) => toGroup(g)),
  };
}

/** ListNonPaginated: number, master and name of every group the caller may see. */
export async function listNonPaginated(db: DbOrTx, caller: SignedInCaller) {
  const rows = await repo.groupsOf(db, caller.accountId);
  return rows.map((g) => ({
    groupNumber: g.groupNumber,
    masterGroupNumber: g.masterGroupNumber,
    name: g.name,
  }));
}
