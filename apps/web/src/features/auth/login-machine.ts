import type { ForcedChangeResult, LoginOutcome } from './login-flow';

/** The login screen's states (spec §4 Login flow). */
export type LoginState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'error'; message: string }
  | { phase: 'redirectMessage'; message: string }
  | {
      phase: 'changePassword';
      pending: { token: string; username: string };
      submitting: boolean;
      formError?: string;
    }
  | {
      phase: 'secondFactor';
      pending: { step: 'verify' | 'enrol'; challenge: string; username: string };
      submitting: boolean;
      /** The server's sentence after a refused code. */
      error?: string;
    }
  | { phase: 'recoveryCodes'; codes: string[]; tos: boolean }
  | { phase: 'signedIn'; tos: boolean };

export type LoginEvent =
  | { type: 'submit' }
  | { type: 'outcome'; outcome: LoginOutcome }
  | { type: 'dismiss' }
  | { type: 'changeSubmit' }
  | { type: 'changeResult'; result: ForcedChangeResult }
  | { type: 'cancelChange' }
  | { type: 'codeSubmit' }
  | { type: 'codeResult'; outcome: LoginOutcome }
  | { type: 'codesSaved' }
  | { type: 'cancelSecondFactor' };

export const initialLoginState: LoginState = { phase: 'idle' };

function fromOutcome(outcome: LoginOutcome): LoginState {
  switch (outcome.kind) {
    case 'error':
      return { phase: 'error', message: outcome.message };
    case 'redirectMessage':
      return { phase: 'redirectMessage', message: outcome.message };
    case 'changePassword':
      return {
        phase: 'changePassword',
        pending: { token: outcome.token, username: outcome.username },
        submitting: false,
      };
    case 'secondFactor':
      return {
        phase: 'secondFactor',
        pending: { step: outcome.step, challenge: outcome.challenge, username: outcome.username },
        submitting: false,
      };
    case 'recoveryCodes':
      return { phase: 'recoveryCodes', codes: outcome.codes, tos: outcome.tos };
    case 'signedIn':
      return { phase: 'signedIn', tos: outcome.tos };
  }
}

/** Pure transition function of the login screen. */
export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submit':
      return state.phase === 'submitting' ? state : { phase: 'submitting' };
    case 'outcome':
      return fromOutcome(event.outcome);
    case 'dismiss':
      return state.phase === 'error' || state.phase === 'redirectMessage'
        ? { phase: 'idle' }
        : state;
    case 'changeSubmit':
      return state.phase === 'changePassword'
        ? { ...state, submitting: true, formError: undefined }
        : state;
    case 'changeResult':
      if (state.phase !== 'changePassword') return state;
      if (event.result.kind === 'formError')
        return { ...state, submitting: false, formError: event.result.message };
      return fromOutcome(event.result.next);
    case 'cancelChange':
      return state.phase === 'changePassword' ? { phase: 'idle' } : state;
    case 'codeSubmit':
      return state.phase === 'secondFactor'
        ? { ...state, submitting: true, error: undefined }
        : state;
    case 'codeResult':
      if (state.phase !== 'secondFactor') return state;
      // A refused code keeps the step (the server counts the failures; an expired challenge says so).
      if (event.outcome.kind === 'error')
        return { ...state, submitting: false, error: event.outcome.message };
      return fromOutcome(event.outcome);
    case 'codesSaved':
      return state.phase === 'recoveryCodes' ? { phase: 'signedIn', tos: state.tos } : state;
    case 'cancelSecondFactor':
      return state.phase === 'secondFactor' ? { phase: 'idle' } : state;
  }
}
