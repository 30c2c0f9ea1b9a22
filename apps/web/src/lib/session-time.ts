import { createStore, useStore } from './external-store';

/**
 * When the signed-in session ends, as the server reports it (docs/decisions.md, "Sessions and tokens"):
 * `X-Session-Expires-In` on every signed-in answer, `expires_in` at sign-in. Part of the entry chunk, so
 * kept small; the monitor that warns, signs out and talks to the other tabs (`session-idle.ts`) loads
 * beside it.
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
  /** Who learnt `endsAt`: an answer in this tab (told to the others) or another tab. */
  from: 'here' | 'tab' | null;
}

export const NO_SESSION_TIME: IdleState = {
  endsAt: null,
  idleSeconds: null,
  warning: false,
  from: null,
};

export const idleStore = createStore<IdleState>(NO_SESSION_TIME);

/** The server reported when the session ends: `expiresInSeconds` from now, idle time-out `idleSeconds`. */
export function sessionTimeReported(expiresInSeconds: number, idleSeconds: number): void {
  if (!Number.isFinite(expiresInSeconds) || !Number.isFinite(idleSeconds) || idleSeconds <= 0)
    return;
  const endsAt = Date.now() + expiresInSeconds * 1000;
  idleStore.set((s) => ({ ...s, endsAt, idleSeconds, from: 'here' }));
}

/** Forgets the session's end (signed out): no warning, no timer. */
export function stopIdle(): void {
  idleStore.set(NO_SESSION_TIME);
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
