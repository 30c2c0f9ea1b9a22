import { REGISTRATION_CHECKED_ACCOUNT_TYPES, roleNameOf } from '@bp/contract/roles';
import {
  changePassword,
  token as tokenEndpoint,
  twoStepEnrolment,
  type LoginResponse,
} from '@bp/contract/api/auth';
import { ApiError, callApi } from '../../lib/api';
import { establishSession, resetSession } from '../../lib/session-store';
import { revokeTokenQuietly } from './session-actions';
import { loadInitialData } from '../../lib/initial-data';

/** What the login screen does after a sign-in attempt (spec §4 Login flow). */
export type LoginOutcome =
  /** Show the error dialog; `message` is a message key or the server's text. */
  | { kind: 'error'; message: string }
  /** Open the forced new-password dialog; the token is kept only to authorise the change. */
  | { kind: 'changePassword'; token: string; username: string }
  /** Accounts of types 7/8 that may not register: show the message, stay signed out. */
  | { kind: 'redirectMessage'; message: string }
  /**
   * The password was right and a second step is owed: a code (verify) or setting up an authenticator
   * first (enrol). No session yet; `challenge` goes with the code.
   */
  | { kind: 'secondFactor'; step: 'verify' | 'enrol'; challenge: string; username: string }
  /** Signed in after an enrolment: the recovery codes are shown once before going on. */
  | { kind: 'recoveryCodes'; codes: string[]; tos: boolean }
  /** Signed in; `tos` sends a provider to the terms of service. */
  | { kind: 'signedIn'; tos: boolean };

const FALLBACK = 'benefitsUnavailable';

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.body.error_description
    ? error.body.error_description
    : FALLBACK;
}

/** Signs in with a user id and password and classifies the result. */
export async function signIn(username: string, password: string): Promise<LoginOutcome> {
  let r;
  try {
    r = await callApi(tokenEndpoint, { body: { grant_type: 'password', username, password } });
  } catch (error) {
    resetSession();
    return { kind: 'error', message: messageOf(error) };
  }
  return outcomeOf(r, username);
}

/** What a login response means for the screen (both steps of a sign-in end here). */
async function outcomeOf(r: LoginResponse, username: string): Promise<LoginOutcome> {
  if (r.secondFactor) {
    resetSession();
    return {
      kind: 'secondFactor',
      step: r.secondFactor.step,
      challenge: r.secondFactor.challenge,
      username,
    };
  }
  if (r.toChangePassword) {
    resetSession();
    return { kind: 'changePassword', token: r.access_token, username };
  }
  if (REGISTRATION_CHECKED_ACCOUNT_TYPES.includes(r.accountType) && !r.canRegister) {
    resetSession();
    await revokeTokenQuietly(r.access_token);
    return { kind: 'redirectMessage', message: r.redirectMessage || 'genericFailureMessage' };
  }
  establishSession(r);
  const role = roleNameOf(r.accountType);
  // In the background: the dashboard does not wait for the role list or the household.
  if (role) void loadInitialData(role);
  const tos = role === 'Provider' && !r.tosAccepted;
  return r.recoveryCodes
    ? { kind: 'recoveryCodes', codes: r.recoveryCodes, tos }
    : { kind: 'signedIn', tos };
}

/** The second step: the challenge with a code of the authenticator or a recovery code. */
export async function submitTwoStepCode(
  pending: { challenge: string; username: string },
  code: string,
): Promise<LoginOutcome> {
  try {
    const r = await callApi(tokenEndpoint, {
      body: { grant_type: 'two_step', challenge: pending.challenge, code },
    });
    return await outcomeOf(r, pending.username);
  } catch (error) {
    resetSession();
    return { kind: 'error', message: messageOf(error) };
  }
}

/** Sign-in enrolment: the authenticator to set up for an enrol challenge. */
export function enrolmentOffer(challenge: string) {
  return callApi(twoStepEnrolment, { body: { challenge } });
}

/** Result of the forced password change: an error for the form, or the outcome of signing in again. */
export type ForcedChangeResult =
  { kind: 'formError'; message: string } | { kind: 'changed'; next: LoginOutcome };

/** Changes the password with the kept token, then signs in again with the new password. */
export async function changeForcedPassword(
  pending: { token: string; username: string },
  oldPassword: string,
  newPassword: string,
): Promise<ForcedChangeResult> {
  try {
    await callApi(changePassword, {
      token: pending.token,
      body: { currentPassword: oldPassword, newPassword },
    });
  } catch (error) {
    return { kind: 'formError', message: messageOf(error) };
  }
  return { kind: 'changed', next: await signIn(pending.username, newPassword) };
}

/** Cancelling the forced change discards the kept token (spec §4: cancel clears and logs out). */
export async function cancelForcedPassword(pending: { token: string }): Promise<void> {
  resetSession();
  await revokeTokenQuietly(pending.token);
}
