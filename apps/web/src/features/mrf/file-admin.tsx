import { Badge, Checkbox, NativeSelect, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveNetworkFile, type NetworkFile } from '@bp/contract/api/mrf';
import { formatDate } from '../../lib/format';
import { mrfSectionTexts } from './section-texts';
import { AdminListFormSection } from '../../ui/admin-list-form-section';
import { useMayCall } from '../../lib/use-may-call';
import type { FieldErrors } from '../../ui/use-contract-form';
import { httpsOnly } from './form-errors';
import { GenerationPanel } from './generation-panel';
import { PublishHistory } from './publish-history';
import { useNetworkFiles, useSaveFile } from './use-mrf';

interface Values {
  description: string;
  fileType: 'in-network-rates' | 'allowed-amounts';
  generated: boolean;
  location: string;
  schemaVersion: string;
}
const EMPTY: Values = {
  description: '',
  fileType: 'in-network-rates',
  generated: false,
  location: '',
  schemaVersion: '2.2.0',
};
const valuesOf = (f: NetworkFile): Values => ({
  description: f.description,
  fileType: f.fileType,
  generated: f.generated,
  location: f.generated ? '' : f.location,
  schemaVersion: f.schemaVersion,
});

/** Client checks of the file form (the server checks again): a hosted file needs an https location. */
function checkFile(v: Values): FieldErrors {
  const e: FieldErrors = {};
  if (!v.description.trim()) e.description = 'required';
  if (!v.generated && !v.location.trim()) e.location = 'required';
  else if (!v.generated && !/^https:\/\/\S+$/i.test(v.location.trim()))
    e.location = 'mrf:httpsRequired';
  return e;
}

const requestOf = (v: Values, editing: NetworkFile | undefined) => ({
  ...(editing ? { networkFileId: editing.networkFileId } : {}),
  description: v.description.trim(),
  fileType: v.fileType,
  generated: v.generated,
  ...(v.generated ? {} : { location: v.location.trim() }),
  schemaVersion: v.schemaVersion.trim() || '2.2.0',
});

export const STATUS_COLORS: Record<NetworkFile['status'], string> = {
  draft: 'gray.7',
  generating: 'blue.9',
  published: 'teal.9',
  failed: 'red.9',
};

/** Network files: list (status, rates, why a generation was refused), create, edit; generation; history. */
export function FileAdmin() {
  const { t } = useTranslation(['mrf', 'messages']);
  const files = useNetworkFiles();
  const save = useSaveFile();
  // Read-only holders of MRF Maintenance (compliance) see the lists without the forms.
  const readOnly = !useMayCall(saveNetworkFile);
  return (
    <AdminListFormSection
      readOnly={readOnly}
      tableLabel={t('files.tableLabel')}
      texts={mrfSectionTexts(t, 'files', (f: NetworkFile) => f.description)}
      rows={files}
      rowKey={(f) => f.networkFileId}
      minWidth={820}
      columns={[
        t('files.description'),
        t('files.fileType'),
        t('files.status'),
        t('files.rates'),
        t('files.lastUpdated'),
        t('files.location'),
      ]}
      cells={(f) => (
        <>
          <Table.Td>{f.description}</Table.Td>
          <Table.Td>{t(`kinds.${f.fileType}`)}</Table.Td>
          <Table.Td>
            {/* At least as wide as its word: a badge's label shrinks to nothing in a narrow column ("PUBL…"). */}
            <Badge color={STATUS_COLORS[f.status]} variant="filled" miw="max-content">
              {t(`status.${f.status}`)}
            </Badge>
            {f.error && (
              <Text size="xs" c="red.9" style={{ whiteSpace: 'pre-line' }}>
                {f.error}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            {f.generated && f.fileType === 'in-network-rates' ? f.rateCount : '—'}
          </Table.Td>
          <Table.Td>{f.status === 'draft' ? '—' : formatDate(f.lastUpdatedOn)}</Table.Td>
          <Table.Td style={{ wordBreak: 'break-all' }}>
            {f.location || (f.generated ? t('files.notYet') : '—')}
          </Table.Td>
        </>
      )}
      empty={EMPTY}
      valuesOf={valuesOf}
      check={checkFile}
      requestOf={requestOf}
      save={{
        mutate: (request, on) =>
          save.mutate(request, { ...on, onError: (e) => on.onError(httpsOnly(e)) }),
        isPending: save.isPending,
      }}
      formWidth={760}
      fields={({ values: v, set, update, errorOf }) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('files.description')}
              withAsterisk
              maxLength={500}
              value={v.description}
              error={errorOf('description')}
              onChange={(e) => set('description', e.currentTarget.value)}
            />
            <NativeSelect
              label={t('files.fileType')}
              value={v.fileType}
              onChange={(e) => {
                const fileType = e.currentTarget.value as Values['fileType'];
                update((p) => ({ ...p, fileType }));
              }}
              data={[
                { value: 'in-network-rates', label: t('kinds.in-network-rates') },
                { value: 'allowed-amounts', label: t('kinds.allowed-amounts') },
              ]}
            />
            <TextInput
              label={t('files.location')}
              description={t('files.locationHint')}
              withAsterisk={!v.generated}
              disabled={v.generated}
              type="url"
              value={v.location}
              error={errorOf('location')}
              onChange={(e) => set('location', e.currentTarget.value)}
            />
            <TextInput
              label={t('files.schemaVersion')}
              maxLength={10}
              value={v.schemaVersion}
              error={errorOf('schemaVersion')}
              onChange={(e) => set('schemaVersion', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Checkbox
            label={t('files.generated')}
            description={t('files.generatedHint')}
            checked={v.generated}
            onChange={(e) => set('generated', e.currentTarget.checked)}
          />
        </>
      )}
      after={() => (
        <>
          {!readOnly && <GenerationPanel />}
          <PublishHistory />
        </>
      )}
    />
  );
}
