import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { currentBrand } from '../lib/brand';
import { cssVariablesResolver, themeOf } from './theme';

const theme = themeOf(currentBrand());

/** Theme (per brand) and notifications. The query cache provider wraps each lazy page (chunk-load.ts). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" limit={5} />
      {children}
    </MantineProvider>
  );
}
