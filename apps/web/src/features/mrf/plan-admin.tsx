import { NativeSelect, SimpleGrid, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveReportingPlan, type ReportingPlan } from '@bp/contract/api/mrf';
import { mrfSectionTexts } from './section-texts';
import { AdminListFormSection } from '../../ui/admin-list-form-section';
import { useMayCall } from '../../lib/use-may-call';
import { httpsOnly } from './form-errors';
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

const requestOf = (v: Values, editing: ReportingPlan | undefined) => ({
  ...(editing ? { reportingPlanId: editing.reportingPlanId } : {}),
  planName: v.planName.trim(),
  planIdType: v.planIdType,
  planId: v.planId.trim(),
  planMarketType: v.planMarketType,
  ...(v.planSponsorName.trim() ? { planSponsorName: v.planSponsorName.trim() } : {}),
  issuerName: v.issuerName.trim(),
  groupNumbers: v.groupNumbers.trim() ? v.groupNumbers.split(',').map((g) => Number(g.trim())) : [],
});

/** Reporting plans (TOC reporting_plans): list, create, edit. */
export function PlanAdmin() {
  const { t } = useTranslation(['mrf', 'messages']);
  const plans = useReportingPlans();
  const save = useSavePlan();
  // Read-only holders of MRF Maintenance (compliance) see the lists without the forms.
  const readOnly = !useMayCall(saveReportingPlan);
  return (
    <AdminListFormSection
      readOnly={readOnly}
      tableLabel={t('plans.tableLabel')}
      texts={mrfSectionTexts(t, 'plans', (p: ReportingPlan) => p.planName)}
      rows={plans}
      rowKey={(p) => p.reportingPlanId}
      minWidth={720}
      columns={[
        t('plans.planName'),
        t('plans.planId'),
        t('plans.marketType'),
        t('plans.sponsor'),
        t('plans.groups'),
      ]}
      cells={(p) => (
        <>
          <Table.Td>{p.planName}</Table.Td>
          <Table.Td>
            {t(`plans.${p.planIdType}`)} {p.planId}
          </Table.Td>
          <Table.Td>{t(`plans.${p.planMarketType}`)}</Table.Td>
          <Table.Td>{p.planSponsorName ?? '—'}</Table.Td>
          <Table.Td>{p.groupNumbers.join(', ') || '—'}</Table.Td>
        </>
      )}
      empty={EMPTY}
      valuesOf={valuesOf}
      check={checkPlan}
      requestOf={requestOf}
      save={{
        mutate: (request, on) =>
          save.mutate(request, { ...on, onError: (e) => on.onError(httpsOnly(e)) }),
        isPending: save.isPending,
      }}
      formWidth={760}
      fields={({ values: v, set, errorOf }) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('plans.planName')}
            withAsterisk
            maxLength={200}
            value={v.planName}
            error={errorOf('planName')}
            onChange={(e) => set('planName', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('plans.planIdType')}
            value={v.planIdType}
            onChange={(e) => set('planIdType', e.currentTarget.value as Values['planIdType'])}
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
            error={errorOf('planId')}
            onChange={(e) => set('planId', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('plans.marketType')}
            value={v.planMarketType}
            onChange={(e) =>
              set('planMarketType', e.currentTarget.value as Values['planMarketType'])
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
            error={errorOf('planSponsorName')}
            onChange={(e) => set('planSponsorName', e.currentTarget.value)}
          />
          <TextInput
            label={t('plans.issuer')}
            withAsterisk
            maxLength={200}
            value={v.issuerName}
            error={errorOf('issuerName')}
            onChange={(e) => set('issuerName', e.currentTarget.value)}
          />
          <TextInput
            label={t('plans.groups')}
            description={t('plans.groupsHint')}
            value={v.groupNumbers}
            error={errorOf('groupNumbers')}
            onChange={(e) => set('groupNumbers', e.currentTarget.value)}
          />
        </SimpleGrid>
      )}
    />
  );
}
