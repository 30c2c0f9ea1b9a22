import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Stack } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { routePath } from '@bp/contract/routes';
import { ROLE_NAMES, ROLE_IDS, portalOf, type Portal } from '@bp/contract/roles';
import { htmlLangOf, type Language } from '../lib/constants';
import en from '../i18n/en/index';
import sp from '../i18n/sp/index';
import { Providers } from '../app/providers';
import { PortalShell } from '../app/shells/portal-shell';
import { ClaimsPageHeading } from '../portals/member/claims-page';
import { DashboardLoader, MemberDashboardHeading } from '../portals/member/dashboard-page';

/**
 * Where the frame's greeting takes the signed-in user's first name (public/boot.js fills it from the
 * stored user before the first paint); replaced in the markup by `<span data-bp-first-name>`.
 */
export const FIRST_NAME_MARK = '\u2063bp-first-name\u2063';

/** A page whose first paint is prerendered: the portal's frame with the page's heading and a loader. */
interface FrameSpec {
  /** The file name under dist/frames (`<name>.<language>.html`). */
  name: string;
  path: string;
  portal: Portal;
  /** The page's h1 (its PageTitle), which also names the browser tab. */
  titleKey: string;
  page: (t: (key: string) => string) => ReactNode;
}

const FRAMES: FrameSpec[] = [
  {
    name: 'member-dashboard',
    path: routePath('member.dashboard'),
    portal: 'member',
    titleKey: 'dashboard:title',
    page: (t) => (
      <Stack>
        <MemberDashboardHeading firstName={FIRST_NAME_MARK} />
        <DashboardLoader label={t('common:states.loading')} />
      </Stack>
    ),
  },
  {
    name: 'member-claims',
    path: routePath('member.claims'),
    portal: 'member',
    titleKey: 'claims:list.title',
    page: (t) => (
      <Stack>
        <ClaimsPageHeading />
        <DashboardLoader label={t('common:states.loading')} />
      </Stack>
    ),
  },
];

export interface RenderedFrame {
  name: string;
  path: string;
  language: Language;
  /** `<html lang>` of the page. */
  htmlLang: string;
  /** The document's title, as PageTitle sets it. */
  title: string;
  /** The account types that sign in to the frame's portal (boot.js shows the frame only to them). */
  accountTypes: number[];
  markup: string;
}

function accountTypesOf(portal: Portal): number[] {
  return ROLE_NAMES.filter((r) => portalOf(r) === portal).map((r) => ROLE_IDS[r]);
}

/**
 * The frames of the pages a member opens most (issue 28: the largest paint on a phone), in English and
 * Spanish, default brand: served by the server as those pages' HTML (apps/server/src/plugins/web.ts),
 * painted before any script has loaded; the app's first render replaces them (public/boot.js, main.tsx).
 * Built for Node by Vite (SSR) in scripts/prerender.mjs, never shipped.
 */
export async function renderPageFrames(): Promise<RenderedFrame[]> {
  const out: RenderedFrame[] = [];
  for (const [language, catalogue] of [
    ['en', en],
    ['sp', sp],
  ] as const) {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      ns: Object.keys(catalogue),
      defaultNS: 'common',
      resources: { [language]: catalogue, en },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    const t = (key: string) => String(i18n.t(key));
    for (const frame of FRAMES) {
      const router = createMemoryRouter(
        [
          {
            element: <PortalShell portal={frame.portal} frame />,
            children: [{ path: frame.path, element: frame.page(t) }],
          },
        ],
        { initialEntries: [frame.path] },
      );
      const markup = renderToString(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      );
      out.push({
        name: frame.name,
        path: frame.path,
        language,
        htmlLang: htmlLangOf(language),
        title: `${t(frame.titleKey)} · ${t('common:appName')}`,
        accountTypes: accountTypesOf(frame.portal),
        markup,
      });
    }
  }
  return out;
}
