// Only the styles of the sign-in page and the frame: the rest come with the pages (ui/styles).
import './ui/styles/mantine-sign-in';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { watchPreloadErrors } from './app/chunk-load';
import { preloadRouteError } from './app/route-error-boundary';
import { initSession } from './lib/session-store';
import { reloadSession } from './features/auth/session-reload';
import { initI18n } from './i18n';
import { adoptPrerenderedLanguage, takePendingNavigation } from './lib/sign-in-handoff';

/** Resolves once the router has loaded the first location's route modules and run its loaders. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Ends the current task and continues in a new one: the start's steps (translations, router, first
 * render) run as several short tasks rather than one long one, which a phone's browser could not
 * interrupt for input or a paint (total blocking time).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  watchPreloadErrors();
  initSession();
  preloadRouteError();
  // A language picked on the prerendered sign-in page before the app loaded (public/boot.js).
  adoptPrerenderedLanguage();
  await initI18n();
  await nextTask();
  // The router wires the API client (token, 401/403 handling): only then may the session reload call out.
  const router = createAppRouter();
  void reloadSession();
  const container = document.getElementById('root')!;
  // The prerendered sign-in page (scripts/prerender.mjs) where it does not fit (public/boot.js):
  // removed now, so that it never shows; index.html's spinner shows until the first render is in
  // (RootLayout). Where it fits, the first render replaces it with the same markup.
  if (document.documentElement.hasAttribute('data-prerender-stale')) container.replaceChildren();
  // The first render waits for the first route's lazy modules: the root route's fallback (nothing)
  // would otherwise replace the prerendered page for a moment.
  await routerReady(router);
  await nextTask();
  const root = createRoot(container);
  // A transition: React renders the first page in slices that yield to the browser, rather than in
  // one long task (total blocking time of the first load).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
  // A link followed on the prerendered sign-in page before the app loaded (public/boot.js).
  const pending = takePendingNavigation();
  if (pending) void router.navigate(pending);
}

void start();
