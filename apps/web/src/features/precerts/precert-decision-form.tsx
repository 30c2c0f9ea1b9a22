import { Button, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { PrecertDetail } from '@bp/contract/api/precerts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import {
  EMPTY_DECISION,
  nextStatuses,
  takesDays,
  validateDecision,
  type DecisionValues,
} from './precert-decision-rules';
import { usePrecertDecision } from './use-precert-decision';
import { FormError } from '../../ui/form-error';

/**
 * A reviewer's decision on a pre-certification (Precerts/UpdateStatus): new status, days approved for an
 * approval, the reason (required to deny) and a note. A final pre-certification offers no decision.
 */
export function PrecertDecisionForm({ precert }: { precert: PrecertDetail }) {
  const { t } = useTranslation(['admin-options', 'precerts', 'messages']);
  const decide = usePrecertDecision();
  const choices = nextStatuses(precert.status);
  const form = useContractForm({
    initial: EMPTY_DECISION,
    validate: (v: DecisionValues) => validateDecision(precert.certNo, v),
    guard: false,
    onValid: (body) =>
      decide.mutate(body, {
        onSuccess: () => {
          form.reset();
          notify({ type: 'success', text: t('precertDecision.saved', { certNo: precert.certNo }) });
        },
        onError: (error) => form.fail(error),
      }),
  });
  const { values, errorOf } = form;
  // Any change takes the errors away (they were about the decision as it was).
  const set = (f: keyof DecisionValues, value: string) => {
    form.update((v) => ({ ...v, [f]: value }));
    form.clearErrors();
  };

  if (choices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('precertDecision.final')}
      </Text>
    );

  const denying = values.status === 'Denied';

  return (
    <ContractForm form={form} aria-labelledby="precert-decision-title">
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
        <FormError text={form.formError} />
        <Button type="submit" loading={decide.isPending} w="fit-content">
          {t('precertDecision.submit')}
        </Button>
      </Stack>
    </ContractForm>
  );
}
