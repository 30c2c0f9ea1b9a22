import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/** Paths pino blanks out wherever they appear in a log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'authorization',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'access_token',
  'key',
  'ssn',
  '*.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.access_token',
  '*.key',
  '*.ssn',
  '*.*.ssn',
];

/** Error fields kept in a log line: codes and names, never values (a driver's `detail` quotes the row). */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
] as const;

/** A message without the parameters Drizzle appends to a failed query's ("\nparams: …"). */
export function messageForLog(message: string): string {
  const cut = message.indexOf('\nparams:');
  return cut >= 0 ? `${message.slice(0, cut)}\nparams: [not logged]` : message;
}

/**
 * An error as a log line may carry it: type, message, stack, codes and its causes, without the values a
 * query ran with. Drizzle's failed-query error puts the parameters in its message ("params: …": names,
 * dates of birth, anything a member typed); PostgreSQL's error quotes the offending row in `detail`
 * ("Key (…)=(…) already exists"). Both are dropped; the query text (placeholders only) is kept.
 */
export function errorForLog(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & Record<string, unknown>;
  const message = messageForLog(e.message);
  const out: Record<string, unknown> = {
    type: e.constructor?.name || e.name,
    message,
    stack: message === e.message ? e.stack : e.stack?.replace(e.message, message),
  };
  for (const k of SAFE_ERROR_FIELDS) if (e[k] !== undefined && e[k] !== null) out[k] = e[k];
  if (e.cause !== undefined && depth < 4) out.cause = errorForLog(e.cause, depth + 1);
  return out;
}

/**
 * pino options: redaction, a request serializer that never logs bodies or query strings (PHI), and an
 * error serializer that never logs a query's values (errorForLog).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: errorForLog,
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: (req.url ?? '').split('?')[0],
        remoteAddress: req.ip,
      }),
    },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Request id: the caller's `x-request-id` when it looks sane, else a new UUID. */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Echoes the request id on every response. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
}
