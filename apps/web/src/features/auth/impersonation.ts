import { callApi } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/constants';
import { onlineManager } from '@tanstack/react-query';
import { loadGuardGroups } from '../../lib/guard-groups';
import { queryClient } from '../../lib/query-client';
import { readJson, writeJson } from '../../lib/storage';
import {
  establishSession,
  restoreSession,
  roleOf,
  sessionStore,
  type CurrentUser,
} from '../../lib/session-store';
import { revokeTokenQuietly } from './session-actions';

/** What impersonation start saves so stop can put it back (spec §4). */
interface SavedSession {
  token: string;
  user: CurrentUser;
  permissions: string;
  language: string | null;
  myGroups: string | null;
  returnRoute: string;
}

/**
 * Switches the session (impersonation start or stop) and loads the other portal's page afresh. Queries
 * are paused first: the page being left would otherwise refetch its data with the new session's token,
 * get a 403 and sign the user out (spec §8); the full load also leaves no data of one session in the
 * memory of the other. `work` resolves the path to load, or null when the switch failed (queries resume).
 */
export async function switchSession(
  work: () => Promise<string | null>,
  go: (path: string) => void = (path) => window.location.replace(path),
): Promise<boolean> {
  onlineManager.setOnline(false);
  let to: string | null = null;
  try {
    to = await work();
  } finally {
    if (to === null) onlineManager.setOnline(true);
  }
  if (to === null) return false;
  go(to);
  return true;
}

/**
 * Starts viewing the portal as another account (by user id or member id). Resolves false when the
 * server refuses; the caller shows 'impersonationFailed'.
 */
export async function startImpersonation(
  target: { userId?: number; memberId?: string; name: string },
  returnRoute: string,
): Promise<boolean> {
  const { token, user } = sessionStore.get();
  if (!token || !user) return false;
  const saved: SavedSession = {
    token,
    user,
    permissions: localStorage.getItem(STORAGE_KEYS.permissions) ?? '',
    language: localStorage.getItem(STORAGE_KEYS.language),
    myGroups: localStorage.getItem(STORAGE_KEYS.myGroups),
    returnRoute,
  };
  try {
    const { token: tokenEndpoint } = await import('@bp/contract/api/auth');
    const r = await callApi(tokenEndpoint, {
      body: {
        grant_type: 'impersonation',
        token,
        userId: target.userId,
        memberId: target.memberId,
      },
    });
    writeJson(STORAGE_KEYS.impersonationSaved, saved);
    localStorage.removeItem(STORAGE_KEYS.myGroups);
    queryClient.clear();
    establishSession(r, {
      returnRoute,
      name: target.name || `${r.firstName} ${r.lastName}`.trim(),
    });
    // The guards' group cache of the account now acted as (a staff member or employer); best effort.
    await loadGuardGroups(roleOf(sessionStore.get())).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** Stops impersonating: revokes that session, restores the saved one; resolves the route to return to. */
export async function stopImpersonation(): Promise<string | undefined> {
  const saved = readJson<SavedSession>(STORAGE_KEYS.impersonationSaved);
  const current = sessionStore.get().token;
  if (current) await revokeTokenQuietly(current);
  if (!saved) return undefined;
  if (saved.language) localStorage.setItem(STORAGE_KEYS.language, saved.language);
  if (saved.myGroups) localStorage.setItem(STORAGE_KEYS.myGroups, saved.myGroups);
  localStorage.removeItem(STORAGE_KEYS.impersonationSaved);
  queryClient.clear();
  restoreSession(saved.token, saved.user, saved.permissions);
  return saved.returnRoute;
}
