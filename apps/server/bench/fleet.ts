/**
 * `npm run fleet` (issue 30): several portal instances on one PostgreSQL database and one Redis, behind
 * HAProxy (Debian's package), on this one machine — what a TPA runs on several.
 *
 *   npm run fleet -- [--instances 2] [--port 3000] [--pg postgres://postgres@127.0.0.1:5432]
 *                    [--database bp_fleet] [--redis redis://127.0.0.1:6379] [--members 1000]
 *
 * - The database is seeded with the demo data once (members, the demo sign-ins); later starts reuse it.
 * - The instances share their keys (token, SSN, single sign-on), generated once under data/fleet/keys,
 *   and nothing else: each has a DATA_DIR of its own, so every file they serve comes from the database.
 * - HAProxy balances round robin, checks each instance's /readyz every second and takes one out of
 *   rotation after three failed checks (250 ms apart once one failed): an instance that is draining
 *   (SIGTERM) answers 503 there at once and keeps serving for DRAIN_DELAY_MS, so no request is sent to an
 *   instance that stopped accepting; a request that reached none is sent to another instance.
 * - `kill -HUP <pid>` of this script restarts the instances one after the other (a rolling restart);
 *   Ctrl-C stops the fleet.
 *
 * `startFleet` is also what the fleet test (fleet-test.ts) runs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { onDatabase, redact, withDatabase } from './bench-db.js';
import { ensureServerBuilt, untilUp } from './processes.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverRoot = path.join(repoRoot, 'apps/server');
const serverDist = path.join(serverRoot, 'dist/server.js');
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export interface FleetOptions {
  instances: number;
  /** The proxy's port; instance i listens on port + 100 + i, its metrics on port + 200 + i. */
  port: number;
  /** The PostgreSQL server (its `postgres` database is used to create the fleet's). */
  pgServer: string;
  database: string;
  redisUrl: string;
  /** Members of the demo data seeded into an empty database. */
  members: number;
  /** Where the keys, the instances' DATA_DIRs, the proxy's configuration and the logs go. */
  dir: string;
  /** Drop and seed the database again even when it holds data (the fleet test starts clean). */
  fresh?: boolean;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
  log: (m: string) => void;
}

export interface Instance {
  name: string;
  port: number;
  metricsPort: number;
  process: ChildProcess | null;
  /** Times this instance was started. */
  starts: number;
}

export interface Fleet {
  url: string;
  databaseUrl: string;
  metricsToken: string;
  instances: Instance[];
  /** SIGTERM to one instance, wait for its exit (drained), start it again, wait until ready. */
  restart(i: Instance): Promise<{ drainMs: number; startMs: number }>;
  stop(): Promise<void>;
}

/** The fleet's shared keys: generated once, read from files afterwards. */
interface FleetKeys {
  TOKEN_KEY: string;
  SSN_KEY: string;
  SSO_SIGNING_KEY: string;
  METRICS_TOKEN: string;
}

function fleetKeys(dir: string): FleetKeys {
  const keys = path.join(dir, 'keys');
  mkdirSync(keys, { recursive: true, mode: 0o700 });
  const hexKey = (name: string) => {
    const file = path.join(keys, `${name}.key`);
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    return readFileSync(file, 'utf8').trim();
  };
  const pem = path.join(keys, 'sso-signing.pem');
  if (!existsSync(pem)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(pem, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  return {
    TOKEN_KEY: hexKey('token'),
    SSN_KEY: hexKey('ssn'),
    SSO_SIGNING_KEY: readFileSync(pem, 'utf8'),
    METRICS_TOKEN: hexKey('metrics'),
  };
}

/** Whether the fleet database exists and holds the demo data. */
async function seeded(url: string): Promise<boolean> {
  try {
    return await onDatabase(url, async (c) => {
      const r = await c.query<{ n: string }>(`select count(*) as n from members`);
      return Number(r.rows[0]!.n) > 0;
    });
  } catch {
    return false;
  }
}

function runSync(cmd: string, args: string[], env: Record<string, string>, cwd: string): void {
  const res = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status}`);
}

/** The proxy's configuration: round robin over the instances, health checks on /readyz. */
export function haproxyConfig(port: number, instances: readonly Instance[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    // Idle connections to the instances are kept for HAProxy's pool-purge-delay (5 s), far below the
    // instances' keep-alive time-out (HTTP_KEEP_ALIVE_TIMEOUT_MS, 72 s): HAProxy never sends a request on a
    // connection an instance is closing for idleness.
    '  option http-keep-alive',
    '  timeout connect 2s',
    '  timeout client 65s',
    '  timeout server 65s',
    '  timeout http-keep-alive 10s',
    // A request no instance handled is sent to another one: the connection failed or was closed before
    // any answer, or the instance answered 503 (a closing instance refuses new requests that way, and the
    // outage guard answers 503 when a call failed on the database, whose transaction rolled back).
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response 503',
    // A health check may wait for a busy instance; only an answer other than 200, or none, counts against it.
    '  timeout check 10s',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // Checked every second, and every 250 ms once a check failed: a draining instance (/readyz 503) is
    // out of rotation after three failed checks, within about 1.5 s of its SIGTERM.
    '  default-server inter 1s fastinter 250ms fall 3 rise 2',
    ...instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`),
    '',
  ].join('\n');
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));
}

