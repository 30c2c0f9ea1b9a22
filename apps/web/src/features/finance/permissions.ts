import { permissionId, type PermissionKey, type PermissionMap } from '@bp/contract/permissions';

/** True when the map holds the permission with write access (the server's rule for changes). */
export function canWrite(map: PermissionMap, key: PermissionKey): boolean {
  return map[permissionId(key)]?.readonly === false;
}
