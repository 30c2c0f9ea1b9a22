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
export async function openPage(browser: Browser, path = '/'): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Signs in through the real login page. */
export async function signIn(page: Page, username: string, password = 'Demo-Portal-2026'): Promise<void> {
  if (!page.url().endsWith('/') && !page.url().includes('/?')) await page.goto('/');
  await page.getByLabel(/user id/i).fill(username);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Runs axe on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    const summary = bad
      .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`)
      .join('\n');
    throw new Error(`axe found ${bad.length} serious/critical violation(s) on ${page.url()}:\n${summary}`);
  }
}
