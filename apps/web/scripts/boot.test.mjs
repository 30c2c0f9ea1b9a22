import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAlternateHost } from '@bp/contract/brands';
import { LOCAL_STORAGE_KEYS as STORAGE_KEYS } from '@bp/contract/constants';

// The app's signed-out notice parameter (src/lib/signed-out-path.ts).
const SIGNED_OUT_PARAM = 'signedOut';

const source = fs.readFileSync(path.resolve(import.meta.dirname, '../public/boot.js'), 'utf8');

const DATA = {
  entry: '/assets/index.js',
  files: [
    '/assets/framework.js',
    '/assets/sign-in.js',
    '/assets/query.js',
    '/assets/en.js',
    '/assets/sp.js',
    '/assets/member.js',
    '/assets/dashboard.js',
    '/assets/claim.js',
    '/assets/components.css',
    '/assets/en-member.js',
    '/assets/sp-member.js',
  ],
  preload: [0, 1],
  pages: [2, 8],
  // The member portal's pages load the member part of the catalogue, every other page all of it.
  translations: { all: { en: [3], sp: [4] }, member: { en: [9], sp: [10] } },
  routes: [
    ['/', [1]],
    ['/member', [5]],
    // A page lists the files its parent route (index 1) does not.
    ['/member/dashboard', [6], 1],
    ['/member/claim-details/:claimNumber', [7], 1],
  ],
};

/**
 * Runs public/boot.js with a stand-in window and document: whether it marked the markup stale, the
 * elements it appended to <head>, its event listeners, and (`frame`: the `data-frame*` attributes of
 * <html>) the callbacks it left for the next animation frame and the timers, and the first-name slot.
 */
function runBoot(location, storage, frame = null, visibilityState = 'visible') {
  const attributes = new Set();
  const appended = [];
  const listeners = {};
  const frames = [];
  const timers = [];
  const slot = { textContent: '' };
  const greeting = {
    filled: false,
    setAttribute: (name) => (greeting.filled = name === 'data-filled'),
  };
  slot.closest = () => greeting;
  const window = {
    location,
    localStorage: {
      getItem: (k) => storage[k] ?? null,
      setItem: (k, v) => (storage[k] = String(v)),
      clear: () => {
        for (const k of Object.keys(storage)) delete storage[k];
      },
    },
    requestAnimationFrame: (fn) => frames.push(fn),
    setTimeout: (fn, ms) => timers.push([fn, ms]),
  };
  const frameAttributes = frame
    ? {
        'data-frame': frame.name,
        'data-frame-language': frame.language,
        'data-frame-account-types': frame.accountTypes.join(','),
      }
    : {};
  const document = {
    documentElement: {
      setAttribute: (name) => attributes.add(name),
      getAttribute: (name) => frameAttributes[name] ?? null,
    },
    readyState: 'loading',
    visibilityState,
    head: { appendChild: (el) => appended.push(el) },
    createElement: (tag) => ({ tag }),
    getElementById: (id) => (id === 'bp-boot' ? { textContent: JSON.stringify(DATA) } : null),
    addEventListener: (type, fn) => (listeners[type] ??= []).push(fn),
    querySelectorAll: () => [],
    querySelector: (selector) => (selector === '[data-bp-first-name]' ? slot : null),
  };
  new Function('window', 'document', source)(window, document);
  return {
    stale: attributes.has('data-prerender-stale'),
    appended,
    listeners,
    frames,
    timers,
    slot,
    greeting,
  };
}

/** The functions of public/boot.js, through its test hook. */
function bootFunctions() {
  const window = { __bootTest: null };
  new Function('window', 'document', source)(window, {});
  return window.__bootTest;
}

const signIn = {
  hostname: 'portal.example',
  pathname: '/',
  search: '',
  href: 'http://portal.example/',
  origin: 'http://portal.example',
};

