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

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * The HTML of a prerendered page frame (src/prerender/page-frames.tsx): index.html (its `#root` still
 * empty) with the frame's markup in `#root`, its language and title, and on `<html>` what public/boot.js
 * checks before showing it (`data-frame`, `data-frame-language`, `data-frame-account-types`). The
 * greeting's first-name mark becomes an empty `<span data-bp-first-name>` in a paragraph marked
 * `data-frame-greeting`, which index.html's style keeps invisible (its space kept) until boot.js has
 * filled the name in.
 */
export function frameHtml(html, frame, firstNameMark) {
  const empty = '<div id="root"></div>';
  if (!html.includes(empty)) throw new Error('prerender: index.html has no empty <div id="root">');
  if (!/<html lang="en"/.test(html))
    throw new Error('prerender: index.html has no <html lang="en">');
  let markup = frame.markup;
  if (markup.includes(firstNameMark)) {
    markup = markup.replace(
      new RegExp(`<p([^>]*)>([^<]*)${firstNameMark}`),
      '<p$1 data-frame-greeting="">$2<span data-bp-first-name=""></span>',
    );
    if (markup.includes(firstNameMark))
      throw new Error(
        `prerender: the first-name mark of ${frame.name} is not in a paragraph's text`,
      );
  }
  return html
    .replace(
      /<html lang="en"/,
      `<html lang="${escapeAttribute(frame.htmlLang)}" data-frame="${escapeAttribute(frame.name)}"` +
        ` data-frame-language="${escapeAttribute(frame.language)}"` +
        ` data-frame-account-types="${frame.accountTypes.join(',')}"`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(frame.title)}</title>`)
    .replace(empty, `<div id="root">${markup}</div>`);
}
