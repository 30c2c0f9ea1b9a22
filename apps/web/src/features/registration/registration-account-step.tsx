import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { ChangeEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorTextOf } from '../../ui/field-errors';
import { PasswordField } from '../../ui/password-field';
import type { ContractFormState } from '../../ui/use-contract-form';
import { isDuplicate } from './registration-identity-step';
import type { AccountValues, RegistrationValues } from './rules';

/**
 * Step 2 of the member registration: the member matched, the sign-in chosen (user name, e-mail twice,
 * password twice), with the failure of Account/Register.
 */
export function RegistrationAccountStep({
  form,
  error,
  pending,
  headingRef,
  onBack,
}: {
  form: ContractFormState<RegistrationValues>;
  /** The failed registration, if any (a lost match is not shown: the page moves on). */
  error: unknown;
  pending: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
}) {
  const { t } = useTranslation(['registration', 'messages']);
  const field = (name: keyof AccountValues) => ({
    value: form.values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.set(name, e.currentTarget.value),
    label: t(`registration:fields.${name}`),
    withAsterisk: true,
    error: form.errorOf(name),
  });
  const hasFieldErrors =
    error instanceof ApiError && Object.keys(error.body.fields ?? {}).length > 0;
  return (
    <Stack>
      <Title order={2} size="h4" id="registration-step" ref={headingRef} tabIndex={-1}>
        {t('registration:account.title')}
      </Title>
      <Alert color="green" variant="light" role="status">
        {t('registration:account.matched', { name: form.values.firstName.trim() })}
      </Alert>
      {error !== null && !(error instanceof ApiError && error.status === 404) && (
        <Alert color="red" variant="light" role="alert">
          {isDuplicate(error) && !hasFieldErrors
            ? t('registration:duplicate')
            : errorTextOf(error, t)}
        </Alert>
      )}
      <TextInput
        {...field('userName')}
        autoComplete="username"
        description={t('registration:hints.userName')}
      />
      <TextInput {...field('email')} type="email" autoComplete="email" />
      <TextInput {...field('confirmEmail')} type="email" autoComplete="email" />
      <PasswordField
        {...field('password')}
        autoComplete="new-password"
        description={t('registration:hints.password')}
      />
      <PasswordField {...field('confirmPassword')} autoComplete="new-password" />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('registration:account.back')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('registration:account.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
