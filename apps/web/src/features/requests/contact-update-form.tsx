import { Alert, Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { updateContactInformation } from '@bp/contract/api/conversation-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeUsDate } from '../../lib/us-date';
import { DateField } from '../../ui/date-field';
import { ContractForm } from '../../ui/use-contract-form';
import { AddressFields, addressBody, EMPTY_ADDRESS, type AddressValues } from './address-fields';
import { RequestConfirmation } from './request-parts';
import { useRequestContactUpdate } from './use-requests';
import { useRequestForm } from './use-request-form';

interface Values {
  newAddress: boolean;
  address: AddressValues;
  homePhone: string;
  workPhone: string;
  cellPhone: string;
  email: string;
  effectiveDate: string;
}
const EMPTY: Values = {
  newAddress: false,
  address: EMPTY_ADDRESS,
  homePhone: '',
  workPhone: '',
  cellPhone: '',
  email: '',
  effectiveDate: '',
};

/**
 * A change of address, phones or e-mail (Conversations/UpdateContactInformation): at least one of them,
 * and an optional effective date. Staff pass the `memberId`.
 */
export function ContactUpdateForm({ memberId }: { memberId?: string | undefined }) {
  const { t } = useTranslation(['admin-profile', 'messages']);
  const request = useRequestContactUpdate();
  const [done, setDone] = useState<number | null>(null);
  const text = (v: Values, k: 'homePhone' | 'workPhone' | 'cellPhone' | 'email') =>
    v[k].trim() ? { [k]: v[k].trim() } : {};
  const form = useRequestForm({
    initial: EMPTY,
    schema: updateContactInformation.body,
    body: (v: Values) => ({
      ...(memberId ? { memberId } : {}),
      ...(v.newAddress ? { address: addressBody(v.address) } : {}),
      ...text(v, 'homePhone'),
      ...text(v, 'workPhone'),
      ...text(v, 'cellPhone'),
      ...text(v, 'email'),
      ...(v.effectiveDate.trim() ? { effectiveDate: normalizeUsDate(v.effectiveDate) } : {}),
    }),
    mutation: request,
    isDirty: (v) =>
      [v.homePhone, v.workPhone, v.cellPhone, v.email].some(Boolean) ||
      Object.values(v.address).some(Boolean),
    onDone: setDone,
  });
  const { values, errorOf } = form;
  // The errors stay until the next submit (they are about the request as it was sent).
  const set = <K extends keyof Values>(k: K, v: Values[K]) =>
    form.update((prev) => ({ ...prev, [k]: v }));

  if (done !== null)
    return (
      <RequestConfirmation
        title={t('updateInfo.sentTitle')}
        text={t('updateInfo.contactSent', { id: done })}
        mailNote={memberId === undefined}
        onAgain={() => {
          setDone(null);
          form.reset();
        }}
      />
    );

  const phone = (k: 'homePhone' | 'workPhone' | 'cellPhone') => (
    <TextInput
      label={t(`updateInfo.${k}`)}
      type="tel"
      autoComplete="off"
      value={values[k]}
      error={errorOf(k)}
      onChange={(e) => set(k, e.currentTarget.value)}
    />
  );
  const rootError = form.errors._form;
  return (
    <ContractForm form={form}>
      <Stack maw={640}>
        {(form.formError || rootError) && (
          <Alert color="red" variant="light" role="alert">
            {rootError ? t('updateInfo.contactRequired') : form.formError}
          </Alert>
        )}
        <Switch
          label={t('updateInfo.newAddress')}
          checked={values.newAddress}
          onChange={(e) => set('newAddress', e.currentTarget.checked)}
        />
        {values.newAddress && (
          <AddressFields
            legend={t('updateInfo.address')}
            value={values.address}
            onChange={(a) => set('address', a)}
            errorOf={(f) => errorOf(`address.${f}`)}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {phone('homePhone')}
          {phone('workPhone')}
          {phone('cellPhone')}
        </SimpleGrid>
        <TextInput
          label={t('updateInfo.email')}
          type="email"
          autoComplete="off"
          value={values.email}
          error={errorOf('email')}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
        <DateField
          label={t('updateInfo.effectiveDate')}
          value={values.effectiveDate}
          error={errorOf('effectiveDate')}
          onChange={(v) => set('effectiveDate', v)}
        />
        <Group>
          <Button type="submit" loading={request.isPending}>
            {t('updateInfo.submitContact')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
