// Starts the app (issue 28). A classic script in <head>, after the boot data block that
// scripts/boot-data.mjs writes into index.html (the CSP allows no inline script; a JSON block is data).
//
// <div id="root"> holds prerendered markup (scripts/prerender.mjs):
// - index.html: the sign-in page, English, default brand, signed out, at `/`.
// - A page frame (dist/frames, `data-frame` on <html>): the portal shell with the page's heading and a
//   loader, in one language, served by the server for the most visited pages of the member portal.
// Where the app will render something else (another path, another language, no session or another
// portal's, impersonation, the alternate brand, the signed-out notice), the markup is marked stale
// (hidden by index.html's style; main.tsx removes it) and a spinner shows until the app's first render.
// - Off the sign-in page the app loads at once: its entry, and in the same round the files of the page
//   asked for (module preloads), not one import after another. A frame that fits stays until the app's
//   first render replaces it (the greeting's first name filled in from the stored user); there the app
//   loads once the frame has been painted.
// - On the sign-in page, where it fits, the page is already usable, and the app loads on the first
//   interaction (a pointer, a key, a touch, the focus): a visit pays for the markup alone until the user
//   starts to sign in. What is typed there stays: the app takes the fields' values, the focus and a
//   pending submit over (src/lib/sign-in-handoff.ts). A click on the submit button or Enter in a field
//   before then is recorded on the form (`data-submit-pending`) and the button shows busy; a link to a
//   page of the app is followed by the app once loaded (`data-pending-navigation`).
//
// Keep in step with the app: language storage key and value, session keys (token, user, impersonation),
// signed-out notice parameter, @bp/contract's isAlternateHost, and the attributes of the hand-over
// (apps/web/scripts/boot.test.mjs).
/* global window, document, URL */
(function () {
  function alternateHost(location) {
    var host = String(location.hostname)
      .trim()
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/\.$/, '');
    var labels = host.split('.');
    var first = labels[0] || '';
    return (
      first === 'alt' ||
      first.indexOf('alt-') === 0 ||
      labels.some(function (l) {
        return l.indexOf('alternate') !== -1 || l.indexOf('summit') !== -1;
      })
    );
  }

  function signInMarkupFits(location, stored) {
    return (
      location.pathname === '/' &&
      !/[?&]signedOut=/.test(location.search) &&
      stored('language') !== 'sp' &&
      !stored('bp.token') &&
      !alternateHost(location)
    );
  }

  /** The stored signed-in user (the app's `bp.user`), or null. */
  function storedUser(stored) {
    try {
      var user = JSON.parse(stored('bp.user') || 'null');
      return user && typeof user === 'object' ? user : null;
    } catch {
      return null;
    }
  }

  /**
   * Whether the page frame is what the app renders first here: a session of an account type of the
   * frame's portal, in the frame's language, not impersonating, on the default brand. (The server picked
   * the frame by the page's path and the `bp_lang` cookie.)
   */
  function frameFits(location, stored, frame) {
    if (alternateHost(location) || !stored('bp.token') || stored('bp.impersonation')) return false;
    var language = stored('language') === 'sp' ? 'sp' : 'en';
    if (language !== frame.language) return false;
    var user = storedUser(stored);
    return user !== null && frame.accountTypes.indexOf(Number(user.accountType)) !== -1;
  }

  /**
   * The index of the route matching `pathname` in the boot data's `routes` ([pattern, files, parent?]),
   * or -1: the pattern with the most matching static segments among those of the same length,
   * `:param` matching any one segment and `*` the rest.
   */
  function routeIndex(routes, pathname) {
    var parts = pathname.replace(/\/+$/, '').split('/');
    var best = -1;
    var bestScore = -1;
    for (var i = 0; i < routes.length; i++) {
      var pattern = routes[i][0].replace(/\/+$/, '').split('/');
      var score = 0;
      var ok = true;
      for (var j = 0; j < pattern.length && ok; j++) {
        var seg = pattern[j];
        if (seg === '*') {
          j = parts.length;
          break;
        }
        if (j >= parts.length) ok = false;
        else if (seg.charAt(0) === ':') ok = parts[j] !== '';
        else if (seg === parts[j]) score++;
        else ok = false;
      }
      if (ok && pattern[pattern.length - 1] !== '*' && pattern.length !== parts.length) ok = false;
      if (ok && score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    return best;
  }

  /** The files of the route matching `pathname`, joined with its parents' (a route lists only its own). */
  function routeFiles(routes, pathname) {
    var files = [];
    for (var r = routeIndex(routes, pathname); r !== -1 && r !== undefined; r = routes[r][2])
      files = routes[r][1].concat(files);
    return files;
  }

  /** The translation files of the page's part (src/i18n/index.ts): the member portal's, or all of them. */
  function translationFiles(translations, pathname, language) {
    var part =
      translations[/^\/member(\/|$)/.test(pathname) ? 'member' : 'all'] || translations.all;
    return part[language] || part.en || [];
  }

  /** The URLs to preload before the entry runs: the entry's imports, and off the sign-in page the page's. */
  function preloadsOf(data, pathname, language, signIn) {
    var picked = data.preload.slice();
    if (!signIn) {
      picked = picked.concat(
        data.pages,
        translationFiles(data.translations, pathname, language),
        routeFiles(data.routes, pathname),
      );
    }
    var seen = {};
    var out = [];
    for (var i = 0; i < picked.length; i++) {
      if (seen[picked[i]]) continue;
      seen[picked[i]] = true;
      out.push(data.files[picked[i]]);
    }
    return out;
  }

  // For the unit test, which runs this file with a stand-in window.
  if (window.__bootTest === null) {
    window.__bootTest = {
      signInMarkupFits: signInMarkupFits,
      routeIndex: routeIndex,
      routeFiles: routeFiles,
      preloadsOf: preloadsOf,
      frameFits: frameFits,
    };
    return;
  }

  function stored(key) {
    return window.localStorage.getItem(key);
  }
  var root = document.documentElement;
  var frameName = root.getAttribute('data-frame');
  var fits = false;
  try {
    fits = frameName
      ? frameFits(window.location, stored, {
          language: root.getAttribute('data-frame-language'),
          accountTypes: String(root.getAttribute('data-frame-account-types') || '')
            .split(',')
            .map(Number),
        })
      : signInMarkupFits(window.location, stored);
  } catch {
    fits = false;
  }
  if (!fits) root.setAttribute('data-prerender-stale', '');

  var data = null;
  /** The boot data block (scripts/boot-data.mjs); false without it (the development server). */
  function bootData() {
    if (data === null) {
      var block = document.getElementById('bp-boot');
      data = block ? JSON.parse(block.textContent) : false;
    }
    return data;
  }
  function languageOf() {
    try {
      return stored('language') === 'sp' ? 'sp' : 'en';
    } catch {
      return 'en';
    }
  }
  var preloaded = {};
  function preload(urls) {
    var head = document.head;
    for (var i = 0; i < urls.length; i++) {
      if (preloaded[urls[i]]) continue;
      preloaded[urls[i]] = true;
      var link = document.createElement('link');
      // A CSS-only module's chunk is its stylesheet (Vite adds it when the module loads).
      if (/\.css$/.test(urls[i])) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = urls[i];
      head.appendChild(link);
    }
  }

  /** The frame's greeting gets the stored user's first name once the markup is parsed (shown then). */
  function fillFrame() {
    function fill() {
      var user = null;
      try {
        user = storedUser(stored);
      } catch {
        user = null;
      }
      var name = user && typeof user.firstName === 'string' ? user.firstName : '';
      var slot = document.querySelector('[data-bp-first-name]');
      if (!slot || !name) return;
      slot.textContent = name;
      var greeting = slot.closest('[data-frame-greeting]');
      if (greeting) greeting.setAttribute('data-filled', '');
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fill);
    else fill();
  }

  /**
   * Runs `fn` once the frame has been painted (the next frame after the markup is parsed; at once in a
   * tab in the background, which paints nothing; half a second at most): its stylesheet and markup get
   * the connection to themselves, and the largest paint does not wait for the app's 300 kB of script.
   */
  function afterFirstPaint(fn) {
    function next() {
      if (document.visibilityState === 'hidden') return fn();
      window.requestAnimationFrame(function () {
        window.setTimeout(fn, 0);
      });
      window.setTimeout(fn, 500);
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', next);
    else next();
  }

  var started = false;
  function load() {
    if (started) return;
    started = true;
    // Without the block (the development server) index.html loads the entry itself.
    var d = bootData();
    if (!d) return;
    preload(preloadsOf(d, window.location.pathname, languageOf(), fits && !frameName));
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = d.entry;
    // The app cannot load: a link followed on the prerendered page is followed natively.
    script.onerror = function () {
      var pending = root.getAttribute('data-pending-navigation');
      if (pending) window.location.assign(pending);
    };
    document.head.appendChild(script);
  }

  if (frameName) {
    if (!fits) {
      load();
      return;
    }
    fillFrame();
    afterFirstPaint(load);
    return;
  }
  if (!fits) {
    load();
    return;
  }

  // Spec §2: on loading the login page, local storage is cleared if the user is not signed in (the
  // language choice stays) — here, as the app's login loader runs only once the app has loaded.
  try {
    var language = stored('language');
    window.localStorage.clear();
    if (language) window.localStorage.setItem('language', language);
  } catch {
    // storage disabled: nothing to clear
  }

  var PRERENDERED = '[data-prerendered]';
  function prerenderedForm(target) {
    return target && target.closest ? target.closest('form' + PRERENDERED) : null;
  }
  /** Records a submit asked for before the app took over; the app submits once it has. */
  function submitPending(form) {
    form.setAttribute('data-submit-pending', '');
    var button = form.querySelector('[data-prerendered-submit]');
    if (button) button.setAttribute('aria-busy', 'true');
  }

  var triggers = [
    'pointerdown',
    'pointermove',
    'keydown',
    'touchstart',
    'focusin',
    'input',
    'change',
  ];
  for (var t = 0; t < triggers.length; t++)
    document.addEventListener(triggers[t], load, { capture: true, passive: true });

  document.addEventListener(
    'click',
    function (event) {
      var button =
        event.target && event.target.closest
          ? event.target.closest('[data-prerendered-submit]')
          : null;
      var form = prerenderedForm(button);
      if (form) submitPending(form);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    function (event) {
      var target = event.target;
      if (event.key !== 'Enter' || !target || target.tagName !== 'INPUT') return;
      var form = prerenderedForm(target);
      if (!form) return;
      event.preventDefault();
      submitPending(form);
    },
    true,
  );
  // A link of the prerendered page to a page of the app is followed by the app once it has loaded (not a
  // whole new page load): marked on <html> (`data-pending-navigation`, read by main.tsx), the link busy,
  // the target page's files preloaded with the app's.
  document.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target && event.target.closest ? event.target.closest('#root a[href]') : null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    var d = bootData();
    var url = new URL(link.href, window.location.href);
    if (!d || url.origin !== window.location.origin || routeIndex(d.routes, url.pathname) === -1)
      return;
    event.preventDefault();
    root.setAttribute('data-pending-navigation', url.pathname + url.search + url.hash);
    link.setAttribute('aria-busy', 'true');
    preload(preloadsOf(d, url.pathname, languageOf(), false));
    load();
  });
  // The field that has the focus when the app takes over gets it back there (the markup is replaced,
  // so the element itself loses it): marked on focus, unmarked on a real blur — checked a moment
  // after the blur, as the browser may blur an element the app's first render removes.
  document.addEventListener(
    'focusin',
    function (event) {
      var target = event.target;
      if (!target || !target.matches || !target.matches(PRERENDERED)) return;
      var marked = document.querySelectorAll('[data-prerendered-focus]');
      for (var i = 0; i < marked.length; i++) marked[i].removeAttribute('data-prerendered-focus');
      target.setAttribute('data-prerendered-focus', '');
    },
    true,
  );
  document.addEventListener(
    'focusout',
    function (event) {
      var target = event.target;
      if (!target || !target.removeAttribute) return;
      window.setTimeout(function () {
        if (target.isConnected && document.activeElement !== target)
          target.removeAttribute('data-prerendered-focus');
      }, 0);
    },
    true,
  );
})();
