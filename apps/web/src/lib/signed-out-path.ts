import type { SignOutReason } from './session-time';

/*
 * The sign-in page's address after a session ends (docs/decisions.md, "Sessions and tokens"). Not in the
 * entry chunk: loaded when a session ends and by the sign-in page.
 */

/** Minutes of an idle time-out for the sign-in message (two decimals under a minute). */
export function idleMinutes(idleSeconds: number | null): number {
  return Math.round(((idleSeconds ?? 900) / 60) * 100) / 100;
}

/** The sign-in page's query parameters after an automatic sign-out: `?signedOut=inactivity&minutes=15`. */
export const SIGNED_OUT_PARAM = 'signedOut';
export const SIGNED_OUT_INACTIVITY = 'inactivity';
export const SIGNED_OUT_MINUTES_PARAM = 'minutes';

/**
 * Where a tab goes when its session ends: the sign-in page, with the inactivity message when it ran out,
 * and the page to come back to.
 */
export function signedOutPath(
  reason: SignOutReason,
  idleSeconds: number | null,
  from?: string,
): string {
  const qs = new URLSearchParams();
  if (from && from !== '/' && !from.startsWith('/?')) qs.set('redirect', from);
  if (reason === 'inactivity') {
    qs.set(SIGNED_OUT_PARAM, SIGNED_OUT_INACTIVITY);
    qs.set(SIGNED_OUT_MINUTES_PARAM, String(idleMinutes(idleSeconds)));
  }
  const s = qs.toString();
  return s ? `/?${s}` : '/';
}
