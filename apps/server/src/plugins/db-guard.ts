import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../http/errors.js';

const state = new WeakMap<FastifyInstance, { down: boolean; checkedAt: number }>();
const RECHECK_MS = 1_000;
const PING_TIMEOUT_MS = 2_000;

/** Pings the database, giving up after two seconds (a dead server may never answer a connect). */
export async function pingDatabase(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([app.database.ping().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /connection timeout/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
];

/**
 * True when the error (or one of its causes: Drizzle wraps driver errors) is a lost or refused
 * database connection rather than a fault of the query.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(message)))
      return true;
    e = cause;
  }
  return false;
}

/** Guard state of an app (the hooks and the error handler are registered on the root instance). */
function stateOf(app: FastifyInstance) {
  let s = state.get(app);
  if (!s) state.set(app, (s = { down: false, checkedAt: 0 }));
  return s;
}

/** After an unexpected error: true (and the guard engaged) when the database does not answer. */
export async function isDatabaseDown(app: FastifyInstance, _err: unknown): Promise<boolean> {
  const up = await pingDatabase(app);
  const s = stateOf(app);
  s.down = !up;
  s.checkedAt = Date.now();
  if (!up) app.log.error('database is not answering; API calls answer 503 until it is back');
  return !up;
}

/**
 * While the database is down every API call answers 503 service_unavailable at once (at most one
 * ping a second checks whether it is back); the process never exits because of an outage.
 */
export function registerDbGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const s = stateOf(app);
    if (!s.down || !req.url.startsWith('/api/')) return;
    if (Date.now() - s.checkedAt >= RECHECK_MS) {
      s.checkedAt = Date.now();
      s.down = !(await pingDatabase(app));
      if (!s.down) app.log.info('database is answering again');
    }
    if (s.down) throw serviceUnavailable();
  });
}
