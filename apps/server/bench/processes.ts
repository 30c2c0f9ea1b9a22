/** Child processes of the bench and load scripts: the built portal server and the bare server. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BENCH_KEYS } from './bench-db.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverDist = path.join(repoRoot, 'apps/server/dist/server.js');

function newest(dir: string): number {
  let max = 0;
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p))
        if (e !== 'node_modules' && e !== 'dist') walk(path.join(p, e));
    } else max = Math.max(max, st.mtimeMs);
  };
  if (existsSync(dir)) walk(dir);
  return max;
}

/** Builds the server (`npm run build -w apps/server`) when dist/server.js is missing or older than its sources. */
export function ensureServerBuilt(log: (m: string) => void): void {
  // Both outputs of the build: the server and its PDF worker thread.
  const built = Math.min(
    ...[serverDist, path.join(path.dirname(serverDist), 'pdf-worker.js')].map((f) =>
      existsSync(f) ? statSync(f).mtimeMs : 0,
    ),
  );
  const sources = Math.max(
    ...['apps/server/src', 'apps/server/drizzle', 'packages/contract/src'].map((d) =>
      newest(path.join(repoRoot, d)),
    ),
  );
  if (built >= sources) return;
  log('building the server…');
  const res = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('the server build failed');
}

export interface Child {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * CPU time (ms, user + system) a process has used so far, from /proc (Linux; null elsewhere). CPU per
 * request is the figure a busy shared machine distorts least: waiting for a core is not counted.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) of each PostgreSQL backend serving database `name` (process title
 * `postgres: … <user> <name> <client> …`), by pid; empty where /proc is not readable.
 */
export function backendCpuMs(name: string): Map<number, number> {
  const out = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.startsWith('postgres: ') || !cmd.split(' ').includes(name)) continue;
      const ms = cpuMs(Number(pid));
      if (ms !== null) out.set(Number(pid), ms);
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/** CPU (ms) the backends used between two backendCpuMs readings (ended backends are not counted). */
export function backendCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** Linux's USER_HZ: /proc times are in 1/100 s on every common platform. */
const CLOCK_TICKS = 100;

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** Polls `url` until it answers 200 (or the child exits, or `timeoutMs` passes). */
export async function untilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/**
 * Starts the built portal server (`apps/server/dist/server.js`) on `port` against `databaseUrl`, in
 * production mode with the bench keys and LOG_LEVEL warn (request logs off: the bench measures the API,
 * not a log pipeline). It migrates the database at start; resolves once /readyz answers.
 */
export async function startPortal(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Child> {
  // Diagnostics: BENCH_PORTAL_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the portal server.
  const nodeArgs = (process.env.BENCH_PORTAL_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverDist], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // No proxy to tell before closing: stop at once (production drains 5 s).
      DRAIN_DELAY_MS: '0',
      ...BENCH_KEYS,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    // A first start on a new size creates the indexes of pending migrations over millions of rows.
    await untilUp(`${base}/readyz`, child, 600_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, process: child, stop };
}

/** Starts the bare Fastify + pg server (bare-server.ts) replaying `capturesFile`. */
export async function startBare(
  databaseUrl: string,
  port: number,
  capturesFile: string,
  poolMax: number,
): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        BARE_CAPTURES: capturesFile,
        DB_POOL_MAX: String(poolMax),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await untilUp(`${base}/ready`, child, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, process: child, stop };
}
