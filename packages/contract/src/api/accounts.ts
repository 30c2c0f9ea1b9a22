import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse } from './common.js';
import { ACCOUNT_ADMIN_PERMISSIONS, signedIn, staff, barImpersonation } from './access.js';
import { isoDateTime, optText, qAccountId, qPosInt, text } from './fields.js';
import { CREATE_ACCOUNT_PERMISSIONS, RESET_ACCOUNT_PERMISSIONS } from '../permissions.js';
import { emailRule, optional, phoneRule, usernameRule } from '../rules/index.js';

/**
 * User accounts managed by staff and employers (base /api/UserAccount). The service also checks that
 * the caller's create/reset permission matches the target account's kind (internal, provider,
 * employer, member, TouchCare), and that only an Administrator touches an Administrator.
 */

const EMPLOYER_AND_STAFF = ['Administrative', 'EmployerVendor'] as const;
const accountManagers = signedIn(EMPLOYER_AND_STAFF, ACCOUNT_ADMIN_PERMISSIONS);
const accountResetters = signedIn(EMPLOYER_AND_STAFF, RESET_ACCOUNT_PERMISSIONS, { write: true });

export const ACCOUNT_STATUSES = ['Active', 'Locked', 'Disabled', 'PendingActivation'] as const;

/** One account in lists and the account-management profile. */
export const userAccount = z.object({
  accountId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  roleId: z.number().int(),
  roleDescription: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  lockedOut: z.boolean(),
  lastLoginDate: isoDateTime.nullable(),
  createdDate: isoDateTime,
  memberId: z.string().nullable(),
  groupNumbers: z.array(z.number().int()),
  allGroupAccess: z.boolean(),
  language: z.enum(['en', 'sp']),
  /** E-mail on new secure messages. */
  messageNotification: z.boolean(),
  /** E-mail notifications in general (announcements, account notices). */
  emailNotification: z.boolean(),
  providerId: z.number().int().nullable(),
});
export type UserAccount = z.infer<typeof userAccount>;

/** The default paged user result (spec §3). */
export const userPage = z.object({
  accounts: z.array(userAccount),
  current: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  totalObjects: z.number().int(),
});

