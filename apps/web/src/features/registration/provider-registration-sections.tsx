import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { US_STATES } from '@bp/contract/reference/us-states';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { typeTaxId } from '../../lib/tax-id';
import { PasswordField } from '../../ui/password-field';
import type { ContractFormState } from '../../ui/use-contract-form';
import type { ProviderValues } from './provider-rules';

type ProviderForm = ContractFormState<ProviderValues>;

/** The props of one input of the provider registration: label, value, error, and typing into it. */
function useProviderField(form: ProviderForm) {
  const { t } = useTranslation(['registration', 'messages']);
  return (name: keyof ProviderValues, required = true) => ({
    label: t(`registration:provider.fields.${name}`),
    withAsterisk: required,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = e.currentTarget.value;
      form.set(name, name === 'taxId' ? typeTaxId(form.values.taxId, value) : value);
    },
  });
}

/** The practice: NPI, tax id, name and address. */
export function ProviderPracticeFields({ form }: { form: ProviderForm }) {
  const { t } = useTranslation('registration');
  const field = useProviderField(form);
  return (
    <Fieldset legend={t('registration:provider.practice')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          {...field('npi')}
          inputMode="numeric"
          maxLength={10}
          description={t('registration:provider.hints.npi')}
        />
        <TextInput
          {...field('taxId')}
          inputMode="numeric"
          description={t('registration:provider.hints.taxId')}
        />
        <TextInput {...field('providerName')} autoComplete="organization" />
      </SimpleGrid>
      <Stack gap="sm" mt="sm">
        <TextInput {...field('addressLine1')} autoComplete="address-line1" />
        <TextInput {...field('addressLine2', false)} autoComplete="address-line2" />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput {...field('city')} autoComplete="address-level2" />
          <NativeSelect
            {...field('state')}
            autoComplete="address-level1"
            data={[
              { value: '', label: t('registration:provider.chooseState') },
              ...US_STATES.map((s) => ({ value: s.code, label: s.description })),
            ]}
          />
          <TextInput {...field('zip')} autoComplete="postal-code" inputMode="numeric" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** The contact at the practice: name, phone and fax. */
export function ProviderContactFields({ form }: { form: ProviderForm }) {
  const { t } = useTranslation('registration');
  const field = useProviderField(form);
  return (
    <Fieldset legend={t('registration:provider.contact')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput {...field('firstName')} autoComplete="given-name" />
        <TextInput {...field('lastName')} autoComplete="family-name" />
        <TextInput {...field('phone')} type="tel" autoComplete="tel" />
        <TextInput {...field('fax', false)} type="tel" autoComplete="fax tel" />
      </SimpleGrid>
    </Fieldset>
  );
}

/** The sign-in: user name, e-mail twice, password twice. */
export function ProviderSignInFields({ form }: { form: ProviderForm }) {
  const { t } = useTranslation('registration');
  const field = useProviderField(form);
  return (
    <Fieldset legend={t('registration:provider.signIn')}>
      <Stack gap="sm">
        <TextInput
          {...field('userName')}
          autoComplete="username"
          description={t('registration:hints.userName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput {...field('email')} type="email" autoComplete="email" />
          <TextInput {...field('confirmEmail')} type="email" autoComplete="email" />
          <PasswordField
            {...field('password')}
            autoComplete="new-password"
            description={t('registration:hints.password')}
          />
          <PasswordField {...field('confirmPassword')} autoComplete="new-password" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
