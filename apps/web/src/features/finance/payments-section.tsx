import { useState, type FormEvent } from 'react';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckRunSummary } from '@bp/contract/api/checkrun';
import type { CheckRunRef } from '@bp/contract/routes';
import { formatUsDate, parseAnyDate } from '@bp/contract/rules/dates';
import { DataTable } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useAddPayment, usePaymentTypes, useUpdatePayment } from './use-check-runs';

type Payment = CheckRunSummary['payments'][number];

/** Add a funding payment, or correct one (its clear date above all). */
function PaymentForm({
  runRef,
  editing,
  onDone,
}: {
  runRef: CheckRunRef;
  editing: Payment | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('finance');
  const types = usePaymentTypes();
  const add = useAddPayment();
  const update = useUpdatePayment();
  const [type, setType] = useState<string | null>(editing ? String(editing.paymentTypeId) : '1');
  const [amount, setAmount] = useState<number | string>(editing ? editing.amountCents / 100 : '');
  const [reference, setReference] = useState(editing?.reference ?? '');
  const us = (iso: string | null | undefined) => {
    const d = iso ? parseAnyDate(iso) : null;
    return d ? formatUsDate(d) : '';
  };
  const [paymentDate, setPaymentDate] = useState(us(editing?.paymentDate ?? runRef.date));
  const [clearDate, setClearDate] = useState(us(editing?.clearDate));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = Math.round(Number(amount) * 100);
    const missing: Record<string, string> = {};
    if (!type) missing.paymentTypeId = t('required');
    if (!amount || !(cents > 0)) missing.amountCents = t('required');
    if (!paymentDate) missing.paymentDate = t('required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const body = {
      paymentTypeId: Number(type),
      amountCents: cents,
      paymentDate,
      ...(reference ? { reference } : {}),
      ...(clearDate ? { clearDate } : {}),
    };
    const handlers = {
      onSuccess: () => {
        notify({ type: 'success', text: t('payments.saved') });
        onDone();
      },
      onError: (err: unknown) => {
        const fields = fieldErrorsOf(err, t);
        setErrors(fields);
        if (!Object.keys(fields).length) notify({ type: 'error', text: errorTextOf(err, t) });
      },
    };
    if (editing) update.mutate({ paymentId: editing.paymentId, ...body }, handlers);
    else add.mutate({ ...runRef, ...body }, handlers);
  };
  const title = editing ? t('payments.editTitle') : t('payments.addTitle');
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack mt="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('payments.type')}
            data={(types.data ?? []).map((p) => ({
              value: String(p.paymentTypeId),
              label: t(`paymentTypes.${p.paymentTypeId}`, { defaultValue: p.description }),
            }))}
            value={type}
            onChange={setType}
            allowDeselect={false}
            withAsterisk
            error={errors.paymentTypeId}
          />
          <NumberInput
            label={t('payments.amount')}
            value={amount}
            onChange={setAmount}
            min={0}
            decimalScale={2}
            prefix="$"
            withAsterisk
            error={errors.amountCents}
          />
          <TextInput
            label={t('payments.reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            maxLength={100}
            error={errors.reference}
          />
          <DateField
            label={t('payments.paymentDate')}
            value={paymentDate}
            onChange={setPaymentDate}
            withAsterisk
            error={errors.paymentDate}
          />
          <DateField
            label={t('payments.clearDate')}
            value={clearDate}
            onChange={setClearDate}
            error={errors.clearDate}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {title}
          </Button>
          {editing && (
            <Button variant="default" onClick={onDone}>
              {t('payments.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The run's funding payments with their clear dates and the balance; editable with CheckLogUpdate. */
export function PaymentsSection({
  runRef,
  summary,
  canUpdate,
}: {
  runRef: CheckRunRef;
  summary: CheckRunSummary;
  canUpdate: boolean;
}) {
  const { t } = useTranslation('finance');
  const { date, money } = useFormat();
  const [editing, setEditing] = useState<Payment | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <SectionCard title={t('payments.title')}>
      <DataTable label={t('payments.title')} minWidth={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payments.type')}</Table.Th>
            <Table.Th>{t('payments.reference')}</Table.Th>
            <Table.Th>{t('payments.paymentDate')}</Table.Th>
            <Table.Th>{t('payments.clearDate')}</Table.Th>
            <Table.Th>{t('payments.amount')}</Table.Th>
            {canUpdate && <Table.Th>{t('payments.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.payments.map((p) => (
            <Table.Tr key={p.paymentId}>
              <Table.Td>
                {t(`paymentTypes.${p.paymentTypeId}`, { defaultValue: p.paymentType })}
              </Table.Td>
              <Table.Td>{p.reference ?? ''}</Table.Td>
              <Table.Td>{date(p.paymentDate)}</Table.Td>
              <Table.Td>{date(p.clearDate)}</Table.Td>
              <Table.Td>{money(p.amountCents)}</Table.Td>
              {canUpdate && (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setEditing(p)}
                    aria-label={t('payments.editOne', { reference: p.reference ?? p.paymentId })}
                  >
                    {t('payments.edit')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" colSpan={4}>
              {t('payments.balance')}
            </Table.Th>
            <Table.Td fw={700}>{money(summary.balanceCents)}</Table.Td>
            {canUpdate && <Table.Td />}
          </Table.Tr>
        </Table.Tbody>
      </DataTable>
      {canUpdate && (
        <PaymentForm
          key={editing ? `edit-${editing.paymentId}` : `add-${formKey}`}
          runRef={runRef}
          editing={editing}
          onDone={() => {
            setEditing(null);
            setFormKey((k) => k + 1);
          }}
        />
      )}
    </SectionCard>
  );
}
