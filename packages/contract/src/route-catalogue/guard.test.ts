import { describe, expect, it } from 'vitest';
import { parsePermissions, permissionId, type PermissionKey } from '../permissions.js';
import { defaultPermissionMap } from '../role-permissions.js';
import type { RoleName } from '../roles.js';
import { routeOf, routesOfPortal, type RouteName } from './catalogue.js';
import {
  decideRouteAccess,
  loginRedirectPath,
  meetsRouteRequirements,
  requiredPermissionsOf,
  type GuardUser,
} from './guard.js';
import { fillPath } from './paths.js';

const perms = (...keys: PermissionKey[]) =>
  parsePermissions(keys.map((k) => `${permissionId(k)}:False`).join(','));
const user = (role: RoleName, ...keys: PermissionKey[]): GuardUser => ({
  role,
  permissions: keys.length ? perms(...keys) : defaultPermissionMap(role),
});
const decide = (name: RouteName, u: GuardUser | null, currentPath: string, previousPath?: string) =>
  decideRouteAccess({ route: routeOf(name), user: u, currentPath, previousPath });

describe('decideRouteAccess — a provider account pending verification (issue 25)', () => {
  const pending: GuardUser = { ...user('Provider'), providerVerification: 'pending' };
  const verified: GuardUser = { ...user('Provider'), providerVerification: 'verified' };
  const toVerification = { kind: 'redirect', to: '/provider/verification' };

  it('is sent from every page with member data to its verification page', () => {
    const withData = routesOfPortal('provider').filter((r) => !r.beforeVerification);
    expect(withData.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'provider.claims',
        'provider.memberSearch',
        'provider.memberProfileDetails',
        'provider.memberProfileClaims',
        'provider.claimDetails',
        'provider.documents',
        'provider.newPreCertification',
        'provider.claimItemDetails',
        'provider.providerPreCertification',
        'provider.appeals',
        'provider.appealNew',
        'provider.appealDetails',
      ]),
    );
    for (const r of withData)
      expect(
        decide(r.name, pending, fillPath(r.path, { id: '1', claimId: '2', appealId: '3' })),
        r.name,
      ).toEqual(toVerification);
  });

  it('keeps the dashboard, content, settings, messages and its verification page', () => {
    for (const name of [
      'provider.dashboard',
      'provider.providerVerification',
      'provider.links',
      'provider.faqs',
      'provider.changePassword',
      'provider.updateEmailNotifications',
      'provider.termsOfService',
      'provider.messageCenter',
      'provider.composeMessage',
    ] as const)
      expect(decide(name, pending, routeOf(name).path), name).toEqual({ kind: 'allow' });
  });

  it('lets a verified provider (or one whose session predates the field) in as before', () => {
    expect(decide('provider.claims', verified, '/provider/claims')).toEqual({ kind: 'allow' });
    expect(decide('provider.claims', user('Provider'), '/provider/claims')).toEqual({
      kind: 'allow',
    });
    expect(meetsRouteRequirements(routeOf('provider.memberSearch'), pending)).toBe(false);
    expect(meetsRouteRequirements(routeOf('provider.memberSearch'), verified)).toBe(true);
  });
});

