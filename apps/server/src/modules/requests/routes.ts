import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandForHost } from '@bp/contract';
import { cardAddresses, cardAddressesByMemberId } from '@bp/contract/api/cards';
import {
  addAnotherJsonProviderRequest,
  addForEmailRouting,
  addJsonProviderRequest,
  automatedCardIdRequest,
  certificateOfCoverage,
  certificateOfCoverageEmployer,
  locationChangeRequest,
  updateContactInformation,
} from '@bp/contract/api/conversation-requests';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import type { Db } from '../../db/client.js';
import { languageOf } from '../../mail/templates.js';
import { languageFromHeader } from '../../http/language.js';
import * as service from './service.js';
import { requestContactUpdate, requestLocationChange } from './member-requests.js';
import {
  requestProviderAccess,
  requestProviderAccount,
  sendForEmailRouting,
} from './provider-requests.js';

const ctx = (db: Db, caller: unknown, req: FastifyRequest) => ({
  db,
  caller: caller as SignedInCaller,
  requestId: req.id,
});

/** A signed-in requester's filing context: the brand of the host, the caller's language. */
const filing = (db: Db, caller: unknown, req: FastifyRequest) => {
  const c = caller as SignedInCaller;
  return {
    db,
    caller: c,
    brand: brandForHost(req.hostname),
    lang: languageOf(c.language),
    requestId: req.id,
  };
};

/**
 * ID card mailing addresses, replacement ID card requests, certificate of coverage requests (member and
 * employer), and the other requests filed as conversations (location change, contact update, provider
 * requests, routed messages).
 */
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
  bindEndpoint(app, certificateOfCoverageEmployer, ({ db, caller, req, body }) =>
    service.requestCertificate(
      { ...ctx(db, caller, req), mailer: req.server.mailer, brand: brandForHost(req.hostname) },
      body,
    ),
  );
  bindEndpoint(app, locationChangeRequest, ({ db, caller, req, body }) =>
    requestLocationChange(filing(db, caller, req), body),
  );
  bindEndpoint(app, updateContactInformation, ({ db, caller, req, body }) =>
    requestContactUpdate(filing(db, caller, req), body),
  );
  bindEndpoint(app, addJsonProviderRequest, ({ db, req, body }) =>
    requestProviderAccount(
      {
        db,
        caller: null,
        brand: brandForHost(req.hostname),
        lang: languageFromHeader(req.headers['accept-language']),
        requestId: req.id,
      },
      body,
    ),
  );
  bindEndpoint(app, addAnotherJsonProviderRequest, ({ db, caller, req, body }) =>
    requestProviderAccess(filing(db, caller, req), body),
  );
  bindEndpoint(app, addForEmailRouting, ({ db, caller, req, body }) =>
    sendForEmailRouting(filing(db, caller, req), body),
  );
}
