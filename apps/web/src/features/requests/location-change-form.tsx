import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { locationChangeRequest } from '@bp/contract/api/conversation-requests';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeUsDate } from '../../lib/us-date';
import { DateField } from '../../ui/date-field';
import { useFocusFirstError } from '../../ui/focus-first-error';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { RequestConfirmation } from './request-parts';
import { useRequestLocationChange } from './use-requests';
import { useRequestSubmission } from './use-request-submission';

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState(0);
  const { errors, formError, done, formRef, send, clearDone } = useRequestSubmission(
    locationChangeRequest.body,
    request,
  );
  const ownRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(ownRef, refused);

  if (done !== null)
    return (
      <RequestConfirmation
        title={t('updateInfo.sentTitle')}
        text={t('updateInfo.locationSent', { id: done })}
        mailNote={memberId === undefined}
        onAgain={() => {
          clearDone();
          setValues(EMPTY);
        }}
      />
    );

  const set = (k: keyof Values, v: string) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    setLocal({});
  };
  const shown = { ...errors, ...local };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const number = values.newLocationNumber.trim();
    const name = values.newLocationName.trim();
    if (!number && !name) {
      setLocal({ newLocationName: t('updateInfo.locationRequired') });
      setRefused((n) => n + 1);
      return;
    }
    if (number && !/^\d{1,9}$/.test(number)) {
      setLocal({
        newLocationNumber: t('messages:numeric', { defaultValue: t('messages:invalidValue') }),
      });
      setRefused((n) => n + 1);
      return;
    }
    send({
      ...(memberId ? { memberId } : {}),
      ...(number ? { newLocationNumber: Number(number) } : {}),
      ...(name ? { newLocationName: name } : {}),
      effectiveDate: normalizeUsDate(values.effectiveDate),
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    });
  };

  const setRefs = (el: HTMLFormElement | null) => {
    formRef.current = el;
    ownRef.current = el;
  };
  const dirty = Object.values(values).some((v) => v.trim() !== '');
  return (
    <form ref={setRefs} onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={dirty && !request.isPending} />
      <Stack maw={640}>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('updateInfo.locationNumber')}
            inputMode="numeric"
            autoComplete="off"
            value={values.newLocationNumber}
            error={shown.newLocationNumber}
            onChange={(e) => set('newLocationNumber', e.currentTarget.value)}
          />
          <TextInput
            label={t('updateInfo.locationName')}
            autoComplete="off"
            maxLength={100}
            value={values.newLocationName}
            error={shown.newLocationName}
            onChange={(e) => set('newLocationName', e.currentTarget.value)}
          />
        </SimpleGrid>
        <DateField
          label={t('updateInfo.effectiveDate')}
          withAsterisk
          value={values.effectiveDate}
          error={shown.effectiveDate}
          onChange={(v) => set('effectiveDate', v)}
        />
        <Textarea
          label={t('updateInfo.notes')}
          rows={2}
          maxLength={1000}
          value={values.notes}
          error={shown.notes}
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={request.isPending}>
            {t('updateInfo.submitLocation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
