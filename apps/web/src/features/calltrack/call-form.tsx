import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { RELATIONSHIPS } from '@bp/contract/reference/people';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { AppLink } from '../../ui/app-link';
import { DateField } from '../../ui/date-field';
import { errorTextOf, focusFirstInvalid } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { CallKeyFields } from './call-key-fields';
import { EMPTY_CALL_FORM, validateCallForm, withKey, type CallFormValues } from './calltrack-rules';
import { useCallTrackOptions, useSaveCall } from './use-calltrack';

type TextKey =
  | 'callerName'
  | 'callerPhone'
  | 'memberId'
  | 'groupNumber'
  | 'providerNumber'
  | 'operatorNotes'
  | 'callNotes';

/**
 * Log a new call (CallTrack/create) or change a logged one (`callNo`, CallTrack/Update): the caller, the
 * member it concerns, from/regard keys (dependent levels), status, due date, notes for the operator and
 * for the call, and the open/closed window. A closed call is shown read-only. `onSaved` gets the number.
 */
export function CallForm({
  callNo,
  initial = EMPTY_CALL_FORM,
  readOnly = false,
  onSaved,
  searchPath,
  newCallPath,
}: {
  callNo?: number;
  initial?: CallFormValues;
  readOnly?: boolean;
  onSaved: (callNo: number) => void;
  searchPath: string;
  newCallPath: string;
}) {
  const { t } = useTranslation(['admin-options', 'messages', 'common']);
  const options = useCallTrackOptions();
  const opts = options.data ?? { fromOptions: [], regardOptions: [], statuses: [], operators: [] };
  const [values, setValues] = useState<CallFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  // The number of the call just saved: the guard is released first, then `onSaved` navigates.
  const [savedNo, setSavedNo] = useState<number | null>(null);
  useEffect(() => {
    if (savedNo !== null) onSaved(savedNo);
  }, [savedNo, onSaved]);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveCall();
  const closedOnServer = save.error instanceof ApiError && save.error.status === 409;
  const locked = readOnly || closedOnServer;
  const errorOf = (f: string) =>
    errors[f]
      ? t(`messages:${errors[f]}`, { defaultValue: t('messages:invalidValue') })
      : undefined;

  const change = (update: (v: CallFormValues) => CallFormValues) => {
    setValues(update);
    setDirty(true);
    setErrors({});
  };
  const text = (name: TextKey) => ({
    label: t(`calls.fields.${name}`),
    value: values[name],
    error: errorOf(name),
    autoComplete: 'off',
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      change((v) => ({ ...v, [name]: value }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateCallForm(values, callNo);
    if (!result.ok) {
      setErrors(result.fields);
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(result.data, {
      onSuccess: (saved) => {
        setDirty(false);
        setSavedNo(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body.fields) {
          setErrors(error.body.fields);
          focusFirstInvalid(formRef.current);
        }
      },
    });
  };
  const statuses = opts.statuses.length
    ? opts.statuses
    : [{ key: values.status, description: values.status }];

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={dirty && savedNo === null} />
      <Stack>
        {locked && (
          <Alert color="blue" variant="light" role="status" title={t('calls.closedTitle')}>
            {t('calls.closedText')} <AppLink to={newCallPath}>{t('calls.followUp')}</AppLink>
          </Alert>
        )}
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>
            <SectionCard title={t('calls.sections.caller')}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                <DateField
                  label={t('calls.fields.callDate')}
                  description={t(callNo ? 'calls.callDateHint' : 'calls.callDateNewHint')}
                  value={values.callDate}
                  withAsterisk={callNo !== undefined}
                  onChange={(v) => change((x) => ({ ...x, callDate: v }))}
                  error={errorOf('callDate')}
                />
                <TextInput {...text('callerName')} withAsterisk />
                <TextInput {...text('callerPhone')} type="tel" />
                <NativeSelect
                  label={t('calls.fields.callerRelationship')}
                  withAsterisk
                  value={values.callerRelationship}
                  error={errorOf('callerRelationship')}
                  data={RELATIONSHIPS.map((r) => ({
                    value: r.code,
                    label: t(`calls.relationship.${r.code}`),
                  }))}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    change((v) => ({ ...v, callerRelationship: value }));
                  }}
                />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('calls.sections.about')}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                <TextInput {...text('memberId')} description={t('calls.memberHint')} />
                <TextInput {...text('groupNumber')} inputMode="numeric" />
                <TextInput {...text('providerNumber')} />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('calls.sections.keys')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <CallKeyFields
                  kind="from"
                  required
                  options={opts.fromOptions}
                  values={values}
                  errors={{
                    fromKey1: errorOf('fromKey1'),
                    fromKey2: errorOf('fromKey2'),
                    fromKey3: errorOf('fromKey3'),
                  }}
                  emptyLabel={t('calls.none')}
                  onChange={(level, key) =>
                    change((v) => withKey(v, opts.fromOptions, 'from', level, key))
                  }
                />
                <CallKeyFields
                  kind="regard"
                  required
                  options={opts.regardOptions}
                  values={values}
                  errors={{
                    regardKey1: errorOf('regardKey1'),
                    regardKey2: errorOf('regardKey2'),
                    regardKey3: errorOf('regardKey3'),
                  }}
                  emptyLabel={t('calls.none')}
                  onChange={(level, key) =>
                    change((v) => withKey(v, opts.regardOptions, 'regard', level, key))
                  }
                />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('calls.sections.followUp')}>
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NativeSelect
                    label={t('calls.fields.status')}
                    withAsterisk
                    value={values.status}
                    error={errorOf('status')}
                    data={statuses.map((s) => ({
                      value: s.key,
                      label: t(`calls.status.${s.key}`, { defaultValue: s.description }),
                    }))}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      change((v) => ({ ...v, status: value }));
                    }}
                  />
                  <DateField
                    label={t('calls.fields.dueDt')}
                    value={values.dueDt}
                    onChange={(v) => change((x) => ({ ...x, dueDt: v }))}
                    error={errorOf('dueDt')}
                  />
                </SimpleGrid>
                <Textarea {...text('operatorNotes')} rows={3} maxLength={4000} />
                <Textarea {...text('callNotes')} rows={5} maxLength={8000} />
                <Radio.Group
                  label={t('calls.fields.window')}
                  description={t('calls.windowHint')}
                  value={values.window}
                  onChange={(w) => change((v) => ({ ...v, window: w as 'open' | 'closed' }))}
                >
                  <Group mt="xs">
                    <Radio value="open" label={t('calls.window.open')} />
                    <Radio value="closed" label={t('calls.window.closed')} />
                  </Group>
                </Radio.Group>
              </Stack>
            </SectionCard>
          </Stack>
        </fieldset>
        {save.isError && !closedOnServer && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(save.error, t)}
          </Alert>
        )}
        <Group>
          {!locked && (
            <Button type="submit" loading={save.isPending}>
              {t(callNo ? 'calls.saveChanges' : 'calls.saveCall')}
            </Button>
          )}
          <AppLink to={searchPath}>{t('calls.backToSearch')}</AppLink>
        </Group>
      </Stack>
    </form>
  );
}
