import { Checkbox, NativeSelect, TextInput, Textarea } from '@mantine/core';
import type { OnlineFormField } from '@bp/contract/api/downloads';
import { useTranslation } from 'react-i18next';

/** One input for a form field of any type (labels come from the form's definition). */
export function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: OnlineFormField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('content');
  const common = { label: field.label, withAsterisk: field.required, error, name: field.name };
  switch (field.type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={value}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={4000}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          name={field.name}
          error={error}
          checked={value === 'true'}
          onChange={(e) => onChange(e.currentTarget.checked ? 'true' : 'false')}
          required={field.required}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[
            { value: '', label: t('form.choose') },
            ...field.options.map((o) => ({ value: o, label: o })),
          ]}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={value}
          maxLength={200}
          type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'}
          placeholder={field.type === 'date' ? t('form.datePlaceholder') : undefined}
          description={field.type === 'date' ? t('form.dateHint') : undefined}
          inputMode={field.type === 'date' ? 'numeric' : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
