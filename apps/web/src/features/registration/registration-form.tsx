import { Alert, Button, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { normalizeUsDate } from '../../lib/us-date';
import { validationOf } from '../../lib/validate';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { useLanguage } from '../../ui/use-language';
import { RegistrationAccountStep } from './registration-account-step';
import { RegistrationIdentityStep } from './registration-identity-step';
import {
  EMPTY_REGISTRATION,
  accountErrors,
  identityErrors,
  type RegistrationValues,
} from './rules';
import { useEligibility, useRegister } from './use-registration';

type Step = 'identity' | 'account' | 'done';

const isNoMatch = (e: unknown) => e instanceof ApiError && e.status === 404;

/** The server's names of the identity's fields (`dob`) on the form's. */
const fieldOf = (path: string) =>
  path === 'dob' ? 'dateOfBirth' : path in EMPTY_REGISTRATION ? path : undefined;

/**
 * Member self-registration (spec §2): step 1 matches the identity against the group
 * (GetGroupRegisterEligibility; no match → /no-match), step 2 chooses the sign-in and calls Account/Register.
 */
export function RegistrationForm() {
  const { t } = useTranslation(['registration', 'messages']);
  const navigate = useNavigate();
  const language = useLanguage();
  const [step, setStep] = useState<Step>('identity');
  const [redirectMessage, setRedirectMessage] = useState<string | null>(null);
  const eligibility = useEligibility();
  const register = useRegister();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // The unsaved-changes guard must not hold a failed match back: leave, then navigate.
  const goNoMatch = () => form.leave(() => void navigate('/no-match'));
  const withTypedDate = (v: RegistrationValues) => ({
    ...v,
    dateOfBirth: normalizeUsDate(v.dateOfBirth),
  });

  const checkIdentity = (v: RegistrationValues) => {
    setRedirectMessage(null);
    form.set('dateOfBirth', v.dateOfBirth);
    eligibility.mutate(v, {
      onSuccess: (r) => {
        if (!r.match) return goNoMatch();
        if (!r.canRegister)
          return setRedirectMessage(r.redirectMessage ?? t('messages:registrationRedirected'));
        setStep('account');
        requestAnimationFrame(() => stepHeading.current?.focus());
      },
      onError: (err) => form.fail(err),
    });
  };

  const createAccount = (v: RegistrationValues) =>
    register.mutate(
      {
        memberId: v.memberId.trim(),
        groupNumber: Number(v.groupNumber),
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        dateOfBirth: v.dateOfBirth.trim(),
        zipCode: v.zipCode.trim(),
        userName: v.userName.trim(),
        email: v.email.trim(),
        confirmEmail: v.confirmEmail.trim(),
        password: v.password,
        language,
      },
      {
        onSuccess: () => setStep('done'),
        onError: (err) => {
          if (isNoMatch(err)) goNoMatch();
          else form.fail(err);
        },
      },
    );

  const form = useContractForm({
    initial: EMPTY_REGISTRATION,
    validate: (v: RegistrationValues) =>
      step === 'identity'
        ? validationOf(identityErrors(withTypedDate(v)), withTypedDate(v))
        : validationOf(accountErrors(v), v),
    fieldOf,
    onInvalid: (_fields, fromServer) => {
      if (step === 'identity' && !fromServer) {
        setRedirectMessage(null);
        form.update(withTypedDate);
      }
    },
    onValid: step === 'identity' ? checkIdentity : createAccount,
  });

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

  return (
    <ContractForm form={form} aria-labelledby="registration-step">
      {step === 'identity' ? (
        <RegistrationIdentityStep
          form={form}
          error={eligibility.error}
          pending={eligibility.isPending}
          redirectMessage={redirectMessage}
        />
      ) : (
        <RegistrationAccountStep
          form={form}
          error={register.error}
          pending={register.isPending}
          headingRef={stepHeading}
          onBack={() => {
            form.clearErrors();
            register.reset();
            setStep('identity');
          }}
        />
      )}
    </ContractForm>
  );
}
