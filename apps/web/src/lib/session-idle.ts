import { idleStore, sessionTimeReported, stopIdle, type SignOutReason } from './session-time';

/**
 * Automatic sign-out after inactivity, with a warning (45 CFR 164.312(a)(2)(iii); WCAG 2.2.1; docs/decisions.md,
 * "Sessions and tokens"). The server says when the session ends (session-time.ts keeps it); only the
 * user's calls move it — polling is sent as background and does not. This monitor shows the warning
 * before the end, signs out at it, and keeps the other tabs of the browser in step (one session is shared
 * by every tab: its token is in localStorage).
 */

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
  /** True while this tab holds a signed-in session (another tab's news mean nothing otherwise). */
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
  return Math.min(120_000, ((idleSeconds ?? 900) * 1000) / 4);
}

/** `m:ss` of a number of seconds (the countdown). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

let deps: IdleDeps | null = null;
let channel: SessionChannel | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let known: number | null = null;
let extending: Promise<void> | null = null;

/** Wires the monitor to the app, opens the tab channel and follows the session's end (once at start-up; tests). */
export function configureIdle(next: IdleDeps, open = openSessionChannel): () => void {
  channel?.close();
  deps = next;
  channel = open(receive);
  known = null;
  const unsubscribe = idleStore.subscribe(follow);
  const onVisible = () => {
    if (document.visibilityState === 'visible') schedule();
  };
  // A hidden tab's timers are throttled: look again when it shows.
  document.addEventListener('visibilitychange', onVisible);
  follow();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    channel?.close();
    channel = null;
    deps = null;
    clearTimeout(timer);
    stopIdle();
  };
}

/** A new end (or none): re-arm the timer; tell the other tabs when this tab learnt it. */
function follow(): void {
  const { endsAt, idleSeconds, from } = idleStore.get();
  if (endsAt === known) return; // only the warning flag changed
  const before = known;
  known = endsAt;
  // No end, or none of this tab's business (not signed in here): no timer.
  if (endsAt === null || !deps?.signedIn()) {
    clearTimeout(timer);
    timer = undefined;
    return;
  }
  // Answers within the same second say the same thing: no message for those.
  if (
    from === 'here' &&
    idleSeconds !== null &&
    (before === null || Math.abs(before - endsAt) >= 1000)
  )
    channel?.post({ type: 'time', endsAt, idleSeconds });
  schedule();
}

function receive(m: SessionMessage): void {
  if (!deps?.signedIn()) return;
  if (m.type === 'time') {
    idleStore.set((s) => ({ ...s, endsAt: m.endsAt, idleSeconds: m.idleSeconds, from: 'tab' }));
  } else if (m.type === 'signedOut') {
    stopIdle();
    deps.signOut(m.reason, m.idleSeconds, true);
  }
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

/** "Stay signed in": slides the session on the server; the new end hides the warning in every tab. */
export function staySignedIn(): Promise<void> {
  if (!deps) return Promise.resolve();
  const { extend } = deps;
  extending ??= extend()
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