describe('decideRouteAccess — portal routes', () => {
  it('sends an unauthenticated user to login with the redirect query', () => {
    expect(decide('member.claims', null, '/member/claims?year=2024')).toEqual({
      kind: 'redirect',
      to: '/?redirect=%2Fmember%2Fclaims%3Fyear%3D2024',
    });
    expect(loginRedirectPath('/a')).toBe('/?redirect=%2Fa');
  });
  it('sends a wrong-role user to /, or an admin to the admin dashboard', () => {
    expect(decide('admin.memberSearch', user('Employee'), '/admin/options/member-search')).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decide('member.claims', user('Nurse'), '/member/claims')).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
    expect(decide('provider.dashboard', user('Vendor'), '/provider/dashboard')).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
  it('sends a user lacking the permission to their own dashboard', () => {
    expect(decide('admin.checkSearch', user('Nurse'), '/admin/utilities/check-search')).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
    expect(
      decide('member.memberTermination', user('Employee'), '/member/member-termination'),
    ).toEqual({
      kind: 'redirect',
      to: '/member/dashboard',
    });
  });
  it('requires the section permission as well (finance → checkrun)', () => {
    expect(requiredPermissionsOf(routeOf('admin.dailyCheckRun'))).toEqual(['FINANCE', 'CHECKLOG']);
    const onlyChecklog = user('Finance', 'CHECKLOG');
    expect(decide('admin.dailyCheckRun', onlyChecklog, '/admin/finance/checkrun/log')).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
    expect(decide('admin.dailyCheckRun', user('Finance'), '/admin/finance/checkrun/log')).toEqual({
      kind: 'allow',
    });
  });
  it('checks any-of permission sets', () => {
    expect(
      decide(
        'admin.accountSetup',
        user('Nurse', 'CREATE_PROVIDER_ACCOUNT'),
        '/admin/options/account-setup',
      ),
    ).toEqual({ kind: 'allow' });
    expect(
      decide(
        'admin.accountSetup',
        user('Nurse', 'RESET_PROVIDER_ACCOUNT'),
        '/admin/options/account-setup',
      ).kind,
    ).toBe('redirect');
  });
  it('allows a user with role and permission', () => {
    expect(decide('member.claims', user('Employee'), '/member/claims')).toEqual({ kind: 'allow' });
    expect(
      decide('admin.memberSearch', user('CustomerService'), '/admin/options/member-search'),
    ).toEqual({ kind: 'allow' });
    expect(
      decide('provider.claimItemDetails', user('Provider'), '/provider/claim-item-details/1/2'),
    ).toEqual({ kind: 'allow' });
  });
  it('blocks new enrollment unless a group allows enrollment', () => {
    const eligibility = user('Eligibility');
    const path = '/admin/options/new-enrollment';
    expect(decide('admin.newEnrollment', eligibility, path)).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
    expect(
      decide('admin.newEnrollment', { ...eligibility, groups: [{ enrollment: true }] }, path),
    ).toEqual({ kind: 'allow' });
  });
  it('redirects section routes to their default child, keeping params', () => {
    expect(decide('admin.options', user('Administrator'), '/admin/options')).toEqual({
      kind: 'redirect',
      to: '/admin/options/group-listing',
    });
    expect(decide('admin.utilities', user('Administrator'), '/admin/utilities')).toEqual({
      kind: 'redirect',
      to: '/admin/utilities/check-search',
    });
    expect(decide('admin.finance', user('Finance'), '/admin/finance')).toEqual({
      kind: 'redirect',
      to: '/admin/finance/checkrun/log',
    });
    expect(
      decide('admin.memberProfile', user('CustomerService'), '/admin/member-profile/77'),
    ).toEqual({
      kind: 'redirect',
      to: '/admin/member-profile/77/details',
    });
  });
});

describe('decideRouteAccess — public routes', () => {
  it('lets anyone see the login page but sends a signed-in user to their dashboard', () => {
    expect(decide('public.login', null, '/')).toEqual({ kind: 'allow' });
    expect(decide('public.login', user('Provider'), '/')).toEqual({
      kind: 'redirect',
      to: '/provider/dashboard',
    });
    expect(decide('public.needHelp', user('Employer'), '/need-help')).toEqual({
      kind: 'redirect',
      to: '/employer/dashboard',
    });
    expect(decide('public.resetPassword', user('Employee'), '/reset-password/k')).toEqual({
      kind: 'redirect',
      to: '/member/dashboard',
    });
    expect(decide('public.resetPassword', null, '/reset-password/k')).toEqual({ kind: 'allow' });
  });
  it('keeps public pages open to signed-in users otherwise', () => {
    expect(decide('public.contactSupport', user('Employee'), '/contact-support')).toEqual({
      kind: 'allow',
    });
    expect(decide('public.eligibilityCheck', null, '/user/eligibility-check')).toEqual({
      kind: 'allow',
    });
  });
  it('reaches /no-match only from member registration', () => {
    expect(decide('public.noMatch', null, '/no-match', '/member-registration')).toEqual({
      kind: 'allow',
    });
    expect(decide('public.noMatch', null, '/no-match', '/')).toEqual({
      kind: 'redirect',
      to: '/member-registration',
    });
    expect(decide('public.noMatch', null, '/no-match')).toEqual({
      kind: 'redirect',
      to: '/member-registration',
    });
  });
  it('resolves the finance redirect per portal', () => {
    const path = '/finance/finance/employer';
    expect(decide('public.financeRedirect', null, path)).toEqual({
      kind: 'redirect',
      to: '/?redirect=%2Ffinance%2Ffinance%2Femployer',
    });
    expect(decide('public.financeRedirect', user('Finance'), path)).toEqual({
      kind: 'redirect',
      to: '/admin/finance/checkrun/log',
    });
    expect(decide('public.financeRedirect', user('Employer'), path)).toEqual({
      kind: 'redirect',
      to: '/employer/group-finance/log',
    });
    expect(decide('public.financeRedirect', user('Employee'), path)).toEqual({
      kind: 'redirect',
      to: '/member/dashboard',
    });
  });
  it('resolves the enrollment form redirect per portal, keeping the id', () => {
    const path = '/enrollment_form_details/55';
    expect(decide('public.enrollmentFormDetailRedirect', user('Eligibility'), path)).toEqual({
      kind: 'redirect',
      to: '/admin/options/enrollment-details/55',
    });
    expect(decide('public.enrollmentFormDetailRedirect', user('Vendor'), path)).toEqual({
      kind: 'redirect',
      to: '/employer/options/enrollment-details/55',
    });
    expect(decide('public.enrollmentFormDetailRedirect', user('Provider'), path)).toEqual({
      kind: 'redirect',
      to: '/provider/dashboard',
    });
  });
});
