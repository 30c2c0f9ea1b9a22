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
