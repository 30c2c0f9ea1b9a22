import { permissionId, type PermissionKey, type PermissionMap } from '@bp/contract/permissions';

/** True when the map holds one of the permissions (read-only grants count: they let one look). */
export function mayView(map: PermissionMap, keys: readonly PermissionKey[]): boolean {
  return keys.some((k) => map[permissionId(k)] !== undefined);
}

/** True when the map holds one of the permissions without the read-only flag (it may change things). */
export function mayChange(map: PermissionMap, keys: readonly PermissionKey[]): boolean {
  return keys.some((k) => {
    const e = map[permissionId(k)];
    return e !== undefined && !e.readonly;
  });
}
