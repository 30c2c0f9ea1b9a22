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
import type { SignedInCaller } from '../../http/caller.js';
import * as service from './service.js';

/** Roles and permissions lists. */
export function registerRoleRoutes(app: FastifyInstance): void {
  bindEndpoint(app, rolesAll, ({ db }) => service.allRoles(db));
  bindEndpoint(app, rolesForAccountManagement, ({ db, caller, query }) =>
    service.rolesForAccountManagement(db, caller as SignedInCaller, query.create === true),
  );
  bindEndpoint(app, rolesForDefaultUpload, ({ db }) => service.rolesForDefaultUpload(db));
  bindEndpoint(app, permissionsAllExisting, ({ db }) => service.allPermissions(db));
  bindEndpoint(app, permissionsForRole, ({ db, caller, params }) =>
    service.permissionsForRole(db, caller as SignedInCaller, params.id),
  );
  bindEndpoint(app, permissionsForAccount, ({ db, caller, params }) =>
    service.permissionsForAccount(db, caller as SignedInCaller, params.id),
  );
}
