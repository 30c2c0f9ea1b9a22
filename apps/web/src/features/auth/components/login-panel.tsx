import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../ui/message-dialog';
import { notify } from '../../../ui/notify';
import {
  cancelForcedPassword,
  changeForcedPassword,
  signIn,
  submitTwoStepCode,
} from '../login-flow';
import { initialLoginState, loginReducer } from '../login-machine';
import { ForcedPasswordDialog } from './forced-password-dialog';
import { LoginForm } from './login-form';
import { RecoveryCodesStep, TwoStepCodeStep, TwoStepEnrolStep } from './two-step-sign-in';

/** The sign-in form with its three dialogs; tells the page when the user is signed in. */
export function LoginPanel({ onSignedIn }: { onSignedIn: (tos: boolean) => void }) {
  const { t } = useTranslation(['auth', 'messages']);
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);

  useEffect(() => {
    if (state.phase === 'signedIn') onSignedIn(state.tos);
  }, [state, onSignedIn]);

  const submit = async (username: string, password: string) => {
    dispatch({ type: 'submit' });
    dispatch({ type: 'outcome', outcome: await signIn(username, password) });
  };

  const changePassword = async (oldPassword: string, newPassword: string) => {
    if (state.phase !== 'changePassword') return;
    dispatch({ type: 'changeSubmit' });
    const result = await changeForcedPassword(state.pending, oldPassword, newPassword);
    if (result.kind === 'changed') notify({ translationKey: 'passwordChanged', type: 'success' });
    dispatch({ type: 'changeResult', result });
  };

  const cancelChange = () => {
    if (state.phase === 'changePassword') void cancelForcedPassword(state.pending);
    dispatch({ type: 'cancelChange' });
  };

  const submitCode = async (code: string) => {
    if (state.phase !== 'secondFactor') return;
    dispatch({ type: 'codeSubmit' });
    dispatch({ type: 'codeResult', outcome: await submitTwoStepCode(state.pending, code) });
  };

  const text = (message: string) => t(`messages:${message}`, { defaultValue: message });

  return (
    <>
      {state.phase === 'secondFactor' ? (
        state.pending.step === 'verify' ? (
          <TwoStepCodeStep
            submitting={state.submitting}
            error={state.error}
            onCode={(c) => void submitCode(c)}
            onCancel={() => dispatch({ type: 'cancelSecondFactor' })}
          />
        ) : (
          <TwoStepEnrolStep
            challenge={state.pending.challenge}
            submitting={state.submitting}
            error={state.error}
            onCode={(c) => void submitCode(c)}
            onCancel={() => dispatch({ type: 'cancelSecondFactor' })}
          />
        )
      ) : state.phase === 'recoveryCodes' ? (
        <RecoveryCodesStep codes={state.codes} onDone={() => dispatch({ type: 'codesSaved' })} />
      ) : (
        <LoginForm
          submitting={state.phase === 'submitting' || state.phase === 'signedIn'}
          onSubmit={(u, p) => void submit(u, p)}
        />
      )}
      <MessageDialog
        opened={state.phase === 'error'}
        title={t('auth:login.errorTitle')}
        message={state.phase === 'error' ? text(state.message) : ''}
        onClose={() => dispatch({ type: 'dismiss' })}
      />
      <MessageDialog
        opened={state.phase === 'redirectMessage'}
        title={t('auth:login.redirectTitle')}
        message={state.phase === 'redirectMessage' ? text(state.message) : ''}
        onClose={() => dispatch({ type: 'dismiss' })}
      />
      <ForcedPasswordDialog
        opened={state.phase === 'changePassword'}
        submitting={state.phase === 'changePassword' && state.submitting}
        formError={state.phase === 'changePassword' ? state.formError : undefined}
        onSubmit={(o, n) => void changePassword(o, n)}
        onCancel={cancelChange}
      />
    </>
  );
}
