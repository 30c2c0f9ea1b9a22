import { describe, expect, it, beforeEach } from 'vitest';
import { configureApi } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/constants';
import { fakeFetch, loginResponse } from '../../test/fake-fetch';
import { changeForcedPassword, signIn } from './login-flow';
import { initialLoginState, loginReducer } from './login-machine';
import { isSignedIn, resetSession, sessionStore } from '../../lib/session-store';

function api(replies: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(replies);
  configureApi({
    getToken: () => sessionStore.get().token,
    onUnauthorized: () => undefined,
    fetchImpl: f.impl,
  });
  return f;
}

describe('login flow (spec §4)', () => {
  beforeEach(() => resetSession());

  it('signs in and keeps token, user and permissions', async () => {
    api([{ status: 200, json: loginResponse() }]);
    await expect(signIn('employee@demo.test', 'Demo-Portal-2026')).resolves.toEqual({
      kind: 'signedIn',
      tos: false,
    });
    expect(isSignedIn()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(sessionStore.get().permissions[22]).toEqual({ permissionId: 22, readonly: false });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).not.toHaveProperty('access_token');
  });

  it('shows the server’s message on failure and stays signed out', async () => {
    api([
      {
        status: 400,
        json: {
          error: 'invalid_grant',
          error_description: 'The user name or password is incorrect.',
        },
      },
    ]);
    await expect(signIn('x@demo.test', 'bad')).resolves.toEqual({
      kind: 'error',
      message: 'The user name or password is incorrect.',
    });
    expect(isSignedIn()).toBe(false);
  });

  it('falls back to benefitsUnavailable when the service is down', async () => {
    api([{ status: 503, body: 'down' }]);
    await expect(signIn('x@demo.test', 'pw')).resolves.toEqual({
      kind: 'error',
      message: 'benefitsUnavailable',
    });
  });

  it('keeps only the token for a forced password change, then signs in with the new password', async () => {
    const f = api([
      { status: 200, json: loginResponse({ toChangePassword: true, access_token: 'forced-tok' }) },
      { status: 200, json: { success: true } },
      { status: 200, json: loginResponse({ access_token: 'tok-2' }) },
    ]);
    const first = await signIn('employee@demo.test', 'Old-Pass-1');
    expect(first).toEqual({
      kind: 'changePassword',
      token: 'forced-tok',
      username: 'employee@demo.test',
    });
    expect(isSignedIn()).toBe(false);
    const result = await changeForcedPassword(
      { token: 'forced-tok', username: 'employee@demo.test' },
      'Old-Pass-1',
      'New-Pass-22',
    );
    expect(result).toEqual({ kind: 'changed', next: { kind: 'signedIn', tos: false } });
    expect(f.calls[1]!.url).toBe('/api/UserAccount/ChangePassword');
    expect(f.calls[1]!.headers.get('Authorization')).toBe('Bearer forced-tok');
    expect(String(f.calls[2]!.body)).toContain('password=New-Pass-22');
    expect(sessionStore.get().token).toBe('tok-2');
  });

  it('reports a failed forced change in the form', async () => {
    api([{ status: 400, json: { error: 'invalid_request', error_description: 'passwordUsed' } }]);
    await expect(
      changeForcedPassword({ token: 't', username: 'u' }, 'Old-Pass-1', 'New-Pass-22'),
    ).resolves.toEqual({ kind: 'formError', message: 'passwordUsed' });
  });

  it('shows the redirect message to account types 7/8 that may not register, and revokes the token', async () => {
    const f = api([
      {
        status: 200,
        json: loginResponse({
          accountType: 8,
          canRegister: false,
          redirectMessage: 'Please use the new portal.',
        }),
      },
      { status: 200, json: { success: true } },
    ]);
    await expect(signIn('dependent@demo.test', 'pw')).resolves.toEqual({
      kind: 'redirectMessage',
      message: 'Please use the new portal.',
    });
    expect(isSignedIn()).toBe(false);
    expect(f.calls[1]!.url).toBe('/api/token/revoke');
  });

  it('sends a provider who has not accepted the terms to the terms of service', async () => {
    api([{ status: 200, json: loginResponse({ accountType: 11, tosAccepted: false }) }]);
    await expect(signIn('newprovider@demo.test', 'pw')).resolves.toEqual({
      kind: 'signedIn',
      tos: true,
    });
  });
});

