import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { Member } from '@bp/contract/api/members';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { DateField } from '../../ui/date-field';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
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
import { FormError } from '../../ui/form-error';

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
  const [done, setDone] = useState<number | null>(null);
  const form = useContractForm({
    initial: EMPTY_TERMINATION,
    validate: (v: TerminationValues) => validateTermination(member.memberId, v),
    // The server's `dependentNumbers.1` is the dependents' choice; other fields are not on the form.
    fieldOf: (path) => {
      const field = path.startsWith('dependentNumbers') ? 'dependentNumbers' : path;
      return FIELDS.find((f) => f === field);
    },
    isDirty: (v) => v.terminationDate !== '' || v.reason !== '' || v.notes !== '',
    pending: request.isPending,
    onValid: (body) =>
      request.mutate(body, {
        onSuccess: (res) => setDone(res.conversationId),
        onError: (error) => {
          if (!form.fail(error) && error instanceof ApiError && error.status === 409)
            form.setFormError(t('termination.conflict'));
        },
      }),
  });
  const { values, errorOf } = form;

  if (done !== null)
    return (
      <RequestConfirmation
        title={t('termination.sentTitle')}
        text={t('termination.sent', { id: done })}
        mailNote={false}
        onAgain={() => {
          setDone(null);
          form.reset();
        }}
      />
    );

  /** Sets a value; the choice of dependents (scope or dependents) loses the error of `dependentNumbers`. */
  const set = <K extends keyof TerminationValues>(k: K, v: TerminationValues[K]) => {
    form.update((prev) => ({ ...prev, [k]: v }));
    form.clearErrors(k === 'dependents' || k === 'scope' ? 'dependentNumbers' : k);
  };

  return (
    <ContractForm form={form}>
      <Stack maw={720}>
        <FormError text={form.formError} />
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
    </ContractForm>
  );
}
