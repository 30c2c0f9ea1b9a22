import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { SectionCard } from '../../ui/section-card';
import { DiagnosisCodePicker, ProcedureCodePicker } from './code-picker';
import { SERVICE_TYPES, type NewPrecertField, type NewPrecertValues } from './new-precert-rules';

const MAX_CODES = 12;

/** What each section of the new pre-certification form is given: the values, a setter, the errors. */
export interface PrecertSectionProps {
  values: NewPrecertValues;
  set: <K extends NewPrecertField>(name: K, value: NewPrecertValues[K]) => void;
  errorOf: (name: NewPrecertField) => string | undefined;
}

/** Props of a plain text input of the form: its label, value, change and error. */
function useTextField({ values, set, errorOf }: PrecertSectionProps) {
  const { t } = useTranslation('provider');
  return (name: NewPrecertField, autoComplete = 'off') => ({
    label: t(`precertForm.fields.${name}`),
    value: values[name] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
    error: errorOf(name),
    autoComplete,
  });
}

/** The service: its type, dates and facility. */
export function PrecertServiceSection(props: PrecertSectionProps) {
  const { values, set, errorOf } = props;
  const { t } = useTranslation(['provider', 'precerts']);
  const text = useTextField(props);
  return (
    <SectionCard title={t('precertForm.serviceTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('precertForm.fields.serviceType')}
          withAsterisk
          value={values.serviceType}
          onChange={(e) =>
            set('serviceType', e.currentTarget.value as NewPrecertValues['serviceType'])
          }
          error={errorOf('serviceType')}
          data={[
            { value: '', label: t('precertForm.chooseService') },
            ...SERVICE_TYPES.map((s) => ({
              value: s,
              label: t(`precerts:serviceType.${s.toLowerCase()}`),
            })),
          ]}
        />
        <DateField
          label={t('precertForm.fields.serviceDate')}
          withAsterisk
          value={values.serviceDate}
          onChange={(v) => set('serviceDate', v)}
          error={errorOf('serviceDate')}
        />
        <DateField
          label={t('precertForm.fields.admitDate')}
          value={values.admitDate}
          onChange={(v) => set('admitDate', v)}
          error={errorOf('admitDate')}
        />
        <DateField
          label={t('precertForm.fields.dischargeDate')}
          value={values.dischargeDate}
          onChange={(v) => set('dischargeDate', v)}
          error={errorOf('dischargeDate')}
        />
        <TextInput {...text('facilityName')} />
      </SimpleGrid>
    </SectionCard>
  );
}

/** Diagnosis codes (required) and procedure codes (of the member's group), type-ahead. */
export function PrecertCodesSection({
  values,
  set,
  errorOf,
  groupNumber,
}: PrecertSectionProps & { groupNumber: number }) {
  const { t } = useTranslation('provider');
  return (
    <SectionCard title={t('precertForm.codesTitle')}>
      <Stack>
        <DiagnosisCodePicker
          label={t('precertForm.fields.diagnosisCodes')}
          description={t('precertForm.diagnosisHelp')}
          value={values.diagnosisCodes}
          onChange={(codes) => set('diagnosisCodes', codes)}
          error={errorOf('diagnosisCodes')}
          required
          max={MAX_CODES}
        />
        <ProcedureCodePicker
          groupNumber={groupNumber}
          label={t('precertForm.fields.procedureCodes')}
          description={t('precertForm.procedureHelp')}
          value={values.procedureCodes}
          onChange={(codes) => set('procedureCodes', codes)}
          error={errorOf('procedureCodes')}
          max={MAX_CODES}
        />
      </Stack>
    </SectionCard>
  );
}

/** The requesting provider, then the contact person and the notes. */
export function PrecertProviderSections(props: PrecertSectionProps) {
  const { values, set, errorOf } = props;
  const { t } = useTranslation('provider');
  const text = useTextField(props);
  return (
    <>
      <SectionCard title={t('precertForm.providerTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('providerName', 'organization')} withAsterisk />
          <TextInput {...text('providerNpi')} withAsterisk inputMode="numeric" />
          <TextInput {...text('providerTaxId')} />
          <TextInput {...text('providerPhone', 'tel')} withAsterisk type="tel" />
          <TextInput {...text('providerFax')} type="tel" />
        </SimpleGrid>
      </SectionCard>

      <SectionCard title={t('precertForm.contactTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('contactName', 'name')} withAsterisk />
          <TextInput {...text('contactPhone', 'tel')} withAsterisk type="tel" />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={t('precertForm.fields.notes')}
          value={values.notes}
          onChange={(e) => set('notes', e.currentTarget.value)}
          error={errorOf('notes')}
          autosize
          minRows={3}
          maxLength={4000}
        />
      </SectionCard>
    </>
  );
}
