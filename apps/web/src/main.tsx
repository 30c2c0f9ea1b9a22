import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { watchPreloadErrors } from './app/chunk-load';
import { initSession } from './features/auth/session-store';
import { reloadSession } from './features/auth/session-reload';
import { initI18n } from './i18n';

async function start() {
  watchPreloadErrors();
  initSession();
  await initI18n();
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
