import { MultiSelect, NativeSelect, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveReportingStructure, type ReportingStructure } from '@bp/contract/api/mrf';
import { mrfSectionTexts } from './section-texts';
import { AdminListFormSection } from '../../ui/admin-list-form-section';
import { useMayCall } from '../../lib/use-may-call';
import type { FieldErrors } from '../../ui/use-contract-form';
import {
  useNetworkFiles,
  useReportingPlans,
  useReportingStructures,
  useSaveStructure,
} from './use-mrf';

interface Values {
  name: string;
  plans: string[];
  inNetwork: string[];
  allowed: string;
}
const EMPTY: Values = { name: '', plans: [], inNetwork: [], allowed: '' };
const valuesOf = (s: ReportingStructure): Values => ({
  name: s.name,
  plans: s.reportingPlanIds.map(String),
  inNetwork: s.inNetworkFileIds.map(String),
  allowed: s.allowedAmountFileId === null ? '' : String(s.allowedAmountFileId),
});
/** The request's fields → the form's. */
const FIELD_OF: Record<string, keyof Values> = {
  name: 'name',
  reportingPlanIds: 'plans',
  inNetworkFileIds: 'inNetwork',
  allowedAmountFileId: 'allowed',
};

/** Client checks (the server checks again): a name, a plan and at least one file. */
function checkStructure(v: Values): FieldErrors {
  const e: FieldErrors = {};
  if (!v.name.trim()) e.name = 'required';
  if (v.plans.length === 0) e.plans = 'required';
  if (v.inNetwork.length === 0 && !v.allowed) e.inNetwork = 'mrf:structures.needFile';
  return e;
}

const requestOf = (v: Values, editing: ReportingStructure | undefined) => ({
  ...(editing ? { reportingStructureId: editing.reportingStructureId } : {}),
  name: v.name.trim(),
  reportingPlanIds: v.plans.map(Number),
  inNetworkFileIds: v.inNetwork.map(Number),
  allowedAmountFileId: v.allowed ? Number(v.allowed) : null,
});

/** Reporting structures: plans and the files that cover them (the table of contents). */
export function StructureAdmin() {
  const { t } = useTranslation(['mrf', 'messages']);
  const structures = useReportingStructures();
  const plans = useReportingPlans();
  const files = useNetworkFiles();
  const save = useSaveStructure();
  const planName = new Map((plans.data ?? []).map((p) => [p.reportingPlanId, p.planName]));
  const fileName = new Map((files.data ?? []).map((f) => [f.networkFileId, f.description]));
  const fileOptions = (type: string) =>
    (files.data ?? [])
      .filter((f) => f.fileType === type)
      .map((f) => ({ value: String(f.networkFileId), label: f.description }));
  // Read-only holders of MRF Maintenance (compliance) see the lists without the forms.
  const readOnly = !useMayCall(saveReportingStructure);
  return (
    <AdminListFormSection
      readOnly={readOnly}
      tableLabel={t('structures.tableLabel')}
      texts={mrfSectionTexts(t, 'structures', (s: ReportingStructure) => s.name)}
      rows={structures}
      rowKey={(s) => s.reportingStructureId}
      minWidth={720}
      columns={[t('structures.name'), t('structures.plans'), t('structures.files')]}
      cells={(s) => (
        <>
          <Table.Td>{s.name}</Table.Td>
          <Table.Td>{s.reportingPlanIds.map((id) => planName.get(id) ?? id).join('; ')}</Table.Td>
          <Table.Td>
            {[...s.inNetworkFileIds, ...(s.allowedAmountFileId ? [s.allowedAmountFileId] : [])]
              .map((id) => fileName.get(id) ?? id)
              .join('; ')}
          </Table.Td>
        </>
      )}
      empty={EMPTY}
      valuesOf={valuesOf}
      check={checkStructure}
      requestOf={requestOf}
      save={save}
      fieldOf={(path) => FIELD_OF[path.split('.')[0]!]}
      formWidth={760}
      fields={({ values: v, set, errorOf }) => (
        <>
          <TextInput
            label={t('structures.name')}
            withAsterisk
            maxLength={200}
            value={v.name}
            error={errorOf('name')}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <MultiSelect
            label={t('structures.plans')}
            withAsterisk
            searchable
            value={v.plans}
            error={errorOf('plans')}
            onChange={(plansOn) => set('plans', plansOn)}
            data={(plans.data ?? []).map((p) => ({
              value: String(p.reportingPlanId),
              label: `${p.planName} (${p.planId})`,
            }))}
          />
          <MultiSelect
            label={t('structures.inNetworkFiles')}
            searchable
            value={v.inNetwork}
            error={errorOf('inNetwork')}
            onChange={(on) => set('inNetwork', on)}
            data={fileOptions('in-network-rates')}
          />
          <NativeSelect
            label={t('structures.allowedFile')}
            value={v.allowed}
            error={errorOf('allowed')}
            onChange={(e) => set('allowed', e.currentTarget.value)}
            data={[{ value: '', label: t('structures.none') }, ...fileOptions('allowed-amounts')]}
          />
        </>
      )}
    />
  );
}
