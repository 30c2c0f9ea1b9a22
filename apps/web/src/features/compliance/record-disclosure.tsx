import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RECORDED_DISCLOSURE_PURPOSES } from '@bp/contract/disclosures';
import { DateField } from '../../ui/date-field';
import { FormError } from '../../ui/form-error';
import { notify } from '../../ui/notify';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import { EMPTY_DISCLOSURE, disclosureSchema, type DisclosureValues } from './compliance-rules';
import { useRecordDisclosure } from './use-compliance';

/**
 * "Record a disclosure" (compliance): a disclosure made outside treatment, payment and operations — to a
 * court, a public health authority, law enforcement … — for the member's accounting of disclosures.
 */
export function RecordDisclosure() {
  const { t } = useTranslation(['compliance', 'messages']);
  const save = useRecordDisclosure();
  const form = useContractForm({
    initial: EMPTY_DISCLOSURE,
    validate: disclosureSchema,
    pending: save.isPending,
    onValid: (body) =>
      save.mutate(body, {
        onSuccess: () => {
          form.reset();
          notify({ type: 'success', text: t('disclose.saved') });
        },
        onError: (e) => form.fail(e),
      }),
  });
  const text = (f: keyof DisclosureValues) => ({
    label: t(`disclose.fields.${f}`),
    value: form.values[f],
    error: form.errorOf(f),
    withAsterisk: true,
    autoComplete: 'off',
    onChange: (e: { currentTarget: { value: string } }) => form.set(f, e.currentTarget.value),
  });
  return (
    <SectionCard title={t('disclose.title')}>
      <ContractForm form={form} aria-label={t('disclose.title')}>
        <Stack>
          <FormError text={form.formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('memberId')} />
            <DateField
              label={t('disclose.fields.disclosedOn')}
              value={form.values.disclosedOn}
              withAsterisk
              error={form.errorOf('disclosedOn')}
              onChange={(v) => form.set('disclosedOn', v)}
            />
            <TextInput {...text('recipient')} />
            <NativeSelect
              label={t('disclose.fields.purpose')}
              withAsterisk
              value={form.values.purpose}
              error={form.errorOf('purpose')}
              data={[
                { value: '', label: t('disclose.choose') },
                ...RECORDED_DISCLOSURE_PURPOSES.map((p) => ({
                  value: p,
                  label: t(`purposes.${p}`),
                })),
              ]}
              onChange={(e) => form.set('purpose', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea {...text('description')} minRows={3} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('disclose.save')}
            </Button>
          </Group>
        </Stack>
      </ContractForm>
    </SectionCard>
  );
}
