import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
} from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isIsoDate } from './clock.js';

/** Runtime configuration, read once from the environment. */
export interface Config {
  /** production | development | test */
  env: string;
  port: number;
  host: string;
  /** PostgreSQL server URL; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Demo mode: the embedded default outside production. Demo accounts exist only then. */
  demo: boolean;
  /** Testing: run as if today were this date (PORTAL_TODAY, YYYY-MM-DD); never in production. */
  today: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public base URL used in e-mailed links and the MRF table-of-contents locations. */
  publicUrl: string;
  /** PUBLIC_URL was set (else publicUrl is the http://localhost:PORT default; MRF publishing needs it outside demo mode). */
  publicUrlConfigured: boolean;
  /** 32-byte keys: token signing and SSN encryption. */
  tokenKey: Buffer;
  ssnKey: Buffer;
  webDist: string | undefined;
  logLevel: string;
  redisUrl: string | undefined;
  /**
   * A session ends after this many milliseconds without use (SESSION_IDLE_MINUTES, default 15; docs/decisions.md,
   * "Sessions and tokens"). The web warns before it ends and learns it from the server.
   */
  sessionIdleMs: number;
  /** Single sign-on to partner sites (docs/decisions.md, "Partner single sign-on"). */
  sso: SsoConfig;
  /**
   * Background jobs: workers in this process (0 = none), the fallback poll's interval (notifications wake
   * the workers; docs/decisions.md, "Job queue"), lock timeout of a lost worker.
   */
  jobs: { concurrency: number; pollMs: number; lockTimeoutMs: number };
  /**
   * PDF rendering (docs/decisions.md, "PDF rendering"): worker threads (PDF_WORKERS, default the available
   * parallelism; 0 renders in the request's thread) and the renders that may wait for one (PDF_MAX_QUEUE,
   * default 100) before more are answered 503.
   */
  pdf: { workers: number; maxQueue: number };
  /**
   * The per-instance cache of resolved sessions (docs/decisions.md, "Session cache"): entries live at most
   * ttlMs (a safety net; notifications evict them at once), at most maxEntries; ttlMs 0 turns it off.
   */
  sessionCache: { ttlMs: number; maxEntries: number };
  /** Time-outs of the HTTP server (slow or stalled clients); see httpTimeouts. */
  http: HttpTimeouts;
  /**
   * The proxies whose X-Forwarded-For/-Proto/-Host are believed (TRUST_PROXY; see trustProxy): false (none,
   * the default), their addresses and networks, or true (any peer: only when the port is reachable from
   * the proxy alone; the server warns at start).
   */
  trustProxy: boolean | string[];
  /** Graceful shutdown on SIGTERM (docs/decisions.md, "Fleet: shutdown, proxies, metrics"); see shutdownTimes. */
  shutdown: ShutdownTimes;
  /** Prometheus metrics (`/metrics`); off unless a port or a token is configured; see metricsConfig. */
  metrics: MetricsConfig;
  /** Two-step sign-in (docs/decisions.md, "Sign-in"): the account kinds that must use it (MFA_REQUIRED). */
  twoStep: { required: readonly TwoStepRequiredKind[] };
  /** Requests per minute and client address on the sign-in, registration and forgot-password calls. */
  rateLimits: {
    token: number;
    registration: number;
    forgotPassword: number;
    publicWrite: number;
    /** Anonymous look-ups (claims, EOP, eligibility) per client address and call; default 30. */
    anonymousLookup?: number;
  };
}

/** A whole number ≥ 0 from the environment, else `fallback`. */
function nonNegative(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`expected a whole number ≥ 0, got ${raw}`);
  return n;
}

/**
 * Time-outs of the HTTP server, in milliseconds (docs/decisions.md, "Hardening: deep JSON, file names, slow requests, sign-in lockout"). A client
 * whose request headers are not complete within `headersMs`, or whose whole request (headers and body)
 * has not arrived within `requestMs`, is answered 408 and disconnected; a connection silent for `idleMs`
 * in the middle of a request is closed; an idle keep-alive connection is closed after `keepAliveMs`.
 */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
}

