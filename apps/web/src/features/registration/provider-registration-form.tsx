import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { US_STATES } from '@bp/contract/reference/us-states';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { typeTaxId } from '../../lib/tax-id';
import { AppLink } from '../../ui/app-link';
import { errorTextOf, focusFirstInvalid } from '../../ui/field-errors';
import { PasswordField } from '../../ui/password-field';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { useLanguage } from '../../ui/use-language';
import {
  EMPTY_PROVIDER,
  providerBody,
  providerErrors,
  providerFieldOf,
  type ProviderValues,
} from './provider-rules';
import { useRegisterProvider } from './use-registration';

/** True when the server could not match the NPI and tax id to a provider (spec §8 providerNotFound). */
export function isProviderNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.body.error_description === 'providerNotFound';
}

/** Server `fields` (field path → message key) on the form's field names. */
function serverErrorsOf(error: unknown): Partial<Record<keyof ProviderValues, string>> {
  if (!(error instanceof ApiError) || !error.body.fields) return {};
  const out: Partial<Record<keyof ProviderValues, string>> = {};
  for (const [path, key] of Object.entries(error.body.fields)) {
    const name = providerFieldOf(path);
    if (name) out[name] = key;
  }
  return out;
}

/**
 * Provider self-registration (spec §2 /provider-registration): the practice is matched by NPI and tax id,
 * the account is created with the spec's user name and password rules (Account/RegisterProvider).
 */
export function ProviderRegistrationForm() {
  const { t } = useTranslation(['registration', 'messages']);
  const language = useLanguage();
  const [values, setValues] = useState<ProviderValues>(EMPTY_PROVIDER);
  const [errors, setErrors] = useState<Partial<Record<keyof ProviderValues, string>>>({});
  const [done, setDone] = useState(false);
  const register = useRegisterProvider();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const server = serverErrorsOf(register.error);
  const dirty = !done && JSON.stringify(values) !== JSON.stringify(EMPTY_PROVIDER);

  const message = (key: string | undefined) =>
    key ? t(`messages:${key}`, { defaultValue: t('messages:invalidValue') }) : undefined;

  const field = (name: keyof ProviderValues, required = true) => ({
    label: t(`registration:provider.fields.${name}`),
    withAsterisk: required,
    value: values[name],
    error: message(errors[name] ?? server[name]),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = e.currentTarget.value;
      setErrors((x) => ({ ...x, [name]: undefined }));
      setValues((v) => ({ ...v, [name]: name === 'taxId' ? typeTaxId(v.taxId, value) : value }));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = providerErrors(values);
    setErrors(found);
    register.reset();
    if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
    register.mutate(providerBody(values, language), {
      onSuccess: () => {
        setDone(true);
        setValues(EMPTY_PROVIDER);
      },
      onError: (err) => {
        if (Object.keys(serverErrorsOf(err)).length) focusFirstInvalid(formRef.current);
        else requestAnimationFrame(() => noticeRef.current?.focus());
      },
    });
  };

  if (done) {
    return (
      <Stack>
        <Alert
          color="green"
          variant="light"
          role="status"
          title={t('registration:provider.done.title')}
        >
          <Text size="sm">{t('registration:provider.done.text')}</Text>
          <Text size="sm" mt="xs">
            {t('registration:provider.done.terms')}
          </Text>
          <Text size="sm" mt="xs">
            {t('registration:provider.done.verification')}
          </Text>
        </Alert>
        <Group>
          <Button component={Link} to="/">
            {t('registration:done.signIn')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const notFound = register.isError && isProviderNotFound(register.error);
  const otherError = register.isError && !notFound && !Object.keys(server).length;

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('registration:provider.formLabel')}
    >
      <UnsavedChangesGuard dirty={dirty} />
      <Stack>
        <div ref={noticeRef} tabIndex={-1}>
          {notFound && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('registration:provider.notFoundTitle')}
            >
              <Text size="sm">{t('messages:providerNotFound')}</Text>
              <AppLink to="/contact-support" size="sm">
                {t('registration:noMatch.contactSupport')}
              </AppLink>
            </Alert>
          )}
          {otherError && (
            <Alert color="red" variant="light" role="alert">
              {errorTextOf(register.error, t)}
            </Alert>
          )}
        </div>
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
        <Fieldset legend={t('registration:provider.contact')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput {...field('firstName')} autoComplete="given-name" />
            <TextInput {...field('lastName')} autoComplete="family-name" />
            <TextInput {...field('phone')} type="tel" autoComplete="tel" />
            <TextInput {...field('fax', false)} type="tel" autoComplete="fax tel" />
          </SimpleGrid>
        </Fieldset>
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
        <Group justify="space-between">
          <AppLink to="/" size="sm">
            {t('registration:backToSignIn')}
          </AppLink>
          <Button type="submit" loading={register.isPending}>
            {t('registration:provider.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
