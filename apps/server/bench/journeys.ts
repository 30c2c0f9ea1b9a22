/**
 * What a member's browser sends through the portal's screens, for the load test (load.ts) and the fleet
 * test (fleet-test.ts): sign-in, then journeys of dashboard, claims list, claim details and EOB PDF, with
 * a think time between steps; counts and latencies per step, and the errors.
 */
import os from 'node:os';
import { DEMO_PASSWORD } from './bench-db.js';

export const STEPS = ['sign-in', 'dashboard', 'claims list', 'claim details', 'EOB PDF'] as const;
export type Step = (typeof STEPS)[number];

export class CallError extends Error {}

/** One HTTP call of a user; a non-2xx answer or a network failure is a CallError. */
export async function call(
  base: string,
  ip: string,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  form?: Record<string, string>,
): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, { method, headers, body: payload });
  } catch (err) {
    throw new CallError(`${method} ${path}: ${(err as Error).message}`);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new CallError(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  }
  return res;
}

/** One client address per user (10.x.y.z), as users behind a load balancer have. */
export const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;

interface ClaimRow {
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  eobAvailable: boolean;
}

/** Counts, latencies and the first errors of each step (of any name: the fleet test adds its own). */
export class Steps {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly samples: string[] = [];

  constructor(names: readonly string[] = STEPS) {
    for (const s of names) {
      this.latencies.set(s, []);
      this.errors.set(s, 0);
    }
  }

  /** Times one step; an error is counted (with a few samples kept) and ends the step. */
  async step<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
    if (!this.latencies.has(name)) {
      this.latencies.set(name, []);
      this.errors.set(name, 0);
    }
    const start = performance.now();
    try {
      const out = await fn();
      this.latencies.get(name)!.push(performance.now() - start);
      return out;
    } catch (err) {
      this.errors.set(name, this.errors.get(name)! + 1);
      if (this.samples.length < 10) this.samples.push(`${name}: ${(err as Error).message}`);
      return undefined;
    }
  }

  get errorCount(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }

  get count(): number {
    return [...this.latencies.values()].reduce((n, l) => n + l.length, 0);
  }

  /** The table of steps: count, errors, p50, p99 and max latency. */
  table(): string {
    const quantile = (sorted: number[], q: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
    const f = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(0));
    const rows = [...this.latencies].map(([s, list]) => {
      const l = [...list].sort((a, b) => a - b);
      return `| ${s} | ${l.length} | ${this.errors.get(s)} | ${f(quantile(l, 0.5))} | ${f(quantile(l, 0.99))} | ${f(l[l.length - 1] ?? NaN)} |`;
    });
    return [
      '| Step | Count | Errors | p50 ms | p99 ms | Max ms |',
      '|---|--:|--:|--:|--:|--:|',
      ...rows,
    ].join('\n');
  }
}

const pause = (ms: number) =>
  ms > 0 ? new Promise((r) => setTimeout(r, ms * (0.5 + Math.random()))) : Promise.resolve();

/** Signs `usernames` in (ten at a time: each verifies an argon2 hash); their tokens, by index. */
export async function signInAll(
  steps: Steps,
  base: string,
  usernames: readonly string[],
): Promise<(string | undefined)[]> {
  const tokens: (string | undefined)[] = new Array(usernames.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = next++; i < usernames.length; i = next++) {
        const res = await steps.step('sign-in', () =>
          call(base, ipOf(i), null, 'POST', '/api/token', undefined, {
            grant_type: 'password',
            username: usernames[i]!,
            password: DEMO_PASSWORD,
          }).then((r) => r.json() as Promise<{ access_token: string }>),
        );
        if (res) tokens[i] = res.access_token;
      }
    }),
  );
  return tokens;
}

/** A user's journeys until `until`: what the member portal's screens call, in order. */
export async function journeys(
  steps: Steps,
  base: string,
  ip: string,
  token: string,
  until: number,
  thinkMs: number,
): Promise<void> {
  let journey = 0;
  while (Date.now() < until) {
    await steps.step('dashboard', () =>
      Promise.all([
        call(base, ip, token, 'POST', '/api/ClaimsInfo/RecentClaimsPaginated', {
          currentPage: 1,
          items: 5,
          sortField: 'serviceDateFrom',
          sortAsc: false,
        }),
        call(base, ip, token, 'GET', '/api/Announcements/Announcements'),
        call(base, ip, token, 'GET', '/api/ClaimsFinancial/Accumulator/Buckets'),
        call(base, ip, token, 'GET', '/api/Member/Profile'),
        call(base, ip, token, 'GET', '/api/RedCard/IdCards'),
        call(base, ip, token, 'GET', '/api/Conversations/UnReadAmount'),
      ]).then((all) => Promise.all(all.map((r) => r.arrayBuffer()))),
    );
    await pause(thinkMs);
    const page = await steps.step('claims list', async () => {
      const res = await call(base, ip, token, 'POST', '/api/ClaimsInfo/RecentClaimsPaginated', {
        currentPage: 1,
        items: 20,
        sortField: 'serviceDateFrom',
        sortAsc: false,
      });
      return (await res.json()) as { results: ClaimRow[] };
    });
    await pause(thinkMs);
    // A different claim each journey, among those with an EOB.
    const withEob = page?.results.filter((c) => c.eobAvailable) ?? [];
    const claim = withEob[journey++ % Math.max(withEob.length, 1)];
    if (claim) {
      const key = {
        claimPrefix: claim.claimPrefix,
        claimNumber: claim.claimNumber,
        claimSuffix: claim.claimSuffix,
      };
      await steps.step('claim details', async () => {
        const q = new URLSearchParams(key).toString();
        await (await call(base, ip, token, 'GET', `/api/ClaimsInfo/ClaimDetails?${q}`)).json();
      });
      await pause(thinkMs);
      await steps.step('EOB PDF', async () => {
        const res = await call(base, ip, token, 'POST', '/api/RedCard/GetEobPDF', key);
        const pdf = Buffer.from(await res.arrayBuffer());
        if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new CallError('EOB is not a PDF');
      });
      await pause(thinkMs);
    }
  }
}

/** The line above a table: users, time, think time, machine. */
export function loadSummary(users: number, seconds: number, thinkMs: number, steps: Steps): string {
  return (
    `${users} members, ${(seconds / 60).toFixed(1)} min, think time ${thinkMs} ms (±50 %), ` +
    `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at the end; ` +
    `${(steps.count / seconds).toFixed(1)} steps/s.`
  );
}
