import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportingPlan } from '@bp/contract/api/mrf';
import { DataTable } from '../../ui/data-table';
import { focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { failureOf } from './form-errors';
import { useReportingPlans, useSavePlan } from './use-mrf';

interface Values {
  planName: string;
  planIdType: 'ein' | 'hios';
  planId: string;
  planMarketType: 'group' | 'individual';
  planSponsorName: string;
  issuerName: string;
  groupNumbers: string;
}
const EMPTY: Values = {
  planName: '',
  planIdType: 'ein',
  planId: '',
  planMarketType: 'group',
  planSponsorName: '',
  issuerName: '',
  groupNumbers: '',
};
const valuesOf = (p: ReportingPlan): Values => ({
  planName: p.planName,
  planIdType: p.planIdType,
  planId: p.planId,
  planMarketType: p.planMarketType,
  planSponsorName: p.planSponsorName ?? '',
  issuerName: p.issuerName,
  groupNumbers: p.groupNumbers.join(', '),
});

/** Client checks of the plan form (the server checks again). */
export function checkPlan(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.planName.trim()) e.planName = 'required';
  if (!v.planId.trim()) e.planId = 'required';
  else if (v.planIdType === 'ein' && !/^\d{2}-?\d{7}$/.test(v.planId.trim())) e.planId = 'taxError';
  if (!v.issuerName.trim()) e.issuerName = 'required';
  if (v.planIdType === 'ein' && !v.planSponsorName.trim()) e.planSponsorName = 'required';
  if (v.groupNumbers.trim() && !/^\d+(\s*,\s*\d+)*$/.test(v.groupNumbers.trim()))
    e.groupNumbers = 'invalidValue';
  return e;
}

function PlanForm({ editing, onDone }: { editing?: ReportingPlan; onDone: () => void }) {
  const { t } = useTranslation(['mrf', 'messages']);
  const save = useSavePlan();
  const [v, setV] = useState<Values>(editing ? valuesOf(editing) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<Values>) => {
    setV((p) => ({ ...p, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, ''])) }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const local = checkPlan(v);
    if (Object.keys(local).length) {
      setErrors(
        Object.fromEntries(Object.entries(local).map(([k, key]) => [k, t(`messages:${key}`)])),
      );
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(
      {
        ...(editing ? { reportingPlanId: editing.reportingPlanId } : {}),
        planName: v.planName.trim(),
        planIdType: v.planIdType,
        planId: v.planId.trim(),
        planMarketType: v.planMarketType,
        ...(v.planSponsorName.trim() ? { planSponsorName: v.planSponsorName.trim() } : {}),
        issuerName: v.issuerName.trim(),
        groupNumbers: v.groupNumbers.trim()
          ? v.groupNumbers.split(',').map((g) => Number(g.trim()))
          : [],
      },
      {
        onSuccess: () => {
          setV(EMPTY);
          setErrors({});
          notify({ text: t('saved'), type: 'success' });
          onDone();
        },
        onError: (err) => {
          const f = failureOf(err, t);
          setErrors(f.fields);
          setFormError(f.form);
          if (!f.form) focusFirstInvalid(formRef.current);
        },
      },
    );
  };
  return (
    <SectionCard title={editing ? t('plans.editTitle') : t('plans.newTitle')}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('plans.formLabel')}>
        <Stack maw={760}>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('plans.planName')}
              withAsterisk
              maxLength={200}
              value={v.planName}
              error={errors.planName || undefined}
              onChange={(e) => set({ planName: e.currentTarget.value })}
            />
            <NativeSelect
              label={t('plans.planIdType')}
              value={v.planIdType}
              onChange={(e) => set({ planIdType: e.currentTarget.value as Values['planIdType'] })}
              data={[
                { value: 'ein', label: t('plans.ein') },
                { value: 'hios', label: t('plans.hios') },
              ]}
            />
            <TextInput
              label={t('plans.planId')}
              withAsterisk
              maxLength={20}
              value={v.planId}
              error={errors.planId || undefined}
              onChange={(e) => set({ planId: e.currentTarget.value })}
            />
            <NativeSelect
              label={t('plans.marketType')}
              value={v.planMarketType}
              onChange={(e) =>
                set({ planMarketType: e.currentTarget.value as Values['planMarketType'] })
              }
              data={[
                { value: 'group', label: t('plans.group') },
                { value: 'individual', label: t('plans.individual') },
              ]}
            />
            <TextInput
              label={t('plans.sponsor')}
              withAsterisk={v.planIdType === 'ein'}
              maxLength={200}
              value={v.planSponsorName}
              error={errors.planSponsorName || undefined}
              onChange={(e) => set({ planSponsorName: e.currentTarget.value })}
            />
            <TextInput
              label={t('plans.issuer')}
              withAsterisk
              maxLength={200}
              value={v.issuerName}
              error={errors.issuerName || undefined}
              onChange={(e) => set({ issuerName: e.currentTarget.value })}
            />
            <TextInput
              label={t('plans.groups')}
              description={t('plans.groupsHint')}
              value={v.groupNumbers}
              error={errors.groupNumbers || undefined}
              onChange={(e) => set({ groupNumbers: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('plans.save')}
            </Button>
            {editing && (
              <Button variant="default" onClick={onDone}>
                {t('cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** Reporting plans (TOC reporting_plans): list, create, edit. */
export function PlanAdmin() {
  const { t } = useTranslation('mrf');
  const plans = useReportingPlans();
  const [editing, setEditing] = useState<ReportingPlan>();
  return (
    <Stack>
      <PlanForm
        key={editing?.reportingPlanId ?? 'new'}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
      <SectionCard title={t('plans.listTitle')}>
        <QueryState query={plans} isEmpty={(d) => d.length === 0} emptyText={t('plans.empty')}>
          {(list) => (
            <DataTable label={t('plans.listTitle')} minWidth={720}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plans.planName')}</Table.Th>
                  <Table.Th>{t('plans.planId')}</Table.Th>
                  <Table.Th>{t('plans.marketType')}</Table.Th>
                  <Table.Th>{t('plans.sponsor')}</Table.Th>
                  <Table.Th>{t('plans.groups')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((p) => (
                  <Table.Tr key={p.reportingPlanId}>
                    <Table.Td>{p.planName}</Table.Td>
                    <Table.Td>
                      {t(`plans.${p.planIdType}`)} {p.planId}
                    </Table.Td>
                    <Table.Td>{t(`plans.${p.planMarketType}`)}</Table.Td>
                    <Table.Td>{p.planSponsorName ?? '—'}</Table.Td>
                    <Table.Td>{p.groupNumbers.join(', ') || '—'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('editNamed', { name: p.planName })}
                        onClick={() => setEditing(p)}
                      >
                        {t('edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
        </QueryState>
      </SectionCard>
    </Stack>
  );
}
