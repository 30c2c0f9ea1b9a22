import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreadAmount } from '@bp/contract/api/conversations';
import { callApi, configureApi } from './api';
import {
  CHANNEL_STORAGE_KEY,
  announceSignOut,
  configureIdle,
  formatCountdown,
  openSessionChannel,
  staySignedIn,
  warningLeadMs,
  type IdleDeps,
  type SessionMessage,
} from './session-idle';
import { NO_SESSION_TIME, idleStore, idleTimeRanOut, sessionTimeReported } from './session-time';
import { signedOutPath } from './signed-out-path';
import { fakeFetch } from '../test/fake-fetch';

/** A fake tab channel: what this tab posted, and a way to deliver another tab's message. */
function fakeChannel() {
  const posted: SessionMessage[] = [];
  let deliver: (m: SessionMessage) => void = () => undefined;
  const open = (receive: (m: SessionMessage) => void) => {
    deliver = receive;
    return { post: (m: SessionMessage) => void posted.push(m), close: () => undefined };
  };
  return { posted, open, fromOtherTab: (m: SessionMessage) => deliver(m) };
}

let signedIn = true;
let signOuts: { reason: string; idleSeconds: number | null; remote: boolean }[];
let extend: ReturnType<typeof vi.fn<IdleDeps['extend']>>;
let channel: ReturnType<typeof fakeChannel>;
let teardown: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  signedIn = true;
  signOuts = [];
  extend = vi.fn<IdleDeps['extend']>(async () => ({ expiresIn: 900, idleTimeout: 900 }));
  channel = fakeChannel();
  teardown = configureIdle(
    {
      extend,
      signedIn: () => signedIn,
      signOut: (reason, idleSeconds, remote) => void signOuts.push({ reason, idleSeconds, remote }),
    },
    channel.open,
  );
});
afterEach(() => {
  teardown();
  vi.useRealTimers();
});

const minutes = (m: number) => m * 60_000;

