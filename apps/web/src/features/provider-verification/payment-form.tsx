import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorTextOf, showValidation } from '../../ui/field-errors';
import { EMPTY_PAYMENT, validatePayment, type PaymentValues } from './payment-rules';
import { useVerifyPayment } from './use-provider-verification';

type Field = keyof PaymentValues;

/**
 * The payment that proves the practice: its check or EFT trace number and exact amount. A miss is told
 * on both fields alike (the server never says which was wrong); `onVerified` runs on a match.
 */
export function PaymentForm({
  attemptsLeft,
  onVerified,
}: {
  attemptsLeft: number;
  onVerified: () => void;
}) {
  const { t } = useTranslation(['provider', 'messages']);
  const verify = useVerifyPayment();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PaymentValues>(EMPTY_PAYMENT);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validatePayment(values);
    if (!showValidation(result, formRef.current, setErrors)) return;
    setFailure(null);
    verify.mutate(result.body, {
      onSuccess: onVerified,
      onError: (error) => {
        const key = error instanceof ApiError ? error.body.error_description : '';
        if (key === 'paymentNotMatched')
          setErrors({ paymentNumber: 'paymentNotMatched', amount: 'paymentNotMatched' });
        setFailure(errorTextOf(error, t));
      },
    });
  };
  const set = (f: Field) => (value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    setErrors({});
  };
  // The shared message is shown once, below the form; the fields only say they are in error.
  const fieldError = (f: Field) =>
    errors[f]
      ? errors[f] === 'paymentNotMatched'
        ? true
        : t(`messages:${errors[f]}`, { defaultValue: t('messages:invalidValue') })
      : undefined;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-describedby="payment-failure">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('verification.payment.number')}
            description={t('verification.payment.numberHint')}
            withAsterisk
            autoComplete="off"
            maxLength={30}
            value={values.paymentNumber}
            error={fieldError('paymentNumber')}
            onChange={(e) => set('paymentNumber')(e.currentTarget.value)}
          />
          <TextInput
            label={t('verification.payment.amount')}
            description={t('verification.payment.amountHint')}
            withAsterisk
            autoComplete="off"
            inputMode="decimal"
            value={values.amount}
            error={fieldError('amount')}
            onChange={(e) => set('amount')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Text id="payment-failure" size="sm" c="red.9" role="alert">
          {failure ?? ''}
        </Text>
        <Group>
          <Button type="submit" loading={verify.isPending}>
            {t('verification.payment.submit')}
          </Button>
          <Text size="sm">{t('verification.payment.attemptsLeft', { count: attemptsLeft })}</Text>
        </Group>
      </Stack>
    </form>
  );
}
