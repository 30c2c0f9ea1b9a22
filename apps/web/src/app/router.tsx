import { createBrowserRouter } from 'react-router';
import { callApi, configureApi } from '../lib/api';
import { idleStore, idleTimeRanOut } from '../lib/session-time';
import { isSignedIn, resetSession, sessionStore } from '../lib/session-store';
import { languageStore } from '../i18n';
import { portalRoutePatcher, routes } from './routes';

/**
 * Builds the data router and wires the API client to it (401/403 → `/?redirect=…`), and the automatic
 * sign-out after inactivity (→ the sign-in page with its message; every tab together).
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: portalRoutePatcher(),
  });
  const here = () => router.state.location.pathname + router.state.location.search;
  configureApi({
    getToken: () => sessionStore.get().token,
    getLanguage: () => languageStore.get(),
    onUnauthorized: () => {
      // Already signed out here (e.g. answers to calls sent before an automatic sign-out): nothing to end,
      // and the sign-in page keeps the reason it was given.
      if (!sessionStore.get().token) return;
      // Refused after the session's reported end: it ran out of idle time (e.g. a tab asleep past it).
      const reason = idleTimeRanOut() ? 'inactivity' : 'user';
      const { idleSeconds } = idleStore.get();
      const from = here();
      resetSession();
      // Loaded on demand: TanStack Query and the sign-in address are not part of the entry chunk.
      void import('../lib/query-client').then((m) => m.queryClient.clear());
      void import('../lib/signed-out-path').then(
        (m) => void router.navigate(m.signedOutPath(reason, idleSeconds, from), { replace: true }),
      );
    },
  });
  // Loaded beside the first page: the warning's timer and the tab channel are not in the entry chunk.
  void import('../lib/session-idle').then(({ configureIdle }) =>
    configureIdle({
      signedIn: () => isSignedIn(),
      extend: async () => {
        const { extendSession } = await import('@bp/contract/api/auth');
        return callApi(extendSession);
      },
      signOut: (reason, idleSeconds, remote) => {
        const from = here();
        // logout resets the session before its first await: the page below goes at once.
        void Promise.all([
          import('../features/auth/session-actions'),
          import('../lib/signed-out-path'),
        ]).then(([m, p]) => {
          void m.logout({ revoke: !remote, broadcast: false });
          void router.navigate(p.signedOutPath(reason, idleSeconds, from), { replace: true });
        });
      },
    }),
  );
  return router;
}
