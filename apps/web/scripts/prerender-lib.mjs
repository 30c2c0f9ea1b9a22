// Pure helpers of scripts/prerender.mjs.

/**
 * The prerendered markup made inert until the app replaces it: fields read-only (what is typed there
 * would be lost, and a password must not travel in a native GET submit), selects (the language picker)
 * disabled, as a choice made there would be lost too, and submit buttons plain buttons. Read-only fields
 * look the same in Mantine (only the caret is hidden); links work natively.
 */
export function interactiveUntilLoaded(markup) {
  return markup
    .replace(/<input(?![^>]*\sreadonly)/g, '<input readonly=""')
    .replace(/<select(?![^>]*\sdisabled)/g, '<select disabled=""')
    .replace(/<button([^>]*?)\stype="submit"/g, '<button$1 type="button"');
}
