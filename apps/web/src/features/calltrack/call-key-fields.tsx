import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  KEY_LEVELS,
  choicesOf,
  type KeyKind,
  type KeyOption,
  type KeyValues,
} from './calltrack-rules';

/**
 * The three levels of a from or regard key as native selects. Level 2 and 3 offer only the keys that fit
 * the keys chosen before them and stay disabled until then. `emptyLabel` names "no key" (e.g. "Any").
 */
export function CallKeyFields({
  kind,
  options,
  values,
  onChange,
  errors,
  required,
  emptyLabel,
  disabled,
}: {
  kind: KeyKind;
  options: readonly KeyOption[];
  values: KeyValues;
  onChange: (level: 1 | 2 | 3, key: string) => void;
  errors: Partial<Record<string, string>>;
  required?: boolean;
  emptyLabel: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin-options');
  const choices = choicesOf(options, kind, values);
  return (
    <>
      {KEY_LEVELS.map((level) => {
        const field = `${kind}Key${level}` as const;
        const list = choices[level];
        const current = values[field];
        // A stored key the options no longer list is still shown (read-only calls, old data).
        const data = [
          { value: '', label: emptyLabel },
          ...list.map((o) => ({ value: o.key, label: o.description })),
          ...(current && !list.some((o) => o.key === current)
            ? [{ value: current, label: current }]
            : []),
        ];
        return (
          <NativeSelect
            key={field}
            label={t(`calls.fields.${field}`)}
            description={level > 1 ? t(`calls.keyHint.${level}`) : undefined}
            data={data}
            value={current}
            withAsterisk={required && level === 1}
            disabled={disabled || (level > 1 && list.length === 0 && !current)}
            error={errors[field]}
            onChange={(e) => onChange(level, e.currentTarget.value)}
          />
        );
      })}
    </>
  );
}
