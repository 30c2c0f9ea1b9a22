import { Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { RELATIONSHIPS } from '@bp/contract/reference/people';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { SectionCard } from '../../ui/section-card';
import type { ContractFormState } from '../../ui/use-contract-form';
import { CallKeyFields } from './call-key-fields';
import {
  KEY_LEVELS,
  withKey,
  type CallFormValues,
  type KeyKind,
  type KeyOption,
} from './calltrack-rules';

type CallForm = ContractFormState<CallFormValues>;

type TextKey =
  | 'callerName'
  | 'callerPhone'
  | 'memberId'
  | 'groupNumber'
  | 'providerNumber'
  | 'operatorNotes'
  | 'callNotes';

/** The props of a text input of the call form. */
function useCallText(form: CallForm) {
  const { t } = useTranslation('admin-options');
  return (name: TextKey) => ({
    label: t(`calls.fields.${name}`),
    value: form.values[name],
    error: form.errorOf(name),
    autoComplete: 'off',
    onChange: (e: { currentTarget: { value: string } }) => form.set(name, e.currentTarget.value),
  });
}

/** Who called and when: the call date, the caller's name, phone and relationship to the member. */
export function CallCallerSection({
  form,
  callNo,
}: {
  form: CallForm;
  callNo?: number | undefined;
}) {
  const { t } = useTranslation('admin-options');
  const text = useCallText(form);
  return (
    <SectionCard title={t('calls.sections.caller')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <DateField
          label={t('calls.fields.callDate')}
          description={t(callNo ? 'calls.callDateHint' : 'calls.callDateNewHint')}
          value={form.values.callDate}
          withAsterisk={callNo !== undefined}
          onChange={(v) => form.set('callDate', v)}
          error={form.errorOf('callDate')}
        />
        <TextInput {...text('callerName')} withAsterisk />
        <TextInput {...text('callerPhone')} type="tel" />
        <NativeSelect
          label={t('calls.fields.callerRelationship')}
          withAsterisk
          value={form.values.callerRelationship}
          error={form.errorOf('callerRelationship')}
          data={RELATIONSHIPS.map((r) => ({
            value: r.code,
            label: t(`calls.relationship.${r.code}`),
          }))}
          onChange={(e) => form.set('callerRelationship', e.currentTarget.value)}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** Whom the call is about: member, group, provider. */
export function CallAboutSection({ form }: { form: CallForm }) {
  const { t } = useTranslation('admin-options');
  const text = useCallText(form);
  return (
    <SectionCard title={t('calls.sections.about')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <TextInput {...text('memberId')} description={t('calls.memberHint')} />
        <TextInput {...text('groupNumber')} inputMode="numeric" />
        <TextInput {...text('providerNumber')} />
      </SimpleGrid>
    </SectionCard>
  );
}

/** The from and regard keys, three levels each (a level's choices follow the level before it). */
export function CallKeysSection({
  form,
  fromOptions,
  regardOptions,
}: {
  form: CallForm;
  fromOptions: readonly KeyOption[];
  regardOptions: readonly KeyOption[];
}) {
  const { t } = useTranslation('admin-options');
  const keys = (kind: KeyKind, options: readonly KeyOption[]) => (
    <CallKeyFields
      kind={kind}
      required
      options={options}
      values={form.values}
      errors={Object.fromEntries(
        KEY_LEVELS.map((l) => [`${kind}Key${l}`, form.errorOf(`${kind}Key${l}`)]),
      )}
      emptyLabel={t('calls.none')}
      onChange={(level, key) => {
        form.update((v) => withKey(v, options, kind, level, key));
        form.clearErrors(...KEY_LEVELS.map((l) => `${kind}Key${l}`));
      }}
    />
  );
  return (
    <SectionCard title={t('calls.sections.keys')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {keys('from', fromOptions)}
        {keys('regard', regardOptions)}
      </SimpleGrid>
    </SectionCard>
  );
}

/** The follow-up: status, due date, the operator's and the call's notes, the open/closed window. */
export function CallFollowUpSection({
  form,
  statuses,
}: {
  form: CallForm;
  statuses: readonly { key: string; description: string }[];
}) {
  const { t } = useTranslation('admin-options');
  const text = useCallText(form);
  return (
    <SectionCard title={t('calls.sections.followUp')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('calls.fields.status')}
            withAsterisk
            value={form.values.status}
            error={form.errorOf('status')}
            data={statuses.map((s) => ({
              value: s.key,
              label: t(`calls.status.${s.key}`, { defaultValue: s.description }),
            }))}
            onChange={(e) => form.set('status', e.currentTarget.value)}
          />
          <DateField
            label={t('calls.fields.dueDt')}
            value={form.values.dueDt}
            onChange={(v) => form.set('dueDt', v)}
            error={form.errorOf('dueDt')}
          />
        </SimpleGrid>
        <Textarea {...text('operatorNotes')} rows={3} maxLength={4000} />
        <Textarea {...text('callNotes')} rows={5} maxLength={8000} />
        <Radio.Group
          label={t('calls.fields.window')}
          description={t('calls.windowHint')}
          value={form.values.window}
          onChange={(w) => form.set('window', w === 'closed' ? 'closed' : 'open')}
        >
          <Group mt="xs">
            <Radio value="open" label={t('calls.window.open')} />
            <Radio value="closed" label={t('calls.window.closed')} />
          </Group>
        </Radio.Group>
      </Stack>
    </SectionCard>
  );
}
