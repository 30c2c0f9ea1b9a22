import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routesOfPortal } from '@bp/contract/routes';
import { LOCAL_STORAGE_KEYS } from '@bp/contract/constants';
import { BASE_URL } from '../support/env.js';
import { launchBrowser, signInAs } from '../support/browser.js';
import { apiAs, callJson, pdfFile } from '../support/api.js';

/**
 * What a user sees (issue 29): every screen of the member and provider portals, at 1280×800 and on a
 * phone (390×844), in English and Spanish, fits its viewport — no horizontal scroll of the page — and
 * no table header is cut: a th wider than its box, a th clipped by a box that does not scroll sideways,
 * and at 1280 px a th out of its table's visible area (a wide table's key columns show without
 * scrolling). On a phone a table that scrolls sideways keeps its first column in view (sticky).
 * Each role signs in once; its storage state is reused for both languages. Screenshots (JPEG) of every screen
 * go to LAYOUT_SCREENSHOTS (default: <tmp>/bp-layout-screens) for a person to look at.
 */

const SHOTS = process.env.LAYOUT_SCREENSHOTS ?? path.join(os.tmpdir(), 'bp-layout-screens');
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Viewport = keyof typeof VIEWPORTS;
type Lang = 'en' | 'sp';
type Portal = 'member' | 'provider';

/** Catalogue routes the web does not implement for these portals (no page, the guard sends them away). */
const NOT_IN_WEB = new Set([
  'member.memberTermination',
  'member.newPreCertification',
  'provider.addProviders',
]);
/** Routes a verified provider cannot stay on: its verification page redirects it to the dashboard. */
const REDIRECTED = new Set(['provider.providerVerification']);

interface Screen {
  name: string;
  /** The path pattern (`:param` segments filled from links harvested on earlier screens). */
  pattern: string;
}

/** Every catalogue route of a portal the web implements, parameterless ones first (they give the links). */
function screensOf(portal: Portal): Screen[] {
  const all = routesOfPortal(portal)
    .filter((r) => !NOT_IN_WEB.has(r.name))
    .map((r) => ({ name: r.name, pattern: r.path }));
  return [
    ...all.filter((s) => !s.pattern.includes(':')),
    ...all.filter((s) => s.pattern.includes(':')),
  ];
}

/** Values of path parameters for patterns no screen links to. */
const FALLBACK: Record<string, string> = {
  'member.updateInfo': '/member/update-info/contact',
  'member.composeMessageWithSubject': '/member/messages/compose_message/1',
  // An app's consent page: no request is pending, so the page tells the request is no longer valid.
  'member.connectApp': '/member/connect-app/no-such-request-0000000000',
};

