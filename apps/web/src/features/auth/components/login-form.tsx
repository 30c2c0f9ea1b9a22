import { Button, Stack, TextInput } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../ui/password-field';
import {
  prerenderedSignInForm,
  takeSignInHandoff,
  type SignInHandoff,
} from '../../../lib/sign-in-handoff';

/** User id and password, both required (spec §2 Login page). */
export function LoginForm({
  submitting,
  onSubmit,
  onFocus,
}: {
  submitting: boolean;
  onSubmit: (username: string, password: string) => void;
  /** Called when a field of the form gets the focus (the panel fetches the sign-in code then). */
  onFocus?: () => void;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The prerendered form this one replaces (lib/sign-in-handoff.ts): found during the first render,
  // while it is still in the page; what was typed, focused and asked for there is taken over once this
  // form's markup is in (the first layout effect), then applied after that re-render (the second).
  const [prerendered] = useState(prerenderedSignInForm);
  const handoff = useRef<SignInHandoff | null>(null);
  useLayoutEffect(() => {
    const taken = prerendered && takeSignInHandoff(prerendered);
    if (!taken) return;
    handoff.current = taken;
    setUsername(taken.username);
    setPassword(taken.password);
  }, [prerendered]);

  const check = () => {
    const next = {
      username: username.trim() ? undefined : 'required',
      password: password ? undefined : 'required',
    };
    setErrors(next);
    if (!next.username && !next.password) onSubmit(username.trim(), password);
  };

  useLayoutEffect(() => {
    const taken = handoff.current;
    if (!taken || username !== taken.username || password !== taken.password) return;
    handoff.current = null;
    if (taken.focus) {
      const input = (taken.focus.field === 'username' ? usernameRef : passwordRef).current;
      input?.focus();
      if (taken.focus.start !== null && taken.focus.end !== null)
        input?.setSelectionRange(taken.focus.start, taken.focus.end);
    }
    if (taken.submit) check();
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    check();
  };

  return (
    <form onSubmit={submit} onFocus={onFocus} noValidate aria-label={t('auth:login.formLabel')}>
      <Stack>
        <TextInput
          label={t('auth:login.userId')}
          placeholder={t('auth:login.userIdPlaceholder')}
          value={username}
          ref={usernameRef}
          onChange={(e) => setUsername(e.currentTarget.value)}
          error={errors.username ? t(`messages:${errors.username}`) : undefined}
          withAsterisk
          aria-required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          label={t('auth:login.password')}
          value={password}
          ref={passwordRef}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password ? t(`messages:${errors.password}`) : undefined}
          withAsterisk
          aria-required
          autoComplete="current-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('auth:login.togglePassword') }}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
