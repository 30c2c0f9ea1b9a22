import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@bp/contract/api/auth';
import { ApiError } from '../../lib/api';
import { focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { validateNewPassword } from '../../lib/password-form-rules';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { useSession } from '../../lib/session-store';
import { useChangePassword } from './use-settings-api';
import { PasswordField } from '../../ui/password-field';

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
type Field = keyof typeof EMPTY;

/** The server's field names (currentPassword, newPassword) mapped onto the form's (spec §3). */
const SERVER_FIELDS: Record<string, Field> = {
  currentPassword: 'oldPassword',
  newPassword: 'newPassword',
};

/** Message keys per form field from a failed ChangePassword (passwordInvalid, passwordUsed, …). */
export function serverPasswordErrors(error: unknown): {
  fields: Partial<Record<Field, string>>;
  form?: string;
} {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'genericFailureMessage' };
  const fields: Partial<Record<Field, string>> = {};
  for (const [k, v] of Object.entries(error.body.fields ?? {})) {
    const f = SERVER_FIELDS[k];
    if (f) fields[f] = v;
  }
  return Object.keys(fields).length
    ? { fields }
    : { fields, form: error.body.error_description || 'genericFailureMessage' };
}

/**
 * Change password (settings): old, new and confirmation with the policy of spec §5. Disabled, with the
 * reason, for staff viewing the portal as the user.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(['settings', 'auth', 'messages']);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const mutation = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const userName = useSession((s) => s.user?.userName ?? '');
  const dirty = Object.values(values).some(Boolean);

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name]
      ? t(`messages:${errors[name]}`, { defaultValue: t('messages:invalidValue') })
      : undefined,
    withAsterisk: true,
    autoComplete: name === 'oldPassword' ? 'current-password' : 'new-password',
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const next = validateNewPassword(values, true);
    setErrors(next);
    if (Object.keys(next).length) return focusFirstInvalid(formRef.current);
    mutation.mutate(
      { currentPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
          notify({ translationKey: 'passwordChanged', type: 'success' });
        },
        onError: (error) => {
          const r = serverPasswordErrors(error);
          setErrors(r.fields);
          setFormError(r.form);
          focusFirstInvalid(formRef.current);
        },
      },
    );
  };

  return (
    <ImpersonationGate def={changePassword}>
      <form ref={formRef} onSubmit={submit} noValidate aria-describedby="password-policy">
        <UnsavedChangesGuard dirty={dirty && !mutation.isPending} />
        {/* Lets password managers know whose password changes; not shown and not announced. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={userName}
          readOnly
          hidden
        />
        <Stack maw={480}>
          <Text size="sm" c="dimmed" id="password-policy">
            {t('auth:passwordPolicy')}
          </Text>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {t(`messages:${formError}`, { defaultValue: t('messages:genericFailureMessage') })}
            </Alert>
          )}
          <PasswordField label={t('settings:password.oldPassword')} {...field('oldPassword')} />
          <PasswordField label={t('settings:password.newPassword')} {...field('newPassword')} />
          <PasswordField
            label={t('settings:password.confirmNewPassword')}
            {...field('confirmNewPassword')}
          />
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {t('settings:password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ImpersonationGate>
  );
}
