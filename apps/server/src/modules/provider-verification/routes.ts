import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  providerAccessApprove,
  providerAccessList,
  providerAccessMyRequests,
  providerAccessReject,
  providerVerificationApprove,
  providerVerificationList,
  providerVerificationReject,
  providerVerificationStatus,
  providerVerificationVerifyPayment,
} from '@bp/contract/api/provider-verification';
import { bindEndpoint } from '../../http/bind.js';
import * as accessRequests from './access-requests.js';
import * as service from './service.js';

/** What the calls that e-mail the provider need besides the request context. */
const mail = (req: FastifyRequest) => ({
  mailer: req.server.mailer,
  publicUrl: req.server.appConfig.publicUrl,
});
const ok = { success: true } as const;

/** Provider account verification: the provider's status and payment check, the staff queue and decisions. */
export function registerProviderVerificationRoutes(app: FastifyInstance): void {
  bindEndpoint(app, providerVerificationStatus, (ctx) => service.status(ctx));
  bindEndpoint(app, providerVerificationVerifyPayment, (ctx) =>
    service.verifyPayment({ ...ctx, ...mail(ctx.req) }, ctx.body),
  );
  bindEndpoint(app, providerVerificationList, (ctx) => service.list(ctx, ctx.body));
  bindEndpoint(app, providerVerificationApprove, async (ctx) => {
    await service.decide({ ...ctx, ...mail(ctx.req) }, 'approve', ctx.body);
    return ok;
  });
  bindEndpoint(app, providerVerificationReject, async (ctx) => {
    await service.decide({ ...ctx, ...mail(ctx.req) }, 'reject', ctx.body);
    return ok;
  });
  // Practice access requests (issue 29): the provider's own, the staff queue and decisions.
  bindEndpoint(app, providerAccessMyRequests, (ctx) => accessRequests.myRequests(ctx, ctx.query));
  bindEndpoint(app, providerAccessList, (ctx) => accessRequests.queue(ctx, ctx.body));
  bindEndpoint(app, providerAccessApprove, async (ctx) => {
    await accessRequests.decide({ ...ctx, ...mail(ctx.req) }, 'approve', ctx.body);
    return ok;
  });
  bindEndpoint(app, providerAccessReject, async (ctx) => {
    await accessRequests.decide({ ...ctx, ...mail(ctx.req) }, 'reject', ctx.body);
    return ok;
  });
}
