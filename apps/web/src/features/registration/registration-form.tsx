import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { AppLink } from '../../ui/app-link';
import { errorTextOf, fieldErrorsOf, focusFirstInvalid } from '../../ui/field-errors';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { useLanguage } from '../../ui/use-language';
import { accountErrors, identityErrors, type AccountValues } from './rules';
import { normalizeUsDate, typeUsDate } from '../../lib/us-date';
import { useEligibility, useRegister, type Identity } from './use-registration';
import { PasswordField } from '../../ui/password-field';

const EMPTY_IDENTITY: Identity = {
  groupNumber: '',
  memberId: '',
  firstName: '',
  lastName: '',
  zipCode: '',
  dateOfBirth: '',
};
const EMPTY_ACCOUNT: AccountValues = {
  userName: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
};

type Step = 'identity' | 'account' | 'done';

const isDuplicate = (e: unknown) => e instanceof ApiError && e.status === 409;
const isNoMatch = (e: unknown) => e instanceof ApiError && e.status === 404;

/**
 * Member self-registration (spec §2): step 1 matches the identity against the group
 * (GetGroupRegisterEligibility; no match → /no-match), step 2 chooses the sign-in and calls Account/Register.
 */
export function RegistrationForm() {
  const { t } = useTranslation(['registration', 'messages']);
  const navigate = useNavigate();
  const language = useLanguage();
  const [step, setStep] = useState<Step>('identity');
  const [identity, setIdentity] = useState<Identity>(EMPTY_IDENTITY);
  const [account, setAccount] = useState<AccountValues>(EMPTY_ACCOUNT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [redirectMessage, setRedirectMessage] = useState<string | null>(null);
  const eligibility = useEligibility();
  const register = useRegister();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Set first, then navigated in an effect: the unsaved-changes guard must not hold a failed match back.
  const [noMatch, setNoMatch] = useState(false);
  useEffect(() => {
    if (noMatch) void navigate('/no-match');
  }, [noMatch, navigate]);

  const dirty =
    step !== 'done' &&
    !noMatch &&
    (JSON.stringify(identity) !== JSON.stringify(EMPTY_IDENTITY) ||
      JSON.stringify(account) !== JSON.stringify(EMPTY_ACCOUNT));
  const message = (key: string | undefined) =>
    key ? t(`messages:${key}`, { defaultValue: t('messages:invalidValue') }) : undefined;

  const goNoMatch = () => setNoMatch(true);

  const checkIdentity = (e: FormEvent) => {
    e.preventDefault();
    setRedirectMessage(null);
    const typed = { ...identity, dateOfBirth: normalizeUsDate(identity.dateOfBirth) };
    setIdentity(typed);
    const found = identityErrors(typed);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
    eligibility.mutate(typed, {
      onSuccess: (r) => {
        if (!r.match) return goNoMatch();
        if (!r.canRegister)
          return setRedirectMessage(r.redirectMessage ?? t('messages:registrationRedirected'));
        setStep('account');
        requestAnimationFrame(() => stepHeading.current?.focus());
      },
    });
  };

  const createAccount = (e: FormEvent) => {
    e.preventDefault();
    const found = accountErrors(account);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
    register.mutate(
      {
        memberId: identity.memberId.trim(),
        groupNumber: Number(identity.groupNumber),
        firstName: identity.firstName.trim(),
        lastName: identity.lastName.trim(),
        dateOfBirth: identity.dateOfBirth.trim(),
        zipCode: identity.zipCode.trim(),
        userName: account.userName.trim(),
        email: account.email.trim(),
        confirmEmail: account.confirmEmail.trim(),
        password: account.password,
        language,
      },
      {
        onSuccess: () => {
          setStep('done');
          setAccount(EMPTY_ACCOUNT);
        },
        onError: (err) => {
          if (isNoMatch(err)) goNoMatch();
          else focusFirstInvalid(formRef.current);
        },
      },
    );
  };

  if (step === 'done') {
    return (
      <Stack>
        <Alert color="green" variant="light" role="status" title={t('registration:done.title')}>
          {t('registration:done.text')}
        </Alert>
        <Button component={Link} to="/">
          {t('registration:done.signIn')}
        </Button>
      </Stack>
    );
  }

  if (step === 'identity') {
    const server = fieldErrorsOf(eligibility.error, t);
    const field = (name: keyof Identity) => ({
      value: identity[name],
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        const value = e.currentTarget.value;
        setIdentity((v) => ({
          ...v,
          [name]: name === 'dateOfBirth' ? typeUsDate(v.dateOfBirth, value) : value,
        }));
      },
      label: t(`registration:fields.${name}`),
      withAsterisk: true,
      error: message(errors[name]) ?? server[name === 'dateOfBirth' ? 'dob' : name],
    });
    return (
      <form ref={formRef} onSubmit={checkIdentity} noValidate aria-labelledby="registration-step">
        <UnsavedChangesGuard dirty={dirty} />
        <Stack>
          <Title order={2} size="h4" id="registration-step">
            {t('registration:identity.title')}
          </Title>
          <Text size="sm">{t('registration:identity.intro')}</Text>
          {eligibility.isError && (
            <Alert color="red" variant="light" role="alert">
              {isDuplicate(eligibility.error)
                ? t('registration:duplicate')
                : errorTextOf(eligibility.error, t)}
              {isDuplicate(eligibility.error) && (
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
            <Button type="submit" loading={eligibility.isPending}>
              {t('registration:identity.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  const server = fieldErrorsOf(register.error, t);
  const field = (name: keyof AccountValues) => ({
    value: account[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setAccount((v) => ({ ...v, [name]: value }));
    },
    label: t(`registration:fields.${name}`),
    withAsterisk: true,
    error: message(errors[name]) ?? server[name],
  });
  return (
    <form ref={formRef} onSubmit={createAccount} noValidate aria-labelledby="registration-step">
      <UnsavedChangesGuard dirty={dirty} />
      <Stack>
        <Title order={2} size="h4" id="registration-step" ref={stepHeading} tabIndex={-1}>
          {t('registration:account.title')}
        </Title>
        <Alert color="green" variant="light" role="status">
          {t('registration:account.matched', { name: identity.firstName.trim() })}
        </Alert>
        {register.isError && !isNoMatch(register.error) && (
          <Alert color="red" variant="light" role="alert">
            {isDuplicate(register.error) && !Object.keys(server).length
              ? t('registration:duplicate')
              : errorTextOf(register.error, t)}
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
          <Button
            variant="default"
            onClick={() => {
              setErrors({});
              register.reset();
              setStep('identity');
            }}
          >
            {t('registration:account.back')}
          </Button>
          <Button type="submit" loading={register.isPending}>
            {t('registration:account.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