/**
 * Defaults: 30 s for headers (a few hundred bytes); 15 minutes for a whole request, so the largest body
 * the server takes (12 MB: a 10 MB upload with its multipart framing and fields) still arrives over a
 * slow phone link (12 MB in 15 minutes is about 112 kbit/s, EDGE or poor 3G); 60 s of silence
 * mid-request; keep-alive 72 s (above the 60 s idle time-out of common load balancers, so a balancer
 * never reuses a connection the server is closing).
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 30_000,
  requestMs: 900_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
};

/** The HTTP time-outs from HTTP_*_TIMEOUT_MS; positive whole milliseconds, headers within the request. */
export function httpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0)
      throw new Error(`${name} must be a positive whole number of milliseconds: ${raw}`);
    return n;
  };
  const t = {
    headersMs: read('HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.headersMs),
    requestMs: read('HTTP_REQUEST_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.requestMs),
    idleMs: read('HTTP_IDLE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.idleMs),
    keepAliveMs: read('HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.keepAliveMs),
  };
  if (t.headersMs > t.requestMs)
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  return t;
}

/** Names proxy-addr (Fastify's trustProxy) knows for well-known networks. */
const PROXY_NETWORK_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed. Unset, empty or `false`: none (the peer
 * is the client). A comma-separated list of addresses and CIDR networks (`127.0.0.1,10.0.0.0/8`, IPv6 too)
 * or the names loopback, linklocal, uniquelocal: only a peer among them may name the client. `true`
 * believes any peer, so anyone who reaches the port can claim any address (rate limits, the per-client
 * lockout): kept for a port only the proxy can reach; the server warns when it is used.
 */
export function trustProxy(raw: string | undefined): boolean | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const e of entries) {
    if (PROXY_NETWORK_NAMES.has(e)) continue;
    const [address = '', prefix, extra] = e.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || extra !== undefined)
      throw new Error(
        `TRUST_PROXY must be false, true, or a comma-separated list of proxy addresses and networks (e.g. 127.0.0.1,10.0.0.0/8): ${e} is neither`,
      );
  }
  return entries.length ? entries : false;
}

/**
 * Graceful shutdown (shutdown.ts): on SIGTERM /readyz answers 503 at once while requests are still served for
 * `drainDelayMs` (so the proxy's health check takes the instance out), then the server stops accepting,
 * finishes in-flight requests, hands back or finishes the running jobs, closes the database and Redis, and
 * exits; whatever is still running after `graceMs` (counted from the signal) is cut off.
 */
export interface ShutdownTimes {
  graceMs: number;
  drainDelayMs: number;
}

/** Defaults: 25 s of grace (inside Kubernetes' 30 s; give `docker stop` --time 30); drain delay 5 s in production. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;
export const DEFAULT_DRAIN_DELAY_MS = 5_000;

/** SHUTDOWN_GRACE_MS and DRAIN_DELAY_MS; the drain delay defaults to 0 outside production (no proxy to tell). */
export function shutdownTimes(env: NodeJS.ProcessEnv, production: boolean): ShutdownTimes {
  const read = (name: string, fallback: number) => {
    try {
      return nonNegative(env[name], fallback);
    } catch {
      throw new Error(`${name} must be a whole number of milliseconds ≥ 0: ${env[name]}`);
    }
  };
  const graceMs = read('SHUTDOWN_GRACE_MS', DEFAULT_SHUTDOWN_GRACE_MS);
  const drainDelayMs = read('DRAIN_DELAY_MS', production ? DEFAULT_DRAIN_DELAY_MS : 0);
  if (graceMs < 1_000) throw new Error('SHUTDOWN_GRACE_MS must be at least 1000');
  if (drainDelayMs >= graceMs)
    throw new Error('DRAIN_DELAY_MS must be shorter than SHUTDOWN_GRACE_MS');
  return { graceMs, drainDelayMs };
}

/**
 * Prometheus metrics (plugins/metrics.ts). Never public: on a port of their own (METRICS_PORT, bound to
 * METRICS_HOST, 127.0.0.1 by default), and/or on the main port for a bearer token (METRICS_TOKEN, at least
 * 16 characters). Neither set: off, `/metrics` answers 404 and nothing is measured.
 */
export interface MetricsConfig {
  port: number | undefined;
  host: string;
  token: string | undefined;
}

export function metricsConfig(env: NodeJS.ProcessEnv): MetricsConfig {
  const rawPort = env.METRICS_PORT?.trim();
  let port: number | undefined;
  if (rawPort) {
    port = Number(rawPort);
    if (!Number.isInteger(port) || port < 0 || port > 65_535)
      throw new Error(`METRICS_PORT must be a port number: ${rawPort}`);
  }
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token !== undefined && (token.length < 16 || /\s/.test(token)))
    throw new Error('METRICS_TOKEN must be at least 16 characters without spaces');
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1', token };
}

