import type { FastifyInstance } from 'fastify';
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
import * as service from './service.js';
import { requestContactUpdate, requestLocationChange } from './member-requests.js';
import {
  requestProviderAccess,
  requestProviderAccount,
  sendForEmailRouting,
} from './provider-requests.js';

/**
 * ID card mailing addresses, replacement ID card requests, certificate of coverage requests (member and
 * employer), and the other requests filed as conversations (location change, contact update, provider
 * requests, routed messages). A request is filed under the brand of the host it came to.
 */
export function registerRequestRoutes(app: FastifyInstance): void {
  bindEndpoint(app, cardAddresses, (ctx) => service.addresses(ctx));
  bindEndpoint(app, cardAddressesByMemberId, (ctx) => service.addresses(ctx, ctx.query.memberId));
  bindEndpoint(app, automatedCardIdRequest, (ctx) =>
    service.requestIdCard({ ...ctx, mailer: ctx.req.server.mailer }, ctx.body, ctx.query.memberId),
  );
  bindEndpoint(app, certificateOfCoverage, (ctx) =>
    service.requestCertificate(
      { ...ctx, mailer: ctx.req.server.mailer, brand: brandForHost(ctx.req.hostname) },
      ctx.body,
    ),
  );
  bindEndpoint(app, certificateOfCoverageEmployer, (ctx) =>
    service.requestCertificate(
      { ...ctx, mailer: ctx.req.server.mailer, brand: brandForHost(ctx.req.hostname) },
      ctx.body,
    ),
  );
  bindEndpoint(app, locationChangeRequest, (ctx) =>
    requestLocationChange({ ...ctx, brand: brandForHost(ctx.req.hostname) }, ctx.body),
  );
  bindEndpoint(app, updateContactInformation, (ctx) =>
    requestContactUpdate({ ...ctx, brand: brandForHost(ctx.req.hostname) }, ctx.body),
  );
  bindEndpoint(app, addJsonProviderRequest, (ctx) =>
    requestProviderAccount(
      {
        db: ctx.db,
        caller: null,
        brand: brandForHost(ctx.req.hostname),
        lang: ctx.language,
        requestId: ctx.requestId,
      },
      ctx.body,
    ),
  );
  bindEndpoint(app, addAnotherJsonProviderRequest, (ctx) =>
    requestProviderAccess({ ...ctx, brand: brandForHost(ctx.req.hostname) }, ctx.body),
  );
  bindEndpoint(app, addForEmailRouting, (ctx) =>
    sendForEmailRouting({ ...ctx, brand: brandForHost(ctx.req.hostname) }, ctx.body),
  );
}
