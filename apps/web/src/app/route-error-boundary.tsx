import { lazy, Suspense } from 'react';

const load = () => import('./route-error');
const LazyRouteError = lazy(() => load().then((m) => ({ default: m.RouteError })));

/**
 * Fetches the error page's chunk at start-up (main.tsx): it is kept out of the entry chunk with
 * the Mantine components it uses, and must already be loaded when a later release makes page
 * chunks fail to download.
 */
export function preloadRouteError(): void {
  void load().catch(() => undefined);
}

/** The root route's error element: the error page, loaded on its own chunk. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LazyRouteError />
    </Suspense>
  );
}
