import { describe, expect, it } from 'vitest';
import { initialLoginState, loginReducer, type LoginState } from './login-machine';

const pending = {
  step: 'verify' as const,
  challenge: 'c'.repeat(43),
  username: 'staff@example.com',
};

describe('login screen: the second step', () => {
  const atCode: LoginState = loginReducer(initialLoginState, {
    type: 'outcome',
    outcome: { kind: 'secondFactor', ...pending },
  });

  it('moves from the password to the code step, without signing in', () => {
    expect(atCode).toEqual({ phase: 'secondFactor', pending, submitting: false });
  });

  it('keeps the code step with the error after a refused code, and clears it on the next submit', () => {
    const submitted = loginReducer(atCode, { type: 'codeSubmit' });
    expect(submitted).toMatchObject({ phase: 'secondFactor', submitting: true });
    const refused = loginReducer(submitted, {
      type: 'codeResult',
      outcome: { kind: 'error', message: 'The code is not right.' },
    });
    expect(refused).toEqual({
      phase: 'secondFactor',
      pending,
      submitting: false,
      error: 'The code is not right.',
    });
    expect(loginReducer(refused, { type: 'codeSubmit' })).toMatchObject({ error: undefined });
  });

  it('signs in after the right code; after an enrolment it shows the recovery codes first', () => {
    expect(
      loginReducer(atCode, { type: 'codeResult', outcome: { kind: 'signedIn', tos: false } }),
    ).toEqual({ phase: 'signedIn', tos: false });
    const codes = loginReducer(atCode, {
      type: 'codeResult',
      outcome: { kind: 'recoveryCodes', codes: ['abcde-fghjk'], tos: false },
    });
    expect(codes).toEqual({ phase: 'recoveryCodes', codes: ['abcde-fghjk'], tos: false });
    expect(loginReducer(codes, { type: 'codesSaved' })).toEqual({ phase: 'signedIn', tos: false });
  });

  it('goes back to the password form when cancelled', () => {
    expect(loginReducer(atCode, { type: 'cancelSecondFactor' })).toEqual({ phase: 'idle' });
  });
});
