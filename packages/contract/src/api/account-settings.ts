import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems, queryBool } from './common.js';
import { ALL_CLASSES, ANY_USER, PUBLIC, signedIn, barImpersonation } from './access.js';
import { addressIn, dateIn, isoDateTime, memberId, optText, text, taxIdIn } from './fields.js';
import { householdMember } from './members.js';
import {
  emailRule,
  emailsMatch,
  npiRule,
  optional,
  passwordRule,
  phoneRule,
  usernameRule,
  zipRule,
} from '../rules/index.js';

/** The caller's own account settings, and self-registration (UserAccount, Account). */

export const memberDependents = endpoint({
  id: 'accounts.memberDependents',
  phi: 'member',
  method: 'GET',
  path: '/api/UserAccount/MemberDependents',
  tag: 'Accounts',
  summary:
    'The household of a member (members: their own, loaded after sign-in; staff and employers name memberId).',
  /** Member demographics: the same rule as the member profile (View Member Details, the caller's groups). */
  access: signedIn(['Members', 'Administrative', 'EmployerVendor'], ['VIEW_MEMBER_DETAILS'], {
    exempt: ['Members'],
  }),
  query: z.object({ memberId: optText(20) }),
  response: z.array(householdMember),
});

export const messageNotificationGet = endpoint({
  id: 'accounts.messageNotification',
  method: 'GET',
  path: '/api/UserAccount/MessageNotification',
  tag: 'Accounts',
  summary: 'Whether the caller gets an e-mail when a message arrives (default on).',
  access: ANY_USER,
  response: z.object({ notificationOn: z.boolean() }),
});

export const messageNotificationSet = endpoint({
  id: 'accounts.messageNotificationSet',
  method: 'POST',
  path: '/api/UserAccount/MessageNotification',
  tag: 'Accounts',
  summary: 'Switch the caller’s new-message e-mail on or off.',
  access: barImpersonation(ANY_USER, 'contact'),
  query: z.object({ notificationOn: queryBool }),
  response: okResponse,
});

export const loginHistoryEntry = z.object({
  loginDate: isoDateTime,
  success: z.boolean(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Set when the session was an impersonation: the staff account. */
  impersonatedBy: z.string().nullable(),
});

export const loginHistory = endpoint({
  id: 'accounts.loginHistory',
  method: 'POST',
  path: '/api/UserAccount/LoginHistory',
  tag: 'Accounts',
  summary:
    'Sign-in history: members and providers their own; staff and employers need Login History for others.',
  access: signedIn(ALL_CLASSES, ['LOGIN_HISTORY'], { exempt: ['Members', 'Provider'] }),
  body: z.strictObject({
    accountId: z.number().int().positive().optional(),
    sortProperty: z.enum(['LoginDate']).default('LoginDate'),
    sortDesc: z.boolean().default(true),
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(5),
  }),
  response: pagedItems(loginHistoryEntry),
});

export const emailAndNotificationsSettings = z.object({
  email: z.string(),
  notificationOn: z.boolean(),
  language: z.enum(['en', 'sp']),
  /** Paperless EOBs: members only; null elsewhere. */
  paperlessEob: z.boolean().nullable(),
});

export const emailAndNotificationsGet = endpoint({
  id: 'accounts.emailAndNotificationsSettings',
  method: 'GET',
  path: '/api/UserAccount/EmailAndNotificationsSettings',
  tag: 'Accounts',
  summary: 'The caller’s e-mail and notification settings.',
  access: ANY_USER,
  response: emailAndNotificationsSettings,
});

export const emailAndNotificationsSet = endpoint({
  id: 'accounts.emailAndNotificationsSettingsSet',
  method: 'POST',
  path: '/api/UserAccount/EmailAndNotificationsSettings',
  tag: 'Accounts',
  summary:
    'Change the caller’s e-mail (typed twice) and notification settings; a changed e-mail is confirmed by mail.',
  access: barImpersonation(ANY_USER, 'contact'),
  body: z
    .strictObject({
      email: emailRule,
      confirmEmail: emailRule,
      notificationOn: z.boolean(),
      language: z.enum(['en', 'sp']).optional(),
      paperlessEob: z.boolean().optional(),
    })
    .superRefine(emailsMatch()),
  response: okResponse,
});

/** Member self-registration; the identity must match one covered person (else 404 and the no-match page). */
export const registerMember = endpoint({
  id: 'accounts.register',
  method: 'POST',
  path: '/api/Account/Register',
  tag: 'Accounts',
  summary: 'A member creates their portal account after proving who they are.',
  access: PUBLIC,
  body: z
    .strictObject({
      memberId,
      groupNumber: z.number().int().positive(),
      firstName: text(50),
      lastName: text(50),
      dateOfBirth: dateIn,
      zipCode: zipRule,
      userName: usernameRule,
      email: emailRule,
      confirmEmail: emailRule,
      password: passwordRule,
      language: z.enum(['en', 'sp']).default('en'),
    })
    .superRefine(emailsMatch()),
  response: okResponse,
  status: 201,
});

/** Provider self-registration: an account is created when the NPI and tax id match a known provider (else providerNotFound). */
export const registerProvider = endpoint({
  id: 'accounts.registerProvider',
  method: 'POST',
  path: '/api/Account/RegisterProvider',
  tag: 'Accounts',
  summary: 'A provider office creates its portal account.',
  access: PUBLIC,
  body: z
    .strictObject({
      npi: npiRule,
      taxId: taxIdIn,
      providerName: text(100),
      firstName: text(50),
      lastName: text(50),
      phone: phoneRule,
      fax: optional(phoneRule),
      address: addressIn,
      userName: usernameRule,
      email: emailRule,
      confirmEmail: emailRule,
      password: passwordRule,
      language: z.enum(['en', 'sp']).default('en'),
    })
    .superRefine(emailsMatch()),
  response: okResponse,
  status: 201,
});
