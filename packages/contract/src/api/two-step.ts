import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse } from './common.js';
import { ANY_USER, barImpersonation } from './access.js';
import { twoStepCode, twoStepSecret } from './auth.js';

/** The caller's own two-step sign-in (settings, "Two-step verification"; docs/decisions.md, "Sign-in"). */

const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
const currentPassword = z.string().min(1, 'required');

export const twoStepStatus = endpoint({
  id: 'accounts.twoStepStatus',
  method: 'GET',
  path: '/api/UserAccount/TwoStep',
  tag: 'Accounts',
  summary:
    'Whether the caller signs in in two steps, must do so, and how many recovery codes are left.',
  access: ANY_USER,
  response: z.object({
    enabled: z.boolean(),
    /** The account must use two steps (MFA_REQUIRED): it cannot be turned off. */
    required: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  }),
});

export const twoStepSetup = endpoint({
  id: 'accounts.twoStepSetup',
  method: 'POST',
  path: '/api/UserAccount/TwoStep/Setup',
  tag: 'Accounts',
  summary: 'Start setting up an authenticator: a new secret (replaces an unconfirmed one).',
  access: barImpersonation(ANY_USER, 'credentials'),
  response: twoStepSecret,
});

export const twoStepConfirm = endpoint({
  id: 'accounts.twoStepConfirm',
  method: 'POST',
  path: '/api/UserAccount/TwoStep/Confirm',
  tag: 'Accounts',
  summary:
    'Turn two-step sign-in on with a code of the new authenticator; returns the recovery codes once.',
  access: barImpersonation(ANY_USER, 'credentials'),
  body: z.strictObject({ code: twoStepCode }),
  response: recoveryCodes,
});

export const twoStepDisable = endpoint({
  id: 'accounts.twoStepDisable',
  method: 'POST',
  path: '/api/UserAccount/TwoStep/Disable',
  tag: 'Accounts',
  summary: 'Turn two-step sign-in off (accounts that need not use it), with the current password.',
  access: barImpersonation(ANY_USER, 'credentials'),
  body: z.strictObject({ currentPassword }),
  response: okResponse,
});

export const twoStepRecoveryCodes = endpoint({
  id: 'accounts.twoStepRecoveryCodes',
  method: 'POST',
  path: '/api/UserAccount/TwoStep/RecoveryCodes',
  tag: 'Accounts',
  summary: 'New recovery codes (the old ones stop working), with the current password; shown once.',
  access: barImpersonation(ANY_USER, 'credentials'),
  body: z.strictObject({ currentPassword }),
  response: recoveryCodes,
});
