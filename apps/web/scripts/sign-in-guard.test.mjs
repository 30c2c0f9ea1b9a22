import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAlternateHost } from '@bp/contract/brands';
import { LOCAL_STORAGE_KEYS as STORAGE_KEYS } from '@bp/contract/constants';

// The app's signed-out notice parameter (src/lib/signed-out-path.ts).
const SIGNED_OUT_PARAM = 'signedOut';

const source = fs.readFileSync(
  path.resolve(import.meta.dirname, '../public/sign-in-guard.js'),
  'utf8',
);

/** Runs public/sign-in-guard.js with a stand-in window; returns whether it marked the markup stale, and its rule. */
function runGuard(location, storage) {
  const attributes = new Set();
  const window = {
    location,
    localStorage: { getItem: (k) => storage[k] ?? null },
    __signInMarkupFits: null,
  };
  const document = { documentElement: { setAttribute: (name) => attributes.add(name) } };
  new Function('window', 'document', source)(window, document);
  return { stale: attributes.has('data-prerender-stale'), fits: window.__signInMarkupFits };
}

const signIn = { hostname: 'portal.example', pathname: '/', search: '' };

describe('sign-in guard (public/sign-in-guard.js)', () => {
  it('keeps the prerendered sign-in page at / for a signed-out English visitor of the default brand', () => {
    expect(runGuard(signIn, {}).stale).toBe(false);
    expect(runGuard({ ...signIn, search: '?redirect=%2Fmember%2Fclaims' }, {}).stale).toBe(false);
    expect(runGuard(signIn, { [STORAGE_KEYS.language]: 'en' }).stale).toBe(false);
  });

  it('marks it stale where the app renders something else', () => {
    expect(runGuard({ ...signIn, pathname: '/member/dashboard' }, {}).stale).toBe(true);
    expect(runGuard({ ...signIn, search: `?${SIGNED_OUT_PARAM}=inactivity` }, {}).stale).toBe(true);
    expect(runGuard(signIn, { [STORAGE_KEYS.language]: 'sp' }).stale).toBe(true);
    expect(runGuard(signIn, { [STORAGE_KEYS.token]: 'abc' }).stale).toBe(true);
    expect(runGuard({ ...signIn, hostname: 'alt.portal.example' }, {}).stale).toBe(true);
  });

  it('tells the alternate brand’s hosts as the contract does', () => {
    const { fits } = runGuard(signIn, {});
    const hosts = [
      'portal.example',
      'alt.portal.example',
      'alt-staging.portal.example',
      'ALT.Portal.Example.',
      'portal.alternate.example',
      'summit-benefits.example',
      'altitude.example',
      'localhost',
      '127.0.0.1',
      'salt.example',
    ];
    for (const hostname of hosts)
      expect(
        fits({ ...signIn, hostname }, () => null),
        hostname,
      ).toBe(!isAlternateHost(hostname));
  });
});
