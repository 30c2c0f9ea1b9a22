import { describe, expect, it } from 'vitest';
import { markPrerendered } from './prerender-lib.mjs';

describe('prerendered sign-in markup', () => {
  it('marks forms, fields and selects, and makes submit buttons plain marked buttons', () => {
    const out = markPrerendered(
      '<select aria-label="Language"><option value="en">English</option></select>' +
        '<form aria-label="Sign in"><input class="a" type="text"/><input value="x"/>' +
        '<button class="b" type="submit">Sign in</button><button type="button">Show</button>' +
        '<a href="/need-help">Help</a></form>',
    );
    expect(out).toBe(
      '<select data-prerendered="" aria-label="Language"><option value="en">English</option></select>' +
        '<form data-prerendered="" aria-label="Sign in"><input data-prerendered="" class="a" type="text"/>' +
        '<input data-prerendered="" value="x"/>' +
        '<button class="b" type="button" data-prerendered-submit="">Sign in</button><button type="button">Show</button>' +
        '<a href="/need-help">Help</a></form>',
    );
  });

  it('leaves no submit button and no read-only or disabled field (the page is usable before the app loads)', () => {
    const out = markPrerendered(
      '<form><input/><input type="password"/><button type="submit">Go</button></form>',
    );
    expect(out).not.toMatch(/type="submit"|readonly|disabled/);
  });
});
