import { describe, expect, it, beforeEach, vi } from 'vitest';
import { permissionId } from '@bp/contract/permissions';
import { configureApi } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/constants';
import { fakeFetch, loginResponse } from '../../test/fake-fetch';
import {
  canImpersonate,
  startImpersonation,
  stopImpersonation,
  switchSession,
} from './impersonation';
import { establishSession, resetSession, sessionStore } from '../../lib/session-store';

const admin = loginResponse({
  accountType: 5,
  userName: 'cs@demo.test',
  firstName: 'Casey',
  access_token: 'staff-tok',
  permissions: '31:False',
});

describe('impersonation (spec §4, §6)', () => {
  beforeEach(() => {
    resetSession();
    establishSession(admin);
    localStorage.setItem(STORAGE_KEYS.language, 'sp');
    localStorage.setItem(STORAGE_KEYS.myGroups, '[{"groupNumber":1}]');
  });

  it('needs the permission matching the target role and never targets an Administrator', () => {
    const map = {
      [permissionId('IMPERSONATE_MEMBER')]: {
        permissionId: permissionId('IMPERSONATE_MEMBER'),
        readonly: false,
      },
    };
    expect(canImpersonate('Employee', map)).toBe(true);
    expect(canImpersonate('Provider', map)).toBe(false);
    expect(
      canImpersonate('Administrator', {
        ...map,
        [permissionId('IMPERSONATE_INTERNAL')]: { permissionId: 34, readonly: false },
      }),
    ).toBe(false);
  });

  it('saves the staff session, signs in with the impersonation grant, and restores it on stop', async () => {
    const f = fakeFetch([
      { status: 200, json: loginResponse({ access_token: 'member-tok', impersonatedBy: 42 }) },
      { status: 200, json: { success: true } },
    ]);
    configureApi({
      getToken: () => sessionStore.get().token,
      onUnauthorized: () => undefined,
      fetchImpl: f.impl,
    });

    await expect(
      startImpersonation({ memberId: 'M100', name: 'Ana Lopez' }, '/admin/dashboard'),
    ).resolves.toBe(true);
    expect(String(f.calls[0]!.body)).toBe('grant_type=impersonation&token=staff-tok&memberId=M100');
    expect(sessionStore.get().token).toBe('member-tok');
    expect(sessionStore.get().impersonation).toEqual({
      returnRoute: '/admin/dashboard',
      name: 'Ana Lopez',
    });
    expect(localStorage.getItem(STORAGE_KEYS.myGroups)).toBeNull();

    await expect(stopImpersonation()).resolves.toBe('/admin/dashboard');
    expect(f.calls[1]!.url).toBe('/api/token/revoke');
    expect(f.calls[1]!.headers.get('Authorization')).toBe('Bearer member-tok');
    expect(sessionStore.get().token).toBe('staff-tok');
    expect(sessionStore.get().user?.userName).toBe('cs@demo.test');
    expect(sessionStore.get().impersonation).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.myGroups)).toBe('[{"groupNumber":1}]');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('sp');
  });

  it('keeps the staff session when the server refuses', async () => {
    const f = fakeFetch([
      { status: 403, json: { error: 'forbidden', error_description: 'forbidden' } },
    ]);
    configureApi({
      getToken: () => sessionStore.get().token,
      onUnauthorized: () => undefined,
      fetchImpl: f.impl,
    });
    await expect(startImpersonation({ userId: 9, name: 'X' }, '/admin/dashboard')).resolves.toBe(
      false,
    );
    expect(sessionStore.get().token).toBe('staff-tok');
    expect(localStorage.getItem(STORAGE_KEYS.impersonationSaved)).toBeNull();
  });
});

describe('switchSession', () => {
  it('pauses queries while switching, then loads the new path (queries stay paused in the old page)', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    const seen: boolean[] = [];
    const go = vi.fn();
    const ok = await switchSession(async () => {
      seen.push(onlineManager.isOnline());
      return '/member/dashboard';
    }, go);
    expect(ok).toBe(true);
    expect(seen).toEqual([false]);
    expect(go).toHaveBeenCalledWith('/member/dashboard');
    onlineManager.setOnline(true);
  });
  it('resumes queries and stays when the switch fails', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    const go = vi.fn();
    expect(await switchSession(async () => null, go)).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
    expect(go).not.toHaveBeenCalled();
  });
});
