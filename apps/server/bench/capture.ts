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
  /**
   * What the statement served: `session` (run while the request's caller was resolved — the session
   * look-up and its sliding idle time), `audit` (an audit-log or disclosure row) or `data` (the rest: what
   * the call reads). The bench's data-only route replays the `data` statements alone.
   */
  role?: StatementRole;
}

export type StatementRole = 'session' | 'audit' | 'data';

/** Statements that write the audit trail: the audit log and the accounting of disclosures. */
const AUDIT_SQL = /^\s*insert\s+into\s+"?(audit_log|disclosures)"?[\s(]/i;
/** Statements on the sessions table, wherever they run (a session look-up outside caller resolution). */
const SESSION_SQL = /\b(from|update|into|join)\s+"?sessions"?[\s(]/i;

/** The role of a statement recorded in `phase` (the part of the request that ran it). */
export function roleOf(text: string, phase: 'session' | 'request'): StatementRole {
  if (AUDIT_SQL.test(text)) return 'audit';
  if (phase === 'session' || SESSION_SQL.test(text)) return 'session';
  return 'data';
}

/** The statements a request runs for its data: without the session look-up(s) and audit row(s). */
export function dataOnly(statements: readonly Statement[]): Statement[] {
  return statements.filter((s) => (s.role ?? roleOf(s.text, 'request')) === 'data');
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
      // The bench signs staff in with a password alone (production requires staff to enrol in two-step
      // sign-in, MFA_REQUIRED); the sessions it opens are used by the portal server as they are.
      twoStep: { required: [] },
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
  // Statements run while the caller is resolved are the session's, whatever their SQL: bound routes
  // resolve through this decorator (read through the route's instance, which inherits it from the root).
  const resolve = app.resolveCaller;
  app.resolveCaller = async (req) => {
    recorder.phase = 'session';
    try {
      return await resolve.call(app, req);
    } finally {
      recorder.phase = 'request';
    }
  };
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
      const token = (res.json() as { access_token: string }).access_token;
      if (!token) throw new Error(`sign-in of ${username} owes a second step: ${res.body}`);
      return token;
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
  /** The part of the request now running (capturingApp sets it around the caller's resolution). */
  phase: 'session' | 'request' = 'request';
  readonly logger = {
    logQuery: (text: string, params: unknown[]) => {
      this.statements?.push({ text, params: [...params], role: roleOf(text, this.phase) });
    },
  };
  start(): void {
    this.statements = [];
    this.phase = 'request';
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
