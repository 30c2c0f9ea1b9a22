import { describe, expect, it, beforeEach, vi } from 'vitest';
import { configureApi } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/constants';
import { fakeFetch, loginResponse } from '../../test/fake-fetch';
import { startImpersonation, stopImpersonation, switchSession } from './impersonation';
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

  it('impersonating an employer loads its guards’ group cache (its first enrolling group)', async () => {
    const enrolling = {
      groupNumber: 1000,
      masterGroupNumber: 1000,
      name: 'Acme',
      access: true,
      effectiveDate: '2020-01-01',
      terminationDate: null,
      enrollment: true,
      demographicUpdate: true,
      costComparisonTool: false,
      healthAccountEmployer: null,
      hasLogo: false,
    };
    const f = fakeFetch([
      {
        status: 200,
        json: loginResponse({ accountType: 9, access_token: 'er-tok', impersonatedBy: 42 }),
      },
      { status: 200, json: [enrolling] },
    ]);
    configureApi({
      getToken: () => sessionStore.get().token,
      onUnauthorized: () => undefined,
      fetchImpl: f.impl,
    });
    await expect(startImpersonation({ userId: 9, name: 'Erin' }, '/admin/dashboard')).resolves.toBe(
      true,
    );
    expect(f.calls[1]!.url).toBe('/api/Groups/MyGroups');
    expect(f.calls[1]!.headers.get('Authorization')).toBe('Bearer er-tok');
    expect(JSON.parse(String(f.calls[1]!.body))).toEqual({
      includeEveryGroup: false,
      enrollment: true,
      limit: 1,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.myGroups)!)).toEqual([enrolling]);
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
