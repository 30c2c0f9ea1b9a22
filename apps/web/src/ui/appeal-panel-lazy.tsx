import { lazy, Suspense, type ComponentProps } from 'react';

const Panel = lazy(() => import('./appeal-panel').then((m) => ({ default: m.AppealPanel })));

/**
 * The appeal panel loaded on first use: only a denied claim or pre-certification shows it, so its code (and the
 * appeal-clock rules it counts down with) stays out of the chunks every portal page loads.
 */
export function LazyAppealPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
