import { useQuery } from '@tanstack/react-query';
import { myGroups, type Group } from '@bp/contract/api/groups';
import { roleClassOf, type RoleName } from '@bp/contract/roles';
import { callApi } from './api';
import { STORAGE_KEYS } from './constants';
import { writeJson } from './storage';

/**
 * The route guards' group cache (`myGroups`, spec §9) holds what the group rules read — whether ANY group of
 * the caller takes online enrollment — not the caller's group list (issue 29: thousands for Every Group staff).
 * It is the caller's first group with the enrollment flag, or none: MyGroups narrowed to that flag, one row.
 */
const GUARD_PROBE = { includeEveryGroup: false, enrollment: true, limit: 1 } as const;

/** Staff and employers have groups; members and providers none (MyGroups would refuse them). */
export function hasGroups(role: RoleName | undefined): boolean {
  if (!role) return false;
  const roleClass = roleClassOf(role);
  return roleClass === 'Administrative' || roleClass === 'EmployerVendor';
}

/** Loads the guards' group cache for a staff or employer session (after sign-in and impersonation). */
export async function loadGuardGroups(role: RoleName | undefined): Promise<void> {
  if (!hasGroups(role)) return;
  writeJson(STORAGE_KEYS.myGroups, await callApi(myGroups, { body: GUARD_PROBE }));
}

/**
 * The caller's enrolling groups as far as a page needs them: none, exactly one (preselected), or more (a
 * GroupSelect narrowed to enrollment finds them). At most two rows; refreshes the guards' cache on the way.
 */
export function useEnrollingGroups() {
  const query = useQuery({
    queryKey: ['groups', 'enrolling'],
    queryFn: async ({ signal }) => {
      const groups = await callApi(myGroups, {
        body: { ...GUARD_PROBE, limit: 2 },
        signal,
      });
      writeJson(STORAGE_KEYS.myGroups, groups.slice(0, 1));
      return groups;
    },
  });
  const groups: readonly Group[] = query.data ?? [];
  return {
    query,
    /** True once known that no group of the caller takes online enrollment. */
    none: query.isSuccess && groups.length === 0,
    /** The caller's one enrolling group when it has exactly one. */
    only: groups.length === 1 ? groups[0]! : null,
    /** The groups the guards' rules read (at most two). */
    groups,
  };
}
