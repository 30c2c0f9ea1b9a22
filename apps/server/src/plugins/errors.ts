import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ApiError } from '../http/errors.js';
import { ValidationError, issuesToFields } from '../http/schemas.js';
import { isConnectionError, isDatabaseDown } from './db-guard.js';

type Body = {
  error: string;
  error_description: string;
  fields?: Record<string, string>;
  requestId?: string;
};

const byStatus: Record<number, [string, string]> = {
  400: ['invalid_request', 'invalidValue'],
  401: ['unauthorized', 'userNotLoggedIn'],
  403: ['forbidden', 'forbidden'],
  404: ['not_found', 'notFound'],
  405: ['method_not_allowed', 'notFound'],
  406: ['not_acceptable', 'invalidValue'],
  413: ['payload_too_large', 'fileTooLarge'],
  415: ['unsupported_media_type', 'invalidValue'],
  429: ['too_many_requests', 'tooManyRequests'],
};

/** Maps any thrown value onto a status and the one error body. Bad input never becomes a 500. */
function toBody(err: unknown): { status: number; body: Body } {
  if (err instanceof ApiError) return { status: err.statusCode, body: err.toBody() };
  if (err instanceof ValidationError) {
    return {
      status: 400,
      body: { error: 'invalid_request', error_description: 'invalidValue', fields: err.fields },
    };
  }
  if (err instanceof ZodError) {
    return {
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'invalidValue',
        fields: issuesToFields(err.issues),
      },
    };
  }
  const e = err as Partial<FastifyError> & { error?: unknown; error_description?: unknown };
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (typeof e?.error === 'string' && typeof e.error_description === 'string' && status < 500) {
    return { status, body: { error: e.error, error_description: e.error_description } };
  }
  if (e?.code === 'FST_FILES_LIMIT' || e?.code === 'FST_PARTS_LIMIT') {
    return { status: 400, body: { error: 'invalid_request', error_description: 'tooManyFiles' } };
  }
  if (status >= 400 && status < 500) {
    const [error, description] = byStatus[status] ?? ['invalid_request', 'invalidValue'];
    return { status, body: { error, error_description: description } };
  }
  return {
    status: 500,
    body: { error: 'server_error', error_description: 'genericFailureMessage' },
  };
}

/** The error handler and the not-found handler of the API: one shape `{ error, error_description, fields? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    let { status, body } = toBody(err);
    if (status >= 500) {
      // A lost connection (even one the pool replaces at once) is an outage of this call: 503.
      if ((await isDatabaseDown(app, err)) || isConnectionError(err)) {
        status = 503;
        body = { error: 'service_unavailable', error_description: 'benefitsUnavailable' };
        req.log.warn({ err }, 'database unavailable');
      } else {
        body.requestId = req.id;
        req.log.error({ err }, 'unexpected error');
      }
    } else if (status === 503) {
      req.log.warn('service unavailable');
    }
    if (status === 503) reply.header('retry-after', '5');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}
