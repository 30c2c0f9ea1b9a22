import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportingStructure } from '@bp/contract/api/mrf';
import { DataTable } from '../../ui/data-table';
import { focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { failureOf } from './form-errors';
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

function StructureForm({ editing, onDone }: { editing?: ReportingStructure; onDone: () => void }) {
  const { t } = useTranslation(['mrf', 'messages']);
  const plans = useReportingPlans();
  const files = useNetworkFiles();
  const save = useSaveStructure();
  const [v, setV] = useState<Values>(editing ? valuesOf(editing) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<Values>, field: string) => {
    setV((p) => ({ ...p, ...patch }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  const fileOptions = (type: string) =>
    (files.data ?? [])
      .filter((f) => f.fileType === type)
      .map((f) => ({ value: String(f.networkFileId), label: f.description }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const req = t('messages:required');
    const local: Record<string, string> = {};
    if (!v.name.trim()) local.name = req;
    if (v.plans.length === 0) local.reportingPlanIds = req;
    if (v.inNetwork.length === 0 && !v.allowed) local.inNetworkFileIds = t('structures.needFile');
    if (Object.keys(local).length) {
      setErrors(local);
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(
      {
        ...(editing ? { reportingStructureId: editing.reportingStructureId } : {}),
        name: v.name.trim(),
        reportingPlanIds: v.plans.map(Number),
        inNetworkFileIds: v.inNetwork.map(Number),
        allowedAmountFileId: v.allowed ? Number(v.allowed) : null,
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
    <SectionCard title={editing ? t('structures.editTitle') : t('structures.newTitle')}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('structures.formLabel')}>
        <Stack maw={760}>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('structures.name')}
            withAsterisk
            maxLength={200}
            value={v.name}
            error={errors.name || undefined}
            onChange={(e) => set({ name: e.currentTarget.value }, 'name')}
          />
          <MultiSelect
            label={t('structures.plans')}
            withAsterisk
            searchable
            value={v.plans}
            error={errors.reportingPlanIds || undefined}
            onChange={(plansOn) => set({ plans: plansOn }, 'reportingPlanIds')}
            data={(plans.data ?? []).map((p) => ({
              value: String(p.reportingPlanId),
              label: `${p.planName} (${p.planId})`,
            }))}
          />
          <MultiSelect
            label={t('structures.inNetworkFiles')}
            searchable
            value={v.inNetwork}
            error={errors.inNetworkFileIds || undefined}
            onChange={(on) => set({ inNetwork: on }, 'inNetworkFileIds')}
            data={fileOptions('in-network-rates')}
          />
          <NativeSelect
            label={t('structures.allowedFile')}
            value={v.allowed}
            error={errors.allowedAmountFileId || undefined}
            onChange={(e) => set({ allowed: e.currentTarget.value }, 'allowedAmountFileId')}
            data={[{ value: '', label: t('structures.none') }, ...fileOptions('allowed-amounts')]}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('structures.save')}
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

/** Reporting structures: plans and the files that cover them (the table of contents). */
export function StructureAdmin() {
  const { t } = useTranslation('mrf');
  const structures = useReportingStructures();
  const plans = useReportingPlans();
  const files = useNetworkFiles();
  const [editing, setEditing] = useState<ReportingStructure>();
  const planName = new Map((plans.data ?? []).map((p) => [p.reportingPlanId, p.planName]));
  const fileName = new Map((files.data ?? []).map((f) => [f.networkFileId, f.description]));
  return (
    <Stack>
      <StructureForm
        key={editing?.reportingStructureId ?? 'new'}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
      <SectionCard title={t('structures.listTitle')}>
        <QueryState
          query={structures}
          isEmpty={(d) => d.length === 0}
          emptyText={t('structures.empty')}
        >
          {(list) => (
            <DataTable label={t('structures.listTitle')} minWidth={720}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('structures.name')}</Table.Th>
                  <Table.Th>{t('structures.plans')}</Table.Th>
                  <Table.Th>{t('structures.files')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((s) => (
                  <Table.Tr key={s.reportingStructureId}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>
                      {s.reportingPlanIds.map((id) => planName.get(id) ?? id).join('; ')}
                    </Table.Td>
                    <Table.Td>
                      {[
                        ...s.inNetworkFileIds,
                        ...(s.allowedAmountFileId ? [s.allowedAmountFileId] : []),
                      ]
                        .map((id) => fileName.get(id) ?? id)
                        .join('; ')}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('editNamed', { name: s.name })}
                        onClick={() => setEditing(s)}
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
