import { describe, expect, it } from 'vitest';
import { interactiveUntilLoaded } from './prerender-lib.mjs';

describe('prerendered sign-in markup', () => {
  it('makes fields read-only, selects disabled and submit buttons plain until the app replaces it', () => {
    const out = interactiveUntilLoaded(
      '<select aria-label="Language"><option value="en">English</option></select>' +
        '<form><input class="a" type="text"/><input readonly="" value="x"/>' +
        '<button class="b" type="submit">Sign in</button><a href="/need-help">Help</a></form>',
    );
    expect(out).toBe(
      '<select disabled="" aria-label="Language"><option value="en">English</option></select>' +
        '<form><input readonly="" class="a" type="text"/><input readonly="" value="x"/>' +
        '<button class="b" type="button">Sign in</button><a href="/need-help">Help</a></form>',
    );
  });
});