/** The idle time-out from SESSION_IDLE_MINUTES: a positive number of minutes (decimals allowed), at most 8 hours. */
export function sessionIdleMs(env: NodeJS.ProcessEnv): number {
  const raw = env.SESSION_IDLE_MINUTES;
  if (raw === undefined || raw === '') return 15 * 60_000;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 480)
    throw new Error(
      `SESSION_IDLE_MINUTES must be a number of minutes above 0 and at most 480: ${raw}`,
    );
  return Math.round(minutes * 60_000);
}

/** One partner site: where the browser posts the assertion and the audience it is signed for. */
export interface SsoPartnerConfig {
  url: string;
  audience: string;
}

/** The signing key (RSA, RS256) and the configured partners; a partner without a URL is not offered. */
export interface SsoConfig {
  issuer: string;
  /** PEM (PKCS#8) private key; the public key and its id are derived from it. */
  privateKeyPem: string;
  publicKeyPem: string;
  keyId: string;
  /** Seconds an assertion is valid. */
  ttlSeconds: number;
  partners: Partial<Record<'healthAccounts' | 'hcbb' | 'talon', SsoPartnerConfig>>;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The SSO signing key: SSO_SIGNING_KEY (PEM) or a key file under dataDir, generated at first start (RSA
 * 2048, mode 0600, outside git like the other generated keys). Several instances must share one key: give
 * them SSO_SIGNING_KEY or a shared data directory.
 */
function loadSsoKey(envValue: string | undefined, file: string): string {
  if (envValue)
    return createPrivateKey(envValue.replace(/\\n/g, '\n'))
      .export({ type: 'pkcs8', format: 'pem' })
      .toString();
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(path.dirname(file), { recursive: true });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    return pem;
  } catch {
    // Another process wrote it first: use theirs.
    return readFileSync(file, 'utf8');
  }
}

/** A partner from SSO_<NAME>_URL and SSO_<NAME>_AUDIENCE (https only; the audience defaults to the URL's origin). */
function ssoPartner(env: NodeJS.ProcessEnv, name: string): SsoPartnerConfig | undefined {
  const url = env[`SSO_${name}_URL`];
  if (!url) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new Error(`SSO_${name}_URL must be an https URL`);
  return { url, audience: env[`SSO_${name}_AUDIENCE`] || parsed.origin };
}

/** The SSO configuration from the environment. */
function ssoConfig(env: NodeJS.ProcessEnv, keysDir: string, publicUrl: string): SsoConfig {
  const privateKeyPem = loadSsoKey(env.SSO_SIGNING_KEY, path.join(keysDir, 'sso-signing.pem'));
  const publicKeyPem = createPublicKey(privateKeyPem)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  const partners: SsoConfig['partners'] = {};
  for (const [key, name] of [
    ['healthAccounts', 'HEALTHACCOUNTS'],
    ['hcbb', 'HCBB'],
    ['talon', 'TALON'],
  ] as const) {
    const p = ssoPartner(env, name);
    if (p) partners[key] = p;
  }
  return {
    issuer: env.SSO_ISSUER || publicUrl,
    privateKeyPem,
    publicKeyPem,
    keyId: createHash('sha256').update(publicKeyPem).digest('base64url').slice(0, 16),
    ttlSeconds: Number(env.SSO_TTL_SECONDS ?? 120),
    partners,
  };
}

