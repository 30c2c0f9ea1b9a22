import { Alert, Button, FileInput, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import type { EnrollmentImport834Result } from './types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import { useExport834, useImport834 } from './use-edi';

export interface EdiGroup {
  groupNumber: number;
  name: string;
}

/**
 * Upload an 834 for a group: validate first (the report in a table, line by line), then apply the same
 * file; and export the group's current enrollment as an 834.
 */
export function EdiImport({ groups }: { groups: readonly EdiGroup[] }) {
  const { t } = useTranslation('edi');
  const [groupNumber, setGroupNumber] = useState(
    groups.length === 1 ? String(groups[0]!.groupNumber) : '',
  );
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<EnrollmentImport834Result | null>(null);
  const upload = useImport834();
  const exporter = useExport834();
  const fieldErrors = fieldErrorsOf(upload.error, t);
  const groupError = !groupNumber && (file || upload.isError) ? t('groupRequired') : undefined;

  const send = (dryRun: boolean) => {
    if (!file || !groupNumber) return;
    upload.mutate(
      { groupNumber: Number(groupNumber), dryRun, file },
      { onSuccess: (r) => setResult(r) },
    );
  };
  const validated = result && result.dryRun && result.errors.length === 0;

  return (
    <Stack>
      <SectionCard title={t('importTitle')}>
        <Stack>
          <Text size="sm">{t('importHelp')}</Text>
          <NativeSelect
            label={t('group')}
            required
            value={groupNumber}
            error={groupError}
            onChange={(e) => {
              setGroupNumber(e.currentTarget.value);
              setResult(null);
            }}
            data={[
              { value: '', label: t('chooseGroup') },
              ...groups.map((g) => ({
                value: String(g.groupNumber),
                label: `${g.groupNumber} ${g.name}`,
              })),
            ]}
          />
          <FileInput
            label={t('file')}
            required
            clearable
            clearButtonProps={{ 'aria-label': t('clearFile') }}
            value={file}
            onChange={(f) => {
              setFile(f);
              setResult(null);
              upload.reset();
            }}
            error={fieldErrors.file}
          />
          {upload.isError && !fieldErrors.file && (
            <Alert color="red" variant="light" role="alert">
              {errorTextOf(upload.error, t)}
            </Alert>
          )}
          <Group>
            <Button
              onClick={() => send(true)}
              loading={upload.isPending && upload.variables?.dryRun}
              disabled={!file || !groupNumber}
            >
              {t('validate')}
            </Button>
            <Button
              color="green"
              onClick={() => send(false)}
              loading={upload.isPending && !upload.variables?.dryRun}
              disabled={!validated}
            >
              {t('apply')}
            </Button>
          </Group>
        </Stack>
      </SectionCard>
      {result && <Report result={result} />}
      <SectionCard title={t('exportTitle')}>
        <Stack>
          <Text size="sm">{t('exportHelp')}</Text>
          <Group>
            <Button
              variant="default"
              disabled={!groupNumber}
              loading={exporter.isPending}
              onClick={() => exporter.mutate(Number(groupNumber))}
            >
              {t('export')}
            </Button>
          </Group>
          {exporter.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorTextOf(exporter.error, t)}
            </Alert>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

function Report({ result }: { result: EnrollmentImport834Result }) {
  const { t } = useTranslation('edi');
  const counts = {
    households: result.households,
    created: result.membersCreated,
    updated: result.membersUpdated,
    terminated: result.membersTerminated,
  };
  return (
    <SectionCard title={t('reportTitle')}>
      <Stack>
        {result.errors.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {t('refused', { count: result.errors.length })}
          </Alert>
        ) : (
          <Alert color={result.applied ? 'green' : 'blue'} variant="light" role="status">
            {t(result.applied ? 'applied' : 'valid', counts)}
          </Alert>
        )}
        {result.errors.length > 0 && (
          <DataTable label={t('reportTitle')} caption={t('reportCaption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('line')}</Table.Th>
                <Table.Th scope="col">{t('segmentNumber')}</Table.Th>
                <Table.Th scope="col">{t('segment')}</Table.Th>
                <Table.Th scope="col">{t('element')}</Table.Th>
                <Table.Th scope="col">{t('message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.errors.map((e, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{e.line}</Table.Td>
                  <Table.Td>{e.segmentNumber}</Table.Td>
                  <Table.Td>{e.segment}</Table.Td>
                  <Table.Td>{e.element ?? ''}</Table.Td>
                  <Table.Td>{t(`messages.${e.messageKey}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </Stack>
    </SectionCard>
  );
}
