import { ActionIcon, Button, Checkbox, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { formFieldType } from '@bp/contract/api/downloads';
import { useTranslation } from 'react-i18next';

export type FieldType = (typeof formFieldType.options)[number];

/** One field of an online or feedback form as edited (select options as typed, comma-separated). */
export interface Row {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  options: string;
}

export const emptyRow = (): Row => ({
  name: '',
  label: '',
  type: 'text',
  required: false,
  options: '',
});

/**
 * The fields of an online or feedback form: one line per field (name, label, type, options of a select,
 * required, remove) and "Add field". `errorOf` gives the translated error of `fields` or `fields.<i>.<name>`.
 */
export function FormFieldRows({
  rows,
  onChange,
  errorOf,
}: {
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('file-management');
  const setRow = (i: number, patch: Partial<Row>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <>
      <Text fw={500} size="sm" id="form-fields-label">
        {t('form.fields')}
      </Text>
      {errorOf('fields') && (
        <Text c="red.8" size="sm" role="alert">
          {errorOf('fields')}
        </Text>
      )}
      {rows.map((r, i) => (
        <Group
          key={i}
          align="flex-start"
          gap="xs"
          role="group"
          aria-label={t('form.fieldN', { n: i + 1 })}
          wrap="wrap"
        >
          <TextInput
            label={t('form.name')}
            withAsterisk
            w={140}
            maxLength={50}
            value={r.name}
            error={errorOf(`fields.${i}.name`)}
            onChange={(e) => setRow(i, { name: e.currentTarget.value })}
          />
          <TextInput
            label={t('form.label')}
            withAsterisk
            w={200}
            maxLength={200}
            value={r.label}
            error={errorOf(`fields.${i}.label`)}
            onChange={(e) => setRow(i, { label: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('form.type')}
            w={130}
            value={r.type}
            onChange={(e) => setRow(i, { type: e.currentTarget.value as FieldType })}
            data={formFieldType.options.map((o) => ({
              value: o,
              label: t(`form.types.${o}`),
            }))}
          />
          {r.type === 'select' && (
            <TextInput
              label={t('form.options')}
              description={t('form.optionsHelp')}
              withAsterisk
              w={200}
              value={r.options}
              error={errorOf(`fields.${i}.options`)}
              onChange={(e) => setRow(i, { options: e.currentTarget.value })}
            />
          )}
          <Checkbox
            mt={30}
            label={t('form.required')}
            checked={r.required}
            onChange={(e) => setRow(i, { required: e.currentTarget.checked })}
          />
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('form.removeField', { n: i + 1 })}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={rows.length >= 100}
          onClick={() => onChange([...rows, emptyRow()])}
        >
          {t('form.addField')}
        </Button>
      </Group>
    </>
  );
}
