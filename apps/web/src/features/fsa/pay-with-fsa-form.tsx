import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { submitFsaClaim } from '@bp/contract/api/finance';
import { formatClaimNumber, parseClaimNumber } from '@bp/contract/rules/claim-number';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Validation } from '../../lib/validate';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { FsaClaimChoice } from './fsa-claim-choice';
import { FsaPaymentFields, type PayTo } from './fsa-payment-fields';
import {
  PAYING_TYPES,
  paymentChoice,
  paymentErrors,
  SERVER_FIELDS,
  type PaymentField,
} from './payment-rules';
import { centsOf, receiptProblem } from './receipts';
import { ReceiptPicker } from './receipt-picker';
import {
  useClaimPayments,
  useFsaAccounts,
  useSubmitFsaClaim,
  type SubmitFsaClaimInput,
} from './use-fsa';
import { FormError } from '../../ui/form-error';

/** What the member chose and typed (no account or amount chosen: the defaults of the claim). */
interface PaymentValues {
  claimText: string;
  accountChoice: string | null;
  amount: string | null;
  payTo: PayTo;
  note: string;
  files: File[];
}

/** The claim named in the address, formatted, or none. */
function initialClaimText(initialClaim: string | null): string {
  const parts = initialClaim ? parseClaimNumber(initialClaim) : null;
  return parts ? formatClaimNumber(parts) : '';
}

/**
 * Pay with FSA: choose a claim with a share left to pay, a usable account of the claim's plan year, the
 * amount (by default what is left, at most the balance), who is paid, and at least one receipt.
 * Checks what it can before sending; the server decides (content of the receipts, balances) and its
 * field errors are shown on the fields. Staff viewing the portal as the member see it disabled, with the
 * reason (the request is the member's own attestation).
 */
export function PayWithFsaForm({ initialClaim }: { initialClaim: string | null }) {
  const { t } = useTranslation(['fsa', 'messages', 'common']);
  const navigate = useNavigate();
  const accounts = useFsaAccounts();
  const submit = useSubmitFsaClaim();
  const form = useContractForm({
    initial: (): PaymentValues => ({
      claimText: initialClaimText(initialClaim),
      accountChoice: null,
      amount: null,
      payTo: 'Provider',
      note: '',
      files: [],
    }),
    validate: (v: PaymentValues): Validation<SubmitFsaClaimInput['body']> => {
      const fields = paymentErrors({
        parts,
        claimInfo,
        account,
        amount: amountValue,
        files: v.files,
      });
      const cents = centsOf(amountValue);
      if (Object.keys(fields).length > 0 || !parts || !account || cents === null)
        return { ok: false, fields };
      const { accountId } = account;
      const note = v.note.trim() || undefined;
      return { ok: true, data: { ...parts, accountId, amountCents: cents, payTo: v.payTo, note } };
    },
    fieldOf: (path) => SERVER_FIELDS[path],
    isDirty: (v) => v.files.length > 0 || v.note !== '' || v.amount !== null,
    pending: submit.isPending,
    onValid: (body, v) =>
      submit.mutate(
        { body, receipts: v.files },
        {
          onSuccess: (res) =>
            form.leave(
              () =>
                void navigate(
                  `/member/pay-confirmation/${encodeURIComponent(res.fullClaimNumber)}?confirmation=${encodeURIComponent(res.confirmationNumber)}`,
                ),
            ),
          onError: (error) => form.fail(error),
        },
      ),
  });
  const { values, errorOf } = form;
  /** The receipts' problem as soon as they are chosen (the submit's check and the server's win). */
  const [receiptCheck, setReceiptCheck] = useState<string>();

  const parts = useMemo(() => parseClaimNumber(values.claimText), [values.claimText]);
  const claim = useClaimPayments(parts);
  const claimInfo = parts ? claim.data : undefined;

  const { usable, accountId, account, amountValue } = paymentChoice(
    accounts.data,
    claimInfo,
    values.accountChoice,
    values.amount,
  );

  /** A change that makes the server's answer stale: its form-level error goes. */
  const change = (patch: Partial<PaymentValues>, ...cleared: PaymentField[]) => {
    form.update((v) => ({ ...v, ...patch }));
    form.clearErrors(...cleared);
    form.setFormError(undefined);
  };
  const onFiles = (chosen: File[]) => {
    change({ files: chosen }, 'receipts');
    const problem = receiptProblem(chosen);
    setReceiptCheck(problem ? t(`messages:${problem}`) : undefined);
  };

  if (
    accounts.isSuccess &&
    !accounts.data.some((a) => a.active && PAYING_TYPES.has(a.accountType))
  ) {
    return (
      <SectionCard title={t('fsa:form.title')}>
        <Text>{t('fsa:form.noAccount')}</Text>
      </SectionCard>
    );
  }

  return (
    <SectionCard title={t('fsa:form.title')}>
      <ImpersonationGate def={submitFsaClaim}>
        <ContractForm form={form} aria-label={t('fsa:form.title')}>
          <Stack>
            <FormError text={form.formError} />
            <FsaClaimChoice
              value={values.claimText}
              claim={parts ? claim : null}
              error={errorOf('claimNumber')}
              onChange={(text) =>
                change({ claimText: text, amount: null }, 'claimNumber', 'amountCents')
              }
            />
            {accounts.isSuccess && usable.length === 0 && (
              <Alert color="yellow" variant="light" role="status">
                {t('fsa:form.noUsableAccount')}
              </Alert>
            )}
            <FsaPaymentFields
              usable={usable}
              accountId={accountId}
              onAccount={(id) => change({ accountChoice: id, amount: null })}
              amount={amountValue}
              onAmount={(text) => {
                form.update((v) => ({ ...v, amount: text }));
                form.clearErrors('amountCents');
              }}
              payTo={values.payTo}
              onPayTo={(payTo) => form.set('payTo', payTo)}
              claimInfo={claimInfo}
              errorOf={errorOf}
            />
            <ReceiptPicker
              files={values.files}
              onChange={onFiles}
              error={errorOf('receipts') ?? receiptCheck}
            />
            <Textarea
              label={t('fsa:form.note')}
              description={t('common:optional')}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={500}
              value={values.note}
              onChange={(e) => form.set('note', e.currentTarget.value)}
              error={errorOf('note')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={submit.isPending} disabled={accounts.isPending}>
                {t('fsa:form.submit')}
              </Button>
            </Group>
          </Stack>
        </ContractForm>
      </ImpersonationGate>
    </SectionCard>
  );
}
