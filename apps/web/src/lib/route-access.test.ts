import { describe, expect, it, beforeEach } from 'vitest';
import { formatPermissions, permissionId } from '@bp/contract/permissions';
import type { PermissionKey } from '@bp/contract/permissions';
import { ROLE_IDS, type RoleName } from '@bp/contract/roles';
import { restoreSession, resetSession, sessionStore, type CurrentUser } from './session-store';
import { decide, isDuplicateNavigation, safeRedirectPath } from './route-access';
import { destinationAfterLogin } from './destination';

function signIn(role: RoleName, permissions: PermissionKey[] = []) {
  const user: CurrentUser = {
    userName: `${role.toLowerCase()}@demo.test`,
    accountType: ROLE_IDS[role],
    accountId: 1,
    email: 'x@demo.test',
    firstName: 'Test',
    lastName: role,
    dependentNumber: null,
    groupNumber: null,
    canRegister: true,
    redirectMessage: null,
  };
  restoreSession(
    'tok',
    user,
    formatPermissions(permissions.map((k) => ({ permissionId: permissionId(k), readonly: false }))),
  );
  return sessionStore.get();
}

describe('route guard decisions (spec §4, §6)', () => {
  beforeEach(() => resetSession());

  it('sends an unauthenticated visitor to / with the redirect query', () => {
    expect(decide('member.dashboard', sessionStore.get(), '/member/dashboard')).toEqual({
      kind: 'redirect',
      to: '/?redirect=%2Fmember%2Fdashboard',
    });
  });

  it('lets a signed-in user into their own portal', () => {
    expect(decide('member.dashboard', signIn('Employee'), '/member/dashboard')).toEqual({
      kind: 'allow',
    });
  });

  it('sends a user of the wrong role to /, an admin to the admin dashboard', () => {
    expect(decide('admin.dashboard', signIn('Employee'), '/admin/dashboard')).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decide('member.dashboard', signIn('Nurse'), '/member/dashboard')).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
  });

  it('sends a user lacking the route permission to their dashboard', () => {
    expect(
      decide('admin.checkSearch', signIn('CustomerService'), '/admin/utilities/check-search'),
    ).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(
      decide(
        'admin.checkSearch',
        signIn('CustomerService', ['CHECK_SEARCH']),
        '/admin/utilities/check-search',
      ),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from login, need-help and reset-password', () => {
    const s = signIn('Employer');
    for (const name of ['public.login', 'public.needHelp', 'public.resetPassword'] as const) {
      expect(decide(name, s, '/')).toEqual({ kind: 'redirect', to: '/employer/dashboard' });
    }
    expect(decide('public.contactSupport', s, '/contact-support')).toEqual({ kind: 'allow' });
  });

  it('ignores duplicate navigation and refuses open redirects', () => {
    expect(
      isDuplicateNavigation({ pathname: '/a/', search: '' }, { pathname: '/a', search: '' }),
    ).toBe(true);
    expect(
      isDuplicateNavigation({ pathname: '/a', search: '?x=1' }, { pathname: '/a', search: '' }),
    ).toBe(false);
    expect(safeRedirectPath('/member/dashboard')).toBe('/member/dashboard');
    expect(safeRedirectPath('//evil.example')).toBeUndefined();
    expect(safeRedirectPath('https://evil.example')).toBeUndefined();
  });
});

describe('destination after login (spec §4 step 5)', () => {
  beforeEach(() => resetSession());

  it('goes to the dashboard, or to the terms of service for a provider who must accept them', () => {
    signIn('Provider');
    expect(destinationAfterLogin(false, null)).toBe('/provider/dashboard');
    expect(destinationAfterLogin(true, '/provider/dashboard')).toBe('/provider/tos');
  });

  it('honours the redirect query only for an existing page the user may open', () => {
    signIn('Employee');
    expect(destinationAfterLogin(false, '/member/dashboard')).toBe('/member/dashboard');
    expect(destinationAfterLogin(false, '/admin/dashboard')).toBe('/member/dashboard');
    expect(destinationAfterLogin(false, '//evil.example/x')).toBe('/member/dashboard');
    expect(destinationAfterLogin(false, '/no/such/page')).toBe('/member/dashboard');
  });
});
