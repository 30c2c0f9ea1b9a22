import type { FastifyInstance } from 'fastify';
import { brandForHost } from '@bp/contract';
import { onlinePrecertification } from '@bp/contract/api/conversation-requests';
import { precertGet, precertSearch, precertUpdateStatus } from '@bp/contract/api/precerts';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';
import { fileOnlinePrecert } from './online.js';
import { decide } from './decision.js';

/** Pre-certification search, details and the reviewer's decision, and the online pre-certification request. */
export function registerPrecertRoutes(app: FastifyInstance): void {
  bindEndpoint(app, precertSearch, ({ db, caller, req, body }) =>
    service.search({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, precertGet, ({ db, caller, req, query }) =>
    service.get({ db, caller: caller as SignedInCaller, requestId: req.id }, query.certno),
  );
  bindEndpoint(app, precertUpdateStatus, ({ db, caller, req, body }) =>
    decide(
      {
        db,
        caller: caller as SignedInCaller,
        requestId: req.id,
        mailer: req.server.mailer,
        publicUrl: req.server.appConfig.publicUrl,
      },
      body,
    ),
  );
  bindEndpoint(app, onlinePrecertification, ({ db, caller, req, body }) =>
    fileOnlinePrecert(
      {
        db,
        caller: caller as SignedInCaller,
        brand: brandForHost(req.hostname),
        requestId: req.id,
      },
      body,
    ),
  );
}
