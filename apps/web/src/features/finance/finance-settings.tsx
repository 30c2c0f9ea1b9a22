import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFinancing } from '@bp/contract/api/groups';
import { GroupSelect } from '../../ui/group-select';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFinancing, useSaveFinancing } from './use-check-runs';

/** The form of one group's settings; the full account and routing numbers are write-only. */
function SettingsForm({ f }: { f: GroupFinancing }) {
  const { t } = useTranslation('finance');
  const save = useSaveFinancing();
  const [defs, setDefs] = useState<number[]>(
    f.checkRunDefinitions.filter((d) => d.active).map((d) => d.checkRunDefinitionId),
  );
  const [bankName, setBankName] = useState(f.bankName ?? '');
  const [account, setAccount] = useState('');
  const [routing, setRouting] = useState('');
  const [ach, setAch] = useState(f.achEnabled);
  const [threshold, setThreshold] = useState<number | string>(
    f.fundingThresholdCents === null ? '' : f.fundingThresholdCents / 100,
  );
  const [emails, setEmails] = useState(f.notificationEmails.join('\n'));
  const [publish, setPublish] = useState(f.publishToEmployer);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = emails
      .split(/[\s,;]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    save.mutate(
      {
        groupNumber: f.groupNumber,
        checkRunDefinitionIds: defs,
        ...(bankName ? { bankName } : {}),
        ...(account ? { accountNumber: account } : {}),
        ...(routing ? { routingNumber: routing } : {}),
        achEnabled: ach,
        fundingThresholdCents: threshold === '' ? null : Math.round(Number(threshold) * 100),
        notificationEmails: list,
        publishToEmployer: publish,
      },
      {
        onSuccess: () => {
          setErrors({});
          setAccount('');
          setRouting('');
          notify({ type: 'success', text: t('settings.saved') });
        },
        onError: (err: unknown) => {
          const fields = fieldErrorsOf(err, t);
          const flat = Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [k.split('.')[0]!, v]),
          );
          setErrors(flat);
          if (!Object.keys(fields).length) notify({ type: 'error', text: errorTextOf(err, t) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.formTitle')}>
      <Stack>
        <Checkbox.Group
          label={t('settings.definitions')}
          value={defs.map(String)}
          onChange={(v) => setDefs(v.map(Number))}
          error={errors.checkRunDefinitionIds}
        >
          <Stack gap={4} mt={4}>
            {f.checkRunDefinitions.map((d) => (
              <Checkbox
                key={d.checkRunDefinitionId}
                value={String(d.checkRunDefinitionId)}
                label={`${d.name} (${t(`frequencies.${d.frequency}`)})`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('settings.bankName')}
            value={bankName}
            onChange={(e) => setBankName(e.currentTarget.value)}
            maxLength={100}
            error={errors.bankName}
          />
          <TextInput
            label={t('settings.accountNumber')}
            description={
              f.accountLast4 ? t('settings.accountOnFile', { last4: f.accountLast4 }) : undefined
            }
            value={account}
            onChange={(e) => setAccount(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumber}
          />
          <TextInput
            label={t('settings.routingNumber')}
            value={routing}
            onChange={(e) => setRouting(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            error={errors.routingNumber}
          />
          <NumberInput
            label={t('settings.threshold')}
            value={threshold}
            onChange={setThreshold}
            min={0}
            decimalScale={2}
            prefix="$"
            error={errors.fundingThresholdCents}
          />
        </SimpleGrid>
        <Textarea
          label={t('settings.emails')}
          description={t('settings.emailsHint')}
          value={emails}
          onChange={(e) => setEmails(e.currentTarget.value)}
          autosize
          minRows={2}
          error={errors.notificationEmails}
        />
        <Switch
          label={t('settings.ach')}
          checked={ach}
          onChange={(e) => setAch(e.currentTarget.checked)}
        />
        <Switch
          label={t('settings.publishToEmployer')}
          checked={publish}
          onChange={(e) => setPublish(e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** group-finance-settings (FinanceAdmin): choose a group, then edit its funding settings. */
export function FinanceSettings() {
  const { t } = useTranslation('finance');
  const [group, setGroup] = useState<string | null>(null);
  const financing = useFinancing(group ? Number(group) : undefined);
  return (
    <Stack>
      <GroupSelect label={t('settings.group')} value={group} onChange={setGroup} maw={420} />
      {group && (
        <SectionCard title={t('settings.formTitle')}>
          <QueryState query={financing} emptyText={t('settings.none')}>
            {(f) => <SettingsForm key={f.groupNumber} f={f} />}
          </QueryState>
        </SectionCard>
      )}
    </Stack>
  );
}
