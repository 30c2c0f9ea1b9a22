// Pure helpers of scripts/prerender.mjs.

/**
 * The prerendered markup marked for public/boot.js and the app's hand-over (src/lib/sign-in-handoff.ts):
 * forms, fields and selects get `data-prerendered`, so that the app tells them from its own; submit
 * buttons become plain buttons marked `data-prerendered-submit`. The fields stay editable: the page is
 * usable before the app has loaded (boot.js loads it on the first interaction), and what is typed or
 * chosen there is carried into the app. No native submit can happen meanwhile: without a submit button,
 * a form with two fields has no implicit submission (a password must never travel in a native GET);
 * boot.js records the click or Enter instead and the app submits once it has taken over.
 */
export function markPrerendered(markup) {
  return markup
    .replace(/<(form|input|select)(?![^>]*\sdata-prerendered)/g, '<$1 data-prerendered=""')
    .replace(
      /<button([^>]*?)\stype="submit"/g,
      '<button$1 type="button" data-prerendered-submit=""',
    );
}
