import {
  Alert,
  Button,
  Group,
  List,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { submitFsaClaim, type HealthAccount } from '@bp/contract/api/finance';
import { formatClaimNumber, parseClaimNumber } from '@bp/contract/rules/claim-number';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { useFocusFirstError } from '../../ui/focus-first-error';
import { useFormat } from '../../ui/use-language';
import { ImpersonationGate } from '../../ui/impersonation-bar';
import { accountName } from './fsa-accounts-card';
import { amountText, centsOf, receiptProblem } from './receipts';
import { ReceiptPicker } from './receipt-picker';
import { useClaimPayments, useFsaAccounts, usePayableClaims, useSubmitFsaClaim } from './use-fsa';

const PAYING_TYPES: ReadonlySet<HealthAccount['accountType']> = new Set(['FSA', 'HRA']);
type PayTo = 'Provider' | 'Member';
type Field = 'claimNumber' | 'accountId' | 'amountCents' | 'payTo' | 'note' | 'receipts';

/** Server field names → the form's fields (the claim number arrives in three parts). */
const SERVER_FIELDS: Record<string, Field> = {
  claimPrefix: 'claimNumber',
  claimNumber: 'claimNumber',
  claimSuffix: 'claimNumber',
  accountId: 'accountId',
  amountCents: 'amountCents',
  payTo: 'payTo',
  note: 'note',
  receipts: 'receipts',
};

/**
 * Pay with FSA: choose a claim with a share left to pay, a usable account of the claim's plan year, the
 * amount (by default what is left, at most the balance), who is paid, and at least one receipt.
 * Checks what it can before sending; the server decides (content of the receipts, balances) and its
 * field errors are shown on the fields. Staff viewing the portal as the member see it disabled, with the
 * reason (the request is the member's own attestation).
 */
export function PayWithFsaForm({ initialClaim }: { initialClaim: string | null }) {
  const { t } = useTranslation(['fsa', 'messages', 'common']);
  const fmt = useFormat();
  const navigate = useNavigate();
  const accounts = useFsaAccounts();
  const claims = usePayableClaims();

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

  const claimOptions = useMemo(() => {
    const list = (claims.data ?? []).map((c) => ({
      value: c.fullClaimNumber,
      label: t('fsa:form.claimOption', {
        number: c.fullClaimNumber,
        date: fmt.date(c.serviceDateFrom),
        patient: `${c.patientFirstName} ${c.patientLastName}`,
        amount: fmt.money(c.patientResponsibilityCents),
      }),
    }));
    if (claimText && !list.some((o) => o.value === claimText))
      list.unshift({ value: claimText, label: claimText });
    return [{ value: '', label: t('fsa:form.chooseClaim') }, ...list];
  }, [claims.data, claimText, t, fmt]);

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
    const next: Partial<Record<Field, string>> = {};
    const cents = centsOf(amountValue);
    if (!parts) next.claimNumber = 'required';
    else if (claimInfo && !claimInfo.payable) next.claimNumber = 'fsaClaimNotPayable';
    if (!account) next.accountId = 'required';
    if (amountValue.trim() === '') next.amountCents = 'required';
    else if (cents === null) next.amountCents = 'numbersOnly';
    else if (cents <= 0) next.amountCents = 'minValue';
    else if (claimInfo && cents > claimInfo.remainingCents)
      next.amountCents = 'fsaAmountOverResponsibility';
    else if (account && cents > account.availableCents) next.amountCents = 'fsaAmountOverBalance';
    if (files.length === 0) next.receipts = 'receiptRequired';
    else {
      const problem = receiptProblem(files);
      if (problem) next.receipts = problem;
    }
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
            <NativeSelect
              label={t('fsa:form.claim')}
              withAsterisk
              data={claimOptions}
              value={claimText}
              disabled={claims.isPending && !claimText}
              description={
                claims.isPending
                  ? t('common:states.loading')
                  : claimOptions.length === 1
                    ? t('fsa:form.noClaims')
                    : undefined
              }
              onChange={(e) => {
                setClaimText(e.currentTarget.value);
                setAmount(null);
                setErrors((x) => ({ ...x, claimNumber: undefined, amountCents: undefined }));
                submit.reset();
              }}
              error={errorOf('claimNumber')}
            />
            {parts && (
              <QueryState query={claim} emptyText="">
                {() =>
                  claimInfo ? (
                    <List
                      listStyleType="none"
                      spacing={4}
                      aria-label={t('fsa:claim.summary')}
                      data-testid="fsa-claim-summary"
                    >
                      <List.Item>
                        <Text span fw={600}>
                          {t('fsa:claim.patient')}:{' '}
                        </Text>
                        {claimInfo.patientName}
                      </List.Item>
                      <List.Item>
                        <Text span fw={600}>
                          {t('fsa:claim.provider')}:{' '}
                        </Text>
                        {claimInfo.providerName ?? t('fsa:claim.unknownProvider')}
                      </List.Item>
                      <List.Item>
                        <Text span fw={600}>
                          {t('fsa:claim.serviceDate')}:{' '}
                        </Text>
                        {fmt.date(claimInfo.serviceDate)}
                      </List.Item>
                      <List.Item>
                        <Text span fw={600}>
                          {t('fsa:claim.responsibility')}:{' '}
                        </Text>
                        {fmt.money(claimInfo.responsibilityCents)}
                      </List.Item>
                      <List.Item>
                        <Text span fw={600}>
                          {t('fsa:claim.paid')}:{' '}
                        </Text>
                        {fmt.money(claimInfo.paidCents)}
                      </List.Item>
                      <List.Item>
                        <Text span fw={600}>
                          {t('fsa:claim.remaining')}:{' '}
                        </Text>
                        <span data-testid="fsa-remaining" data-cents={claimInfo.remainingCents}>
                          {fmt.money(claimInfo.remainingCents)}
                        </span>
                      </List.Item>
                    </List>
                  ) : null
                }
              </QueryState>
            )}
            {claimInfo && !claimInfo.payable && (
              <Alert color="yellow" variant="light" role="status">
                {t(
                  claimInfo.remainingCents === 0
                    ? 'fsa:claim.paidInFull'
                    : 'messages:fsaClaimNotPayable',
                )}
              </Alert>
            )}
            {accounts.isSuccess && usable.length === 0 && (
              <Alert color="yellow" variant="light" role="status">
                {t('fsa:form.noUsableAccount')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('fsa:form.account')}
                withAsterisk
                data={usable.map((a) => ({
                  value: a.accountId,
                  label: t('fsa:form.accountOption', {
                    name: accountName(a),
                    amount: fmt.money(a.availableCents),
                  }),
                }))}
                value={accountId}
                onChange={(e) => {
                  setAccountChoice(e.currentTarget.value);
                  setAmount(null);
                  submit.reset();
                }}
                error={errorOf('accountId')}
              />
              <TextInput
                label={t('fsa:form.amount')}
                withAsterisk
                inputMode="decimal"
                autoComplete="off"
                leftSection="$"
                value={amountValue}
                description={
                  claimInfo && account
                    ? t('fsa:form.amountHint', {
                        remaining: fmt.money(claimInfo.remainingCents),
                        available: fmt.money(account.availableCents),
                      })
                    : undefined
                }
                onChange={(e) => {
                  setAmount(e.currentTarget.value);
                  setErrors((x) => ({ ...x, amountCents: undefined }));
                }}
                error={errorOf('amountCents')}
              />
            </SimpleGrid>
            <Radio.Group
              label={t('fsa:form.payTo')}
              withAsterisk
              value={payTo}
              onChange={(v) => setPayTo(v as PayTo)}
              error={errorOf('payTo')}
            >
              <Group mt="xs">
                <Radio value="Provider" label={t('fsa:payTo.Provider')} />
                <Radio value="Member" label={t('fsa:payTo.Member')} />
              </Group>
            </Radio.Group>
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
