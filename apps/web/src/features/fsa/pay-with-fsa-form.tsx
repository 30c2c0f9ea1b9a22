import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { submitFsaClaim, type HealthAccount } from '@bp/contract/api/finance';
import { formatClaimNumber, parseClaimNumber } from '@bp/contract/rules/claim-number';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { useFocusFirstError } from '../../ui/focus-first-error';
import { ImpersonationGate } from '../auth/impersonation-bar';
import { FsaClaimChoice } from './fsa-claim-choice';
import { FsaPaymentFields, type PayTo } from './fsa-payment-fields';
import { paymentErrors, SERVER_FIELDS, type PaymentField } from './payment-rules';
import { amountText, centsOf, receiptProblem } from './receipts';
import { ReceiptPicker } from './receipt-picker';
import { useClaimPayments, useFsaAccounts, useSubmitFsaClaim } from './use-fsa';

const PAYING_TYPES: ReadonlySet<HealthAccount['accountType']> = new Set(['FSA', 'HRA']);
type Field = PaymentField;

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

  const initial =
    initialClaim && parseClaimNumber(initialClaim)
      ? formatClaimNumber(parseClaimNumber(initialClaim)!)
      : '';
  const [claimText, setClaimText] = useState(initial);
  const [accountChoice, setAccountChoice] = useState<string | null>(null);
  const [amount, setAmount] = useState<string | null>(null);
  const [payTo, setPayTo] = useState<PayTo>('Provider');
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = useSubmitFsaClaim();
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useFocusFirstError(formRef, refused);
  useFocusFirstError(formRef, submit.error);

  const parts = useMemo(() => parseClaimNumber(claimText), [claimText]);
  const claim = useClaimPayments(parts);
  const claimInfo = parts ? claim.data : undefined;

  const usable = (accounts.data ?? []).filter(
    (a) =>
      a.active &&
      PAYING_TYPES.has(a.accountType) &&
      (!claimInfo || a.planYear === claimInfo.planYear),
  );
  const accountId =
    accountChoice && usable.some((a) => a.accountId === accountChoice)
      ? accountChoice
      : (usable[0]?.accountId ?? '');
  const account = usable.find((a) => a.accountId === accountId);
  const defaultCents =
    claimInfo && account ? Math.min(claimInfo.remainingCents, account.availableCents) : null;
  const amountValue = amount ?? (defaultCents !== null ? amountText(defaultCents) : '');

  const dirty = !submit.isSuccess && (files.length > 0 || note !== '' || amount !== null);
  const server = fieldErrorsOf(submit.error, t);
  const serverErrors: Partial<Record<Field, string>> = {};
  for (const [k, v] of Object.entries(server)) {
    const f = SERVER_FIELDS[k];
    if (f && !serverErrors[f]) serverErrors[f] = v;
  }
  const errorOf = (f: Field) =>
    errors[f]
      ? t(`messages:${errors[f]}`, { defaultValue: t('messages:invalidValue') })
      : serverErrors[f];
  const formLevelError =
    submit.isError &&
    (!(submit.error instanceof ApiError) || Object.keys(serverErrors).length === 0);

  const onFiles = (chosen: File[]) => {
    setFiles(chosen);
    const problem = receiptProblem(chosen);
    setErrors((e) => ({ ...e, receipts: problem ?? undefined }));
    submit.reset();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = paymentErrors({ parts, claimInfo, account, amount: amountValue, files });
    const cents = centsOf(amountValue);
    setErrors(next);
    if (Object.keys(next).length > 0 || !parts || !account || cents === null) {
      setRefused((n) => n + 1);
      return;
    }
    submit.mutate(
      {
        body: {
          ...parts,
          accountId: account.accountId,
          amountCents: cents,
          payTo,
          note: note.trim() || undefined,
        },
        receipts: files,
      },
      {
        onSuccess: (res) =>
          void navigate(
            `/member/pay-confirmation/${encodeURIComponent(res.fullClaimNumber)}?confirmation=${encodeURIComponent(res.confirmationNumber)}`,
          ),
      },
    );
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
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('fsa:form.title')}>
          <UnsavedChangesGuard dirty={dirty && !submit.isPending} />
          <Stack>
            {formLevelError && (
              <Alert color="red" variant="light" role="alert">
                {errorTextOf(submit.error, t)}
              </Alert>
            )}
            <FsaClaimChoice
              value={claimText}
              claim={parts ? claim : null}
              error={errorOf('claimNumber')}
              onChange={(text) => {
                setClaimText(text);
                setAmount(null);
                setErrors((x) => ({ ...x, claimNumber: undefined, amountCents: undefined }));
                submit.reset();
              }}
            />
            {accounts.isSuccess && usable.length === 0 && (
              <Alert color="yellow" variant="light" role="status">
                {t('fsa:form.noUsableAccount')}
              </Alert>
            )}
            <FsaPaymentFields
              usable={usable}
              accountId={accountId}
              onAccount={(id) => {
                setAccountChoice(id);
                setAmount(null);
                submit.reset();
              }}
              amount={amountValue}
              onAmount={(text) => {
                setAmount(text);
                setErrors((x) => ({ ...x, amountCents: undefined }));
              }}
              payTo={payTo}
              onPayTo={setPayTo}
              claimInfo={claimInfo}
              errorOf={errorOf}
            />
            <ReceiptPicker files={files} onChange={onFiles} error={errorOf('receipts')} />
            <Textarea
              label={t('fsa:form.note')}
              description={t('common:optional')}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={errorOf('note')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={submit.isPending} disabled={accounts.isPending}>
                {t('fsa:form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </ImpersonationGate>
    </SectionCard>
  );
}