describe('login screen state machine', () => {
  it('moves through submit, error and dismiss', () => {
    let s = loginReducer(initialLoginState, { type: 'submit' });
    expect(s.phase).toBe('submitting');
    s = loginReducer(s, {
      type: 'outcome',
      outcome: { kind: 'error', message: 'invalidCredentials' },
    });
    expect(s).toEqual({ phase: 'error', message: 'invalidCredentials' });
    expect(loginReducer(s, { type: 'dismiss' })).toEqual({ phase: 'idle' });
  });

  it('keeps the forced-password dialog open on a form error and closes it on cancel', () => {
    let s = loginReducer(initialLoginState, {
      type: 'outcome',
      outcome: { kind: 'changePassword', token: 't', username: 'u' },
    });
    expect(s.phase).toBe('changePassword');
    expect(loginReducer(s, { type: 'dismiss' })).toBe(s); // persistent: not dismissable
    s = loginReducer(s, { type: 'changeSubmit' });
    s = loginReducer(s, {
      type: 'changeResult',
      result: { kind: 'formError', message: 'passwordInvalid' },
    });
    expect(s).toMatchObject({
      phase: 'changePassword',
      submitting: false,
      formError: 'passwordInvalid',
    });
    s = loginReducer(s, {
      type: 'changeResult',
      result: { kind: 'changed', next: { kind: 'signedIn', tos: false } },
    });
    expect(s).toEqual({ phase: 'signedIn', tos: false });
    const open = loginReducer(initialLoginState, {
      type: 'outcome',
      outcome: { kind: 'changePassword', token: 't', username: 'u' },
    });
    expect(loginReducer(open, { type: 'cancelChange' })).toEqual({ phase: 'idle' });
  });
});

describe('initial data after sign-in (spec §4)', () => {
  beforeEach(() => resetSession());

  it('caches the role list and the household members with access granted, without their group numbers', async () => {
    const person = (n: number, accessGranted: boolean) => ({
      memberId: `M${n}`,
      groupNumber: 1001,
      employeeNumber: 5,
      dependentNumber: n,
      firstName: 'A',
      lastName: 'B',
      relationship: 'Spouse',
      dateOfBirth: '1990-01-01',
      accessGranted,
    });
    api((req) => {
      if (req.url === '/api/token') return { status: 200, json: loginResponse() };
      if (req.url === '/api/Roles/All')
        return { status: 200, json: [{ roleId: 7, roleDescription: 'Employee' }] };
      if (req.url === '/api/Permissions/PermissionsAllExisting')
        return { status: 200, json: [{ permissionId: 22, permissionDescription: 'View Claims' }] };
      if (req.url === '/api/UserAccount/MemberDependents')
        return { status: 200, json: [person(0, true), person(1, false)] };
      return { status: 404, json: { error: 'not_found', error_description: 'notFound' } };
    });
    await signIn('employee@demo.test', 'pw');
    await expect.poll(() => localStorage.getItem(STORAGE_KEYS.individuals)).not.toBeNull();
    const individuals = JSON.parse(localStorage.getItem(STORAGE_KEYS.individuals)!);
    expect(individuals).toHaveLength(1);
    expect(individuals[0]).toMatchObject({
      memberId: 'M0',
      groupNumber: null,
      employeeNumber: null,
    });
    await expect.poll(() => localStorage.getItem(STORAGE_KEYS.allRoleList)).toContain('Employee');
  });
});