/** A regular expression matching the concrete paths of a pattern. */
function patternRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((seg) =>
      seg.startsWith(':')
        ? seg.endsWith('?')
          ? '(?:[^/?#]+)?'
          : '[^/?#]+'
        : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
    .replace(/\/\(\?:\[\^\/\?#\]\+\)\?$/, '(?:/[^/?#]+)?');
  return new RegExp(`^${body}$`);
}

/** Finds a harvested path for a pattern; for routes below a parameter (member profile), builds it. */
function resolve(screen: Screen, links: Set<string>): string | undefined {
  const rx = patternRegex(screen.pattern);
  for (const l of links) if (rx.test(l.split(/[?#]/)[0]!)) return l;
  // Any other page of the same profile gives its id: /provider/member-profile/:id/...
  const profile = /^\/provider\/member-profile\/([^/?#]+)/;
  const id = [...links].map((l) => profile.exec(l)?.[1]).find(Boolean);
  if (id && screen.pattern.startsWith('/provider/member-profile/:id')) {
    const filled = screen.pattern.replace(':id', id);
    if (!filled.includes(':')) return filled;
    for (const l of links) if (patternRegex(filled).test(l.split(/[?#]/)[0]!)) return l;
  }
  // A pay confirmation is reached after paying: the page of a claim's number is shown (no payment found).
  if (screen.name === 'member.payConfirmation') {
    const claim = [...links].find((l) => l.startsWith('/member/claim-details/'));
    if (claim) return claim.replace('/claim-details/', '/pay-confirmation/');
  }
  return FALLBACK[screen.name];
}

/** The layout problems of the page as it is now (empty: fine). */
async function problemsOf(page: Page, viewport: Viewport): Promise<string[]> {
  return page.evaluate((desktop) => {
    const out: string[] = [];
    const se = document.scrollingElement ?? document.documentElement;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from(el.classList).slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    if (se.scrollWidth > window.innerWidth) {
      // The outermost elements reaching past the right edge: what widens the page.
      const wide = Array.from(document.body.querySelectorAll('*')).filter(
        (el) =>
          el.getBoundingClientRect().right > window.innerWidth + 1 &&
          !(
            el.parentElement &&
            el.parentElement.getBoundingClientRect().right > window.innerWidth + 1
          ),
      );
      out.push(
        `page scrolls sideways: scrollWidth ${se.scrollWidth} > innerWidth ${window.innerWidth} (${wide.slice(0, 3).map(describe).join('; ')})`,
      );
    }
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const clipperOf = (el: Element): Element | null => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return p;
      }
      return null;
    };
    const scrollsSideways = (el: Element) => {
      const o = getComputedStyle(el).overflowX;
      return o === 'auto' || o === 'scroll';
    };
    for (const th of Array.from(document.querySelectorAll('thead th'))) {
      if (!visible(th)) continue;
      const label = (th.textContent ?? '').trim().slice(0, 40) || '(empty)';
      const table = th.closest('table');
      const where =
        table?.getAttribute('aria-label') ??
        table?.closest('[aria-label]')?.getAttribute('aria-label') ??
        '';
      if (th.scrollWidth > th.clientWidth + 1)
        out.push(
          `th "${label}" (${where}) is cut: scrollWidth ${th.scrollWidth} > clientWidth ${th.clientWidth}`,
        );
      const r = th.getBoundingClientRect();
      const clipper = clipperOf(th);
      const box = clipper ? clipper.getBoundingClientRect() : { left: 0, right: window.innerWidth };
      const outside = r.left < box.left - 1 || r.right > box.right + 1;
      if (outside && (desktop || !clipper || !scrollsSideways(clipper)))
        out.push(
          `th "${label}" (${where}) is outside the visible area (${Math.round(r.left)}–${Math.round(r.right)} of ${Math.round(box.left)}–${Math.round(box.right)})`,
        );
    }
    // A select (the header's group picker) shows its whole choice, or names it in full on hover/focus.
    const ctx = document.createElement('canvas').getContext('2d')!;
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (!visible(select)) continue;
      const text = select.selectedOptions[0]?.text ?? '';
      const cs = getComputedStyle(select);
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const room = select.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      if (ctx.measureText(text).width > room + 1 && select.title !== text)
        out.push(
          `select "${select.getAttribute('aria-label') ?? select.name}" cuts its choice "${text}"`,
        );
    }
    if (!desktop) {
      // The navigation is a drawer behind the burger: off the screen until opened.
      const nav = document.getElementById('portal-navigation');
      const burger = document.querySelector('button[aria-controls="portal-navigation"]');
      if (nav && nav.getBoundingClientRect().right > 1)
        out.push('the navigation is on the screen (not in a drawer)');
      if (nav && (!burger || !visible(burger))) out.push('no burger opens the navigation');
      // A table that scrolls sideways keeps its first column (what the row is) in view.
      for (const table of Array.from(document.querySelectorAll('table'))) {
        const clipper = clipperOf(table);
        if (!clipper || !scrollsSideways(clipper) || !visible(table)) continue;
        if (clipper.scrollWidth <= clipper.clientWidth + 1) continue;
        const first = table.querySelector('thead th');
        if (first && getComputedStyle(first).position !== 'sticky')
          out.push(
            `table "${clipper.getAttribute('aria-label') ?? ''}" scrolls sideways without a sticky first column`,
          );
      }
    }
    return out;
  }, viewport === 'desktop');
}

let browser: Browser;
const states = new Map<Portal, Awaited<ReturnType<BrowserContext['storageState']>>>();
const ACCOUNTS: Record<Portal, string> = {
  member: 'employee@demo.test',
  provider: 'provider@demo.test',
};

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  // The demo provider has no conversation: one is started, so its conversation page has one to show.
  const provider = await apiAs(ACCOUNTS.provider);
  const subjects = await callJson<{ subjectId: number; roleClasses: string[] }[]>(
    provider.api,
    provider.token,
    'GET',
    '/api/EmailRouting/GetSubjects',
  );
  const subject = subjects.find((s) => s.roleClasses.includes('Provider')) ?? subjects[0]!;
  await callJson(provider.api, provider.token, 'POST', '/api/Conversations/Add', {
    subjectId: subject.subjectId,
    body: 'A question about the layout of a remittance (layout e2e).',
  });
  // The appeal pages (issue 31) need an appeal of each portal's to open: one is filed when none exists.
  await ensureAppeals(provider);
  await provider.api.dispose();
  for (const portal of ['member', 'provider'] as const) {
    const page = await signInAs(browser, ACCOUNTS[portal]);
    states.set(portal, await page.context().storageState());
    await page.context().close();
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

interface ClaimKey {
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  status: string;
}
type Api = Awaited<ReturnType<typeof apiAs>>;

/**
 * Files a post-service appeal of the claim (not urgent: the appeal journey's urgent appeal stays first in the
 * staff queue); a provider attaches the member's authorized-representative form.
 */
async function fileAppeal(who: Api, c: ClaimKey, designation: boolean): Promise<void> {
  const res = await who.api.post('/api/Appeals/File', {
    headers: { Authorization: `Bearer ${who.token}` },
    multipart: {
      claimNumber: `${c.claimPrefix}-${c.claimNumber}-${c.claimSuffix}`,
      statement: 'An appeal for the layout check (layout e2e).',
      ...(designation
        ? {
            designation: {
              name: 'designation.pdf',
              mimeType: 'application/pdf',
              buffer: pdfFile('Authorized representative designation'),
            },
          }
        : {}),
    },
  });
  if (res.status() !== 201) throw new Error(`filing an appeal answered ${res.status()}`);
}

/** True when the claim (read as `who`) may still be appealed. */
async function appealable(who: Api, c: ClaimKey, path: string, method: 'GET' | 'POST') {
  const key = {
    claimPrefix: c.claimPrefix,
    claimNumber: c.claimNumber,
    claimSuffix: c.claimSuffix,
  };
  const d = await callJson<{ appeal: { canAppeal: boolean } | null }>(
    who.api,
    who.token,
    method,
    method === 'GET' ? `${path}?${new URLSearchParams(key)}` : path,
    method === 'GET' ? undefined : key,
  );
  return d.appeal?.canAppeal === true;
}

/**
 * An appeal of the member's household and one the provider filed, unless each has one: the member's of its
 * last appealable claim (the appeal journey takes the first ones), the provider's of a denied claim of its
 * providers (listed by staff: a provider looks claims up, it does not browse them).
 */
async function ensureAppeals(provider: Api): Promise<void> {
  const member = await apiAs(ACCOUNTS.member);
  const mine = await callJson<{ totalNumberOfItems: number }>(
    member.api,
    member.token,
    'POST',
    '/api/Appeals/List',
    {},
  );
  if (mine.totalNumberOfItems === 0) {
    const list = await callJson<{ results: ClaimKey[] }>(
      member.api,
      member.token,
      'POST',
      '/api/ClaimsInfo/RecentClaimsPaginated',
      { currentPage: 1, items: 100 },
    );
    let chosen: ClaimKey | undefined;
    for (const c of list.results.filter((r) => r.status === 'DN').reverse())
      if (await appealable(member, c, '/api/ClaimsInfo/ClaimDetails', 'GET')) {
        chosen = c;
        break;
      }
    if (!chosen) throw new Error('the demo household has no appealable claim');
    await fileAppeal(member, chosen, false);
  }
  await member.api.dispose();

  const filed = await callJson<{ totalNumberOfItems: number }>(
    provider.api,
    provider.token,
    'POST',
    '/api/Appeals/List',
    {},
  );
  if (filed.totalNumberOfItems > 0) return;
  const accesses = await callJson<{ providerNumber: string }[]>(
    provider.api,
    provider.token,
    'GET',
    '/api/Providers/GetAccess',
  );
  const staff = await apiAs('administrator@demo.test');
  try {
    for (const { providerNumber } of accesses.slice(0, 20)) {
      const list = await callJson<{ results: ClaimKey[] }>(
        staff.api,
        staff.token,
        'POST',
        '/api/ClaimsInfo/RecentClaimsPaginated/Admin',
        { providerNumber, items: 50, sortField: 'serviceDateFrom', sortAsc: false },
      );
      for (const c of list.results.filter((r) => r.status === 'DN'))
        if (await appealable(provider, c, '/api/ClaimsInfo/ClaimDetails/Admin', 'POST')) {
          await fileAppeal(provider, c, true);
          return;
        }
    }
    throw new Error('the demo provider has no appealable denied claim');
  } finally {
    await staff.api.dispose();
  }
}

/** A page of a signed-in portal in a language, from the stored sign-in. */
async function portalPage(portal: Portal, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    storageState: states.get(portal)!,
    viewport: VIEWPORTS.desktop,
    locale: lang === 'sp' ? 'es-US' : 'en-US',
  });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [LOCAL_STORAGE_KEYS.language, lang],
  );
  return context.newPage();
}

/**
 * Opens a path of the portal: the first by loading the app, the others as the app's own links do (a
 * history entry the router follows), which skips reloading the app for every screen. Waits until the
 * router has left the previous page: its h1 replaced, or (a page of the same layout) a moment later.
 */
async function open(page: Page, target: string): Promise<void> {
  if (!page.url().startsWith(BASE_URL)) {
    await page.goto(target);
    return;
  }
  await page.evaluate((to) => {
    const w = window as unknown as { layoutOldTitle?: Element | null };
    w.layoutOldTitle = document.querySelector('h1');
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `layout${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, target);
  await page
    .waitForFunction(
      () =>
        document.querySelector('h1') !==
        (window as unknown as { layoutOldTitle?: Element | null }).layoutOldTitle,
      undefined,
      { timeout: 1500 },
    )
    .catch(() => undefined);
}

/** Two frames later, once transitions (the navigation sliding away on a phone) have ended. */
async function calm(page: Page): Promise<void> {
  // Two frames, or a second at most: a renderer starved of frames on a loaded machine must not hang the test.
  const frames = () =>
    page.evaluate(
      () =>
        new Promise((r) => {
          requestAnimationFrame(() => requestAnimationFrame(r));
          setTimeout(r, 1000);
        }),
    );
  await frames();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await frames();
}

/** Waits until the screen has its title and its data: no request under way, no loader shown. */
async function settled(page: Page, inflight: () => number): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await expect
    .poll(
      async () =>
        inflight() === 0 &&
        (await page.evaluate(
          () =>
            !Array.from(document.querySelectorAll('.mantine-Loader-root')).some(
              (l) => l.getBoundingClientRect().width > 0,
            ),
        )),
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
  await calm(page);
}

describe.each(['member', 'provider'] as const)('layout of the %s portal', (portal) => {
  it.each(['en', 'sp'] as const)(
    'every screen fits 1280×800 and 390×844 with no cut table header (%s)',
    { timeout: 240_000 },
    async (lang) => {
      const page = await portalPage(portal, lang);
      // Requests under way (API calls and the lazy chunks of a page).
      let inflight = 0;
      page.on('request', () => inflight++);
      page.on('requestfinished', () => inflight--);
      page.on('requestfailed', () => inflight--);

      const links = new Set<string>();
      const problems: string[] = [];
      const unresolved: string[] = [];
      for (const screen of screensOf(portal)) {
        const target = screen.pattern.includes(':') ? resolve(screen, links) : screen.pattern;
        if (!target) {
          unresolved.push(screen.name);
          continue;
        }
        await page.setViewportSize(VIEWPORTS.desktop);
        await open(page, target);
        await settled(page, () => inflight);
        if (!REDIRECTED.has(screen.name))
          expect(
            new URL(page.url()).pathname.startsWith(`/${portal}/`),
            `${screen.name}: ${page.url()}`,
          ).toBe(true);
        for (const href of await page.$$eval('a[href]', (as) =>
          as.map((a) => a.getAttribute('href') ?? ''),
        ))
          if (href.startsWith(`/${portal}/`)) links.add(href);
        for (const viewport of ['desktop', 'phone'] as const) {
          if (viewport === 'phone') {
            await page.setViewportSize(VIEWPORTS.phone);
            await calm(page);
          }
          const found = await problemsOf(page, viewport);
          problems.push(
            ...found.map((p) => `${lang} ${viewport} ${screen.name} (${target}): ${p}`),
          );
          await page.screenshot({
            path: path.join(SHOTS, `${portal}-${lang}-${viewport}-${screen.name}.jpeg`),
            type: 'jpeg',
            quality: 70,
            fullPage: true,
          });
        }
      }
      await page.context().close();
      expect(unresolved, 'screens whose parameters no link gave').toEqual([]);
      // One line each, so a long list is shown whole.
      expect(problems.join('\n')).toBe('');
    },
  );
});

describe('the navigation on a phone', () => {
  it('opens behind the burger with the portal’s links, which lead to their pages', async () => {
    const page = await portalPage('member', 'en');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/member/dashboard');
    await page.locator('main h1').waitFor({ timeout: 30_000 });
    const nav = page.locator('#portal-navigation');
    const claims = nav.getByRole('link', { name: 'Claims', exact: true });
    await expect.poll(() => claims.isVisible()).toBe(false);
    const burger = page.locator('button[aria-controls="portal-navigation"]');
    await burger.click();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    await claims.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await nav.getByRole('link').count()).toBeGreaterThan(5);
    await claims.click();
    await page.waitForURL('**/member/claims', { timeout: 15_000 });
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    // Opened again, the drawer still has its links.
    await burger.click();
    await claims.waitFor({ state: 'visible', timeout: 10_000 });
    await page.context().close();
  }, 90_000);
});
