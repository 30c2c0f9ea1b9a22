import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@bp/contract/api/accounts';
import {
  groupIsAllAccessActivated,
  groupListAllAccess,
  groupUpdateAccess,
} from '@bp/contract/api/groups';
import { setAccountPermission } from '@bp/contract/api/roles-permissions';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import type { Ctx } from './context.js';
import * as service from './service.js';
import * as access from './access.js';

const ok = { success: true } as const;

/** The request's context for the account-management services. */
function ctx(req: FastifyRequest, caller: unknown): Ctx {
  return {
    db: req.server.database.db,
    caller: caller as SignedInCaller,
    requestId: req.id,
    mailer: req.server.mailer,
    publicUrl: req.server.appConfig.publicUrl,
  };
}

/** Account management (UserAccount), group access of accounts and account permissions. */
export function registerAccountRoutes(app: FastifyInstance): void {
  bindEndpoint(app, api.userSearch, ({ req, caller, body }) =>
    service.search(ctx(req, caller), body),
  );
  bindEndpoint(app, api.searchTypeAhead, ({ req, caller, body }) =>
    service.typeAhead(ctx(req, caller), body),
  );
  bindEndpoint(app, api.createAccount, ({ req, caller, body }) =>
    service.createAccount(ctx(req, caller), body),
  );
  bindEndpoint(app, api.updateRole, async ({ req, caller, body }) => {
    await service.updateRole(ctx(req, caller), body.accountId, body.roleId);
    return ok;
  });
  bindEndpoint(app, api.updateUsername, async ({ req, caller, body }) => {
    await service.updateLogin(ctx(req, caller), body.accountId, 'userName', body.userName);
    return ok;
  });
  bindEndpoint(app, api.updateEmail, async ({ req, caller, body }) => {
    await service.updateLogin(ctx(req, caller), body.accountId, 'email', body.email);
    return ok;
  });
  bindEndpoint(app, api.accountUpdate, async ({ req, caller, body }) => {
    await service.update(ctx(req, caller), body.accountId, body);
    return ok;
  });
  bindEndpoint(app, api.sendWelcome, async ({ req, caller, body }) => {
    await service.sendWelcome(ctx(req, caller), body.accountId);
    return ok;
  });
  bindEndpoint(app, api.changeStatus, async ({ req, caller, query }) => {
    await service.changeStatus(ctx(req, caller), query.accountId, query.lockout);
    return ok;
  });
  bindEndpoint(app, api.resetPassword, async ({ req, caller, body }) => {
    await service.resetPassword(ctx(req, caller), body.userId);
    return ok;
  });
  bindEndpoint(app, api.memberInfoGet, ({ req, caller, body }) =>
    service.memberInfo(ctx(req, caller), body.memberId),
  );
  bindEndpoint(app, api.employerAccount, ({ req, caller, params }) =>
    service.employer(ctx(req, caller), params.id),
  );
  bindEndpoint(app, api.accountFinance, async ({ req, caller, body }) => {
    await service.setFinance(ctx(req, caller), body);
    return ok;
  });

  bindEndpoint(app, groupListAllAccess, ({ req, caller, body }) =>
    access.listAllAccess(ctx(req, caller), body),
  );
  bindEndpoint(app, groupUpdateAccess, async ({ req, caller, body }) => {
    await access.updateAccess(ctx(req, caller), body);
    return ok;
  });
  bindEndpoint(app, groupIsAllAccessActivated, ({ req, caller, query }) =>
    access.isAllAccessActivated(ctx(req, caller), query.accountId),
  );
  bindEndpoint(app, setAccountPermission, async ({ req, caller, body }) => {
    await access.setAccountPermission(ctx(req, caller), body);
    return ok;
  });
}
