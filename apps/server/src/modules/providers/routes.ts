import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  networkAddAccess,
  networkGetAccess,
  networkRemoveAccess,
  providerCreateAccess,
  providerDeleteAccess,
  providerDetails,
  providerGetAccess,
  providerSearch,
  providerSetClaimsFilter,
  providerTypes,
} from '@bp/contract/api/providers';
import type { Db } from '../../db/client.js';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

const ctx = (db: Db, caller: unknown, req: FastifyRequest): service.Ctx => ({
  db,
  caller: caller as SignedInCaller,
  requestId: req.id,
});
const ok = { success: true } as const;

/** Providers (search, details, types) and the provider and network accesses of accounts. */
export function registerProviderRoutes(app: FastifyInstance): void {
  bindEndpoint(app, providerSearch, ({ caller, db, req, body }) =>
    service.search(ctx(db, caller, req), body),
  );
  bindEndpoint(app, providerDetails, ({ caller, db, req, body }) =>
    service.details(ctx(db, caller, req), body.providerNumber),
  );
  bindEndpoint(app, providerTypes, ({ db }) => service.types({ db }));
  bindEndpoint(app, providerGetAccess, ({ caller, db, req, query }) =>
    service.getAccess(ctx(db, caller, req), query.accountId),
  );
  bindEndpoint(app, providerCreateAccess, async ({ caller, db, req, body }) => {
    await service.createAccess(ctx(db, caller, req), body);
    return ok;
  });
  bindEndpoint(app, providerDeleteAccess, async ({ caller, db, req, body }) => {
    await service.deleteAccess(ctx(db, caller, req), body);
    return ok;
  });
  bindEndpoint(app, providerSetClaimsFilter, async ({ caller, db, req, body }) => {
    await service.setClaimsFilter(ctx(db, caller, req), body);
    return ok;
  });
  bindEndpoint(app, networkGetAccess, ({ caller, db, req, query }) =>
    service.networkGetAccess(ctx(db, caller, req), query.accountId),
  );
  bindEndpoint(app, networkAddAccess, async ({ caller, db, req, body }) => {
    await service.setNetworkAccess(ctx(db, caller, req), body, true);
    return ok;
  });
  bindEndpoint(app, networkRemoveAccess, async ({ caller, db, req, body }) => {
    await service.setNetworkAccess(ctx(db, caller, req), body, false);
    return ok;
  });
}
