import { createBrowserRouter } from 'react-router';
import { configureApi } from '../lib/api';
import { resetSession, sessionStore } from '../lib/session-store';
import { languageStore } from '../i18n';
import { portalRoutePatcher, routes } from './routes';

/** Builds the data router and wires the API client to it (401/403 → `/?redirect=…`). */
export function createAppRouter() {
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: portalRoutePatcher(),
  });
  configureApi({
    getToken: () => sessionStore.get().token,
    getLanguage: () => languageStore.get(),
    onUnauthorized: () => {
      const { pathname, search } = router.state.location;
      resetSession();
      // Loaded on demand: TanStack Query is not part of the entry chunk.
      void import('../lib/query-client').then((m) => m.queryClient.clear());
      const target = pathname === '/' ? '/' : `/?redirect=${encodeURIComponent(pathname + search)}`;
      void router.navigate(target, { replace: true });
    },
  });
  return router;
}
