import { createStore, useStore } from './external-store';

/**
 * Automatic sign-out after inactivity, with a warning (45 CFR 164.312(a)(2)(iii); WCAG 2.2.1; docs/decisions.md,
 * "Sessions and tokens"). The server says when the session ends (`X-Session-Expires-In` on every signed-in
 * answer, `expires_in` at sign-in); only the user's calls slide it — polling is sent as background and
 * does not. This module keeps that end, shows the warning before it, signs out at it, and keeps the
 * other tabs of the browser in step (one session is shared by every tab: its token is in localStorage).
 */

/** Why a session ended: the user signed out, or it ran out of idle time. */
export type SignOutReason = 'user' | 'inactivity';

export interface IdleState {
  /** When the session ends unless used again (epoch ms); null while unknown or signed out. */
  endsAt: number | null;
  /** The idle time-out the server reports, in seconds. */
  idleSeconds: number | null;
  /** True while the warning is shown. */
  warning: boolean;
}

const EMPTY: IdleState = { endsAt: null, idleSeconds: null, warning: false };

export const idleStore = createStore<IdleState>(EMPTY);

/** The message one tab sends the others. */
export type SessionMessage =
  | { type: 'time'; endsAt: number; idleSeconds: number }
  | { type: 'signedOut'; reason: SignOutReason; idleSeconds: number | null };

/** What the monitor needs of the app: the "Stay signed in" call and the local sign-out. */
export interface IdleDeps {
  /** Slides the session on the server; resolves with seconds until its end and the idle time-out. */
  extend: () => Promise<{ expiresIn: number; idleTimeout: number }>;
  /**
   * Ends the session in this tab and shows the sign-in page (with the inactivity message for
   * 'inactivity'); `remote` when another tab ended it (it has revoked the token already).
   */
  signOut: (reason: SignOutReason, idleSeconds: number | null, remote: boolean) => void;
  /** True while this tab holds a signed-in session (another tab's times mean nothing otherwise). */
  signedIn: () => boolean;
}

/** A channel between the tabs: BroadcastChannel, or storage events where it is missing. */
export interface SessionChannel {
  post: (message: SessionMessage) => void;
  close: () => void;
}

const CHANNEL = 'bp-session';
/** The localStorage key the fallback writes (and removes at once) so the other tabs get a storage event. */
export const CHANNEL_STORAGE_KEY = 'bp.session-message';

/** Opens the tab channel; `receive` gets the other tabs' messages (never this tab's own). */
export function openSessionChannel(receive: (m: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent<SessionMessage>) => receive(e.data);
    return { post: (m) => channel.postMessage(m), close: () => channel.close() };
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key !== CHANNEL_STORAGE_KEY || !e.newValue) return;
    try {
      receive((JSON.parse(e.newValue) as { m: SessionMessage }).m);
    } catch {
      // not ours
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post: (m) => {
      try {
        // A nonce: the same message twice must still change the value (and fire the event).
        localStorage.setItem(CHANNEL_STORAGE_KEY, JSON.stringify({ m, n: Math.random() }));
        localStorage.removeItem(CHANNEL_STORAGE_KEY);
      } catch {
        // storage full or blocked: the other tabs find out at their next call
      }
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}

/** How long before the end the warning shows: 2 minutes, or a quarter of a shorter idle time. */
export function warningLeadMs(idleSeconds: number | null): number {
  const idleMs = (idleSeconds ?? 900) * 1000;
  return Math.min(120_000, idleMs / 4);
}

/** Whole minutes of an idle time-out for the sign-in message (two decimals below a minute's precision). */
export function idleMinutes(idleSeconds: number | null): number {
  return Math.round(((idleSeconds ?? 900) / 60) * 100) / 100;
}

/** The sign-in page's query parameters after an automatic sign-out: `?signedOut=inactivity&minutes=15`. */
export const SIGNED_OUT_PARAM = 'signedOut';
export const SIGNED_OUT_INACTIVITY = 'inactivity';
export const SIGNED_OUT_MINUTES_PARAM = 'minutes';

/**
 * Where a tab goes when its session ends: the sign-in page, with the inactivity message when it ran out
 * (and, when signed out elsewhere than the sign-in page, the page to come back to).
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

/** `m:ss` of a number of seconds (the countdown). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

let deps: IdleDeps | null = null;
let channel: SessionChannel | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let extending: Promise<void> | null = null;

/** Wires the monitor to the app and opens the tab channel (once at start-up, and by tests). */
export function configureIdle(next: IdleDeps, open = openSessionChannel): () => void {
  channel?.close();
  deps = next;
  channel = open(receive);
  const onVisible = () => {
    if (document.visibilityState === 'visible') schedule();
  };
  // A hidden tab's timers are throttled: look again when it shows.
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    channel?.close();
    channel = null;
    deps = null;
    stopIdle();
  };
}

