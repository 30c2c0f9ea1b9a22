import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  providerVerificationApprove,
  providerVerificationList,
  providerVerificationReject,
  providerVerificationStatus,
  providerVerificationVerifyPayment,
} from '@bp/contract/api/provider-verification';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

const ctx = (req: FastifyRequest, caller: unknown): service.Ctx => ({
  db: req.server.database.db,
  caller: caller as SignedInCaller,
  requestId: req.id,
  mailer: req.server.mailer,
  publicUrl: req.server.appConfig.publicUrl,
});
const ok = { success: true } as const;

/** Provider account verification: the provider's status and payment check, the staff queue and decisions. */
export function registerProviderVerificationRoutes(app: FastifyInstance): void {
  bindEndpoint(app, providerVerificationStatus, ({ req, caller }) =>
    service.status(ctx(req, caller)),
  );
  bindEndpoint(app, providerVerificationVerifyPayment, ({ req, caller, body }) =>
    service.verifyPayment(ctx(req, caller), body),
  );
  bindEndpoint(app, providerVerificationList, ({ req, caller, body }) =>
    service.list(ctx(req, caller), body),
  );
  bindEndpoint(app, providerVerificationApprove, async ({ req, caller, body }) => {
    await service.decide(ctx(req, caller), 'approve', body);
    return ok;
  });
  bindEndpoint(app, providerVerificationReject, async ({ req, caller, body }) => {
    await service.decide(ctx(req, caller), 'reject', body);
    return ok;
  });
}
