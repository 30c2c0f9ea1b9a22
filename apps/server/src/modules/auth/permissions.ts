import type { PermissionEntry, PermissionMap } from '@bp/contract';

export interface AccountOverride extends PermissionEntry {
  /** false removes a role default for this account. */
  granted: boolean;
}

/** The effective permissions: role defaults, then the account's grants and removals on top. */
export function mergePermissions(
  roleDefaults: readonly PermissionEntry[],
  overrides: readonly AccountOverride[],
): PermissionEntry[] {
  const map = new Map<number, PermissionEntry>();
  for (const p of roleDefaults)
    map.set(p.permissionId, { permissionId: p.permissionId, readonly: p.readonly });
  for (const o of overrides) {
    if (o.granted) map.set(o.permissionId, { permissionId: o.permissionId, readonly: o.readonly });
    else map.delete(o.permissionId);
  }
  return [...map.values()].sort((a, b) => a.permissionId - b.permissionId);
}

/** The permission map of a list of entries. */
export function toPermissionMap(entries: readonly PermissionEntry[]): PermissionMap {
  const map: PermissionMap = {};
  for (const e of entries) map[e.permissionId] = e;
  return map;
}

/**
 * True when every permission of `entries` is held in `map` at least as strongly (a writable grant needs a
 * writable one; a read-only grant is covered by either).
 */
export function permissionsWithin(
  entries: readonly PermissionEntry[],
  map: PermissionMap,
): boolean {
  return entries.every((e) => {
    const held = map[e.permissionId];
    return held !== undefined && (e.readonly || !held.readonly);
  });
}
