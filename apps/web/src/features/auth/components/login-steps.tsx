// The dialogs' and two-step steps' Mantine styles (not part of the sign-in page's first paint).
import '../../../ui/styles/mantine-components';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../lib/query-provider';
import { MessageDialog } from '../../../ui/message-dialog';
import { notify } from '../../../ui/notify';
import { cancelForcedPassword, changeForcedPassword, submitTwoStepCode } from '../login-flow';
import type { LoginEvent, LoginState } from '../login-machine';
import { ForcedPasswordDialog } from './forced-password-dialog';
import { RecoveryCodesStep, TwoStepCodeStep, TwoStepEnrolStep } from './two-step-sign-in';

/**
 * Everything of the sign-in screen after the first answer: the two-step steps, the recovery codes, the
 * error and redirect dialogs and the forced new-password dialog. Its own chunk (with Mantine's Modal,
 * TanStack Query and the contract's schemas), loaded by the login panel when a sign-in needs it: the
 * sign-in page itself shows only the form.
 */
export default function LoginSteps({
  state,
  dispatch,
}: {
  state: LoginState;
  dispatch: Dispatch<LoginEvent>;
}) {
  const { t } = useTranslation(['auth', 'messages']);

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
    <QueryProvider>
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
      ) : null}
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
    </QueryProvider>
  );
}
