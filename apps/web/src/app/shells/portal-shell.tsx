import { AppShell, Box, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import type { Portal } from '@bp/contract/roles';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session-store';
import { messageCenterPathFor, navItemsFor, navSectionOf } from '../../lib/route-catalogue';
import { guardUserOf } from '../../lib/route-access';
import { PortalHeader } from './portal-header';
import { SiteFooter } from './site-footer';

/** Where the navigation is a drawer behind the burger: below the `xs` breakpoint of theme.ts (as `hiddenFrom="xs"`). */
const NAV_IN_DRAWER = '(max-width: 35.99375em)';

/**
 * The layout of a signed-in portal: header, navigation (collapsible under 576 px) and main content.
 * `headerExtra` (e.g. the member's policy switcher) sits in the header, and atop the navigation on phones.
 * `frame`: the layout without the user's parts (navigation items, name, messages, language, sign-out),
 * as prerendered into a page's HTML before the app has loaded (src/prerender/page-frames.tsx).
 */
export function PortalShell({
  portal,
  headerExtra,
  frame = false,
}: {
  portal: Portal;
  headerExtra?: ReactNode;
  frame?: boolean;
}) {
  const { t } = useTranslation(['shell', 'nav']);
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const session = useSession((s) => s);
  const impersonating = useSession((s) => s.impersonation !== null);
  const user = frame ? null : guardUserOf(session);
  const items = user ? navItemsFor(portal, user) : [];
  const section = navSectionOf(portal, location.pathname, items);
  const messagesPath = messageCenterPathFor(portal, user);
  // On a phone the navigation is a drawer behind the burger: its items are rendered when it is first
  // opened, not with the page (17 links for a member, a tenth of the first render's work on a phone).
  // Once rendered they stay, so the drawer opens at once the next time.
  const drawer = useMediaQuery(NAV_IN_DRAWER, undefined, { getInitialValueInEffect: false });
  const [navRendered, setNavRendered] = useState(!drawer);
  if ((!drawer || opened) && !navRendered) setNavRendered(true);

  return (
    <AppShell
      header={{ height: impersonating ? 100 : 60 }}
      navbar={{ width: 240, breakpoint: 'xs', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a className="skip-link" href="#main-content">
        {t('shell:skipLink')}
      </a>
      <AppShell.Header>
        <PortalHeader
          navOpened={opened}
          onToggleNav={toggle}
          extra={headerExtra}
          messagesPath={messagesPath}
          frame={frame}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="portal-navigation" aria-label={t(`shell:navigation.${portal}`)}>
        <ScrollArea>
          {headerExtra && (
            <Box hiddenFrom="xs" pb="xs">
              {headerExtra}
            </Box>
          )}
          {(navRendered ? items : []).map((item) => {
            const current = location.pathname === item.path;
            return (
              <NavLink
                key={item.name}
                component={Link}
                to={item.path}
                label={t(`nav:${item.labelKey}`)}
                // The entry of the page, or of the section a details page was opened from.
                active={section?.name === item.name}
                aria-current={
                  current ? 'page' : section?.name === item.name ? 'location' : undefined
                }
                onClick={(e) => {
                  // Guard step 1: a click on the current page is ignored.
                  if (current) e.preventDefault();
                  close();
                }}
              />
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {/* The page fills at least the screen below the header, so the footer starts below the fold and
            does not move while a page's data loads (a layout shift); a long page pushes it down as ever. */}
        <Box mih="calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-padding))">
          <Outlet />
        </Box>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
