import { describe, expect, it } from 'vitest';
import { permissionId, type PermissionKey, type PermissionMap } from '@bp/contract/permissions';
import { navItemsFor, navSectionOf } from '../../lib/route-catalogue';

function perms(entries: [PermissionKey, boolean][]): PermissionMap {
  return Object.fromEntries(
    entries.map(([k, readonly]) => [permissionId(k), { permissionId: permissionId(k), readonly }]),
  );
}

describe('the appeal queue in the staff navigation', () => {
  const names = (role: 'CustomerService' | 'Compliance' | 'Eligibility', p: PermissionMap) =>
    navItemsFor('admin', { role, permissions: p }).map((i) => i.name);

  it('is listed for Appeals, read-only included, and not otherwise', () => {
    expect(names('CustomerService', perms([['APPEALS', false]]))).toContain('admin.appeals');
    expect(names('Compliance', perms([['APPEALS', true]]))).toContain('admin.appeals');
    expect(names('Compliance', perms([['AUDIT_TRAIL', false]]))).not.toContain('admin.appeals');
    expect(names('Eligibility', perms([['VIEW_CLAIMS', false]]))).not.toContain('admin.appeals');
    // One appeal is a page of the queue, not an entry of its own.
    expect(names('CustomerService', perms([['APPEALS', false]]))).not.toContain(
      'admin.appealDetails',
    );
  });

  it('marks the queue as the current section on one appeal’s page', () => {
    const items = navItemsFor('admin', {
      role: 'CustomerService',
      permissions: perms([['APPEALS', false]]),
    });
    expect(navSectionOf('admin', '/admin/appeals/12', items)?.name).toBe('admin.appeals');
  });
});