export async function startFleet(o: FleetOptions): Promise<Fleet> {
  if (!existsSync(HAPROXY))
    throw new Error(
      `HAProxy is not installed (${HAPROXY}): apt-get install -y haproxy (or set HAPROXY_PATH)`,
    );
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    o.log('building the web app…');
    runSync('npm', ['run', 'build', '-w', 'apps/web'], {}, repoRoot);
  }
  ensureServerBuilt(o.log);
  mkdirSync(o.dir, { recursive: true });
  const keys = fleetKeys(o.dir);
  const databaseUrl = withDatabase(o.pgServer, o.database);
  if (!/^[a-z0-9_]+$/.test(o.database)) throw new Error(`unexpected database name ${o.database}`);
  if (o.fresh || !(await seeded(databaseUrl))) {
    await onDatabase(withDatabase(o.pgServer, 'postgres'), async (c) => {
      await c.query(`drop database if exists ${o.database} with (force)`);
      await c.query(`create database ${o.database}`);
    });
    o.log(`seeding ${redact(databaseUrl)} with ${o.members} members and the demo sign-ins…`);
    runSync(
      process.execPath,
      ['--import', 'tsx', 'src/db/seed-cli.ts', '--members', String(o.members)],
      { DATABASE_URL: databaseUrl, SSN_KEY: keys.SSN_KEY, LOG_LEVEL: 'warn' },
      serverRoot,
    );
  }
  const url = `http://127.0.0.1:${o.port}`;
  const instances: Instance[] = Array.from({ length: o.instances }, (_, k) => ({
    name: `portal${k + 1}`,
    port: o.port + 101 + k,
    metricsPort: o.port + 201 + k,
    process: null,
    starts: 0,
  }));
  const logs = path.join(o.dir, 'logs');
  mkdirSync(logs, { recursive: true });

  const launch = async (i: Instance) => {
    const dataDir = path.join(o.dir, i.name);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [serverDist], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        REDIS_URL: o.redisUrl,
        DATA_DIR: dataDir,
        PORT: String(i.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        // Only the proxy on this machine may say who the client is.
        TRUST_PROXY: '127.0.0.1',
        // Longer than the three failed health checks that take the instance out of rotation (~1.5 s).
        DRAIN_DELAY_MS: '3000',
        SHUTDOWN_GRACE_MS: '20000',
        METRICS_PORT: String(i.metricsPort),
        // The demo sign-ins sign in with their password alone (two steps stay available).
        MFA_REQUIRED: 'none',
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        ...keys,
        ...o.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    i.process = child;
    i.starts++;
    await untilUp(`http://127.0.0.1:${i.port}/readyz`, child, 120_000);
  };

  const started: Instance[] = [];
  let proxy: ChildProcess | undefined;
  const stop = async () => {
    proxy?.kill('SIGTERM');
    if (proxy) await exited(proxy);
    await Promise.all(
      started.map(async (i) => {
        if (!i.process) return;
        i.process.kill('SIGTERM');
        await exited(i.process);
      }),
    );
  };
  try {
    // One after the other: the first migrates the database, the others find it migrated.
    for (const i of instances) {
      o.log(`starting ${i.name} on port ${i.port}…`);
      started.push(i);
      await launch(i);
    }
    const cfg = path.join(o.dir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(o.port, instances));
    proxy = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
    await untilUp(`${url}/readyz`, proxy, 30_000);
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url,
    databaseUrl,
    metricsToken: keys.METRICS_TOKEN,
    instances,
    stop,
    async restart(i) {
      const t0 = Date.now();
      const child = i.process!;
      child.kill('SIGTERM');
      await exited(child);
      if (child.exitCode !== 0)
        throw new Error(`${i.name} exited with ${child.exitCode} on SIGTERM`);
      const t1 = Date.now();
      await launch(i);
      return { drainMs: t1 - t0, startMs: Date.now() - t1 };
    },
  };
}

/** The command-line options of `npm run fleet` and the fleet test. */
export function fleetOptionsFromArgs(argv: string[], log: (m: string) => void): FleetOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      instances: { type: 'string', default: '2' },
      port: { type: 'string', default: '3000' },
      pg: {
        type: 'string',
        default: process.env.FLEET_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
      },
      database: { type: 'string', default: 'bp_fleet' },
      redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      members: { type: 'string', default: '1000' },
    },
    strict: false,
  });
  return {
    instances: Number(values.instances),
    port: Number(values.port),
    pgServer: String(values.pg),
    database: String(values.database),
    redisUrl: String(values.redis),
    members: Number(values.members),
    dir: path.join(repoRoot, 'data', 'fleet'),
    log,
  };
}

async function main(): Promise<void> {
  const log = (m: string) => console.log(`[fleet ${new Date().toISOString().slice(11, 19)}] ${m}`);
  const fleet = await startFleet(fleetOptionsFromArgs(process.argv.slice(2), log));
  log(`the portal is at ${fleet.url} (HAProxy) on ${fleet.instances.length} instances:`);
  for (const i of fleet.instances)
    log(
      `  ${i.name}: http://127.0.0.1:${i.port}, metrics http://127.0.0.1:${i.metricsPort}/metrics`,
    );
  log(`demo sign-ins as with npm start (password Demo-Portal-2026); database ${fleet.databaseUrl}`);
  log(`rolling restart: kill -HUP ${process.pid}; stop: Ctrl-C`);
  let busy = false;
  process.on('SIGHUP', () => {
    if (busy) return;
    busy = true;
    void (async () => {
      for (const i of fleet.instances) {
        const t = await fleet.restart(i);
        log(`${i.name} restarted (drained in ${t.drainMs} ms, ready in ${t.startMs} ms)`);
      }
      busy = false;
    })().catch((err: unknown) => log(`rolling restart failed: ${(err as Error).message}`));
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      log('stopping the fleet…');
      void fleet.stop().then(() => process.exit(0));
    });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
