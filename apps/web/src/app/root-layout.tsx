import { Outlet, ScrollRestoration } from 'react-router';
import { GlobalChunkErrorDialog } from './chunk-error-dialog';

/** The root route: the page, scroll restoration and the global chunk-failure dialog. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <GlobalChunkErrorDialog />
    </>
  );
}
