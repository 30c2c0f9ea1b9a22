import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { typeUsDate } from '../../lib/us-date';
import { AppLink } from '../../ui/app-link';
import { errorTextOf } from '../../ui/field-errors';
import type { ContractFormState } from '../../ui/use-contract-form';
import type { RegistrationValues } from './rules';
import type { Identity } from './use-registration';

export const isDuplicate = (e: unknown) => e instanceof ApiError && e.status === 409;

/**
 * Step 1 of the member registration: the identity matched against the group (group number, member id,
 * names, zip code, date of birth), with the failure of the match or the group's redirect message.
 */
export function RegistrationIdentityStep({
  form,
  error,
  pending,
  redirectMessage,
}: {
  form: ContractFormState<RegistrationValues>;
  /** The failed match, if any. */
  error: unknown;
  pending: boolean;
  redirectMessage: string | null;
}) {
  const { t } = useTranslation(['registration', 'messages']);
  const field = (name: keyof Identity) => ({
    value: form.values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      form.set(name, name === 'dateOfBirth' ? typeUsDate(form.values.dateOfBirth, value) : value);
    },
    label: t(`registration:fields.${name}`),
    withAsterisk: true,
    error: form.errorOf(name),
  });
  return (
    <Stack>
      <Title order={2} size="h4" id="registration-step">
        {t('registration:identity.title')}
      </Title>
      <Text size="sm">{t('registration:identity.intro')}</Text>
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {isDuplicate(error) ? t('registration:duplicate') : errorTextOf(error, t)}
          {isDuplicate(error) && (
            <Group gap="md" mt="xs">
              <AppLink to="/" size="sm">
                {t('registration:signIn')}
              </AppLink>
              <AppLink to="/need-help" size="sm">
                {t('registration:forgotPassword')}
              </AppLink>
            </Group>
          )}
        </Alert>
      )}
      {redirectMessage && (
        <Alert color="blue" variant="light" role="status" title={t('registration:redirected')}>
          {redirectMessage}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          {...field('groupNumber')}
          inputMode="numeric"
          description={t('registration:hints.groupNumber')}
        />
        <TextInput {...field('memberId')} description={t('registration:hints.memberId')} />
        <TextInput {...field('firstName')} autoComplete="given-name" />
        <TextInput {...field('lastName')} autoComplete="family-name" />
        <TextInput {...field('zipCode')} autoComplete="postal-code" inputMode="numeric" />
        <TextInput
          {...field('dateOfBirth')}
          autoComplete="bday"
          inputMode="numeric"
          placeholder={t('registration:hints.datePlaceholder')}
          description={t('registration:hints.dateOfBirth')}
        />
      </SimpleGrid>
      <Group justify="space-between">
        <AppLink to="/" size="sm">
          {t('registration:backToSignIn')}
        </AppLink>
        <Button type="submit" loading={pending}>
          {t('registration:identity.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