describe('the idle monitor', () => {
  it('warns 2 minutes before the end the server reported, and signs out at the end with the reason', () => {
    sessionTimeReported(900, 900);
    expect(channel.posted).toEqual([
      { type: 'time', endsAt: Date.now() + minutes(15), idleSeconds: 900 },
    ]);
    vi.advanceTimersByTime(minutes(13) - 1);
    expect(idleStore.get().warning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(idleStore.get().warning).toBe(true);
    expect(signOuts).toEqual([]);
    vi.advanceTimersByTime(minutes(2) - 1);
    expect(signOuts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(signOuts).toEqual([{ reason: 'inactivity', idleSeconds: 900, remote: false }]);
    expect(channel.posted.at(-1)).toEqual({
      type: 'signedOut',
      reason: 'inactivity',
      idleSeconds: 900,
    });
    expect(idleStore.get()).toEqual(NO_SESSION_TIME);
  });

  it('a later answer (the user’s call) moves the end: the warning waits for the new one', () => {
    sessionTimeReported(900, 900);
    vi.advanceTimersByTime(minutes(10));
    sessionTimeReported(900, 900);
    vi.advanceTimersByTime(minutes(12));
    expect(idleStore.get().warning).toBe(false);
    vi.advanceTimersByTime(minutes(1));
    expect(idleStore.get().warning).toBe(true);
    expect(signOuts).toEqual([]);
  });

  it('a short idle time warns at a quarter of it', () => {
    expect(warningLeadMs(900)).toBe(120_000);
    expect(warningLeadMs(60)).toBe(15_000);
    sessionTimeReported(60, 60);
    vi.advanceTimersByTime(44_999);
    expect(idleStore.get().warning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(idleStore.get().warning).toBe(true);
  });

  it('"Stay signed in" calls the server, hides the warning and tells the other tabs', async () => {
    sessionTimeReported(900, 900);
    vi.advanceTimersByTime(minutes(14));
    expect(idleStore.get().warning).toBe(true);
    await staySignedIn();
    expect(extend).toHaveBeenCalledTimes(1);
    expect(idleStore.get().warning).toBe(false);
    expect(idleStore.get().endsAt).toBe(Date.now() + minutes(15));
    expect(channel.posted.at(-1)).toEqual({
      type: 'time',
      endsAt: Date.now() + minutes(15),
      idleSeconds: 900,
    });
    vi.advanceTimersByTime(minutes(2));
    expect(signOuts).toEqual([]);
  });

  it('a failed "Stay signed in" leaves the warning up and the end where it was', async () => {
    extend.mockRejectedValueOnce(new Error('offline'));
    sessionTimeReported(900, 900);
    vi.advanceTimersByTime(minutes(14));
    await staySignedIn();
    expect(idleStore.get().warning).toBe(true);
    vi.advanceTimersByTime(minutes(1));
    expect(signOuts).toEqual([{ reason: 'inactivity', idleSeconds: 900, remote: false }]);
  });

  it('another tab’s "Stay signed in" (its new end) hides this tab’s warning, without echoing it', () => {
    sessionTimeReported(900, 900);
    vi.advanceTimersByTime(minutes(14));
    expect(idleStore.get().warning).toBe(true);
    const posted = channel.posted.length;
    channel.fromOtherTab({ type: 'time', endsAt: Date.now() + minutes(15), idleSeconds: 900 });
    expect(idleStore.get().warning).toBe(false);
    expect(channel.posted.length).toBe(posted);
    vi.advanceTimersByTime(minutes(2));
    expect(signOuts).toEqual([]);
  });

  it('another tab’s sign-out (the user’s, or its idle end) signs this tab out, as remote', () => {
    sessionTimeReported(900, 900);
    channel.fromOtherTab({ type: 'signedOut', reason: 'inactivity', idleSeconds: 900 });
    expect(signOuts).toEqual([{ reason: 'inactivity', idleSeconds: 900, remote: true }]);
    expect(idleStore.get().endsAt).toBeNull();
    vi.advanceTimersByTime(minutes(20));
    expect(signOuts).toHaveLength(1);

    sessionTimeReported(900, 900);
    channel.fromOtherTab({ type: 'signedOut', reason: 'user', idleSeconds: null });
    expect(signOuts.at(-1)).toEqual({ reason: 'user', idleSeconds: null, remote: true });
  });

  it('a tab that is not signed in ignores the others and the reports', () => {
    signedIn = false;
    channel.fromOtherTab({ type: 'time', endsAt: Date.now() + 1000, idleSeconds: 900 });
    channel.fromOtherTab({ type: 'signedOut', reason: 'user', idleSeconds: null });
    sessionTimeReported(1, 900);
    vi.advanceTimersByTime(minutes(20));
    expect(signOuts).toEqual([]);
    expect(idleStore.get().warning).toBe(false);
  });

  it('signing out here tells the other tabs and stops the timers', () => {
    sessionTimeReported(900, 900);
    announceSignOut();
    expect(channel.posted.at(-1)).toEqual({ type: 'signedOut', reason: 'user', idleSeconds: 900 });
    vi.advanceTimersByTime(minutes(20));
    expect(signOuts).toEqual([]);
  });

  it('a refused call after the reported end counts as inactivity', () => {
    sessionTimeReported(60, 900);
    expect(idleTimeRanOut()).toBe(false);
    expect(idleTimeRanOut(Date.now() + 60_000)).toBe(true);
  });
});

describe('reports from the API client', () => {
  it('every signed-in answer’s X-Session-Expires-In sets the end; polling is sent as background', async () => {
    const fetch = fakeFetch([
      {
        status: 200,
        json: { count: 0 },
        headers: { 'X-Session-Expires-In': '300', 'X-Session-Idle-Timeout': '900' },
      },
    ]);
    configureApi({ getToken: () => 'tok', onUnauthorized: () => undefined, fetchImpl: fetch.impl });
    await callApi(unreadAmount, { background: true });
    expect(fetch.calls[0]!.headers.get('X-Background-Request')).toBe('1');
    expect(idleStore.get()).toMatchObject({ endsAt: Date.now() + 300_000, idleSeconds: 900 });
  });
});

describe('texts and paths', () => {
  it('m:ss countdown', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65.2)).toBe('1:06');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('the sign-in page after a sign-out: the inactivity message and the page to come back to', () => {
    expect(signedOutPath('inactivity', 900, '/member/claims?x=1')).toBe(
      '/?redirect=%2Fmember%2Fclaims%3Fx%3D1&signedOut=inactivity&minutes=15',
    );
    expect(signedOutPath('user', 900, '/member')).toBe('/?redirect=%2Fmember');
    expect(signedOutPath('user', null, '/')).toBe('/');
  });
});

describe('the tab channel without BroadcastChannel', () => {
  it('falls back to storage events, and leaves nothing in storage', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const received: SessionMessage[] = [];
      const ch = openSessionChannel((m) => received.push(m));
      const message: SessionMessage = { type: 'signedOut', reason: 'user', idleSeconds: null };
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      ch.post(message);
      expect(localStorage.getItem(CHANNEL_STORAGE_KEY)).toBeNull();
      // The other tab's view: the storage event of that write.
      const written = setItem.mock.calls.find(([k]) => k === CHANNEL_STORAGE_KEY)![1];
      window.dispatchEvent(
        new StorageEvent('storage', { key: CHANNEL_STORAGE_KEY, newValue: written }),
      );
      expect(received).toEqual([message]);
      // Its removal (newValue null) and other keys are not messages.
      window.dispatchEvent(new StorageEvent('storage', { key: CHANNEL_STORAGE_KEY }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'bp.token', newValue: 'x' }));
      expect(received).toHaveLength(1);
      ch.close();
      setItem.mockRestore();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
