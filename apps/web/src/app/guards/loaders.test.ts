import { describe, expect, it, beforeEach } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { resetSession } from '../../lib/session-store';
import { guard, resetVisitedPaths } from './loaders';
import type { RouteName } from '@bp/contract/routes';

/** Runs a route's guard loader for a path; the redirect target, or null when the page may load. */
function load(name: RouteName, path: string): string | null {
  try {
    guard(name)({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: undefined,
    } as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('guard loader: the previous path (spec §2 /no-match)', () => {
  beforeEach(() => {
    resetSession();
    resetVisitedPaths();
  });

  it('opens /no-match only right after member registration', () => {
    expect(load('public.noMatch', '/no-match')).toBe('/member-registration');
    expect(load('public.memberRegistration', '/member-registration')).toBeNull();
    expect(load('public.noMatch', '/no-match')).toBeNull();
    // A revalidation of the same page keeps the path it came from.
    expect(load('public.noMatch', '/no-match')).toBeNull();
  });

  it('sends /no-match back to registration when coming from another page', () => {
    expect(load('public.memberRegistration', '/member-registration')).toBeNull();
    expect(load('public.contactSupport', '/contact-support')).toBeNull();
    expect(load('public.noMatch', '/no-match')).toBe('/member-registration');
  });
});