export const userSearch = endpoint({
  id: 'accounts.search',
  method: 'POST',
  path: '/api/UserAccount/search',
  tag: 'Accounts',
  summary:
    'Search accounts the caller may manage (employers: their own users); 20 a page, newest first.',
  access: accountManagers,
  body: z.strictObject({
    query: optText(100),
    userName: optText(100),
    email: optText(200),
    firstName: optText(50),
    lastName: optText(50),
    memberId: optText(20),
    /** One account (the account-management profile opens it this way). */
    accountId: z.number().int().positive().optional(),
    /** A role, or All Roles (999). */
    roleId: z.number().int().positive().optional(),
    /** Accounts with access to this group (-1: accounts with Every Group access). */
    groupNumber: z.number().int().min(-1).optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
    sortProperty: z
      .enum(['createdDate', 'userName', 'lastName', 'email', 'lastLoginDate', 'roleId'])
      .default('createdDate'),
    sortDesc: z.boolean().default(true),
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: userPage,
});

export const createAccount = endpoint({
  id: 'accounts.createAccount',
  method: 'POST',
  path: '/api/UserAccount/CreateAccount',
  tag: 'Accounts',
  summary:
    'Create an account of a role the caller may create; optionally e-mail the welcome message.',
  access: barImpersonation(
    signedIn(EMPLOYER_AND_STAFF, CREATE_ACCOUNT_PERMISSIONS, { write: true }),
    'accessManagement',
  ),
  body: z.strictObject({
    userName: usernameRule,
    email: emailRule,
    firstName: text(50),
    lastName: text(50),
    phone: optional(phoneRule),
    roleId: z.number().int().positive(),
    /** Member accounts: the member they belong to. */
    memberId: optText(20),
    /** Provider accounts: the NPIs / provider numbers they act for. */
    providerNumbers: z.array(z.string().trim().min(1).max(20)).max(100).default([]),
    groupNumbers: z.array(z.number().int().min(-1)).max(5000).default([]),
    sendWelcome: z.boolean().default(true),
  }),
  response: z.object({ accountId: z.number().int() }),
  status: 201,
});

export const updateRole = endpoint({
  id: 'accounts.updateRole',
  method: 'POST',
  path: '/api/UserAccount/v2/UpdateRole',
  tag: 'Accounts',
  summary:
    'Change an account’s role (both the old and the new role must be ones the caller manages).',
  access: barImpersonation(
    signedIn(['Administrative'], [...RESET_ACCOUNT_PERMISSIONS, 'PERMISSIONS'], {
      write: true,
    }),
    'accessManagement',
  ),
  body: z.strictObject({
    accountId: z.number().int().positive(),
    roleId: z.number().int().positive(),
  }),
  response: okResponse,
});

export const updateUsername = endpoint({
  id: 'accounts.updateUsername',
  method: 'POST',
  path: '/api/UserAccount/v2/UpdateUsername',
  tag: 'Accounts',
  summary: 'Change another account’s user name.',
  access: barImpersonation(
    signedIn(EMPLOYER_AND_STAFF, ['UPDATE_EMAIL_USERNAME'], { write: true }),
    'accessManagement',
  ),
  body: z.strictObject({ accountId: z.number().int().positive(), userName: usernameRule }),
  response: okResponse,
});

export const updateEmail = endpoint({
  id: 'accounts.updateEmail',
  method: 'POST',
  path: '/api/UserAccount/v2/UpdateEmail',
  tag: 'Accounts',
  summary: 'Change another account’s e-mail address.',
  access: barImpersonation(
    signedIn(EMPLOYER_AND_STAFF, ['UPDATE_EMAIL_USERNAME'], { write: true }),
    'accessManagement',
  ),
  body: z.strictObject({ accountId: z.number().int().positive(), email: emailRule }),
  response: okResponse,
});

export const accountUpdate = endpoint({
  id: 'accounts.update',
  method: 'POST',
  path: '/api/UserAccount/Update',
  tag: 'Accounts',
  summary: 'Update another account’s name, phone and groups.',
  access: barImpersonation(accountResetters, 'accessManagement'),
  body: z.strictObject({
    accountId: z.number().int().positive(),
    firstName: text(50),
    lastName: text(50),
    phone: optional(phoneRule),
    groupNumbers: z.array(z.number().int().min(-1)).max(5000).optional(),
    language: z.enum(['en', 'sp']).optional(),
    messageNotification: z.boolean().optional(),
    emailNotification: z.boolean().optional(),
  }),
  response: okResponse,
});

export const sendWelcome = endpoint({
  id: 'accounts.sendWelcome',
  method: 'POST',
  path: '/api/UserAccount/SendWelcome',
  tag: 'Accounts',
  summary: 'E-mail the welcome message (with a set-password link) again.',
  access: barImpersonation(
    signedIn(EMPLOYER_AND_STAFF, ACCOUNT_ADMIN_PERMISSIONS, { write: true }),
    'accessManagement',
  ),
  body: z.strictObject({ accountId: z.number().int().positive() }),
  response: okResponse,
});

export const changeStatus = endpoint({
  id: 'accounts.changeStatus',
  method: 'POST',
  path: '/api/UserAccount/ChangeStatus',
  tag: 'Accounts',
  summary: 'Lock out or unlock an account (locking also ends its sessions).',
  access: barImpersonation(accountResetters, 'accessManagement'),
  query: z.object({
    accountId: qAccountId,
    lockout: z
      .enum(['true', 'false', 'True', 'False'])
      .transform((v) => v.toLowerCase() === 'true'),
  }),
  response: okResponse,
});

export const resetPassword = endpoint({
  id: 'accounts.resetPassword',
  method: 'POST',
  path: '/api/UserAccount/ResetPassword',
  tag: 'Accounts',
  summary:
    'Reset another account’s password: e-mails a reset link and forces a change at next sign-in.',
  access: barImpersonation(accountResetters, 'accessManagement'),
  /** userId is the target's account id (as in the impersonation grant). */
  body: z.strictObject({ userId: z.number().int().positive() }),
  response: okResponse,
});

export const resetTwoStep = endpoint({
  id: 'accounts.resetTwoStep',
  method: 'POST',
  path: '/api/UserAccount/ResetTwoStep',
  tag: 'Accounts',
  summary:
    'Reset another account’s two-step sign-in (lost phone): removes its authenticator and recovery codes and ends its sessions.',
  access: barImpersonation(accountResetters, 'credentials'),
  body: z.strictObject({ userId: z.number().int().positive() }),
  response: okResponse,
});

export const memberInfo = z.object({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.iso.date(),
  groupNumber: z.number().int(),
  groupName: z.string(),
  employeeNumber: z.number().int(),
  dependentNumber: z.number().int(),
  ssnLast4: z.string().nullable(),
  /** The member's portal account, when there is one. */
  accountId: z.number().int().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const memberInfoGet = endpoint({
  id: 'accounts.memberInfo',
  phi: 'member',
  method: 'POST',
  path: '/api/UserAccount/MemberInfo',
  tag: 'Accounts',
  summary:
    'Who a member id is, and their portal account (members: their household; employers: their groups).',
  access: signedIn(
    ['Administrative', 'EmployerVendor', 'Members'],
    [
      ...ACCOUNT_ADMIN_PERMISSIONS,
      'MEMBER_LISTING_SEARCH',
      'VIEW_MEMBER_DETAILS',
      'IMPERSONATE_MEMBER',
    ],
    {
      exempt: ['Members'],
    },
  ),
  body: z.strictObject({ memberId: z.string().trim().min(1, 'required').max(20, 'max') }),
  response: memberInfo,
});

export const searchTypeAhead = endpoint({
  id: 'accounts.searchTypeAhead',
  method: 'POST',
  path: '/api/UserAccount/SearchTypeAhead',
  tag: 'Accounts',
  summary:
    'Staff find accounts by name, user name or e-mail as they type (assigning, impersonating, managing).',
  access: staff(
    'RECEIVE_MESSAGE',
    'IMPERSONATE_MEMBER',
    'IMPERSONATE_EMPLOYER',
    'IMPERSONATE_PROVIDER',
    'IMPERSONATE_INTERNAL',
    ...ACCOUNT_ADMIN_PERMISSIONS,
  ),
  body: z.strictObject({
    query: z.string().trim().min(2, 'min').max(100, 'max'),
    roleId: z.number().int().positive().optional(),
    staffOnly: z.boolean().default(false),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  response: z.array(
    z.object({
      accountId: z.number().int(),
      userName: z.string(),
      fullName: z.string(),
      email: z.string(),
      roleId: z.number().int(),
    }),
  ),
});

export const employerAccount = endpoint({
  id: 'accounts.employer',
  method: 'GET',
  path: '/api/UserAccount/employers/:id',
  tag: 'Accounts',
  summary: 'An employer account with its groups and finance access (employers: themselves).',
  access: signedIn(
    EMPLOYER_AND_STAFF,
    ['CREATE_EMPLOYER_ACCOUNT', 'RESET_EMPLOYER_ACCOUNT', 'GROUP_ACCOUNT_SETUP'],
    {
      exempt: ['EmployerVendor'],
    },
  ),
  params: z.object({ id: qPosInt }),
  response: userAccount.extend({
    employerName: z.string(),
    groupFinance: z.boolean(),
    groupFinanceClaims: z.boolean(),
    financeGroupNumbers: z.array(z.number().int()),
  }),
});

export const accountFinance = endpoint({
  id: 'accounts.accountFinance',
  method: 'POST',
  path: '/api/UserAccount/accountfinance',
  tag: 'Accounts',
  summary:
    'Set which groups’ check runs an employer account sees and whether it gets claim-level detail.',
  access: barImpersonation(
    signedIn(['Administrative'], ['FINANCE_ADMIN'], { write: true }),
    'accessManagement',
  ),
  body: z.strictObject({
    accountId: z.number().int().positive(),
    groupFinance: z.boolean(),
    groupFinanceClaims: z.boolean(),
    financeGroupNumbers: z.array(z.number().int().positive()).max(5000),
  }),
  response: okResponse,
});
