import { callApi } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/constants';
import { queryClient } from '../../lib/query-client';
import { announceSignOut } from '../../lib/session-idle';
import { resetSession, sessionStore } from '../../lib/session-store';
import { readJson } from '../../lib/storage';

/** Revokes a token on the server; failures are ignored (the session is gone locally anyway). */
export async function revokeTokenQuietly(token: string): Promise<void> {
  try {
    // Loaded on demand: keeps the contract's zod schemas out of the entry chunk.
    const { revokeToken } = await import('@bp/contract/api/auth');
    await callApi(revokeToken, { token });
  } catch {
    // already expired or offline
  }
}

/**
 * Logout (spec §4): clears storage, token, permissions, user and cached lists, stops
 * impersonation, resets the query cache and revokes the server session — while impersonating, the
 * staff member's own session too (revoking it ends the impersonation session with it). The other tabs
 * sign out with it (`broadcast`; false when another tab's sign-out is being followed).
 */
export async function logout({
  revoke = true,
  broadcast = true,
}: { revoke?: boolean; broadcast?: boolean } = {}): Promise<void> {
  const token = sessionStore.get().token;
  const saved = readJson<{ token?: string }>(STORAGE_KEYS.impersonationSaved)?.token;
  resetSession();
  queryClient.clear();
  if (broadcast && token) announceSignOut();
  if (revoke) await Promise.all([token, saved].filter(Boolean).map((t) => revokeTokenQuietly(t!)));
}
