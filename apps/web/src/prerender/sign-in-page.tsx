import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import core from '../i18n/en/core';
import { Providers } from '../app/providers';
import LandingLayout from '../app/shells/landing-layout';
import LoginPage from '../portals/public/login-page';

/**
 * The sign-in page (`/`, English, default brand, signed out) as HTML, for index.html
 * (scripts/prerender.mjs): the browser paints it before the JavaScript has loaded, and the first
 * render of the app replaces it with the same markup. Built for Node by Vite (SSR), never shipped.
 */
export async function renderSignInPage(): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(core),
    defaultNS: 'common',
    resources: { en: core },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const router = createMemoryRouter([
    { path: '/', element: <LandingLayout />, children: [{ index: true, element: <LoginPage /> }] },
  ]);
  return renderToString(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
