import { describe, expect, it } from 'vitest';
import { PERMISSION_DEFS } from '../permissions.js';
import { defaultPermissionMap } from '../role-permissions.js';
import { ROLE_NAMES, roleClassOf } from '../roles.js';
import { EXTRA_ROUTE_BASE_NAMES, ROUTE_BASE_NAMES } from './base-names.js';
import { ROUTES, ROUTE_NAMES, routeOf, routesOfPortal, type RouteName } from './catalogue.js';
import { checkRunParams, parseCheckRunParams } from './check-run-key.js';
import { meetsRouteRequirements } from './guard.js';
import { fillPath, matchPath, matchRoute, routePath } from './paths.js';

describe('route catalogue', () => {
  it('uses every base name of spec §2 at least once, and no other but the recorded extras', () => {
    const used = new Set<string>(ROUTE_NAMES.map((n) => ROUTES[n].baseName));
    const known: readonly string[] = [...ROUTE_BASE_NAMES, ...EXTRA_ROUTE_BASE_NAMES];
    expect(known.filter((b) => !used.has(b))).toEqual([]);
    for (const b of used) expect(known).toContain(b);
  });
  it('names routes <area>.<baseName> with unique paths', () => {
    for (const n of ROUTE_NAMES) expect(n).toBe(`${ROUTES[n].area}.${ROUTES[n].baseName}`);
    const paths = ROUTE_NAMES.map((n) => ROUTES[n].path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('keeps portal routes under their portal and refers only to known routes and permissions', () => {
    for (const n of ROUTE_NAMES) {
      const r = ROUTES[n];
      if (r.area !== 'public') expect(r.path.startsWith(`/${r.area}/`), n).toBe(true);
      for (const ref of [r.parent, r.redirectTo, r.onlyFrom]) {
        if (ref) expect(ROUTES[ref as RouteName], `${n} → ${ref}`).toBeDefined();
      }
      for (const k of [r.permission, ...r.anyPermission]) {
        if (k) expect(PERMISSION_DEFS[k], `${n}: ${k}`).toBeDefined();
      }
    }
  });
  it('marks public routes as needing no sign-in and portal routes as needing it', () => {
    for (const r of routesOfPortal('public'))
      expect([r.signIn, r.public, r.roleClass]).toEqual([false, true, undefined]);
    for (const r of routesOfPortal('admin'))
      expect([r.signIn, r.roleClass]).toEqual([true, 'Administrative']);
    expect(routesOfPortal('employer').every((r) => r.roleClass === 'EmployerVendor')).toBe(true);
  });
  it('holds the spec paths', () => {
    expect(routeOf('member.claimDetails').path).toBe('/member/claim-details/:claimNumber');
    expect(routeOf('admin.memberSearch').path).toBe('/admin/options/member-search');
    expect(routeOf('admin.checkSearch').path).toBe('/admin/utilities/check-search');
    expect(routeOf('admin.dailyCheckRun').path).toBe('/admin/finance/checkrun/log');
    expect(routeOf('employer.composeMessage').path).toBe('/employer/messages/compose_message');
    expect(routeOf('admin.composeMessage').path).toBe('/admin/messages/compose-message');
    expect(routeOf('provider.termsOfService').path).toBe('/provider/tos');
    expect(routeOf('provider.memberSearch')).toMatchObject({
      path: '/provider/member-search',
      permission: 'VIEW_MEMBER_DETAILS',
      pathChosen: true,
      roleClass: 'Provider',
    });
    expect(routeOf('member.changePassword').path).toBe('/member/settings/change-password');
    expect(routeOf('public.resetPassword').path).toBe('/reset-password/:key');
    expect(routeOf('public.anonClaimDetails').path).toBe('/user/anon-claim-details/:id/:claimId');
    expect(routeOf('admin.checkSearch').permission).toBe('CHECK_SEARCH');
    expect(routeOf('admin.memberProfileMemo').permission).toBe('MEMOS');
  });
  it('lets at least one role of the class reach every portal route with default permissions', () => {
    // Granted per account only (docs/decisions.md): members do not self-terminate by default.
    const grantedOnly: string[] = ['member.memberTermination'];
    for (const n of ROUTE_NAMES) {
      const r = ROUTES[n];
      if (r.public || r.groupRule || grantedOnly.includes(n)) continue;
      const ok = ROLE_NAMES.some(
        (role) =>
          roleClassOf(role) === r.roleClass &&
          meetsRouteRequirements(r, { role, permissions: defaultPermissionMap(role) }),
      );
      expect(ok, n).toBe(true);
    }
  });
});

describe('paths', () => {
  it('fills params and drops missing optional ones', () => {
    expect(routePath('member.claimDetails', { claimNumber: '24-1-1' })).toBe(
      '/member/claim-details/24-1-1',
    );
    expect(routePath('admin.trackNewCall')).toBe('/admin/options/track-new-call');
    expect(routePath('admin.trackNewCall', { callNo: 7 })).toBe('/admin/options/track-new-call/7');
    expect(routePath('public.login')).toBe('/');
    expect(routePath('employer.feedback', { downloadId: 3, displayName: 'A b/c' })).toBe(
      '/employer/feedback/3/A%20b%2Fc',
    );
  });
  it('throws on a missing required param', () => {
    expect(() => routePath('member.claimDetails')).toThrow(/claimNumber/);
  });
  it('matches paths, optional params and queries', () => {
    expect(
      matchPath('/admin/member-profile/:id/details', '/admin/member-profile/42/details?x=1'),
    ).toEqual({ id: '42' });
    expect(matchPath('/x/:a/:b?', '/x/1')).toEqual({ a: '1' });
    expect(matchPath('/x/:a', '/x')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(fillPath('/x/:a/:b?', { a: 'q' })).toBe('/x/q');
  });
  it('finds the most specific route for a path', () => {
    expect(matchRoute('/member/messages/compose_message')?.route.name).toBe(
      'member.composeMessage',
    );
    expect(matchRoute('/member/messages/compose_message/Claims')).toMatchObject({
      route: { name: 'member.composeMessageWithSubject' },
      params: { preSelectedSubject: 'Claims' },
    });
    expect(matchRoute('/nowhere')).toBeNull();
  });
  it('builds and reads check-run params', () => {
    const params = checkRunParams({
      groupNumber: 1200,
      checkRunDefinitionId: 3,
      date: '2024-05-01',
    });
    expect(routePath('admin.viewCheckRun', params)).toBe(
      '/admin/finance/checkrun/view/1200.3/2024-05-01',
    );
    expect(parseCheckRunParams(params)).toEqual({
      groupNumber: 1200,
      checkRunDefinitionId: 3,
      dateTime: '2024-05-01T00:00:00',
    });
    expect(parseCheckRunParams({ checkRunKey: '1200', date: '2024-05-01' })).toBeNull();
    expect(parseCheckRunParams({ checkRunKey: '1.2', date: '2024-02-30' })).toBeNull();
  });
});
