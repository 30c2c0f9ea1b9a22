import type { FastifyInstance } from 'fastify';
import { invalidRequest } from '../http/errors.js';
import { jsonTextTooDeep } from '../http/schemas.js';

/**
 * Fastify's JSON body parser behind a nesting check: text nested deeper than MAX_JSON_DEPTH is refused
 * (400 invalid_request, `_: invalidValue`) before JSON.parse runs. JSON.parse itself does not overflow,
 * but a 12 MB body of brackets costs it seconds and hundreds of MB, and every later walk over the value
 * (NUL check, zod, unknown keys) would have to be iterative. Everything else is Fastify's own parser
 * (empty body, invalid JSON, __proto__/constructor poisoning → 400).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonTextTooDeep(text))
      return done(invalidRequest('invalidValue', { _: 'invalidValue' }), undefined);
    parse(req, text, done);
  });
}
