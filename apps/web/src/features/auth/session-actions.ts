import { callApi } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { resetSession, sessionStore } from '../../lib/session-store';

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
