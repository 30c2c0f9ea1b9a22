import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../ui/use-language';
import type { FilterFormValues } from './claim-filters';
import { useClaimYears, usePatients, useSearchOptions } from './use-claims';

/** The props the claim filters' inputs share: the values, typing into one, and its error text. */
export interface ClaimFilterFieldsProps {
  values: FilterFormValues;
  onChange: (key: keyof FilterFormValues) => (e: { currentTarget: { value: string } }) => void;
  errorOf: (key: keyof FilterFormValues) => string | undefined;
}

/** The year and patient filters (always shown, also on phones). */
export function ClaimYearPatientFilters({ values, onChange }: ClaimFilterFieldsProps) {
  const { t } = useTranslation(['claims', 'messages']);
  const years = useClaimYears();
  const patients = usePatients();
  // A year or patient in the URL that the lists no longer hold (e.g. access withdrawn) stays selectable.
  const yearList = years.data ?? [];
  const yearOptions = [
    { value: '', label: t('filters.recent') },
    ...(values.year && !yearList.includes(Number(values.year)) ? [Number(values.year)] : [])
      .concat(yearList)
      .map((y) => ({ value: String(y), label: String(y) })),
  ];
  const patientList = patients.data ?? [];
  const patientOptions = [
    { value: '', label: t('filters.allPatients') },
    ...patientList.map((p) => ({ value: String(p.dependentNumber), label: p.name })),
    ...(values.patient && !patientList.some((p) => String(p.dependentNumber) === values.patient)
      ? [{ value: values.patient, label: t('filters.otherPatient') }]
      : []),
  ];
  return (
    <>
      <NativeSelect
        label={t('filters.year')}
        value={values.year}
        onChange={onChange('year')}
        data={yearOptions}
      />
      <NativeSelect
        label={t('filters.patient')}
        value={values.patient}
        onChange={onChange('patient')}
        data={patientOptions}
      />
    </>
  );
}

/** The other filters: claim type, date kind and range, provider, claim and check number. */
export function ClaimMoreFilters({ values, onChange, errorOf }: ClaimFilterFieldsProps) {
  const { t } = useTranslation(['claims', 'messages']);
  const language = useLanguage();
  const options = useSearchOptions(language);
  const yearChosen = values.year !== '';
  const dateFilters = options.data?.dateFilters.length
    ? options.data.dateFilters
    : [{ value: 'serviceDate', label: t('filters.serviceDate') }];
  const text = (key: 'from' | 'thru' | 'provider' | 'claim' | 'check', label: string) => ({
    label: t(label),
    value: values[key],
    onChange: onChange(key),
    error: errorOf(key),
    autoComplete: 'off',
  });
  return (
    <>
      <NativeSelect
        label={t('filters.claimType')}
        value={values.claimType}
        onChange={onChange('claimType')}
        data={[{ value: '', label: t('filters.allTypes') }, ...(options.data?.claimTypes ?? [])]}
      />
      <NativeSelect
        label={t('filters.dateFilter')}
        value={values.dateFilter}
        onChange={onChange('dateFilter')}
        data={dateFilters}
        disabled={yearChosen}
        description={yearChosen ? t('filters.yearSetsDates') : t('filters.dateHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <TextInput
        {...text('from', 'filters.fromDate')}
        placeholder={t('filters.datePlaceholder')}
        inputMode="numeric"
        disabled={yearChosen}
      />
      <TextInput
        {...text('thru', 'filters.thruDate')}
        placeholder={t('filters.datePlaceholder')}
        inputMode="numeric"
        disabled={yearChosen}
      />
      <TextInput {...text('provider', 'filters.providerNumber')} maxLength={20} />
      <TextInput
        {...text('claim', 'filters.claimNumber')}
        placeholder={t('filters.claimPlaceholder')}
        maxLength={40}
      />
      <TextInput {...text('check', 'filters.checkNumber')} maxLength={20} />
    </>
  );
}
