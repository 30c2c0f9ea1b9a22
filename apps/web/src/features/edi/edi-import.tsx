import { Alert, Button, FileInput, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { EnrollmentImport834Result, EnrollmentImport834Status } from './types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { GroupSelect } from '../../ui/group-select';
import { SectionCard } from '../../ui/section-card';
import { useExport834, useImport834, useImport834Status } from './use-edi';

export interface EdiGroup {
  groupNumber: number;
  name: string;
}

/**
 * Upload an 834 for a group: validate first (the report in a table, line by line), then apply the same
 * file; and export the group's current enrollment as an 834. Each upload is a job on the server: its
 * progress shows until the report arrives. `validateOnly` (employers): no Apply — the report only.
 */
export function EdiImport({
  onlyGroup,
  validateOnly = false,
}: {
  /** The caller's one enrolling group when it has exactly one: chosen from the start. */
  onlyGroup: EdiGroup | null;
  validateOnly?: boolean;
}) {
  const { t } = useTranslation('edi');
  const [groupNumber, setGroupNumber] = useState(onlyGroup ? String(onlyGroup.groupNumber) : '');
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useImport834();
  const status = useImport834Status(jobId);
  const job = jobId !== null ? status.data : undefined;
  const result = job?.state === 'completed' ? job.result : null;
  const working =
    upload.isPending ||
    (jobId !== null &&
      !status.isError &&
      (!job || job.state === 'queued' || job.state === 'running'));
  const reset = () => {
    setJobId(null);
    upload.reset();
  };
  const exporter = useExport834();
  const fieldErrors = fieldErrorsOf(upload.error, t);
  const groupError = !groupNumber && (file || upload.isError) ? t('groupRequired') : undefined;

  const send = (dryRun: boolean) => {
    if (!file || !groupNumber) return;
    setJobId(null);
    upload.mutate(
      { groupNumber: Number(groupNumber), dryRun, file },
      { onSuccess: (r) => setJobId(r.jobId) },
    );
  };
  const validated = result && result.dryRun && result.errors.length === 0;

  return (
    <Stack>
      <SectionCard title={t('importTitle')}>
        <Stack>
          <Text size="sm">{t(validateOnly ? 'validateOnlyHelp' : 'importHelp')}</Text>
          <GroupSelect
            label={t('group')}
            required
            withFlag="enrollment"
            allowDeselect={false}
            placeholder={t('chooseGroup')}
            value={groupNumber || null}
            selected={onlyGroup}
            error={groupError}
            onChange={(v) => {
              setGroupNumber(v ?? '');
              reset();
            }}
          />
          <FileInput
            label={t('file')}
            required
            clearable
            clearButtonProps={{ 'aria-label': t('clearFile') }}
            value={file}
            onChange={(f) => {
              setFile(f);
              reset();
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
              loading={working && upload.variables?.dryRun}
              disabled={!file || !groupNumber || working}
            >
              {t('validate')}
            </Button>
            {!validateOnly && (
              <Button
                color="green"
                onClick={() => send(false)}
                loading={working && !upload.variables?.dryRun}
                disabled={!validated || working}
              >
                {t('apply')}
              </Button>
            )}
          </Group>
        </Stack>
      </SectionCard>
      {jobId !== null && !result && (
        <JobProgress
          job={job}
          dryRun={upload.variables?.dryRun !== false}
          failed={status.isError}
        />
      )}
      {result && <Report result={result} validateOnly={validateOnly} />}
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

/** The job's progress while it runs (announced politely), or why it stopped. */
function JobProgress({
  job,
  dryRun,
  failed,
}: {
  job: EnrollmentImport834Status | undefined;
  dryRun: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('edi');
  if (failed || job?.state === 'failed')
    return (
      <Alert color="red" variant="light" role="alert">
        {t('jobFailed')}
      </Alert>
    );
  const progress = job?.progress ?? 0;
  const text =
    !job || job.state === 'queued'
      ? t('queued')
      : t(dryRun ? 'checking' : 'applying', { progress });
  return (
    <SectionCard title={t('progressTitle')}>
      <Stack gap="xs">
        <Progress value={progress} aria-label={t('progressLabel', { progress })} animated />
        <Text size="sm" role="status">
          {text}
        </Text>
      </Stack>
    </SectionCard>
  );
}

function Report({
  result,
  validateOnly,
}: {
  result: EnrollmentImport834Result;
  validateOnly: boolean;
}) {
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
            {t(result.applied ? 'applied' : validateOnly ? 'validOnly' : 'valid', counts)}
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
