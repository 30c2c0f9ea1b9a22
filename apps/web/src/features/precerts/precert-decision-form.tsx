import {
  Alert,
  Button,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { PrecertDetail } from '@bp/contract/api/precerts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorTextOf, focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import {
  EMPTY_DECISION,
  nextStatuses,
  takesDays,
  validateDecision,
  type DecisionValues,
} from './precert-decision-rules';
import { usePrecertDecision } from './use-precert-decision';

type Field = keyof DecisionValues;

/**
 * A reviewer's decision on a pre-certification (Precerts/UpdateStatus): new status, days approved for an
 * approval, the reason (required to deny) and a note. A final pre-certification offers no decision.
 */
export function PrecertDecisionForm({ precert }: { precert: PrecertDetail }) {
  const { t } = useTranslation(['admin-options', 'precerts', 'messages']);
  const [values, setValues] = useState<DecisionValues>(EMPTY_DECISION);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const decide = usePrecertDecision();
  const choices = nextStatuses(precert.status);
  const errorOf = (f: Field) =>
    errors[f]
      ? t(`messages:${errors[f]}`, { defaultValue: t('messages:invalidValue') })
      : undefined;
  const set = (f: Field, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    setErrors({});
  };

  if (choices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('precertDecision.final')}
      </Text>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateDecision(precert.certNo, values);
    if (!result.ok) {
      setErrors(result.fields);
      focusFirstInvalid(formRef.current);
      return;
    }
    decide.mutate(result.body, {
      onSuccess: () => {
        setValues(EMPTY_DECISION);
        notify({ type: 'success', text: t('precertDecision.saved', { certNo: precert.certNo }) });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body.fields) {
          setErrors(error.body.fields as Partial<Record<Field, string>>);
          focusFirstInvalid(formRef.current);
        }
      },
    });
  };
  const denying = values.status === 'Denied';

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="precert-decision-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="precert-decision-title">
          {t('precertDecision.title')}
        </Title>
        <NativeSelect
          label={t('precertDecision.status')}
          withAsterisk
          value={values.status}
          error={errorOf('status')}
          data={[
            { value: '', label: t('precertDecision.choose') },
            ...choices.map((s) => ({ value: s, label: t(`precerts:status.${s}`) })),
          ]}
          onChange={(e) => set('status', e.currentTarget.value)}
        />
        {takesDays(values.status) && (
          <TextInput
            label={t('precertDecision.daysApproved')}
            inputMode="numeric"
            autoComplete="off"
            value={values.daysApproved}
            error={errorOf('daysApproved')}
            onChange={(e) => set('daysApproved', e.currentTarget.value)}
          />
        )}
        <Textarea
          label={t('precertDecision.reason')}
          description={t('precertDecision.reasonHint')}
          withAsterisk={denying}
          rows={3}
          maxLength={500}
          value={values.decisionReason}
          error={errorOf('decisionReason')}
          onChange={(e) => set('decisionReason', e.currentTarget.value)}
        />
        <Textarea
          label={t('precertDecision.note')}
          rows={3}
          maxLength={2000}
          value={values.note}
          error={errorOf('note')}
          onChange={(e) => set('note', e.currentTarget.value)}
        />
        {decide.isError && !(decide.error instanceof ApiError && decide.error.body.fields) && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(decide.error, t)}
          </Alert>
        )}
        <Button type="submit" loading={decide.isPending} w="fit-content">
          {t('precertDecision.submit')}
        </Button>
      </Stack>
    </form>
  );
}
