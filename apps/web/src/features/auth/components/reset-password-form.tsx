import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { passwordReset } from '@bp/contract/api/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api';
import { errorTextOf, fieldErrorsOf } from '../../../ui/field-errors';
import { validateNewPassword } from '../../../lib/password-form-rules';
import { PasswordField } from '../../../ui/password-field';

/** Sets a new password with the e-mailed key (spec §2 /reset-password/{key}). */
export function ResetPasswordForm({
  resetKey,
  signInLink,
}: {
  resetKey: string;
  signInLink: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const [values, setValues] = useState({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (newPassword: string) =>
      callApi(passwordReset, { body: { key: resetKey, newPassword } }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = validateNewPassword(values, false);
    setErrors(next);
    if (Object.keys(next).length === 0) mutation.mutate(values.newPassword);
  };

  if (mutation.isSuccess) {
    return (
      <Stack>
        <Alert
          color="green"
          variant="light"
          role="status"
          title={t('auth:resetPassword.doneTitle')}
        >
          {t('auth:resetPassword.done')}
        </Alert>
        {signInLink}
      </Stack>
    );
  }
  const serverFields = fieldErrorsOf(mutation.error, t);
  const err = (name: 'newPassword' | 'confirmNewPassword') =>
    errors[name] ? t(`messages:${errors[name]}`) : serverFields[name];
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('auth:passwordPolicy')}
        </Text>
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(mutation.error, t)}
          </Alert>
        )}
        <PasswordField
          label={t('auth:forcedPassword.newPassword')}
          value={values.newPassword}
          onChange={(e) => {
            const newPassword = e.currentTarget.value;
            setValues((v) => ({ ...v, newPassword }));
          }}
          error={err('newPassword')}
          withAsterisk
          autoComplete="new-password"
        />
        <PasswordField
          label={t('auth:forcedPassword.confirmNewPassword')}
          value={values.confirmNewPassword}
          onChange={(e) => {
            const confirmNewPassword = e.currentTarget.value;
            setValues((v) => ({ ...v, confirmNewPassword }));
          }}
          error={err('confirmNewPassword')}
          withAsterisk
          autoComplete="new-password"
        />
        <Button type="submit" loading={mutation.isPending}>
          {t('auth:resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
