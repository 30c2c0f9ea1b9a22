import type { FastifyInstance } from 'fastify';
import {
  permissionsAllExisting,
  permissionsForAccount,
  permissionsForRole,
  rolesAll,
  rolesForAccountManagement,
  rolesForDefaultUpload,
} from '@bp/contract/api/roles-permissions';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';

/** Roles and permissions lists. */
export function registerRoleRoutes(app: FastifyInstance): void {
  bindEndpoint(app, rolesAll, (ctx) => service.allRoles(ctx.db));
  bindEndpoint(app, rolesForAccountManagement, (ctx) =>
    service.rolesForAccountManagement(ctx, ctx.query.create === true),
  );
  bindEndpoint(app, rolesForDefaultUpload, (ctx) => service.rolesForDefaultUpload(ctx.db));
  bindEndpoint(app, permissionsAllExisting, (ctx) => service.allPermissions(ctx.db));
  bindEndpoint(app, permissionsForRole, (ctx) => service.permissionsForRole(ctx, ctx.params.id));
  bindEndpoint(app, permissionsForAccount, (ctx) =>
    service.permissionsForAccount(ctx, ctx.params.id),
  );
}
