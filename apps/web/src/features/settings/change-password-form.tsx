import { Button, Group, Stack, Text } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@bp/contract/api/auth';
import { ApiError } from '../../lib/api';
import { validationOf } from '../../lib/validate';
import { notify } from '../../ui/notify';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { validateNewPassword } from '../../lib/password-form-rules';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { useSession } from '../../lib/session-store';
import { useChangePassword } from './use-settings-api';
import { PasswordField } from '../../ui/password-field';
import { FormError } from '../../ui/form-error';

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
  const mutation = useChangePassword();
  const userName = useSession((s) => s.user?.userName ?? '');
  const form = useContractForm({
    initial: EMPTY,
    validate: (v: typeof EMPTY) => validationOf(validateNewPassword(v, true), v),
    fieldOf: (path) => SERVER_FIELDS[path],
    pending: mutation.isPending,
    onValid: (values) =>
      mutation.mutate(
        { currentPassword: values.oldPassword, newPassword: values.newPassword },
        {
          onSuccess: () => {
            form.reset();
            notify({ translationKey: 'passwordChanged', type: 'success' });
          },
          onError: (error) => form.fail(error),
        },
      ),
  });

  const field = (name: Field) => ({
    value: form.values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.set(name, e.currentTarget.value),
    error: form.errorOf(name),
    withAsterisk: true,
    autoComplete: name === 'oldPassword' ? 'current-password' : 'new-password',
  });

  return (
    <ImpersonationGate def={changePassword}>
      <ContractForm form={form} aria-describedby="password-policy">
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
          <FormError text={form.formError} />
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
      </ContractForm>
    </ImpersonationGate>
  );
}
