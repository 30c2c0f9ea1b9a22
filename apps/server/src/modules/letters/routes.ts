import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandForHost } from '@bp/contract';
import { letterDocument, letterGet, letterSearch, letterTemplates } from '@bp/contract/api/letters';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import type { Db } from '../../db/client.js';
import * as service from './service.js';

const ctx = (db: Db, caller: unknown, req: FastifyRequest) => ({
  db,
  caller: caller as SignedInCaller,
  requestId: req.id,
});

/** Letters: search, templates, one letter and its PDF. */
export function registerLetterRoutes(app: FastifyInstance): void {
  bindEndpoint(app, letterSearch, ({ db, caller, req, body }) =>
    service.search(ctx(db, caller, req), body),
  );
  bindEndpoint(app, letterTemplates, ({ db, caller, req }) =>
    service.templates(ctx(db, caller, req)),
  );
  bindEndpoint(app, letterGet, ({ db, caller, req, params }) =>
    service.get(ctx(db, caller, req), params.letterNumber),
  );
  bindEndpoint(app, letterDocument, ({ db, caller, req, params }) =>
    service.document(
      { ...ctx(db, caller, req), brand: brandForHost(req.hostname) },
      params.letterNumber,
    ),
  );
}
