import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandForHost } from '@bp/contract';
import { cardAddresses, cardAddressesByMemberId } from '@bp/contract/api/cards';
import {
  automatedCardIdRequest,
  certificateOfCoverage,
} from '@bp/contract/api/conversation-requests';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import type { Db } from '../../db/client.js';
import * as service from './service.js';

const ctx = (db: Db, caller: unknown, req: FastifyRequest) => ({
  db,
  caller: caller as SignedInCaller,
  requestId: req.id,
});

/** ID card mailing addresses, replacement ID card requests and the member's certificate of coverage request. */
export function registerRequestRoutes(app: FastifyInstance): void {
  bindEndpoint(app, cardAddresses, ({ db, caller, req }) =>
    service.addresses(ctx(db, caller, req)),
  );
  bindEndpoint(app, cardAddressesByMemberId, ({ db, caller, req, query }) =>
    service.addresses(ctx(db, caller, req), query.memberId),
  );
  bindEndpoint(app, automatedCardIdRequest, ({ db, caller, req, body, query }) =>
    service.requestIdCard(
      { ...ctx(db, caller, req), mailer: req.server.mailer },
      body,
      query.memberId,
    ),
  );
  bindEndpoint(app, certificateOfCoverage, ({ db, caller, req, body }) =>
    service.requestCertificate(
      { ...ctx(db, caller, req), mailer: req.server.mailer, brand: brandForHost(req.hostname) },
      body,
    ),
  );
}
