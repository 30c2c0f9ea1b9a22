import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from './message-center-rules';

/** A message's text: required, at most 10,000 characters, with a counter; line breaks are kept. */
export function MessageBodyField({
  label,
  value,
  onChange,
  error,
  disabled,
  minRows = 6,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  minRows?: number;
}) {
  const { t, i18n } = useTranslation('messaging');
  const nf = new Intl.NumberFormat(i18n.language === 'sp' ? 'es-US' : 'en-US');
  return (
    <Textarea
      label={label}
      withAsterisk
      required
      rows={minRows}
      resize="vertical"
      maxLength={MESSAGE_MAX_LENGTH}
      value={value}
      disabled={disabled}
      error={error}
      description={t('body.counter', {
        count: nf.format(value.length),
        max: nf.format(MESSAGE_MAX_LENGTH),
      })}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
