import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorTextOf } from '../../ui/field-errors';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
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
  const form = useContractForm({
    initial: EMPTY_PAYMENT,
    validate: validatePayment,
    guard: false,
    onValid: (body) =>
      verify.mutate(body, {
        onSuccess: onVerified,
        onError: (error) => {
          const key = error instanceof ApiError ? error.body.error_description : '';
          if (key === 'paymentNotMatched')
            for (const f of ['paymentNumber', 'amount'] as const) form.setError(f, key);
          form.setFormError(errorTextOf(error, t));
        },
      }),
  });
  // Typing in either field clears both: a miss is about the pair.
  const set = (f: Field) => (value: string) => {
    form.set(f, value);
    form.clearErrors();
  };
  // The shared message is shown once, below the form; the fields only say they are in error.
  const fieldError = (f: Field) =>
    form.errors[f] === 'paymentNotMatched' ? true : form.errorOf(f);

  return (
    <ContractForm form={form} aria-describedby="payment-failure">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('verification.payment.number')}
            description={t('verification.payment.numberHint')}
            withAsterisk
            autoComplete="off"
            maxLength={30}
            value={form.values.paymentNumber}
            error={fieldError('paymentNumber')}
            onChange={(e) => set('paymentNumber')(e.currentTarget.value)}
          />
          <TextInput
            label={t('verification.payment.amount')}
            description={t('verification.payment.amountHint')}
            withAsterisk
            autoComplete="off"
            inputMode="decimal"
            value={form.values.amount}
            error={fieldError('amount')}
            onChange={(e) => set('amount')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Text id="payment-failure" size="sm" c="red.9" role="alert">
          {form.formError ?? ''}
        </Text>
        <Group>
          <Button type="submit" loading={verify.isPending}>
            {t('verification.payment.submit')}
          </Button>
          <Text size="sm">{t('verification.payment.attemptsLeft', { count: attemptsLeft })}</Text>
        </Group>
      </Stack>
    </ContractForm>
  );
}
