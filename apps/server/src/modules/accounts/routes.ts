import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@bp/contract/api/accounts';
import {
  groupIsAllAccessActivated,
  groupListAllAccess,
  groupUpdateAccess,
} from '@bp/contract/api/groups';
import { setAccountPermission } from '@bp/contract/api/roles-permissions';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import * as access from './access.js';

const ok = { success: true } as const;

/** What the calls that e-mail a welcome or reset link need besides the request context. */
const mail = (req: FastifyRequest) => ({
  mailer: req.server.mailer,
  publicUrl: req.server.appConfig.publicUrl,
});

/** Account management (UserAccount), group access of accounts and account permissions. */
export function registerAccountRoutes(app: FastifyInstance): void {
  bindEndpoint(app, api.userSearch, (ctx) => service.search(ctx, ctx.body));
  bindEndpoint(app, api.searchTypeAhead, (ctx) => service.typeAhead(ctx, ctx.body));
  bindEndpoint(app, api.createAccount, (ctx) =>
    service.createAccount({ ...ctx, ...mail(ctx.req) }, ctx.body),
  );
  bindEndpoint(app, api.updateRole, async (ctx) => {
    await service.updateRole(ctx, ctx.body.accountId, ctx.body.roleId);
    return ok;
  });
  bindEndpoint(app, api.updateUsername, async (ctx) => {
    const { accountId, userName } = ctx.body;
    await service.updateLogin({ ...ctx, ...mail(ctx.req) }, accountId, 'userName', userName);
    return ok;
  });
  bindEndpoint(app, api.updateEmail, async (ctx) => {
    const { accountId, email } = ctx.body;
    await service.updateLogin({ ...ctx, ...mail(ctx.req) }, accountId, 'email', email);
    return ok;
  });
  bindEndpoint(app, api.accountUpdate, async (ctx) => {
    await service.update(ctx, ctx.body.accountId, ctx.body);
    return ok;
  });
  bindEndpoint(app, api.sendWelcome, async (ctx) => {
    await service.sendWelcome({ ...ctx, ...mail(ctx.req) }, ctx.body.accountId);
    return ok;
  });
  bindEndpoint(app, api.changeStatus, async (ctx) => {
    await service.changeStatus(ctx, ctx.query.accountId, ctx.query.lockout);
    return ok;
  });
  bindEndpoint(app, api.resetPassword, async (ctx) => {
    await service.resetPassword({ ...ctx, ...mail(ctx.req) }, ctx.body.userId);
    return ok;
  });
  bindEndpoint(app, api.resetTwoStep, async (ctx) => {
    await service.resetTwoStep(ctx, ctx.body.userId);
    return ok;
  });
  bindEndpoint(app, api.memberInfoGet, (ctx) => service.memberInfo(ctx, ctx.body.memberId));
  bindEndpoint(app, api.employerAccount, (ctx) => service.employer(ctx, ctx.params.id));
  bindEndpoint(app, api.accountFinance, async (ctx) => {
    await service.setFinance(ctx, ctx.body);
    return ok;
  });

  bindEndpoint(app, groupListAllAccess, (ctx) => access.listAllAccess(ctx, ctx.body));
  bindEndpoint(app, groupUpdateAccess, async (ctx) => {
    await access.updateAccess(ctx, ctx.body);
    return ok;
  });
  bindEndpoint(app, groupIsAllAccessActivated, (ctx) =>
    access.isAllAccessActivated(ctx, ctx.query.accountId),
  );
  bindEndpoint(app, setAccountPermission, async (ctx) => {
    await access.setAccountPermission(ctx, ctx.body);
    return ok;
  });
}
