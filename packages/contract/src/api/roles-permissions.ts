import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, queryBool } from './common.js';
import { ACCOUNT_ADMIN_PERMISSIONS, ANY_USER, signedIn, barImpersonation } from './access.js';
import { qPosInt } from './fields.js';

/** Roles and permissions (spec §3 Role, Permissions). */

export const role = z.object({ roleId: z.number().int(), roleDescription: z.string() });
export type Role = z.infer<typeof role>;

export const rolesAll = endpoint({
  id: 'roles.all',
  method: 'GET',
  path: '/api/Roles/All',
  tag: 'Roles',
  summary: 'Every role (cached as allRoleList; the screen adds All Roles, 999).',
  access: ANY_USER,
  response: z.array(role),
});

export const rolesForAccountManagement = endpoint({
  id: 'roles.forAccountManagement',
  method: 'GET',
  path: '/api/Roles/ForAccountManagement',
  tag: 'Roles',
  summary: 'Roles whose accounts the caller may manage, or (create=true) create.',
  access: signedIn(['Administrative', 'EmployerVendor'], ACCOUNT_ADMIN_PERMISSIONS),
  query: z.object({ create: queryBool.optional() }),
  response: z.array(role),
});

export const rolesForDefaultUpload = endpoint({
  id: 'roles.forDefaultUpload',
  method: 'GET',
  path: '/api/Roles/ForDefaultUpload',
  tag: 'Roles',
  summary: 'Roles a download, link or announcement can target.',
  access: signedIn(
    ['Administrative'],
    ['FILE_MANAGEMENT_PERMISSION', 'MANAGE_LINKS', 'MANAGE_ANNOUNCEMENTS'],
  ),
  response: z.array(role),
});

/** Available permission entry (spec §3). */
export const permissionEntry = z.object({
  permissionId: z.number().int(),
  permissionDescription: z.string(),
});

/** A permission as held by a role or an account. */
export const grantedPermission = permissionEntry.extend({
  granted: z.boolean(),
  /** Held read-only (the login list's True flag). */
  readonly: z.boolean(),
  /** A default of the role: always held, cannot be managed. */
  isDefault: z.boolean(),
});

export const permissionsAllExisting = endpoint({
  id: 'permissions.allExisting',
  method: 'GET',
  path: '/api/Permissions/PermissionsAllExisting',
  tag: 'Permissions',
  summary: 'Every named permission (loaded after sign-in).',
  access: ANY_USER,
  response: z.array(permissionEntry),
});

const managePermissions = (write = false) =>
  signedIn(['Administrative', 'EmployerVendor'], ['PERMISSIONS'], { write });

export const permissionsForRole = endpoint({
  id: 'permissions.forRole',
  method: 'GET',
  path: '/api/Permissions/PermissionsForRole/:id',
  tag: 'Permissions',
  summary: 'The permissions a role can hold, with its defaults.',
  access: managePermissions(),
  params: z.object({ id: qPosInt }),
  response: z.array(grantedPermission),
});

export const permissionsForAccount = endpoint({
  id: 'permissions.forAccount',
  method: 'GET',
  path: '/api/Permissions/PermissionsForAccount/:id',
  tag: 'Permissions',
  summary: 'The permissions an account holds and could hold.',
  access: managePermissions(),
  params: z.object({ id: qPosInt }),
  response: z.array(grantedPermission),
});

export const setAccountPermission = endpoint({
  id: 'permissions.setAccountPermission',
  method: 'POST',
  path: '/api/Permissions/setaccountpermission',
  tag: 'Permissions',
  summary:
    'Grant, revoke or make read-only permissions of an account (never beyond what the caller holds).',
  access: barImpersonation(managePermissions(true), 'accessManagement'),
  body: z.strictObject({
    accountId: z.number().int().positive(),
    permissions: z
      .array(
        z.strictObject({
          permissionId: z.number().int().positive(),
          granted: z.boolean(),
          readonly: z.boolean().default(false),
        }),
      )
      .min(1, 'required')
      .max(200),
  }),
  response: okResponse,
});
