import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { currentBrand } from '../lib/brand';
import { useStore } from '../lib/external-store';
import { notificationsWantedStore } from '../lib/notifications-host';
import { cssVariablesResolver, themeOf } from './theme';

const theme = themeOf(currentBrand());

// Not part of the first load: notifications are raised by pages (lazy), the host (with its styles)
// is loaded and mounted on the first one, and ones raised before it mounts wait in Mantine's store.
const Notifications = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.Notifications })),
);

/** Theme (per brand) and notifications. The query cache provider wraps each lazy page (chunk-load.ts). */
export function Providers({ children }: { children: ReactNode }) {
  const notifications = useStore(notificationsWantedStore, (v) => v);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {notifications && (
        <Suspense fallback={null}>
          <Notifications position="top-right" limit={5} />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}
