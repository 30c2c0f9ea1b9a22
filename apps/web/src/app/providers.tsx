import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { currentBrand } from '../lib/brand';
import { cssVariablesResolver, themeOf } from './theme';

const theme = themeOf(currentBrand());

// Not in the entry chunk: notifications are raised by pages (lazy), and ones raised before this
// host mounts wait in Mantine's store until it does.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** Theme (per brand) and notifications. The query cache provider wraps each lazy page (chunk-load.ts). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={5} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
