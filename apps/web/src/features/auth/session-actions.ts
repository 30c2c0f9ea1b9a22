import { callApi } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { currentUserOf, resetSession, restoreSession, sessionStore } from './session-store';

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
 * impersonation, resets the query cache and revokes the server session.
 */
export async function logout({ revoke = true }: { revoke?: boolean } = {}): Promise<void> {
  const token = sessionStore.get().token;
  resetSession();
  queryClient.clear();
  if (revoke && token) await revokeTokenQuietly(token);
}

/**
 * Start-up (spec §4): with a restored token, reloads the user and permissions from the server so
 * grants changed since the last visit apply. A rejected token (401) resets the session through the
 * API client; other failures keep the stored values.
 */
export async function reloadSession(): Promise<void> {
  const { token, impersonation } = sessionStore.get();
  if (!token) return;
  try {
    const { currentUser } = await import('@bp/contract/api/auth');
    const fresh = await callApi(currentUser);
    if (sessionStore.get().token !== token) return; // signed out or switched meanwhile
    restoreSession(
      token,
      currentUserOf({ ...fresh, access_token: token, token_type: 'bearer', expires_in: 0 }),
      fresh.permissions,
      impersonation,
    );
  } catch {
    // 401/403 are handled by the API client; offline keeps the stored session
  }
}
