import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useIdle } from '../lib/session-time';
import { GlobalChunkErrorDialog } from './chunk-error-dialog';

// Loaded when first needed: the warning shows shortly before an idle session ends.
const IdleWarning = lazy(() => import('./idle-warning'));

/** The root route: the page, scroll restoration, the global chunk-failure dialog and the idle warning. */
export function RootLayout() {
  const warning = useIdle((s) => s.warning);
  // The app's first render is in: index.html's spinner goes, the page shows (before it is painted).
  useLayoutEffect(() => {
    document.documentElement.removeAttribute('data-prerender-stale');
    document.getElementById('bp-loading')?.remove();
  }, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <GlobalChunkErrorDialog />
      {warning && (
        <Suspense fallback={null}>
          <IdleWarning />
        </Suspense>
      )}
    </>
  );
}
