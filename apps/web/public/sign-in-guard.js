// Runs before the first paint (a classic script in <head>; the CSP allows no inline script). The
// page's <div id="root"> holds the prerendered sign-in page (scripts/prerender.mjs): English, default
// brand, signed out, at `/`. Where the app will render something else, the markup is marked stale
// (hidden by index.html's style; main.tsx removes it before the first render) so that it never shows.
// Keep in step with the app: language storage key and value, session token key, signed-out notice
// parameter, and @bp/contract's isAlternateHost (apps/web/scripts/sign-in-guard.test.mjs).
/* global window, document */
(function () {
  function signInMarkupFits(location, stored) {
    var host = String(location.hostname)
      .trim()
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/\.$/, '');
    var labels = host.split('.');
    var first = labels[0] || '';
    var alternate =
      first === 'alt' ||
      first.indexOf('alt-') === 0 ||
      labels.some(function (l) {
        return l.indexOf('alternate') !== -1 || l.indexOf('summit') !== -1;
      });
    return (
      location.pathname === '/' &&
      !/[?&]signedOut=/.test(location.search) &&
      stored('language') !== 'sp' &&
      !stored('bp.token') &&
      !alternate
    );
  }
  var fits = false;
  try {
    fits = signInMarkupFits(window.location, function (key) {
      return window.localStorage.getItem(key);
    });
  } catch {
    fits = false;
  }
  if (!fits) document.documentElement.setAttribute('data-prerender-stale', '');
  // For the unit test, which runs this file with a stand-in window.
  if (window.__signInMarkupFits === null) window.__signInMarkupFits = signInMarkupFits;
})();
