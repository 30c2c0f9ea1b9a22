import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { validationOf } from '../../lib/validate';
import { AppLink } from '../../ui/app-link';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useLanguage } from '../../ui/use-language';
import {
  EMPTY_PROVIDER,
  providerBody,
  providerErrors,
  providerFieldOf,
  type ProviderValues,
} from './provider-rules';
import {
  ProviderContactFields,
  ProviderPracticeFields,
  ProviderSignInFields,
} from './provider-registration-sections';
import { useRegisterProvider } from './use-registration';
/** True when the server could not match the NPI and tax id to a provider (spec §8 providerNotFound). */
export function isProviderNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.body.error_description === 'providerNotFound';
}

/**
 * Provider self-registration (spec §2 /provider-registration): the practice is matched by NPI and tax id,
 * the account is created with the spec's user name and password rules (Account/RegisterProvider).
 */
export function ProviderRegistrationForm() {
  const { t } = useTranslation(['registration', 'messages']);
  const language = useLanguage();
  const [done, setDone] = useState(false);
  const register = useRegisterProvider();
  const noticeRef = useRef<HTMLDivElement>(null);
  const form = useContractForm({
    initial: EMPTY_PROVIDER,
    validate: (v: ProviderValues) => validationOf(providerErrors(v), v),
    fieldOf: providerFieldOf,
    onInvalid: (_fields, fromServer) => {
      if (!fromServer) register.reset();
    },
    onValid: (values) => {
      register.reset();
      register.mutate(providerBody(values, language), {
        onSuccess: () => setDone(true),
        onError: (err) => {
          if (!form.fail(err)) requestAnimationFrame(() => noticeRef.current?.focus());
        },
      });
    },
  });

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

  return (
    <ContractForm form={form} aria-label={t('registration:provider.formLabel')}>
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
          {form.formError && !notFound && (
            <Alert color="red" variant="light" role="alert">
              {form.formError}
            </Alert>
          )}
        </div>
        <ProviderPracticeFields form={form} />
        <ProviderContactFields form={form} />
        <ProviderSignInFields form={form} />
        <Group justify="space-between">
          <AppLink to="/" size="sm">
            {t('registration:backToSignIn')}
          </AppLink>
          <Button type="submit" loading={register.isPending}>
            {t('registration:provider.submit')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
