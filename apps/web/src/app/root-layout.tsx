import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useIdle } from '../lib/session-time';
import { GlobalChunkErrorDialog } from './chunk-error-dialog';

// Loaded when first needed: the warning shows shortly before an idle session ends.
const IdleWarning = lazy(() => import('./idle-warning'));

/** The root route: the page, scroll restoration, the global chunk-failure dialog and the idle warning. */
export function RootLayout() {
  const warning = useIdle((s) => s.warning);
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
