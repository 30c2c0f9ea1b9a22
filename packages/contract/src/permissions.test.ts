import { describe, expect, it } from 'vitest';
import {
  PERMISSION_DEFS,
  PERMISSION_KEYS,
  ROUTE_PERMISSIONS,
  formatPermissions,
  hasAnyPermission,
  hasPermission,
  parsePermissions,
  permissionId,
  permissionKeyOf,
} from './permissions.js';

describe('permission ids', () => {
  it('has 75 permissions with unique ids 1..75', () => {
    const ids = PERMISSION_KEYS.map(permissionId).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
  });
  it('maps ids back to keys', () => {
    for (const key of PERMISSION_KEYS) expect(permissionKeyOf(permissionId(key))).toBe(key);
    expect(permissionKeyOf(999)).toBeUndefined();
  });
  it('route constants name real permissions (Memos → MEMOS)', () => {
    for (const key of Object.values(ROUTE_PERMISSIONS)) expect(PERMISSION_DEFS[key]).toBeDefined();
    expect(ROUTE_PERMISSIONS.Memos).toBe('MEMOS');
  });
});

describe('parsePermissions / formatPermissions', () => {
  it('parses the login list into a map by id', () => {
    expect(parsePermissions('1:True,22:False')).toEqual({
      1: { permissionId: 1, readonly: true },
      22: { permissionId: 22, readonly: false },
    });
  });
  it('tolerates blanks and case, skips malformed pairs', () => {
    expect(parsePermissions(' 3 : true , x:True, 4:maybe, :False, 5:FALSE')).toEqual({
      3: { permissionId: 3, readonly: true },
      5: { permissionId: 5, readonly: false },
    });
  });
  it('gives an empty map for empty input', () => {
    expect(parsePermissions('')).toEqual({});
    expect(parsePermissions(null)).toEqual({});
    expect(parsePermissions(undefined)).toEqual({});
  });
  it('formats and round-trips', () => {
    const entries = [
      { permissionId: 1, readonly: true },
      { permissionId: 22, readonly: false },
    ];
    const text = formatPermissions(entries);
    expect(text).toBe('1:True,22:False');
    expect(Object.values(parsePermissions(text))).toEqual(entries);
    expect(formatPermissions([])).toBe('');
  });
  it('checks holdings, read-only counting as held', () => {
    const map = parsePermissions('22:True');
    expect(hasPermission(map, 'VIEW_CLAIMS')).toBe(true);
    expect(hasPermission(map, 'MEMOS')).toBe(false);
    expect(hasAnyPermission(map, ['MEMOS', 'VIEW_CLAIMS'])).toBe(true);
    expect(hasAnyPermission(map, ['MEMOS'])).toBe(false);
    expect(hasAnyPermission(map, [])).toBe(true);
  });
});
