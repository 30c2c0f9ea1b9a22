import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import type { ContractFormState } from '../../ui/use-contract-form';
import { CODE_LISTS, codeOptions } from './code-labels';
import type { EnrollmentValues } from './enrollment-rules';

export type EnrollmentForm = ContractFormState<EnrollmentValues>;

/** The employee's fields that hold text. */
export type TextField = {
  [K in keyof EnrollmentValues]: EnrollmentValues[K] extends string ? K : never;
}[keyof EnrollmentValues];

/** The inputs of the enrollment's text fields: text input props, a code list select, a date field. */
export function useEnrollmentFields(form: EnrollmentForm) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const { values, set, errorOf } = form;
  return {
    text: (name: TextField, required = false, autoComplete = 'off') => ({
      label: t(`fields.${name}`),
      value: values[name],
      onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
      error: errorOf(name),
      withAsterisk: required,
      autoComplete,
    }),
    select: (name: TextField, list: keyof typeof CODE_LISTS, required = true) => (
      <NativeSelect
        label={t(`fields.${name}`)}
        withAsterisk={required}
        value={values[name]}
        onChange={(e) => set(name, e.currentTarget.value)}
        error={errorOf(name)}
        data={codeOptions(t, list)}
      />
    ),
    date: (name: TextField, required = false) => (
      <DateField
        label={t(`fields.${name}`)}
        withAsterisk={required}
        value={values[name]}
        onChange={(v) => set(name, v)}
        error={errorOf(name)}
      />
    ),
  };
}
