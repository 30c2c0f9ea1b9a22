import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Database notifications (LISTEN/NOTIFY) on both engines (docs/decisions.md, "Notifications"): the job
 * queue wakes its workers with them and the session cache evicts callers with them. PostgreSQL: one
 * dedicated connection LISTENs (reconnecting with back-off); NOTIFY is sent by whoever writes (a trigger,
 * or `pg_notify` in the writer's transaction), so it fires on commit. PGlite: its own in-process
 * listen API, whose callbacks run before the committing statement's promise resolves.
 */
export interface Notifications {
  /** Calls `handler` with each payload sent on `channel`; returns a function that stops it. */
  listen(channel: string, handler: (payload: string) => void): () => void;
  /**
   * True while notifications are being received. While false, a consumer must not rely on them (the
   * session cache bypasses itself; the job queue polls more often).
   */
  readonly connected: boolean;
  /**
   * Calls `handler` when the listener connects or disconnects. Notifications sent while disconnected are
   * lost, so on a (re)connection a consumer must assume it missed some (clear a cache, look for work).
   */
  onStatus(handler: (connected: boolean) => void): () => void;
  /**
   * Resolves once every notification committed before this call has been delivered to this process's
   * handlers (a NOTIFY of its own, waited for: PostgreSQL delivers in commit order). False when that
   * did not happen within `timeoutMs` or the listener is not connected.
   */
  sync(timeoutMs?: number): Promise<boolean>;
  /** Resolves when the listener is connected (or after `timeoutMs`, with `connected` still false). */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The channels in use (the triggers of the session_notify migration send on them). */
export const CHANNELS = {
  /** A job became ready (payload: its kind). */
  jobs: 'bp_jobs',
  /** A caller changed (payload: `s:<session id>`, `a:<account id>` or `*`). */
  caller: 'bp_caller',
  /** This module's own barrier (sync). */
  sync: 'bp_sync',
} as const;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** Shared bookkeeping of both engines: handlers per channel, status handlers, sync barriers. */
abstract class Base implements Notifications {
  protected readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly statusHandlers = new Set<(connected: boolean) => void>();
  private readonly barriers = new Map<string, () => void>();
  private readonly barrierPrefix = randomBytes(6).toString('hex');
  private barrierSeq = 0;
  private readonly readyWaiters = new Set<() => void>();
  abstract readonly connected: boolean;
  protected closed = false;

  constructor() {
    this.handlers.set(CHANNELS.sync, new Set([(p) => this.barriers.get(p)?.()]));
  }

  listen(channel: string, handler: (payload: string) => void): () => void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      this.subscribe(channel);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  onStatus(handler: (connected: boolean) => void): () => void {
    this.statusHandlers.add(handler);
    return () => this.statusHandlers.delete(handler);
  }

  protected dispatch(channel: string, payload: string): void {
    for (const h of this.handlers.get(channel) ?? []) {
      try {
        h(payload);
      } catch {
        // A consumer's fault must not stop the others from hearing the notification.
      }
    }
  }

  protected setStatus(connected: boolean): void {
    if (connected) for (const w of [...this.readyWaiters]) w();
    for (const h of this.statusHandlers) h(connected);
  }

  async ready(timeoutMs = 5_000): Promise<boolean> {
    if (this.connected) return true;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.readyWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      this.readyWaiters.add(done);
    });
    return this.connected;
  }

  async sync(timeoutMs = 2_000): Promise<boolean> {
    if (!this.connected || this.closed) return false;
    const token = `${this.barrierPrefix}:${++this.barrierSeq}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.barriers.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await this.send(CHANNELS.sync, token);
      return await arrived;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      this.barriers.delete(token);
    }
  }

  /** Starts receiving a channel on the engine. */
  protected abstract subscribe(channel: string): void;
  /** Sends one notification outside any transaction (the barrier). */
  protected abstract send(channel: string, payload: string): Promise<void>;
  abstract close(): Promise<void>;
}

/**
 * PGlite: its own listen API (one in-process connection). Connected once every channel asked for is being
 * listened to: until a channel's LISTEN has run, its notifications would be missed.
 */
class PgliteNotifications extends Base {
  private pending = 0;
  private readonly subscriptions: Promise<unknown>[] = [];

  constructor(private readonly client: PGlite) {
    super();
    this.subscribe(CHANNELS.sync);
  }

  get connected(): boolean {
    return this.pending === 0 && !this.closed && !this.client.closed;
  }

  protected subscribe(channel: string): void {
    this.pending++;
    const p = this.client
      .listen(channel, (payload) => this.dispatch(channel, payload))
      .then(() => {
        if (--this.pending === 0) this.setStatus(true);
      });
    // A closed database refuses LISTEN: nothing to listen to then.
    this.subscriptions.push(p.catch(() => {}));
  }

  protected async send(channel: string, payload: string): Promise<void> {
    await this.client.query('select pg_notify($1, $2)', [channel, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.subscriptions);
  }
}

export interface PostgresNotificationOptions {
  /** First reconnection delay; doubles per failed attempt up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  onError?: (err: Error) => void;
  /** Sends a notification through the pool (not the listening connection, which only listens). */
  send: (channel: string, payload: string) => Promise<void>;
}

/** PostgreSQL: one dedicated connection that LISTENs, reconnecting with back-off after it is lost. */
class PostgresNotifications extends Base {
  private client: pg.Client | undefined;
  private isConnected = false;
  private backoff: number;
  private retry: NodeJS.Timeout | undefined;
  private started = false;

  constructor(
    private readonly url: string,
    private readonly opts: PostgresNotificationOptions,
  ) {
    super();
    this.backoff = opts.minBackoffMs ?? 250;
  }

  /** LISTENs of channels asked for after connecting, not yet confirmed: until then those could be missed. */
  private pending = 0;

  get connected(): boolean {
    return this.isConnected && this.pending === 0;
  }

  protected subscribe(channel: string): void {
    // The first channel a consumer asks for opens the connection (tools that never listen open none).
    if (!this.started) {
      this.started = true;
      void this.connect();
      return;
    }
    const client = this.client;
    if (!this.isConnected || !client) return; // connect() listens to every channel asked for so far
    this.pending++;
    client.query(`listen ${channel}`).then(
      () => {
        if (this.client !== client) return;
        if (--this.pending === 0) this.setStatus(true);
      },
      (err: Error) => this.lost(err),
    );
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 5_000,
      // A dead peer is noticed by TCP keep-alive (no query of ours: an idle instance stays quiet).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.client = client;
    client.on('notification', (m) => this.dispatch(m.channel, m.payload ?? ''));
    client.on('error', (err) => this.lost(err));
    client.on('end', () => this.lost(new Error('listener connection ended')));
    try {
      await client.connect();
      // One round trip for every channel asked for so far.
      await client.query([...this.handlers.keys()].map((c) => `listen ${c};`).join(' '));
      if (this.closed || this.client !== client) {
        await client.end().catch(() => {});
        return;
      }
      this.isConnected = true;
      this.backoff = this.opts.minBackoffMs ?? 250;
      this.setStatus(true);
    } catch (err) {
      this.lost(err as Error);
    }
  }

  /** The listening connection failed: tell the consumers, then reconnect after the back-off. */
  private lost(err: Error): void {
    const client = this.client;
    if (!client) return;
    this.client = undefined;
    client.removeAllListeners('notification');
    client.removeAllListeners('end');
    client.on('error', () => {});
    void client.end().catch(() => {});
    const was = this.isConnected;
    this.isConnected = false;
    this.pending = 0;
    if (this.closed) return;
    this.opts.onError?.(err);
    if (was) this.setStatus(false);
    const delay = this.backoff;
    this.backoff = Math.min(this.opts.maxBackoffMs ?? 30_000, this.backoff * 2);
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }

  protected send(channel: string, payload: string): Promise<void> {
    return this.opts.send(channel, payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    const was = this.isConnected;
    this.isConnected = false;
    if (was) this.setStatus(false);
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }

  /** Test hook: drops the listening connection as a network failure would. */
  simulateLoss(): void {
    if (this.client) this.lost(new Error('simulated loss'));
  }
}

export function pgliteNotifications(client: PGlite): Notifications {
  return new PgliteNotifications(client);
}

export function postgresNotifications(
  url: string,
  opts: PostgresNotificationOptions,
): Notifications & { simulateLoss(): void } {
  return new PostgresNotifications(url, opts);
}
