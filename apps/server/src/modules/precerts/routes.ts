import type { FastifyInstance } from 'fastify';
import { precertGet, precertSearch } from '@bp/contract/api/precerts';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

/** Pre-certification search and details. */
export function registerPrecertRoutes(app: FastifyInstance): void {
  bindEndpoint(app, precertSearch, ({ db, caller, req, body }) =>
    service.search({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, precertGet, ({ db, caller, req, query }) =>
    service.get({ db, caller: caller as SignedInCaller, requestId: req.id }, query.certno),
  );
}
