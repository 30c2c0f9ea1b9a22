import { Alert, Button, Code, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** An authenticator to set up, as the server offers it (QR code data URL, otpauth URL, key). */
export interface AuthenticatorOffer {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** The manual key in groups of four, as authenticator apps show it. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

/**
 * A code field with its submit button (sign-in code step, enrolment, settings). `recovery` lets it take a
 * recovery code instead of six digits.
 */
export function TwoStepCodeForm({
  label,
  submitLabel,
  submitting,
  error,
  recovery = false,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  submitting: boolean;
  /** A translated error to show above the field. */
  error?: string | undefined;
  recovery?: boolean;
  onSubmit: (code: string) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = code.trim();
    setMissing(!v);
    if (v) onSubmit(v);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={label}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={missing ? t('messages:required') : undefined}
          withAsterisk
          aria-required
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={20}
          spellCheck={false}
          autoCapitalize="none"
          data-autofocus
        />
        <Group>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  );
}

/** The QR code and the key to type by hand, with how to use them. */
export function AuthenticatorQr({ offer }: { offer: AuthenticatorOffer }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xs">
      <Text size="sm">{t('twoStep.scanIntro')}</Text>
      <Image src={offer.qrCode} alt={t('twoStep.qrAlt')} w={200} h={200} fit="contain" />
      <Text size="sm">{t('twoStep.manualKey')}</Text>
      <Code block aria-label={t('twoStep.manualKeyLabel')} data-testid="two-step-key">
        {grouped(offer.secret)}
      </Code>
    </Stack>
  );
}

/** Recovery codes, shown once after enrolment or regeneration. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xs">
      <Alert color="yellow" variant="light" title={t('twoStep.recoveryTitle')}>
        {t('twoStep.recoveryIntro')}
      </Alert>
      <List ff="monospace" aria-label={t('twoStep.recoveryTitle')} data-testid="recovery-codes">
        {codes.map((c) => (
          <List.Item key={c}>{c}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
