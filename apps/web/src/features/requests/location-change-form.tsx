import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { locationChangeRequest } from '@bp/contract/api/conversation-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeUsDate } from '../../lib/us-date';
import { DateField } from '../../ui/date-field';
import { ContractForm } from '../../ui/use-contract-form';
import { RequestConfirmation } from './request-parts';
import { useRequestLocationChange } from './use-requests';
import { useRequestForm } from './use-request-form';
import { FormError } from '../../ui/form-error';

interface Values {
  newLocationNumber: string;
  newLocationName: string;
  effectiveDate: string;
  notes: string;
}
const EMPTY: Values = { newLocationNumber: '', newLocationName: '', effectiveDate: '', notes: '' };

/**
 * Move an employee to another location (division) of the group (Conversations/LocationChangeRequest):
 * the new location by number or name, the effective date and notes. Staff pass the `memberId`.
 */
export function LocationChangeForm({ memberId }: { memberId?: string | undefined }) {
  const { t } = useTranslation(['admin-profile', 'messages']);
  const request = useRequestLocationChange();
  const [done, setDone] = useState<number | null>(null);
  const form = useRequestForm({
    initial: EMPTY,
    schema: locationChangeRequest.body,
    // A location by number or by name; a number is digits only.
    precheck: (v: Values): Record<string, string> => {
      const number = v.newLocationNumber.trim();
      if (!number && !v.newLocationName.trim())
        return { newLocationName: 'admin-profile:updateInfo.locationRequired' };
      if (number && !/^\d{1,9}$/.test(number)) return { newLocationNumber: 'numeric' };
      return {};
    },
    body: (v: Values) => {
      const number = v.newLocationNumber.trim();
      const name = v.newLocationName.trim();
      return {
        ...(memberId ? { memberId } : {}),
        ...(number ? { newLocationNumber: Number(number) } : {}),
        ...(name ? { newLocationName: name } : {}),
        effectiveDate: normalizeUsDate(v.effectiveDate),
        ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
      };
    },
    mutation: request,
    isDirty: (v) => Object.values(v).some((x) => x.trim() !== ''),
    onDone: setDone,
  });
  const { values, errorOf } = form;

  if (done !== null)
    return (
      <RequestConfirmation
        title={t('updateInfo.sentTitle')}
        text={t('updateInfo.locationSent', { id: done })}
        mailNote={memberId === undefined}
        onAgain={() => {
          setDone(null);
          form.reset();
        }}
      />
    );

  // A change takes away the location's own checks (the request's stay until the next submit).
  const set = (k: keyof Values, v: string) => {
    form.update((prev) => ({ ...prev, [k]: v }));
    form.clearErrors('newLocationName', 'newLocationNumber');
  };

  return (
    <ContractForm form={form}>
      <Stack maw={640}>
        <FormError text={form.formError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('updateInfo.locationNumber')}
            inputMode="numeric"
            autoComplete="off"
            value={values.newLocationNumber}
            error={errorOf('newLocationNumber')}
            onChange={(e) => set('newLocationNumber', e.currentTarget.value)}
          />
          <TextInput
            label={t('updateInfo.locationName')}
            autoComplete="off"
            maxLength={100}
            value={values.newLocationName}
            error={errorOf('newLocationName')}
            onChange={(e) => set('newLocationName', e.currentTarget.value)}
          />
        </SimpleGrid>
        <DateField
          label={t('updateInfo.effectiveDate')}
          withAsterisk
          value={values.effectiveDate}
          error={errorOf('effectiveDate')}
          onChange={(v) => set('effectiveDate', v)}
        />
        <Textarea
          label={t('updateInfo.notes')}
          rows={2}
          maxLength={1000}
          value={values.notes}
          error={errorOf('notes')}
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={request.isPending}>
            {t('updateInfo.submitLocation')}
          </Button>
        </Group>
      </Stack>
    </ContractForm>
  );
}
