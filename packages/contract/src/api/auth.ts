import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse } from './common.js';
import { passwordRule } from '../rules/password.js';

/** A code of an authenticator app (6 digits) or a recovery code (xxxxx-xxxxx). */
export const twoStepCode = z.string().trim().min(1, 'required').max(20, 'twoStepCodeInvalid');

/** An authenticator to set up: the secret as the QR code, its otpauth URL and the key to type by hand. */
export const twoStepSecret = z.object({
  /** Base32 key for manual entry. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl as an SVG data URL. */
  qrCode: z.string(),
});

const everyone = ['Administrative', 'EmployerVendor', 'Members', 'Provider'] as const;

/** The login response of spec §3. */
export const loginResponse = z.object({
  userName: z.string(),
  accountType: z.number().int(),
  accountId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dependentNumber: z.number().int().nullable(),
  groupNumber: z.number().int().nullable(),
  tosAccepted: z.boolean(),
  toChangePassword: z.boolean(),
  canRegister: z.boolean(),
  redirectMessage: z.string().nullable(),
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the idle time-out. */
  expires_in: z.number().int(),
  /** `permissionId:True|False` pairs, comma separated; True marks read-only. */
  permissions: z.string(),
  /** Set when this session impersonates another account. */
  impersonatedBy: z.number().int().nullable(),
  /** Provider accounts: verified as the practice's, or still pending (no member data); null otherwise. */
  providerVerification: z.enum(['verified', 'pending']).nullable(),
  /**
   * Set when the password was right but the account signs in in two steps: no session yet (empty token,
   * blank account fields); `challenge` goes with the code to the two_step grant (verify) or first to the
   * enrolment call (enrol: the account must set up an authenticator before it gets a session).
   */
  secondFactor: z
    .object({
      step: z.enum(['verify', 'enrol']),
      challenge: z.string(),
      /** Seconds the challenge stays valid. */
      expiresIn: z.number().int(),
    })
    .optional(),
  /** The recovery codes issued by an enrolment completed at sign-in: shown once, never again. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const tokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().trim().min(1, 'required'),
    password: z.string().min(1, 'required'),
  }),
  z.object({ grant_type: z.literal('anonymous') }),
  z.object({
    grant_type: z.literal('two_step'),
    /** The challenge of the password step. */
    challenge: z.string().min(16, 'twoStepExpired').max(100, 'twoStepExpired'),
    code: twoStepCode,
  }),
  z.object({
    grant_type: z.literal('impersonation'),
    /** The impersonator's own bearer token. */
    token: z.string().min(1, 'required'),
    userId: z.coerce.number().int().positive().optional(),
    memberId: z.string().trim().min(1).optional(),
  }),
]);

export const token = endpoint({
  id: 'auth.token',
  method: 'POST',
  path: '/api/token',
  tag: 'Authentication',
  summary:
    'Sign in (password, two_step, anonymous or impersonation grant); returns the login response.',
  access: { kind: 'public' },
  bodyType: 'form',
  body: tokenRequest,
  response: loginResponse,
});

export const revokeToken = endpoint({
  id: 'auth.revoke',
  method: 'POST',
  path: '/api/token/revoke',
  tag: 'Authentication',
  summary: 'Sign out: revokes the calling session (logout, impersonation stop).',
  access: { kind: 'anonymous' },
  response: okResponse,
});

/** When the session ends if not used again, and the idle time-out, in seconds. */
export const sessionTimeResponse = z.object({
  expiresIn: z.number().int(),
  idleTimeout: z.number().int(),
});
export type SessionTime = z.infer<typeof sessionTimeResponse>;

export const extendSession = endpoint({
  id: 'auth.extendSession',
  method: 'POST',
  path: '/api/token/extend',
  tag: 'Authentication',
  summary:
    'Stay signed in: slides the calling session’s idle time-out (the warning before automatic sign-out).',
  access: { kind: 'signedIn', roleClasses: everyone },
  response: sessionTimeResponse,
});

export const changePassword = endpoint({
  id: 'auth.changePassword',
  method: 'POST',
  path: '/api/UserAccount/ChangePassword',
  tag: 'Authentication',
  summary: 'Change the caller’s password (also the forced change after sign-in).',
  access: {
    kind: 'signedIn',
    roleClasses: everyone,
    duringForcedChange: true,
    notWhileImpersonating: 'credentials',
  },
  body: z.object({ currentPassword: z.string().min(1, 'required'), newPassword: passwordRule }),
  response: okResponse,
});

export const forgotPassword = endpoint({
  id: 'auth.forgotPassword',
  method: 'POST',
  path: '/api/UserAccount/v2/ForgotPassword',
  tag: 'Authentication',
  summary: 'E-mail a password-reset link. Always answers success so accounts cannot be probed.',
  access: { kind: 'public' },
  body: z.object({ userId: z.string().trim().min(1, 'required') }),
  response: okResponse,
});

export const passwordReset = endpoint({
  id: 'auth.passwordReset',
  method: 'POST',
  path: '/api/UserAccount/v2/PasswordReset',
  tag: 'Authentication',
  summary: 'Complete a password reset with the single-use key from the e-mail.',
  access: { kind: 'public' },
  body: z.object({ key: z.string().min(16, 'resetKeyInvalid'), newPassword: passwordRule }),
  response: okResponse,
});

export const acceptTerms = endpoint({
  id: 'auth.acceptTerms',
  method: 'POST',
  path: '/api/UserAccount/AcceptTerms',
  tag: 'Authentication',
  summary: 'A provider accepts the terms of service.',
  access: { kind: 'signedIn', roleClasses: ['Provider'], notWhileImpersonating: 'consent' },
  response: okResponse,
});

export const twoStepEnrolment = endpoint({
  id: 'auth.twoStepEnrolment',
  method: 'POST',
  path: '/api/token/TwoStepEnrolment',
  tag: 'Authentication',
  summary:
    'Sign-in enrolment: a new authenticator secret for the account of an enrol challenge (before any session).',
  access: { kind: 'public' },
  body: z.strictObject({
    challenge: z.string().min(16, 'twoStepExpired').max(100, 'twoStepExpired'),
  }),
  response: twoStepSecret,
});

/** The current user as start-up reloads it: the login response without the token fields. */
export const currentUserResponse = loginResponse.omit({
  access_token: true,
  token_type: true,
  expires_in: true,
  secondFactor: true,
  recoveryCodes: true,
});

export const currentUser = endpoint({
  id: 'auth.currentUser',
  method: 'GET',
  path: '/api/UserAccount/CurrentUser',
  tag: 'Authentication',
  summary: 'The signed-in user and permissions; the web reloads them at start-up (spec §4).',
  access: { kind: 'signedIn', roleClasses: everyone },
  response: currentUserResponse,
});
