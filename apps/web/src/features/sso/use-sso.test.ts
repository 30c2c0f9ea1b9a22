import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitLaunch } from './use-sso';

afterEach(() => vi.restoreAllMocks());

describe('submitLaunch', () => {
  it('posts the assertion in a hidden form to the partner, in the named tab, and leaves nothing behind', () => {
    const seen: { action: string; method: string; target: string; fields: [string, string][] }[] =
      [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      seen.push({
        action: this.action,
        method: this.method,
        target: this.target,
        fields: [...new FormData(this).entries()].map(([k, v]) => [k, String(v)]),
      });
    });
    submitLaunch(
      {
        url: 'https://partner.test/sso',
        method: 'POST',
        fields: { assertion: 'a.b.c' },
        expiresAt: '2030-01-01T00:00:00Z',
      },
      'sso-talon-1',
    );
    expect(seen).toEqual([
      {
        action: 'https://partner.test/sso',
        method: 'post',
        target: 'sso-talon-1',
        fields: [['assertion', 'a.b.c']],
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });
});
