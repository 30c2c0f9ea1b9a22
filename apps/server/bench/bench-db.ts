/**
 * The benchmark's PostgreSQL databases: one per size (`bp_bench_<members>`), seeded once with the demo
 * data generator and reused by later runs, plus the member sign-in accounts the bench and load scripts use.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.js';

export { DEMO_PASSWORD };

const serverRoot = path.resolve(import.meta.dirname, '..');

/** Fixed keys of the bench databases (never used anywhere else): seed and server must share the SSN key. */
export const BENCH_KEYS = {
  TOKEN_KEY: '62656e63682d746f6b656e2d6b65792d6f6e6c792d666f722d62656e63686573',
  SSN_KEY: '62656e63682d73736e2d2d6b65792d6f6e6c792d666f722d62656e6368657321',
};

/** The URL of database `name` on the server of `url`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The bench database URL of a size: `<server>/bp_bench_<members>` unless `template` names another. */
export function benchDatabaseUrl(server: string, members: number): string {
  return withDatabase(server, `bp_bench_${members}`);
}

/** Runs `fn` on a client of its own connected to `url`, closed afterwards. */
export async function onDatabase<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** What the marker table says about a seeded database (absent while seeding or after a failed seed). */
async function seededMembers(url: string): Promise<number | null> {
  try {
    return await onDatabase(url, async (c) => {
      const r = await c.query<{ members: number }>(
        `select members from bench_seed where completed_at is not null limit 1`,
      );
      return r.rows[0]?.members ?? null;
    });
  } catch {
    return null;
  }
}

/**
 * Makes sure `url` holds the demo data for `members` members: reuses it when a completed seed of that
 * size is recorded, else (re)creates the database and seeds it (`src/db/seed-cli.ts`, batched multi-row
 * inserts). Returns whether it seeded.
 */
export async function ensureSeeded(
  url: string,
  members: number,
  log: (m: string) => void,
): Promise<boolean> {
  if ((await seededMembers(url)) === members) {
    log(`reusing ${redact(url)} (${members} members)`);
    return false;
  }
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected database name: ${name}`);
  await onDatabase(withDatabase(url, 'postgres'), async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  log(`seeding ${redact(url)} with ${members} members (a one-off; later runs reuse it)…`);
  const started = Date.now();
  await run(
    process.execPath,
    ['--import', 'tsx', 'src/db/seed-cli.ts', '--members', String(members), '--batch-size', '2000'],
    { DATABASE_URL: url, ...BENCH_KEYS, LOG_LEVEL: 'warn' },
    (line) => {
      // Progress every tenth batch is enough.
      const m = /members (\d+)\//.exec(line);
      if (!m || Number(m[1]) % 20_000 < 2_000 || line.includes('done')) log(line);
    },
  );
  await onDatabase(url, async (c) => {
    await c.query(
      `create table if not exists bench_seed (members integer not null, seeded_at timestamptz not null default now(), completed_at timestamptz)`,
    );
    await c.query(`insert into bench_seed (members, completed_at) values ($1, now())`, [members]);
  });
  log(`seeded in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  return true;
}

function run(
  cmd: string,
  args: string[],
  env: Record<string, string>,
  onLine: (line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buf = '';
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** A URL without its password, for logs. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** A member sign-in account of the bench and load scripts, and the member it belongs to. */
export interface BenchMember {
  username: string;
  memberId: number;
  lastName: string;
  firstName: string;
}

/**
 * `count` member sign-in accounts, `bench-member-0001@bench.test` …, each the subscriber of a different
 * household with claims, spread over the whole member table. Created when missing, with the demo
 * accounts' password hash (hashed once at seeding, reused: argon2 per account would take minutes).
 * Also renews the demo and bench accounts' password age and lock-out, so a database seeded months ago
 * still signs in.
 */
export async function ensureBenchMembers(url: string, count: number): Promise<BenchMember[]> {
  return onDatabase(url, async (c) => {
    await c.query(
      `update accounts set password_changed_at = now(), locked_until = null, must_change_password = false
       where demo or username like 'bench-member-%@bench.test'`,
    );
    const have = await c.query<{ n: string }>(
      `select count(*) as n from accounts where username like 'bench-member-%@bench.test'`,
    );
    const existing = Number(have.rows[0]!.n);
    if (existing < count) {
      // Households not yet used, in a scrambled but fixed order over the whole id range.
      await c.query(
        `insert into accounts (username, email, first_name, last_name, role_id, password_hash,
           password_changed_at, tos_accepted_at, demo, member_id, group_number, dependent_number)
         select format('bench-member-%s@bench.test', lpad((${existing} + row_number() over ())::text, 4, '0')),
                format('bench-member-%s@bench.test', lpad((${existing} + row_number() over ())::text, 4, '0')),
                m.first_name, m.last_name, d.role_id, d.password_hash, now(), now(), false,
                m.id, m.group_number, m.dependent_number
         from (
           select m.* from members m
           where m.dependent_number = 0 and m.status = 'active' and m.id <> 1
             and not exists (select 1 from accounts a where a.member_id = m.id)
             and exists (select 1 from claims c where c.member_id = m.id)
           order by (m.id * 7919) % 1000003, m.id
           limit $1
         ) m
         cross join (select role_id, password_hash from accounts where username = 'employee@demo.test') d`,
        [count - existing],
      );
    }
    // Fresh statistics after the inserts (autovacuum would get there too, but not before the run).
    await c.query('analyze accounts, sessions');
    const rows = await c.query<{
      username: string;
      member_id: string;
      last_name: string;
      first_name: string;
    }>(
      `select a.username, a.member_id, m.last_name, m.first_name from accounts a join members m on m.id = a.member_id
       where a.username like 'bench-member-%@bench.test' order by a.username limit $1`,
      [count],
    );
    if (rows.rows.length < count)
      throw new Error(`only ${rows.rows.length} bench member accounts could be created`);
    return rows.rows.map((r) => ({
      username: r.username,
      memberId: Number(r.member_id),
      lastName: r.last_name,
      firstName: r.first_name,
    }));
  });
}

/** The newest own claim of each member (the claim details hot read), by member row id. */
export async function newestClaims(
  url: string,
  memberIds: number[],
): Promise<Map<number, { claimPrefix: string; claimNumber: string; claimSuffix: string }>> {
  return onDatabase(url, async (c) => {
    const r = await c.query<{ member: string; p: number; n: number; s: number }>(
      `select m.id as member, c.claim_prefix as p, c.claim_number as n, c.claim_suffix as s
       from unnest($1::bigint[]) as m(id)
       cross join lateral (
         select * from claims c where c.member_id = m.id order by c.service_date desc, c.id desc limit 1
       ) c`,
      [memberIds],
    );
    return new Map(
      r.rows.map((x) => [
        Number(x.member),
        { claimPrefix: String(x.p), claimNumber: String(x.n), claimSuffix: String(x.s) },
      ]),
    );
  });
}

/** Patient account numbers of claims a provider account may see (the provider claim search). */
export async function providerPatientAccounts(
  url: string,
  count: number,
  username = 'provider@demo.test',
): Promise<string[]> {
  return onDatabase(url, async (c) => {
    const r = await c.query<{ pan: string }>(
      `select c.patient_account_number as pan from claims c
       where c.patient_account_number is not null and c.provider_id in (
         select p.id from providers p
         join account_provider_access apa on apa.tax_id = p.tax_id
         join accounts a on a.id = apa.account_id
         where a.username = $2)
       order by c.id limit $1`,
      [count, username],
    );
    return r.rows.map((x) => x.pan);
  });
}
