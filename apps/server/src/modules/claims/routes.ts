import type { FastifyInstance } from 'fastify';
import { claimYears, planYears, recentClaimsPaginated } from '@bp/contract/api/claims';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

/** The member's recent claims and the year lists of the claim screens. */
export function registerClaimRoutes(app: FastifyInstance): void {
  bindEndpoint(app, recentClaimsPaginated, ({ caller, db, req, body }) =>
    service.recentClaims({ db, caller: caller as SignedInCaller, requestId: req.id }, body),
  );
  bindEndpoint(app, claimYears, ({ caller, db, req, query }) =>
    service.claimYears({ db, caller: caller as SignedInCaller, requestId: req.id }, query.memberId),
  );
  bindEndpoint(app, planYears, ({ caller, db, req, query }) =>
    service.planYears({ db, caller: caller as SignedInCaller, requestId: req.id }, query.memberId),
  );
}
