import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
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
  /** Public base URL used in e-mailed links. */
  publicUrl: string;
  /** 32-byte keys: token signing and SSN encryption. */
  tokenKey: Buffer;
  ssnKey: Buffer;
  webDist: string | undefined;
  logLevel: string;
  redisUrl: string | undefined;
  /** Background jobs: workers in this process (0 = none), poll interval, lock timeout of a lost worker. */
  jobs: { concurrency: number; pollMs: number; lockTimeoutMs: number };
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

const repoRoot = path.resolve(import.meta.dirname, '../../..');

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
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    demo: !production && (env.DEMO_MODE ?? (databaseUrl ? 'false' : 'true')) !== 'false',
    today: portalToday(env.PORTAL_TODAY, production),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Benefits Portal <no-reply@benefits-portal.test>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    tokenKey:
      overrides.tokenKey ??
      loadKey(env.TOKEN_KEY, path.join(keysDir, 'token.key'), production, 'TOKEN_KEY'),
    ssnKey:
      overrides.ssnKey ??
      loadKey(env.SSN_KEY, path.join(keysDir, 'ssn.key'), production, 'SSN_KEY'),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    redisUrl: env.REDIS_URL || undefined,
    jobs: {
      concurrency: Number(env.JOB_CONCURRENCY ?? 1),
      pollMs: Number(env.JOB_POLL_MS ?? 1000),
      lockTimeoutMs: Number(env.JOB_LOCK_TIMEOUT_MS ?? 5 * 60_000),
    },
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
