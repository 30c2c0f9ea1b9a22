import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { initialLoginState, loginReducer } from '../login-machine';
import { LoginForm } from './login-form';

// The sign-in call (the contract's zod schemas, the session and initial-data code) and the steps after
// it (dialogs, two-step) are not part of the sign-in page's first load: the call's code is fetched when
// the form is first focused (or submitted), the steps when an answer needs them.
const loadFlow = () => import('../login-flow');
const LoginSteps = lazy(() => import('./login-steps'));

/** The sign-in form with its three dialogs; tells the page when the user is signed in. */
export function LoginPanel({ onSignedIn }: { onSignedIn: (tos: boolean) => void }) {
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  // Once shown, the steps stay mounted so that their dialogs close with Mantine's transition.
  const [stepsShown, setStepsShown] = useState(false);
  const needsSteps = !['idle', 'submitting', 'signedIn'].includes(state.phase);

  useEffect(() => {
    if (state.phase === 'signedIn') onSignedIn(state.tos);
  }, [state, onSignedIn]);

  useEffect(() => {
    if (needsSteps) setStepsShown(true);
  }, [needsSteps]);

  const submit = async (username: string, password: string) => {
    dispatch({ type: 'submit' });
    const { signIn } = await loadFlow();
    dispatch({ type: 'outcome', outcome: await signIn(username, password) });
  };

  return (
    <>
      {state.phase !== 'secondFactor' && state.phase !== 'recoveryCodes' && (
        <LoginForm
          submitting={state.phase === 'submitting' || state.phase === 'signedIn'}
          onSubmit={(u, p) => void submit(u, p)}
          onFocus={() => void loadFlow().catch(() => undefined)}
        />
      )}
      {(needsSteps || stepsShown) && (
        <Suspense fallback={null}>
          <LoginSteps state={state} dispatch={dispatch} />
        </Suspense>
      )}
    </>
  );
}
