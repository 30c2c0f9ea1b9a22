import type { FastifyInstance } from 'fastify';
import {
  networkAddAccess,
  networkGetAccess,
  networkRemoveAccess,
  providerCreateAccess,
  providerDeleteAccess,
  providerDetails,
  providerGetAccess,
  providerRegister,
  providerSearch,
  providerSetClaimsFilter,
  providerTypes,
} from '@bp/contract/api/providers';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

const ok = { success: true } as const;

/** Providers (search, details, types) and the provider and network accesses of accounts. */
export function registerProviderRoutes(app: FastifyInstance): void {
  bindEndpoint(app, providerSearch, (ctx) => service.search(ctx, ctx.body));
  bindEndpoint(app, providerDetails, (ctx) => service.details(ctx, ctx.body.providerNumber));
  bindEndpoint(app, providerTypes, (ctx) => service.types(ctx));
  bindEndpoint(app, providerRegister, (ctx) => service.register(ctx, ctx.body));
  bindEndpoint(app, providerGetAccess, (ctx) => service.getAccess(ctx, ctx.query.accountId));
  bindEndpoint(app, providerCreateAccess, async (ctx) => {
    await service.createAccess(ctx, ctx.body);
    return ok;
  });
  bindEndpoint(app, providerDeleteAccess, async (ctx) => {
    await service.deleteAccess(ctx, ctx.body);
    return ok;
  });
  bindEndpoint(app, providerSetClaimsFilter, async (ctx) => {
    await service.setClaimsFilter(ctx, ctx.body);
    return ok;
  });
  bindEndpoint(app, networkGetAccess, (ctx) => service.networkGetAccess(ctx, ctx.query.accountId));
  bindEndpoint(app, networkAddAccess, async (ctx) => {
    await service.setNetworkAccess(ctx, ctx.body, true);
    return ok;
  });
  bindEndpoint(app, networkRemoveAccess, async (ctx) => {
    await service.setNetworkAccess(ctx, ctx.body, false);
    return ok;
  });
}
