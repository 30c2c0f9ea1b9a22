import type { FastifyInstance } from 'fastify';
import { fsaAccounts, fsaClaimPayments, submitFsaClaim } from '@bp/contract/api/finance';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

/** Health accounts: balances (FSAAccounts) and paying a claim's member responsibility (SubmitClaim). */
export function registerFsaRoutes(app: FastifyInstance): void {
  bindEndpoint(app, fsaAccounts, ({ db, caller, req }) =>
    service.accounts({ db, caller: caller as SignedInCaller, requestId: req.id }),
  );
  bindEndpoint(app, fsaClaimPayments, ({ db, caller, req, query }) =>
    service.claimPayments({ db, caller: caller as SignedInCaller, requestId: req.id }, query),
  );
  bindEndpoint(app, submitFsaClaim, ({ db, caller, req, body, files }) =>
    service.submitClaim({ db, caller: caller as SignedInCaller, requestId: req.id }, body, files),
  );
}
