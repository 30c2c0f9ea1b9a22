import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import type { Member } from '@bp/contract/api/members';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { DateField } from '../../ui/date-field';
import { errorTextOf } from '../../ui/field-errors';
import { useFocusFirstError } from '../../ui/focus-first-error';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { RequestConfirmation } from './request-parts';
import { TerminationWho } from './termination-who';
import {
  EMPTY_TERMINATION,
  TERMINATION_REASONS,
  validateTermination,
  type TerminationField,
  type TerminationValues,
} from './termination-rules';
import { useRequestTermination } from './use-requests';

const FIELDS: readonly TerminationField[] = [
  'dependentNumbers',
  'terminationDate',
  'reason',
  'lastDayWorked',
  'notes',
];

/**
 * Request the end of a member's coverage (Terminations/Create), staff for a member of their groups. For
 * an employee: the whole household or chosen dependents; for a dependent: that person only.
 */
export function TerminationForm({
  member,
  dependents,
}: {
  member: Member;
  dependents: readonly Member[];
}) {
  const { t } = useTranslation(['admin-profile', 'messages']);
  const request = useRequestTermination();
  const [values, setValues] = useState<TerminationValues>(EMPTY_TERMINATION);
  const [errors, setErrors] = useState<Partial<Record<TerminationField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<number | null>(null);
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, refused);

  if (done !== null)
    return (
      <RequestConfirmation
        title={t('termination.sentTitle')}
        text={t('termination.sent', { id: done })}
        mailNote={false}
        onAgain={() => {
          setDone(null);
          setValues(EMPTY_TERMINATION);
        }}
      />
    );

  const set = <K extends keyof TerminationValues>(k: K, v: TerminationValues[K]) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    const field = k === 'dependents' || k === 'scope' ? 'dependentNumbers' : k;
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (k: TerminationField) =>
    errors[k]
      ? t(`messages:${errors[k]}`, { defaultValue: t('messages:invalidValue') })
      : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const r = validateTermination(member.memberId, values);
    if (!r.ok) {
      setErrors(r.fields);
      setRefused((n) => n + 1);
      return;
    }
    setErrors({});
    request.mutate(r.body, {
      onSuccess: (res) => setDone(res.conversationId),
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.body.fields ?? {}) : {};
        const known = Object.entries(fields)
          .map(([k, v]) => [k.startsWith('dependentNumbers') ? 'dependentNumbers' : k, v] as const)
          .filter(([k]) => FIELDS.includes(k as TerminationField));
        if (known.length > 0) {
          setErrors(Object.fromEntries(known));
          setRefused((n) => n + 1);
        } else
          setFormError(
            error instanceof ApiError && error.status === 409
              ? t('termination.conflict')
              : errorTextOf(error, t),
          );
      },
    });
  };

  const dirty = values.terminationDate !== '' || values.reason !== '' || values.notes !== '';
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={dirty && !request.isPending} />
      <Stack maw={720}>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <TerminationWho
          member={member}
          dependents={dependents}
          values={values}
          set={set}
          error={errorOf('dependentNumbers')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={t('termination.date')}
            description={t('termination.dateHelp')}
            withAsterisk
            value={values.terminationDate}
            error={errorOf('terminationDate')}
            onChange={(v) => set('terminationDate', v)}
          />
          <NativeSelect
            label={t('termination.reason')}
            withAsterisk
            value={values.reason}
            error={errorOf('reason')}
            onChange={(e) => set('reason', e.currentTarget.value as TerminationValues['reason'])}
            data={[
              { value: '', label: t('termination.chooseReason') },
              ...TERMINATION_REASONS.map((r) => ({
                value: r,
                label: t(`termination.reasons.${r}`),
              })),
            ]}
          />
        </SimpleGrid>
        {values.reason === 'EndOfEmployment' && (
          <DateField
            label={t('termination.lastDayWorked')}
            value={values.lastDayWorked}
            error={errorOf('lastDayWorked')}
            onChange={(v) => set('lastDayWorked', v)}
          />
        )}
        <Checkbox
          label={t('termination.cobra')}
          checked={values.cobraEligible}
          onChange={(e) => set('cobraEligible', e.currentTarget.checked)}
        />
        <Textarea
          label={t('termination.notes')}
          rows={2}
          maxLength={2000}
          value={values.notes}
          error={errorOf('notes')}
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={request.isPending}>
            {t('termination.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