/** Loads a 32-byte key from an env var (hex/base64) or a generated key file under dataDir. */
function loadKey(
  envValue: string | undefined,
  file: string,
  production: boolean,
  name: string,
): Buffer {
  if (envValue) {
    const buf = /^[0-9a-f]{64}$/i.test(envValue)
      ? Buffer.from(envValue, 'hex')
      : Buffer.from(envValue, 'base64');
    if (buf.length !== 32)
      throw new Error(`${name} must be 32 bytes (64 hex characters or base64)`);
    return buf;
  }
  if (production) throw new Error(`${name} is required when NODE_ENV=production`);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

/** PORTAL_TODAY, checked: a real YYYY-MM-DD date, and refused in production. */
function portalToday(value: string | undefined, production: boolean): string | undefined {
  if (!value) return undefined;
  if (production)
    throw new Error('PORTAL_TODAY is for testing and is refused when NODE_ENV=production');
  if (!isIsoDate(value))
    throw new Error(`PORTAL_TODAY must be a date written YYYY-MM-DD: ${value}`);
  return value;
}

/** Account kinds MFA_REQUIRED can name: staff (the Administrative role class) and employer (Employer, Vendor). */
export const TWO_STEP_KINDS = ['staff', 'employer'] as const;
export type TwoStepRequiredKind = (typeof TWO_STEP_KINDS)[number];

/**
 * MFA_REQUIRED: a comma-separated list of staff and employer, or none. Unset: both outside demo mode,
 * none in demo mode (the demo accounts sign in with their password alone).
 */
export function twoStepRequired(
  value: string | undefined,
  demo: boolean,
): readonly TwoStepRequiredKind[] {
  if (value === undefined || value.trim() === '') return demo ? [] : TWO_STEP_KINDS;
  const names = value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 1 && names[0] === 'none') return [];
  for (const n of names)
    if (!(TWO_STEP_KINDS as readonly string[]).includes(n))
      throw new Error(`MFA_REQUIRED names staff, employer or none: ${value}`);
  return TWO_STEP_KINDS.filter((k) => names.includes(k));
}

/**
 * The job queue's fallback poll (JOB_POLL_MS): notifications wake the workers, so the poll only covers a
 * lost notification and sweeps stale locks; an idle instance sends one statement per poll.
 */
export const DEFAULT_JOB_POLL_MS = 30_000;

/** The session cache's defaults (SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX). */
export const DEFAULT_SESSION_CACHE = { ttlMs: 60_000, maxEntries: 10_000 };

/** Reads the configuration from `env` (process.env by default). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  const port = Number(env.PORT ?? 3000);
  const keysDir = path.join(dataDir, 'keys');
  const webDist = path.join(repoRoot, 'apps/web/dist');
  const demo = !production && (env.DEMO_MODE ?? (databaseUrl ? 'false' : 'true')) !== 'false';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    demo,
    today: portalToday(env.PORTAL_TODAY, production),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Benefits Portal <no-reply@benefits-portal.test>',
    publicUrl,
    publicUrlConfigured: Boolean(env.PUBLIC_URL),
    tokenKey:
      overrides.tokenKey ??
      loadKey(env.TOKEN_KEY, path.join(keysDir, 'token.key'), production, 'TOKEN_KEY'),
    ssnKey:
      overrides.ssnKey ??
      loadKey(env.SSN_KEY, path.join(keysDir, 'ssn.key'), production, 'SSN_KEY'),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    redisUrl: env.REDIS_URL || undefined,
    sessionIdleMs: sessionIdleMs(env),
    sso: overrides.sso ?? ssoConfig(env, keysDir, publicUrl),
    jobs: {
      concurrency: Number(env.JOB_CONCURRENCY ?? 1),
      pollMs: Number(env.JOB_POLL_MS ?? DEFAULT_JOB_POLL_MS),
      lockTimeoutMs: Number(env.JOB_LOCK_TIMEOUT_MS ?? 5 * 60_000),
    },
    pdf: {
      workers: nonNegative(env.PDF_WORKERS, os.availableParallelism()),
      maxQueue: Math.max(1, nonNegative(env.PDF_MAX_QUEUE, 100)),
    },
    sessionCache: {
      ttlMs: Number(env.SESSION_CACHE_TTL_MS ?? DEFAULT_SESSION_CACHE.ttlMs),
      maxEntries: Number(env.SESSION_CACHE_MAX ?? DEFAULT_SESSION_CACHE.maxEntries),
    },
    http: httpTimeouts(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    shutdown: shutdownTimes(env, production),
    metrics: metricsConfig(env),
    twoStep: { required: twoStepRequired(env.MFA_REQUIRED, demo) },
    rateLimits: {
      token: Number(env.RATE_LIMIT_TOKEN ?? 60),
      registration: Number(env.RATE_LIMIT_REGISTRATION ?? 20),
      forgotPassword: Number(env.RATE_LIMIT_FORGOT_PASSWORD ?? 10),
      publicWrite: Number(env.RATE_LIMIT_PUBLIC_WRITE ?? 10),
      anonymousLookup: Number(env.RATE_LIMIT_ANONYMOUS_LOOKUP ?? 30),
    },
    ...overrides,
  };
}
