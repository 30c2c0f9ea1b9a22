import { memberDependents } from '@bp/contract/api/account-settings';
import { permissionsAllExisting, rolesAll } from '@bp/contract/api/roles-permissions';
import { myGroups } from '@bp/contract/api/groups';
import { roleClassOf, type RoleName } from '@bp/contract/roles';
import { callApi } from './api';
import { STORAGE_KEYS } from './constants';
import { queryClient } from './query-client';
import { writeJson } from './storage';

/** Query key of the available permissions list (loaded after sign-in). */
export const ALL_PERMISSIONS_KEY = ['permissions', 'all'] as const;

/**
 * Loads what the portal keeps after sign-in (spec §4): the role list (`allRoleList`), the available
 * permissions, the groups of staff and employers (`myGroups`), and for employees and dependents the household members with access granted
 * (`individuals`, group and employee numbers cleared). Failures are swallowed (spec §8).
 */
export async function loadInitialData(role: RoleName): Promise<void> {
  const tasks: Promise<unknown>[] = [
    callApi(rolesAll).then((roles) => writeJson(STORAGE_KEYS.allRoleList, roles)),
    queryClient.prefetchQuery({
      queryKey: ALL_PERMISSIONS_KEY,
      queryFn: () => callApi(permissionsAllExisting),
      staleTime: Infinity,
    }),
  ];
  // Staff and employers: their groups with the flags the enrollment routes need (spec §6, `myGroups`).
  const roleClass = roleClassOf(role);
  if (roleClass === 'Administrative' || roleClass === 'EmployerVendor')
    tasks.push(
      callApi(myGroups, { body: { includeEveryGroup: false } }).then((groups) =>
        writeJson(STORAGE_KEYS.myGroups, groups),
      ),
    );
  if (role === 'Employee' || role === 'Dependent') {
    tasks.push(
      callApi(memberDependents, { query: {} }).then((people) =>
        writeJson(
          STORAGE_KEYS.individuals,
          people
            .filter((p) => p.accessGranted)
            .map((p) => ({ ...p, groupNumber: null, employeeNumber: null })),
        ),
      ),
    );
  }
  await Promise.allSettled(tasks);
}
