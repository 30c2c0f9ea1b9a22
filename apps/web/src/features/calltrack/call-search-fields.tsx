import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { CallKeyFields } from './call-key-fields';
import { withKey, type CallSearchValues } from './calltrack-rules';
import type { useCallTrackOptions } from './use-calltrack';

export type CallSearchTextField =
  'callno' | 'memberId' | 'beginDate' | 'endDate' | 'dueDt' | 'oppId';

/** The criteria of a call search: dates, operator, call number, member, and the from and regard keys. */
export function CallSearchFields({
  values,
  options,
  errorOf,
  onText,
  onChange,
}: {
  values: CallSearchValues;
  options: NonNullable<ReturnType<typeof useCallTrackOptions>['data']>;
  errorOf: (field: string) => string | undefined;
  onText: (field: CallSearchTextField, value: string) => void;
  onChange: (change: (values: CallSearchValues) => CallSearchValues) => void;
}) {
  const { t } = useTranslation(['admin-options', 'messages']);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <DateField
        label={t('calls.fields.beginDate')}
        value={values.beginDate}
        onChange={(v) => onText('beginDate', v)}
        error={errorOf('beginDate')}
      />
      <DateField
        label={t('calls.fields.endDate')}
        value={values.endDate}
        onChange={(v) => onText('endDate', v)}
        error={errorOf('endDate')}
      />
      <DateField
        label={t('calls.fields.dueDt')}
        value={values.dueDt}
        onChange={(v) => onText('dueDt', v)}
        error={errorOf('dueDt')}
      />
      <NativeSelect
        label={t('calls.fields.oppId')}
        value={values.oppId}
        data={[
          { value: '', label: t('calls.any') },
          ...options.operators.map((o) => ({ value: String(o.oppId), label: o.name })),
        ]}
        onChange={(e) => onText('oppId', e.currentTarget.value)}
      />
      <TextInput
        label={t('calls.fields.callno')}
        value={values.callno}
        inputMode="numeric"
        autoComplete="off"
        error={errorOf('callno')}
        onChange={(e) => onText('callno', e.currentTarget.value)}
      />
      <TextInput
        label={t('calls.fields.memberId')}
        value={values.memberId}
        autoComplete="off"
        error={errorOf('memberId')}
        onChange={(e) => onText('memberId', e.currentTarget.value)}
      />
      <CallKeyFields
        kind="from"
        options={options.fromOptions}
        values={values}
        errors={{}}
        emptyLabel={t('calls.any')}
        onChange={(level, key) =>
          onChange((v) => withKey(v, options.fromOptions, 'from', level, key))
        }
      />
      <CallKeyFields
        kind="regard"
        options={options.regardOptions}
        values={values}
        errors={{}}
        emptyLabel={t('calls.any')}
        onChange={(level, key) =>
          onChange((v) => withKey(v, options.regardOptions, 'regard', level, key))
        }
      />
    </SimpleGrid>
  );
}
