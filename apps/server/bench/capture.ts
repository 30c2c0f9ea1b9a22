/**
 * The portal app in this process over a PostgreSQL database, recording the SQL each request runs (through
 * Drizzle's logger): the benchmark replays it on its bare route, the EXPLAIN test explains it.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres, type Database } from '../src/db/client.js';
import type { HotReadRequest } from './hot-reads.js';

/** One SQL statement as sent: text with $n placeholders and its parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

export interface CapturedResponse {
  status: number;
  body: string;
  statements: Statement[];
}

export interface CapturingApp {
  app: FastifyInstance;
  database: Database;
  /** Signs in with the password grant; returns the bearer token. */
  signIn(username: string, password: string): Promise<string>;
  /** Sends a request with the token and returns the response and the statements it ran. */
  send(req: HotReadRequest, token: string): Promise<CapturedResponse>;
  close(): Promise<void>;
}

const UNLIMITED = 1_000_000;

/** Builds the app over `database` (opened by the caller with `recorder.logger`) with these keys. */
export async function capturingApp(
  database: Database,
  recorder: Recorder,
  keys: { tokenKey: Buffer; ssnKey: Buffer },
): Promise<CapturingApp> {
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' },
    {
      ...keys,
      webDist: undefined,
      smtpUrl: undefined,
      rateLimits: {
        token: UNLIMITED,
        registration: UNLIMITED,
        forgotPassword: UNLIMITED,
        publicWrite: UNLIMITED,
        anonymousLookup: UNLIMITED,
      },
    },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    async signIn(username, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
      });
      if (res.statusCode !== 200)
        throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { access_token: string }).access_token;
    },
    async send(req, token) {
      recorder.start();
      const res = await app.inject({
        method: req.method,
        url: req.url,
        headers: { authorization: `Bearer ${token}` },
        ...(req.body ? { payload: req.body } : {}),
      });
      return { status: res.statusCode, body: res.body, statements: recorder.stop() };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Collects the statements Drizzle runs between start() and stop(). */
export class Recorder {
  private statements: Statement[] | null = null;
  readonly logger = {
    logQuery: (text: string, params: unknown[]) => {
      this.statements?.push({ text, params: [...params] });
    },
  };
  start(): void {
    this.statements = [];
  }
  stop(): Statement[] {
    const s = this.statements ?? [];
    this.statements = null;
    return s;
  }
}

/** Opens a PostgreSQL pool whose queries `recorder` sees. */
export function recordingPostgres(url: string, recorder: Recorder): Database {
  return openPostgres(url, () => {}, recorder.logger);
}

/** JSON of statements with Buffer parameters kept (base64) and Dates as ISO strings. */
export function statementsToJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    return v;
  });
}

/** The reverse of statementsToJson. */
export function statementsFromJson<T>(text: string): T {
  return JSON.parse(text, (_k, v: unknown) =>
    v && typeof v === 'object' && '$buffer' in v
      ? Buffer.from((v as { $buffer: string }).$buffer, 'base64')
      : v,
  ) as T;
}
