import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../ui/password-field';

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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      username: username.trim() ? undefined : 'required',
      password: password ? undefined : 'required',
    };
    setErrors(next);
    if (!next.username && !next.password) onSubmit(username.trim(), password);
  };

  return (
    <form onSubmit={submit} onFocus={onFocus} noValidate aria-label={t('auth:login.formLabel')}>
      <Stack>
        <TextInput
          label={t('auth:login.userId')}
          placeholder={t('auth:login.userIdPlaceholder')}
          value={username}
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
