import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type Logger } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { citext } from '@electric-sql/pglite/contrib/citext';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDir } from './pglite-lock.js';
import { PreparingClient } from './statements.js';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notify.js';

export { DatabaseInUseError } from './pglite-lock.js';

export type Schema = typeof schema;
/** The database handle used everywhere: a Drizzle database over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself; repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs the versioned migrations. */
  migrate(): Promise<void>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  /** LISTEN/NOTIFY on this database (db/notify.ts): the job queue's wake-up and the session cache's evictions. */
  notifications: Notifications;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests dump and load its data directory). */
  pglite?: PGlite;
  /** The connection pool's use, on PostgreSQL (the metrics read it; PGlite has one in-process connection). */
  pool?: PoolMonitor;
}

/** A pool's clients now, and the waits for one. */
export interface PoolMonitor {
  stats(): { total: number; idle: number; waiting: number; max: number };
  /** Calls `fn` with the milliseconds each checkout waited for a connection; returns the function that stops. */
  onAcquire(fn: (ms: number) => void): () => void;
}

/**
 * Watches a node-postgres pool: its counts, and how long each checkout (a query's or a transaction's)
 * waited, by timing `pool.connect`, which pool.query and Drizzle's transactions both go through.
 */
function monitorPool(pool: pg.Pool, max: number): PoolMonitor {
  const observers = new Set<(ms: number) => void>();
  const connect = pool.connect.bind(pool) as (
    cb?: (
      err: Error | undefined,
      client?: pg.PoolClient,
      done?: (release?: unknown) => void,
    ) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const report = (start: number) => {
    if (observers.size === 0) return;
    const ms = performance.now() - start;
    for (const fn of observers) fn(ms);
  };
  (pool as unknown as { connect: typeof connect }).connect = (cb) => {
    const start = performance.now();
    if (typeof cb === 'function')
      return connect((err, client, done) => {
        if (!err) report(start);
        cb(err, client, done);
      });
    return connect()!.then((client) => {
      report(start);
      return client;
    });
  };
  return {
    stats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    onAcquire(fn) {
      observers.add(fn);
      return () => observers.delete(fn);
    },
  };
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Opens PGlite under `dataDir` (or in memory when dataDir is 'memory://'), optionally from a dump. */
export async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    // One process at a time: a second PGlite on the same files would corrupt them.
    release = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: inMemory ? undefined : dataDir,
      extensions: { pg_trgm, citext },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const notifications = pgliteNotifications(client);
  return {
    db,
    engine: 'pglite',
    pglite: client,
    notifications,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      try {
        await notifications.close();
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

const CONNECT_TIMEOUT_MS = 5_000;
const POOL_ACQUIRE_TIMEOUT_MS = 30_000;

/** A pooled client (named statements, statements.ts) whose own connect gives up after 5 s, whatever the pool's wait for a free client. */
class PortalClient extends PreparingClient {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

/** Opens a node-postgres pool. Idle-connection errors are logged, never fatal (the pool recovers). */
export function openPostgres(
  url: string,
  onError: (err: Error) => void = () => {},
  /** Sees every query Drizzle runs (the benchmark and the EXPLAIN test capture the hot reads' SQL). */
  logger?: Logger,
): Database {
  const max = Number(process.env.DB_POOL_MAX ?? 10);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Two different waits: a server that accepts but never answers must not hang a request, so a new
    // connection gives up after 5 s (PortalClient); a busy pool is not an outage, so a request may
    // queue for a pooled connection up to 30 s before it is refused (the load test saw 503s when one
    // 5 s limit covered both).
    Client: PortalClient,
    connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
    keepAlive: true,
  });
  // Idle clients report a lost connection on the pool; a checked-out client (between the queries of a
  // transaction) emits 'error' on itself, which would crash the process without a listener.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  const notifications = postgresNotifications(url, {
    onError: (err) => onError(new Error(`notification listener: ${err.message}`)),
    send: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
  });
  const monitor = monitorPool(pool, max);
  return {
    db,
    engine: 'postgres',
    notifications,
    pool: monitor,
    migrate: async () => {
      await db.execute(sql`create extension if not exists pg_trgm`);
      await db.execute(sql`create extension if not exists citext`);
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    },
    // On a connection of its own: under load every pooled connection may be busy and requests queue for
    // one past the connect time-out; a ping through that queue would report a working server as down
    // (the load test saw every call answer 503 for that reason).
    ping: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}
