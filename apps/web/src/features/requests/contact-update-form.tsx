import { Alert, Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { updateContactInformation } from '@bp/contract/api/conversation-requests';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeUsDate } from '../../lib/us-date';
import { DateField } from '../../ui/date-field';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import {
  AddressFields,
  addressBody,
  addressErrorsOf,
  EMPTY_ADDRESS,
  type AddressValues,
} from './address-fields';
import { RequestConfirmation } from './request-parts';
import { useRequestContactUpdate } from './use-requests';
import { useRequestSubmission } from './use-request-submission';

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
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, formError, done, formRef, send, clearDone } = useRequestSubmission(
    updateContactInformation.body,
    request,
  );

  if (done !== null)
    return (
      <RequestConfirmation
        title={t('updateInfo.sentTitle')}
        text={t('updateInfo.contactSent', { id: done })}
        mailNote={memberId === undefined}
        onAgain={() => {
          clearDone();
          setValues(EMPTY);
        }}
      />
    );

  const set = <K extends keyof Values>(k: K, v: Values[K]) =>
    setValues((prev) => ({ ...prev, [k]: v }));
  const text = (k: 'homePhone' | 'workPhone' | 'cellPhone' | 'email') =>
    values[k].trim() ? { [k]: values[k].trim() } : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({
      ...(memberId ? { memberId } : {}),
      ...(values.newAddress ? { address: addressBody(values.address) } : {}),
      ...text('homePhone'),
      ...text('workPhone'),
      ...text('cellPhone'),
      ...text('email'),
      ...(values.effectiveDate.trim()
        ? { effectiveDate: normalizeUsDate(values.effectiveDate) }
        : {}),
    });
  };

  const phone = (k: 'homePhone' | 'workPhone' | 'cellPhone') => (
    <TextInput
      label={t(`updateInfo.${k}`)}
      type="tel"
      autoComplete="off"
      value={values[k]}
      error={errors[k]}
      onChange={(e) => set(k, e.currentTarget.value)}
    />
  );
  const dirty =
    [values.homePhone, values.workPhone, values.cellPhone, values.email].some(Boolean) ||
    Object.values(values.address).some(Boolean);
  const rootError = errors._form;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={dirty && !request.isPending} />
      <Stack maw={640}>
        {(formError || rootError) && (
          <Alert color="red" variant="light" role="alert">
            {rootError ? t('updateInfo.contactRequired') : formError}
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
            errors={addressErrorsOf(errors, 'address')}
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
          error={errors.email}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
        <DateField
          label={t('updateInfo.effectiveDate')}
          value={values.effectiveDate}
          error={errors.effectiveDate}
          onChange={(v) => set('effectiveDate', v)}
        />
        <Group>
          <Button type="submit" loading={request.isPending}>
            {t('updateInfo.submitContact')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