function receive(m: SessionMessage): void {
  if (!deps?.signedIn()) return;
  if (m.type === 'time') {
    apply(m.endsAt, m.idleSeconds);
  } else {
    stopIdle();
    deps?.signOut(m.reason, m.idleSeconds, true);
  }
}

function apply(endsAt: number, idleSeconds: number): void {
  idleStore.set((s) => ({ ...s, endsAt, idleSeconds }));
  schedule();
}

/** Re-arms the one timer: at the warning, then at the end. */
function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  const { endsAt, idleSeconds, warning } = idleStore.get();
  if (endsAt === null) return;
  const now = Date.now();
  if (now >= endsAt) {
    expire();
    return;
  }
  const warnAt = endsAt - warningLeadMs(idleSeconds);
  const warn = now >= warnAt;
  if (warn !== warning) idleStore.set((s) => ({ ...s, warning: warn }));
  timer = setTimeout(schedule, (warn ? endsAt : warnAt) - now);
}

function expire(): void {
  const { idleSeconds } = idleStore.get();
  stopIdle();
  channel?.post({ type: 'signedOut', reason: 'inactivity', idleSeconds });
  deps?.signOut('inactivity', idleSeconds, false);
}

/**
 * The server reported when the session ends (a signed-in answer or the sign-in): re-arm the warning and
 * the sign-out, and tell the other tabs (they share the session).
 */
export function sessionTimeReported(expiresInSeconds: number, idleSeconds: number): void {
  if (!Number.isFinite(expiresInSeconds) || !Number.isFinite(idleSeconds) || idleSeconds <= 0)
    return;
  if (deps && !deps.signedIn()) return;
  const endsAt = Date.now() + expiresInSeconds * 1000;
  const before = idleStore.get().endsAt;
  apply(endsAt, idleSeconds);
  // Answers within the same second say the same thing: no message for those.
  if (before === null || Math.abs(before - endsAt) >= 1000)
    channel?.post({ type: 'time', endsAt, idleSeconds });
}

/** "Stay signed in": slides the session on the server; every tab hides its warning. */
export function staySignedIn(): Promise<void> {
  if (!deps) return Promise.resolve();
  const call = deps.extend;
  extending ??= call()
    .then((r) => sessionTimeReported(r.expiresIn, r.idleTimeout))
    .catch(() => {
      // A refused call signs out through the API client (401); a network failure leaves the warning up.
    })
    .finally(() => {
      extending = null;
    });
  return extending;
}

/** The user signed out in this tab: the other tabs sign out too. */
export function announceSignOut(): void {
  const { idleSeconds } = idleStore.get();
  stopIdle();
  channel?.post({ type: 'signedOut', reason: 'user', idleSeconds });
}

/** Forgets the session's end (signed out): no warning, no timer. */
export function stopIdle(): void {
  clearTimeout(timer);
  timer = undefined;
  idleStore.set(EMPTY);
}

/** True when the session's reported end has passed (a refused call then means inactivity). */
export function idleTimeRanOut(now = Date.now()): boolean {
  const { endsAt } = idleStore.get();
  return endsAt !== null && now >= endsAt - 5_000;
}

/** Subscribes a component to the idle state. */
export function useIdle<S>(select: (s: IdleState) => S): S {
  return useStore(idleStore, select);
}
