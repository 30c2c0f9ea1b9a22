// Only the styles of the sign-in page and the frame: the rest come with the pages (ui/styles).
import './ui/styles/mantine-sign-in';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { watchPreloadErrors } from './app/chunk-load';
import { preloadRouteError } from './app/route-error-boundary';
import { initSession } from './lib/session-store';
import { reloadSession } from './features/auth/session-reload';
import { initI18n } from './i18n';

async function start() {
  watchPreloadErrors();
  initSession();
  preloadRouteError();
  // Mantine's provider (theme, CSS variables) is loaded beside i18n rather than imported: the login
  // page is the only thing shown before a lazy route, and it needs both before its first render.
  const [{ Providers }] = await Promise.all([import('./app/providers'), initI18n()]);
  // The router wires the API client (token, 401/403 handling): only then may the session reload call out.
  const router = createAppRouter();
  void reloadSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
