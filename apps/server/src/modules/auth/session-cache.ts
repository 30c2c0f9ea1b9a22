import { CHANNELS, type Notifications } from '../../db/notify.js';
import type { findSession } from './repo.js';

/** What the session look-up read (repo.findSession): the session, its account and permission sources. */
export type SessionLookup = NonNullable<Awaited<ReturnType<typeof findSession>>>;

interface Entry {
  row: SessionLookup;
  /** Date.now() after which the entry is not used (the safety-net TTL). */
  staleAt: number;
}

/** An eviction a notification asked for: a session (and its impersonation children), an account, or all. */
type Eviction = { kind: 's' | 'a'; id: string } | { kind: '*' };

/** How many recent evictions are remembered to refuse a look-up that raced with one. */
const EVICTION_LOG = 1_000;

/**
 * The per-instance cache of session look-ups (docs/decisions.md, "Session cache"), keyed by session id
 * (what the signed token names; the token itself is never kept). The database's triggers notify every
 * change of what a caller is built from (sessions, accounts, role and account permissions) on
 * CHANNELS.caller; the entries it names are evicted at once, on every instance. The cache is bypassed
 * (and cleared) while notifications are not being received, since an eviction could then be missed.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Session ids by account id (its own and the impersonator's) and by parent session id, for evictions. */
  private readonly byAccount = new Map<string, Set<string>>();
  private readonly byParent = new Map<string, Set<string>>();
  /** Bumped by every eviction; a look-up remembers it so a racing eviction is not undone by storing. */
  private generation = 0;
  private readonly evictions: { generation: number; eviction: Eviction }[] = [];
  private readonly unsubscribe: (() => void)[] = [];
  /** Counters for tests and measurement. */
  readonly stats = { hits: 0, misses: 0, evictions: 0 };

  constructor(
    private readonly notifications: Notifications,
    private readonly opts: { ttlMs: number; maxEntries: number },
  ) {
    if (!this.enabledByConfig) return;
    this.unsubscribe.push(notifications.listen(CHANNELS.caller, (p) => this.onNotification(p)));
    // Whether it just connected (after missing notifications) or lost the connection: forget everything.
    this.unsubscribe.push(notifications.onStatus(() => this.clear()));
  }

  private get enabledByConfig(): boolean {
    return this.opts.ttlMs > 0 && this.opts.maxEntries > 0;
  }

  /** True when entries may be used: configured on, and notifications are arriving. */
  get active(): boolean {
    return this.enabledByConfig && this.notifications.connected;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A marker to pass to `set`, taken before the database read. */
  mark(): number {
    return this.generation;
  }

  get(sessionId: string, now = Date.now()): SessionLookup | undefined {
    if (!this.active) return undefined;
    const e = this.entries.get(sessionId);
    if (!e) {
      this.stats.misses++;
      return undefined;
    }
    if (now >= e.staleAt) {
      this.remove(sessionId);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return e.row;
  }

  /**
   * Stores a look-up read after `mark` was taken, unless an eviction that concerns it arrived since (the
   * read may predate the change it announced).
   */
  set(sessionId: string, row: SessionLookup, mark: number, now = Date.now()): void {
    if (!this.active) return;
    if (mark !== this.generation && this.evictedSince(mark, row)) return;
    this.remove(sessionId);
    if (this.entries.size >= this.opts.maxEntries) this.remove(this.entries.keys().next().value!);
    this.entries.set(sessionId, { row, staleAt: now + this.opts.ttlMs });
    for (const a of accountKeys(row)) addTo(this.byAccount, a, sessionId);
    if (row.session.parentSessionId) addTo(this.byParent, row.session.parentSessionId, sessionId);
  }

  private remove(sessionId: string): void {
    const e = this.entries.get(sessionId);
    if (!e) return;
    this.entries.delete(sessionId);
    for (const a of accountKeys(e.row)) removeFrom(this.byAccount, a, sessionId);
    if (e.row.session.parentSessionId)
      removeFrom(this.byParent, e.row.session.parentSessionId, sessionId);
  }

  /** Forgets one session (and the impersonation sessions started from it). */
  evictSession(sessionId: string): void {
    this.evict({ kind: 's', id: sessionId });
  }

  clear(): void {
    this.evict({ kind: '*' });
  }

  close(): void {
    for (const u of this.unsubscribe.splice(0)) u();
    this.clear();
  }

  private onNotification(payload: string): void {
    if (payload === '*') return this.evict({ kind: '*' });
    const kind = payload.slice(0, 2);
    const id = payload.slice(2);
    if (kind === 's:') this.evict({ kind: 's', id });
    else if (kind === 'a:') this.evict({ kind: 'a', id });
    // Anything else is not ours to understand: be safe.
    else this.evict({ kind: '*' });
  }

  private evict(eviction: Eviction): void {
    this.generation++;
    this.stats.evictions++;
    this.evictions.push({ generation: this.generation, eviction });
    if (this.evictions.length > EVICTION_LOG) this.evictions.shift();
    if (eviction.kind === '*') {
      this.entries.clear();
      this.byAccount.clear();
      this.byParent.clear();
      return;
    }
    const ids =
      eviction.kind === 's'
        ? [eviction.id, ...(this.byParent.get(eviction.id) ?? [])]
        : [...(this.byAccount.get(eviction.id) ?? [])];
    for (const id of ids) this.remove(id);
  }

  /** True when an eviction since `mark` concerns `row` (or the log no longer reaches back that far). */
  private evictedSince(mark: number, row: SessionLookup): boolean {
    const oldest = this.evictions[0]?.generation ?? this.generation + 1;
    if (mark + 1 < oldest) return true;
    return this.evictions.some((e) => e.generation > mark && matches(e.eviction, row));
  }
}

function matches(eviction: Eviction, row: SessionLookup): boolean {
  if (eviction.kind === '*') return true;
  const { session } = row;
  if (eviction.kind === 's')
    return session.id === eviction.id || session.parentSessionId === eviction.id;
  return accountKeys(row).includes(eviction.id);
}

/** The accounts whose change concerns a session: its own, and the staff account impersonating through it. */
function accountKeys(row: SessionLookup): string[] {
  const { session } = row;
  const keys: string[] = [];
  if (session.accountId !== null) keys.push(String(session.accountId));
  if (session.impersonatorAccountId !== null) keys.push(String(session.impersonatorAccountId));
  return keys;
}

function addTo(index: Map<string, Set<string>>, key: string, id: string): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(id);
}

function removeFrom(index: Map<string, Set<string>>, key: string, id: string): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(id);
  if (set.size === 0) index.delete(key);
}