describe('boot (public/boot.js)', () => {
  it('keeps the prerendered sign-in page at / for a signed-out English visitor of the default brand', () => {
    expect(runBoot(signIn, {}).stale).toBe(false);
    expect(runBoot({ ...signIn, search: '?redirect=%2Fmember%2Fclaims' }, {}).stale).toBe(false);
    expect(runBoot(signIn, { [STORAGE_KEYS.language]: 'en' }).stale).toBe(false);
  });

  it('marks it stale where the app renders something else', () => {
    expect(runBoot({ ...signIn, pathname: '/member/dashboard' }, {}).stale).toBe(true);
    expect(runBoot({ ...signIn, search: `?${SIGNED_OUT_PARAM}=inactivity` }, {}).stale).toBe(true);
    expect(runBoot(signIn, { [STORAGE_KEYS.language]: 'sp' }).stale).toBe(true);
    expect(runBoot(signIn, { [STORAGE_KEYS.token]: 'abc' }).stale).toBe(true);
    expect(runBoot({ ...signIn, hostname: 'alt.portal.example' }, {}).stale).toBe(true);
  });

  it('on the sign-in page clears what a signed-out visitor’s storage holds but the language (spec §2)', () => {
    const storage = { language: 'en', individuals: '[]', [STORAGE_KEYS.user]: '{}' };
    runBoot(signIn, storage);
    expect(storage).toEqual({ language: 'en' });
    const signedIn = { [STORAGE_KEYS.token]: 't', individuals: '[]' };
    runBoot(signIn, signedIn);
    expect(signedIn).toEqual({ [STORAGE_KEYS.token]: 't', individuals: '[]' });
  });

  it('on the sign-in page loads nothing until the first interaction, then the entry with its imports', () => {
    const { appended, listeners } = runBoot(signIn, {});
    expect(appended).toEqual([]);
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'])
      expect(listeners[type]?.length, type).toBeGreaterThan(0);
    listeners.focusin[0]();
    listeners.keydown[0](); // a second trigger loads nothing more
    expect(appended.map((e) => e.href ?? e.src)).toEqual([
      '/assets/framework.js',
      '/assets/sign-in.js',
      '/assets/index.js',
    ]);
    expect(appended.slice(0, 2).every((e) => e.rel === 'modulepreload')).toBe(true);
    expect(appended[2]).toMatchObject({ tag: 'script', type: 'module' });
  });

  it('elsewhere loads at once, preloading the page’s files and its language’s translations in the same round', () => {
    const { appended, listeners } = runBoot(
      { ...signIn, pathname: '/member/claim-details/C-1' },
      {
        [STORAGE_KEYS.language]: 'sp',
        [STORAGE_KEYS.token]: 't',
      },
    );
    expect(listeners).toEqual({});
    expect(appended.map((e) => e.href ?? e.src)).toEqual([
      '/assets/framework.js',
      '/assets/sign-in.js',
      '/assets/query.js',
      '/assets/components.css',
      '/assets/sp-member.js',
      '/assets/member.js',
      '/assets/claim.js',
      '/assets/index.js',
    ]);
    // A CSS-only module's chunk is preloaded as a style, not as a module.
    expect(appended[3]).toMatchObject({ rel: 'preload', as: 'style' });
  });

  it('preloads the whole catalogue of the language off the member portal', () => {
    const { appended } = runBoot(
      { ...signIn, pathname: '/provider/dashboard' },
      { [STORAGE_KEYS.language]: 'sp', [STORAGE_KEYS.token]: 't' },
    );
    const urls = appended.map((e) => e.href ?? e.src);
    expect(urls).toContain('/assets/sp.js');
    expect(urls).not.toContain('/assets/sp-member.js');
  });

  it('has the app follow a link of the prerendered page to one of its pages, preloading that page', () => {
    const { appended, listeners } = runBoot(signIn, {});
    const attributes = {};
    const link = {
      href: 'http://portal.example/member/dashboard?x=1',
      target: '',
      hasAttribute: () => false,
      setAttribute: (k, v) => (attributes[k] = v),
    };
    let prevented = false;
    const click = (target) => ({
      target: { closest: (selector) => (selector.includes('a[href]') ? target : null) },
      button: 0,
      defaultPrevented: false,
      preventDefault: () => (prevented = true),
    });
    for (const l of listeners.click) l(click(link));
    expect(prevented).toBe(true);
    expect(attributes['aria-busy']).toBe('true');
    expect(appended.map((e) => e.href ?? e.src)).toEqual([
      '/assets/framework.js',
      '/assets/sign-in.js',
      '/assets/query.js',
      '/assets/components.css',
      '/assets/en-member.js',
      '/assets/member.js',
      '/assets/dashboard.js',
      '/assets/index.js',
    ]);
    // Elsewhere (another origin, a path the app has no page for) the browser follows it.
    prevented = false;
    for (const l of listeners.click)
      l(click({ ...link, href: 'https://other.example/member/dashboard' }));
    for (const l of listeners.click)
      l(click({ ...link, href: 'http://portal.example/api/file.pdf' }));
    expect(prevented).toBe(false);
  });

  it('matches routes as React Router does: whole paths, params one segment, static segments first', () => {
    const { routeFiles } = bootFunctions();
    const routes = [
      ['/member', ['m']],
      ['/member/dashboard', ['d']],
      ['/member/update-info/:name', ['param']],
      ['/member/update-info/contact', ['static']],
      ['/admin/files/*', ['splat']],
    ];
    expect(routeFiles(routes, '/member/dashboard')).toEqual(['d']);
    expect(routeFiles(routes, '/member/dashboard/')).toEqual(['d']);
    expect(routeFiles(routes, '/member')).toEqual(['m']);
    expect(routeFiles(routes, '/member/update-info/contact')).toEqual(['static']);
    expect(routeFiles(routes, '/member/update-info/address')).toEqual(['param']);
    expect(routeFiles(routes, '/admin/files/a/b')).toEqual(['splat']);
    expect(routeFiles(routes, '/member/unknown')).toEqual([]);
    expect(routeFiles(routes, '/nowhere')).toEqual([]);
  });

  it('tells the alternate brand’s hosts as the contract does', () => {
    const { signInMarkupFits } = bootFunctions();
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
        signInMarkupFits({ ...signIn, hostname }, () => null),
        hostname,
      ).toBe(!isAlternateHost(hostname));
  });

  describe('page frames (a copy of index.html with a page’s frame prerendered: scripts/prerender.mjs)', () => {
    const claims = {
      ...signIn,
      pathname: '/member/claims',
      href: 'http://portal.example/member/claims',
    };
    const frame = { name: 'member-claims', language: 'en', accountTypes: [7, 8] };
    const member = {
      [STORAGE_KEYS.token]: 't',
      [STORAGE_KEYS.user]: JSON.stringify({ accountType: 7, firstName: 'Ana' }),
    };

    it('keeps the frame for a signed-in account of its portal in its language', () => {
      expect(runBoot(claims, member, frame).stale).toBe(false);
      expect(runBoot(claims, { ...member, [STORAGE_KEYS.language]: 'en' }, frame).stale).toBe(
        false,
      );
      const sp = { ...frame, language: 'sp' };
      expect(runBoot(claims, { ...member, [STORAGE_KEYS.language]: 'sp' }, sp).stale).toBe(false);
    });

    it('marks it stale for anyone the app shows something else', () => {
      const cases = [
        {},
        { [STORAGE_KEYS.user]: member[STORAGE_KEYS.user] },
        { [STORAGE_KEYS.token]: 't' },
        { ...member, [STORAGE_KEYS.user]: '{not json' },
        { ...member, [STORAGE_KEYS.user]: JSON.stringify({ accountType: 3, firstName: 'Sam' }) },
        { ...member, [STORAGE_KEYS.language]: 'sp' },
        { ...member, [STORAGE_KEYS.impersonation]: '{}' },
      ];
      for (const storage of cases)
        expect(runBoot(claims, storage, frame).stale, JSON.stringify(storage)).toBe(true);
      expect(runBoot({ ...claims, hostname: 'alt.portal.example' }, member, frame).stale).toBe(
        true,
      );
      // A stale frame: the app loads at once (index.html's spinner shows meanwhile).
      expect(runBoot(claims, {}, frame).appended.at(-1)).toMatchObject({
        tag: 'script',
        src: '/assets/index.js',
      });
    });

    it('loads the app once the frame has been painted, with the page’s files, and fills the greeting in', () => {
      const run = runBoot(claims, member, frame);
      expect(run.appended).toEqual([]);
      expect(run.slot.textContent).toBe('');
      for (const fn of run.listeners.DOMContentLoaded) fn();
      expect(run.slot.textContent).toBe('Ana');
      expect(run.greeting.filled).toBe(true);
      expect(run.appended).toEqual([]);
      // The next animation frame, then a task after its paint; a timer in case no frame comes.
      expect(run.frames).toHaveLength(1);
      expect(run.timers.map(([, ms]) => ms)).toEqual([500]);
      run.frames[0]();
      run.timers[1][0]();
      const urls = run.appended.map((e) => e.href ?? e.src);
      expect(urls.at(-1)).toBe('/assets/index.js');
      expect(urls).toContain('/assets/en-member.js');
      expect(urls).not.toContain('/assets/en.js');
      expect(urls).toContain('/assets/query.js');
      run.timers[0][0](); // the fallback timer loads nothing more
      expect(run.appended.map((e) => e.href ?? e.src)).toEqual(urls);
    });

    it('in a background tab (no frames painted) loads the app at once; no name, no greeting shown', () => {
      const noName = { ...member, [STORAGE_KEYS.user]: JSON.stringify({ accountType: 8 }) };
      const run = runBoot(claims, noName, frame, 'hidden');
      for (const fn of run.listeners.DOMContentLoaded) fn();
      expect(run.greeting.filled).toBe(false);
      expect(run.frames).toEqual([]);
      expect(run.appended.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index.js' });
    });
  });
});
