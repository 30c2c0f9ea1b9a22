import { describe, expect, it } from 'vitest';
import { permissionId, type PermissionKey, type PermissionMap } from '@bp/contract/permissions';
import { navItemsFor } from './route-catalogue';

function perms(...keys: PermissionKey[]): PermissionMap {
  return Object.fromEntries(keys.map((k) => [permissionId(k), { permissionId: permissionId(k), readonly: false }]));
}

const IMPLEMENTED = ['admin.dashboard', 'admin.checkSearch', 'admin.announcement', 'admin.claimItemDetails', 'member.dashboard', 'provider.termsOfService', 'provider.dashboard'];

describe('navigation filtered by permission', () => {
  it('lists only the portal’s implemented routes whose permission the user holds', () => {
    const names = navItemsFor('admin', { role: 'CustomerService', permissions: perms('CHECK_SEARCH') }, IMPLEMENTED).map((i) => i.name);
    expect(names).toEqual(['admin.dashboard', 'admin.checkSearch']);
  });

  it('shows every permitted entry and nothing of other portals', () => {
    const names = navItemsFor('admin', { role: 'Administrator', permissions: perms('CHECK_SEARCH', 'MANAGE_ANNOUNCEMENTS') }, IMPLEMENTED).map((i) => i.name);
    expect(names).toContain('admin.announcement');
    expect(names.some((n) => !n.startsWith('admin.'))).toBe(false);
  });

  it('leaves out routes with parameters and flow-only pages', () => {
    const admin = navItemsFor('admin', { role: 'Administrator', permissions: perms('VIEW_CLAIMS') }, IMPLEMENTED).map((i) => i.name);
    expect(admin).not.toContain('admin.claimItemDetails');
    const provider = navItemsFor('provider', { role: 'Provider', permissions: {} }, IMPLEMENTED).map((i) => i.name);
    expect(provider).toEqual(['provider.dashboard']);
  });

  it('labels entries from the nav namespace', () => {
    expect(navItemsFor('member', { role: 'Employee', permissions: {} }, IMPLEMENTED)).toEqual([
      { name: 'member.dashboard', path: '/member/dashboard', labelKey: 'routes.dashboard' },
    ]);
  });
});
