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
  | { phase: 'signedIn'; tos: boolean };

export type LoginEvent =
  | { type: 'submit' }
  | { type: 'outcome'; outcome: LoginOutcome }
  | { type: 'dismiss' }
  | { type: 'changeSubmit' }
  | { type: 'changeResult'; result: ForcedChangeResult }
  | { type: 'cancelChange' };

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
  }
}
