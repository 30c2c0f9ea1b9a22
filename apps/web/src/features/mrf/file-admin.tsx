import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkFile } from '@bp/contract/api/mrf';
import { formatDate } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { focusFirstInvalid } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { failureOf } from './form-errors';
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

export const STATUS_COLORS: Record<NetworkFile['status'], string> = {
  draft: 'gray.7',
  generating: 'blue.9',
  published: 'teal.9',
  failed: 'red.9',
};

function FileForm({ editing, onDone }: { editing?: NetworkFile; onDone: () => void }) {
  const { t } = useTranslation(['mrf', 'messages']);
  const save = useSaveFile();
  const [v, setV] = useState<Values>(editing ? valuesOf(editing) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<Values>, field: string) => {
    setV((p) => ({ ...p, ...patch }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const local: Record<string, string> = {};
    if (!v.description.trim()) local.description = t('messages:required');
    if (!v.generated && !v.location.trim()) local.location = t('messages:required');
    else if (!v.generated && !/^https:\/\/\S+$/i.test(v.location.trim()))
      local.location = t('httpsRequired');
    if (Object.keys(local).length) {
      setErrors(local);
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(
      {
        ...(editing ? { networkFileId: editing.networkFileId } : {}),
        description: v.description.trim(),
        fileType: v.fileType,
        generated: v.generated,
        ...(v.generated ? {} : { location: v.location.trim() }),
        schemaVersion: v.schemaVersion.trim() || '2.2.0',
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
    <SectionCard title={editing ? t('files.editTitle') : t('files.newTitle')}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('files.formLabel')}>
        <Stack maw={760}>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('files.description')}
              withAsterisk
              maxLength={500}
              value={v.description}
              error={errors.description || undefined}
              onChange={(e) => set({ description: e.currentTarget.value }, 'description')}
            />
            <NativeSelect
              label={t('files.fileType')}
              value={v.fileType}
              onChange={(e) =>
                set(
                  {
                    fileType: e.currentTarget.value as Values['fileType'],
                    ...(e.currentTarget.value === 'allowed-amounts' ? { generated: false } : {}),
                  },
                  'fileType',
                )
              }
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
              error={errors.location || undefined}
              onChange={(e) => set({ location: e.currentTarget.value }, 'location')}
            />
            <TextInput
              label={t('files.schemaVersion')}
              maxLength={10}
              value={v.schemaVersion}
              error={errors.schemaVersion || undefined}
              onChange={(e) => set({ schemaVersion: e.currentTarget.value }, 'schemaVersion')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('files.generated')}
            description={t('files.generatedHint')}
            disabled={v.fileType !== 'in-network-rates'}
            checked={v.generated}
            onChange={(e) => set({ generated: e.currentTarget.checked }, 'generated')}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('files.save')}
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

/** Network files: list (status, rates, why a generation was refused), create, edit; generation; history. */
export function FileAdmin() {
  const { t } = useTranslation('mrf');
  const files = useNetworkFiles();
  const [editing, setEditing] = useState<NetworkFile>();
  return (
    <Stack>
      <FileForm
        key={editing?.networkFileId ?? 'new'}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
      <SectionCard title={t('files.listTitle')}>
        <QueryState query={files} isEmpty={(d) => d.length === 0} emptyText={t('files.empty')}>
          {(list) => (
            <DataTable label={t('files.listTitle')} minWidth={820}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('files.description')}</Table.Th>
                  <Table.Th>{t('files.fileType')}</Table.Th>
                  <Table.Th>{t('files.status')}</Table.Th>
                  <Table.Th>{t('files.rates')}</Table.Th>
                  <Table.Th>{t('files.lastUpdated')}</Table.Th>
                  <Table.Th>{t('files.location')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((f) => (
                  <Table.Tr key={f.networkFileId}>
                    <Table.Td>{f.description}</Table.Td>
                    <Table.Td>{t(`kinds.${f.fileType}`)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[f.status]} variant="filled">
                        {t(`status.${f.status}`)}
                      </Badge>
                      {f.error && (
                        <Text size="xs" c="red.9" style={{ whiteSpace: 'pre-line' }}>
                          {f.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{f.generated ? f.rateCount : '—'}</Table.Td>
                    <Table.Td>{f.status === 'draft' ? '—' : formatDate(f.lastUpdatedOn)}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>
                      {f.location || (f.generated ? t('files.notYet') : '—')}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('editNamed', { name: f.description })}
                        onClick={() => setEditing(f)}
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
      <GenerationPanel />
      <PublishHistory />
    </Stack>
  );
}
