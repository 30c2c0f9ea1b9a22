import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { BASE_URL, CHROMIUM } from './env.js';

/** Launches the system Chromium headless with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A fresh page (own context, so own local storage) at a path of the portal. */
export async function openPage(
  browser: Browser,
  path = '/',
  options: { language?: 'en' | 'sp'; mobile?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: options.language === 'sp' ? 'es-US' : 'en-US',
    acceptDownloads: true,
    ...(options.mobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : {}),
  });
  if (options.language) {
    const language = options.language;
    // The stored language choice (spec §9 key `language`), read by the app before its first render.
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
    }, language);
  }
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * Waits until the app's sign-in form is in the page. On the prerendered sign-in page the app loads on
 * the first interaction (apps/web/public/boot.js): focusing the user id field starts it. Typing into the
 * prerendered form works too (the app takes it over: tests/sign-in.e2e.test.ts); waiting keeps the
 * other journeys' steps deterministic.
 */
export async function appSignInForm(page: Page): Promise<void> {
  await page.locator('input[autocomplete="username"]').focus();
  await page.locator('form:not([data-prerendered]) input[autocomplete="username"]').waitFor();
}

/**
 * Opens the login page in a language, signs in through it and waits for the dashboard of the portal.
 * The language is the stored choice, so every page afterwards renders in it.
 */
export async function signInAs(
  browser: Browser,
  username: string,
  options: { language?: 'en' | 'sp'; password?: string; mobile?: boolean; landing?: string } = {},
): Promise<Page> {
  const language = options.language ?? 'en';
  const page = await openPage(browser, '/', {
    language,
    ...(options.mobile ? { mobile: true } : {}),
  });
  await appSignInForm(page);
  await page.getByLabel(language === 'sp' ? /usuario/i : /user id/i).fill(username);
  await page
    .getByLabel(language === 'sp' ? /^contraseña/i : /^password/i)
    .fill(options.password ?? 'Demo-Portal-2026');
  await page
    .getByRole('button', { name: language === 'sp' ? /iniciar sesión/i : /sign in/i })
    .click();
  await page.waitForURL(options.landing ?? '**/dashboard');
  return page;
}

/** Goes to a path of the signed-in portal and waits until its data has loaded. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Signs in through the real login page. */
export async function signIn(
  page: Page,
  username: string,
  password = 'Demo-Portal-2026',
): Promise<void> {
  if (!page.url().endsWith('/') && !page.url().includes('/?')) await page.goto('/');
  await appSignInForm(page);
  await page.getByLabel(/user id/i).fill(username);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Runs axe on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are only final once transitions (a dialog fading in) have ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    const summary = bad
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
            .join('\n  ')}`,
      )
      .join('\n');
    throw new Error(
      `axe found ${bad.length} serious/critical violation(s) on ${page.url()}:\n${summary}`,
    );
  }
}

/** The portal's navigation (the dashboard's quick links repeat some of its entries), in en or sp. */
export function portalNav(page: Page) {
  return page.getByRole('navigation', {
    name: /^(staff|employer|member|provider) navigation$|^navegación del (personal|empleador|miembro|proveedor)$/i,
  });
}
