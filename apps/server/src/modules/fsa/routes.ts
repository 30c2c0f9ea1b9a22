import type { FastifyInstance } from 'fastify';
import { fsaAccounts, fsaClaimPayments, submitFsaClaim } from '@bp/contract/api/finance';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** Health accounts: balances (FSAAccounts) and paying a claim's member responsibility (SubmitClaim). */
export function registerFsaRoutes(app: FastifyInstance): void {
  bindEndpoint(app, fsaAccounts, (ctx) => service.accounts(ctx));
  bindEndpoint(app, fsaClaimPayments, (ctx) => service.claimPayments(ctx, ctx.query));
  bindEndpoint(app, submitFsaClaim, (ctx) => service.submitClaim(ctx, ctx.body, ctx.files));
}
