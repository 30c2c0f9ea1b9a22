import { describe, expect, it } from 'vitest';
import type { Notifications } from '../../db/notify.js';
import { SessionCache, type SessionLookup } from './session-cache.js';

/** The session cache's rules without a database: evictions, the racing read, bounds, TTL, bypass. */

function fakeNotifications() {
  const handlers = new Map<string, (p: string) => void>();
  const status = new Set<(c: boolean) => void>();
  const n = {
    connected: true,
    listen: (channel: string, h: (p: string) => void) => {
      handlers.set(channel, h);
      return () => handlers.delete(channel);
    },
    onStatus: (h: (c: boolean) => void) => {
      status.add(h);
      return () => status.delete(h);
    },
    sync: async () => true,
    ready: async () => true,
    close: async () => {},
    send: (payload: string) => handlers.get('bp_caller')?.(payload),
    setConnected(c: boolean) {
      n.connected = c;
      for (const h of status) h(c);
    },
  };
  return n as typeof n & Notifications;
}

function row(
  id: string,
  accountId: number | null,
  extra: { parent?: string; impersonator?: number } = {},
): SessionLookup {
  return {
    session: {
      id,
      accountId,
      parentSessionId: extra.parent ?? null,
      impersonatorAccountId: extra.impersonator ?? null,
    },
    account: accountId === null ? null : { id: accountId },
    parentRevoked: false,
    defaults: [],
    overrides: [],
  } as unknown as SessionLookup;
}

const make = (opts = { ttlMs: 60_000, maxEntries: 100 }) => {
  const n = fakeNotifications();
  return { n, cache: new SessionCache(n, opts) };
};

describe('session cache', () => {
  it('evicts by session (with its impersonation children), by account, and everything', () => {
    const { n, cache } = make();
    cache.set('s1', row('s1', 1), cache.mark());
    cache.set('s2', row('s2', 2), cache.mark());
    cache.set('imp', row('imp', 2, { parent: 's1', impersonator: 1 }), cache.mark());
    cache.set('s3', row('s3', 3), cache.mark());
    n.send('s:s1');
    expect([cache.get('s1'), cache.get('imp')]).toEqual([undefined, undefined]);
    expect(cache.get('s2')).toBeDefined();
    n.send('a:2');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s3')).toBeDefined();
    n.send('*');
    expect(cache.size).toBe(0);
  });

  it("an impersonation session goes when the impersonator's account changes", () => {
    const { n, cache } = make();
    cache.set('imp', row('imp', 2, { parent: 's1', impersonator: 1 }), cache.mark());
    n.send('a:1');
    expect(cache.get('imp')).toBeUndefined();
  });

  it('does not store a read that an eviction overtook', () => {
    const { n, cache } = make();
    const mark = cache.mark();
    n.send('a:1'); // the account changed while its session was being read
    cache.set('s1', row('s1', 1), mark);
    expect(cache.get('s1')).toBeUndefined();
    // An unrelated eviction does not stop it.
    const mark2 = cache.mark();
    n.send('a:9');
    cache.set('s1', row('s1', 1), mark2);
    expect(cache.get('s1')).toBeDefined();
  });

  it('is bounded, expires entries after the TTL, and understands nothing it does not know as "all"', () => {
    const { n, cache } = make({ ttlMs: 1_000, maxEntries: 2 });
    cache.set('a', row('a', 1), cache.mark(), 0);
    cache.set('b', row('b', 2), cache.mark(), 0);
    cache.set('c', row('c', 3), cache.mark(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 10)).toBeUndefined();
    expect(cache.get('c', 999)).toBeDefined();
    expect(cache.get('c', 1_000)).toBeUndefined();
    cache.set('d', row('d', 4), cache.mark(), 0);
    n.send('x:whatever');
    expect(cache.size).toBe(0);
  });

  it('is bypassed while notifications are away and starts empty after reconnecting', () => {
    const { n, cache } = make();
    cache.set('s1', row('s1', 1), cache.mark());
    n.setConnected(false);
    expect(cache.active).toBe(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', row('s1', 1), cache.mark());
    expect(cache.size).toBe(0);
    n.setConnected(true);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', row('s1', 1), cache.mark());
    expect(cache.get('s1')).toBeDefined();
  });

  it('is off with a TTL of 0', () => {
    const { cache } = make({ ttlMs: 0, maxEntries: 100 });
    cache.set('s1', row('s1', 1), cache.mark());
    expect(cache.get('s1')).toBeUndefined();
  });
});
