import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeUsDate, typeUsDate } from '../lib/us-date';

interface DateFieldProps {
  label: string;
  /** The date as typed, MM/DD/YYYY (what the API accepts too). */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  withAsterisk?: boolean;
}

/**
 * A date typed as MM/DD/YYYY (spec §9), the same in every language and browser, unlike the browser's
 * date input, whose format follows the browser's locale. On a phone the numeric keypad opens and the
 * slashes are added while typing; a one-digit month or day is padded when the field is left.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  description,
  disabled,
  withAsterisk,
}: DateFieldProps) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      label={label}
      value={value}
      placeholder={t('date.placeholder')}
      description={description ?? t('date.hint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      inputMode="numeric"
      autoComplete="off"
      error={error}
      disabled={disabled}
      withAsterisk={withAsterisk}
      onChange={(e) => onChange(typeUsDate(value, e.currentTarget.value))}
      onBlur={() => {
        const normalized = normalizeUsDate(value);
        if (normalized !== value) onChange(normalized);
      }}
    />
  );
}
