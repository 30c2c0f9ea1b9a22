import { callApi } from '../../lib/api';
import { currentUserOf, restoreSession, sessionStore } from '../../lib/session-store';

// Its own module, apart from session-actions (logout clears the query cache): the entry imports
// this at start-up and must not pull TanStack Query in with it.

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
