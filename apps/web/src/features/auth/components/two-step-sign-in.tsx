import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticatorQr, RecoveryCodes, TwoStepCodeForm } from '../../../ui/two-step-parts';
import { errorTextOf } from '../../../ui/field-errors';
import { FormError } from '../../../ui/form-error';
import { enrolmentOffer } from '../login-flow';

interface StepProps {
  submitting: boolean;
  /** The server's sentence after a refused code, or a message key. */
  error?: string | undefined;
  onCode: (code: string) => void;
  onCancel: () => void;
}

/** The sign-in code step: a code of the authenticator app, or (link) one of the recovery codes. */
export function TwoStepCodeStep({ submitting, error, onCode, onCancel }: StepProps) {
  const { t } = useTranslation(['auth', 'messages']);
  const [recovery, setRecovery] = useState(false);
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('auth:twoStep.codeTitle')}
      </Title>
      <Text size="sm">
        {t(recovery ? 'auth:twoStep.recoveryIntro2' : 'auth:twoStep.codeIntro')}
      </Text>
      <TwoStepCodeForm
        key={recovery ? 'recovery' : 'app'}
        label={t(recovery ? 'auth:twoStep.recoveryLabel' : 'auth:twoStep.codeLabel')}
        submitLabel={t('auth:twoStep.verify')}
        submitting={submitting}
        error={error ? t(`messages:${error}`, { defaultValue: error }) : undefined}
        recovery={recovery}
        onSubmit={onCode}
      />
      <Anchor component="button" type="button" size="sm" onClick={() => setRecovery((r) => !r)}>
        {t(recovery ? 'auth:twoStep.useApp' : 'auth:twoStep.useRecovery')}
      </Anchor>
      <Anchor component="button" type="button" size="sm" onClick={onCancel}>
        {t('auth:twoStep.cancel')}
      </Anchor>
    </Stack>
  );
}

/** Sign-in enrolment: QR code and key of a new authenticator, then its first code. */
export function TwoStepEnrolStep({
  challenge,
  submitting,
  error,
  onCode,
  onCancel,
}: StepProps & { challenge: string }) {
  const { t } = useTranslation(['auth', 'messages']);
  const offer = useQuery({
    queryKey: ['twoStep', 'enrolment', challenge],
    queryFn: () => enrolmentOffer(challenge),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('auth:twoStep.enrolTitle')}
      </Title>
      <Text size="sm">{t('auth:twoStep.enrolIntro')}</Text>
      {offer.isPending && <Loader size="sm" aria-label={t('auth:twoStep.loading')} />}
      {offer.isError && <FormError text={errorTextOf(offer.error, t)} />}
      {offer.data && (
        <>
          <AuthenticatorQr offer={offer.data} />
          <Text size="sm">{t('auth:twoStep.confirmIntro')}</Text>
          <TwoStepCodeForm
            label={t('auth:twoStep.codeLabel')}
            submitLabel={t('auth:twoStep.confirm')}
            submitting={submitting}
            error={error ? t(`messages:${error}`, { defaultValue: error }) : undefined}
            onSubmit={onCode}
          />
        </>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onCancel}>
        {t('auth:twoStep.cancel')}
      </Anchor>
    </Stack>
  );
}

/** The recovery codes of an enrolment completed at sign-in, shown once before going on. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack>
      <RecoveryCodes codes={codes} />
      <Button onClick={onDone}>{t('twoStep.continue')}</Button>
    </Stack>
  );
}
