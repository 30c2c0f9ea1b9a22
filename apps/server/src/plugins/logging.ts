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

/** pino options: redaction, and a request serializer that never logs bodies or query strings (PHI). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
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
