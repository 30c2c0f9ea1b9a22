import { useState, type FormEvent } from 'react';
import { GroupSelect } from '../../ui/group-select';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  REPORT_FORMATS,
  type Report,
  type ReportFormat,
  type RequestableReportType,
} from '@bp/contract/api/finance';
import { hasPermission } from '@bp/contract/permissions';
import { formatDateTime } from '@bp/contract/format';
import { roleClassOf } from '@bp/contract/roles';
import { roleOf, useSession } from '../../lib/session-store';
import { useEnrollmentCounts } from '../../lib/use-enrollment-counts';
import { offeredReportTypes } from './offered-types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateField } from '../../ui/date-field';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { SectionCard } from '../../ui/section-card';
import { useDeleteReports, useDownloadReports, useReports, useRequestReport } from './use-reports';

const STATUS_COLORS: Record<Report['status'], string> = {
  queued: 'gray.7',
  running: 'blue.9',
  ready: 'teal.9',
  failed: 'red.9',
};

/** The request form: type, group, period and format; the job is queued and the list below shows it. */
function RequestForm() {
  const { t } = useTranslation('reports');
  const request = useRequestReport();
  const [type, setType] = useState<RequestableReportType>('Claims');
  const [group, setGroup] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [thru, setThru] = useState('');
  const [format, setFormat] = useState<ReportFormat>('csv');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Only the types the caller can get for the chosen group (the server applies the same rule).
  const role = useSession(roleOf);
  const permissions = useSession((s) => s.permissions);
  const roleClass = role ? roleClassOf(role) : undefined;
  const counts = useEnrollmentCounts(roleClass === 'EmployerVendor');
  const claimsVisible = counts.data?.groups.find(
    (g) => String(g.groupNumber) === group,
  )?.claimsVisible;
  const types = offeredReportTypes(roleClass, permissions, claimsVisible);
  const chosenType = types.includes(type) ? type : (types[0] ?? 'Financial');
  const clearTypeError = () => setErrors(({ reportType: _, ...rest }) => rest);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!group) missing.groupNumber = t('required');
    if (!from) missing.fromDate = t('required');
    if (!thru) missing.thruDate = t('required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    request.mutate(
      {
        reportType: chosenType,
        groupNumber: Number(group),
        fromDate: from,
        thruDate: thru,
        format,
      },
      {
        onSuccess: () => notify({ type: 'success', text: t('requested') }),
        onError: (err) => {
          const fields = fieldErrorsOf(err, t);
          setErrors(fields);
          if (!Object.keys(fields).length) notify({ type: 'error', text: errorTextOf(err, t) });
        },
      },
    );
  };

  return (
    <SectionCard title={t('request.title')}>
      <form onSubmit={submit} noValidate aria-label={t('request.title')}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('request.type')}
              data={types.map((v) => ({ value: v, label: t(`types.${v}`) }))}
              value={chosenType}
              onChange={(v) => {
                if (v) setType(v as RequestableReportType);
                clearTypeError();
              }}
              allowDeselect={false}
              error={errors.reportType}
            />
            <GroupSelect
              label={t('request.group')}
              value={group}
              onChange={(v) => {
                setGroup(v);
                clearTypeError();
              }}
              withAsterisk
              error={errors.groupNumber}
            />
            <DateField
              label={t('request.from')}
              value={from}
              onChange={setFrom}
              withAsterisk
              error={errors.fromDate}
            />
            <DateField
              label={t('request.thru')}
              value={thru}
              onChange={setThru}
              withAsterisk
              error={errors.thruDate}
            />
            <Select
              label={t('request.format')}
              data={REPORT_FORMATS.map((v) => ({ value: v, label: t(`formats.${v}`) }))}
              value={format}
              onChange={(v) => v && setFormat(v as ReportFormat)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={request.isPending}>
              {t('request.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** Request a report, follow its job's progress, download and delete (admin utilities and employer). */
export function ReportsPanel() {
  const { t, i18n } = useTranslation('reports');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const reports = useReports(page);
  const download = useDownloadReports();
  const remove = useDeleteReports();
  const canDelete = useSession((s) => hasPermission(s.permissions, 'DELETE_REPORTS'));
  const items = reports.data?.items ?? [];
  const chosen = items.filter((r) => selected.includes(r.reportId));
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const onError = (err: unknown) => notify({ type: 'error', text: errorTextOf(err, t) });

  return (
    <Stack>
      <RequestForm />
      <Group>
        <Button
          variant="default"
          disabled={chosen.length === 0 || chosen.some((r) => r.status !== 'ready')}
          loading={download.isPending}
          onClick={() => download.mutate(chosen, { onError })}
        >
          {t('list.downloadSelected', { count: chosen.length })}
        </Button>
        {canDelete && (
          <Button
            color="red"
            variant="outline"
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
          >
            {t('list.deleteSelected', { count: chosen.length })}
          </Button>
        )}
      </Group>
      <PagedResultsCard
        title={t('list.title')}
        query={reports}
        countText={(n) => t('list.count', { count: n })}
        tableLabel={t('list.title')}
        captionOf={(p) => t('list.caption', p)}
        minWidth={820}
        page={page}
        onPage={setPage}
      >
        {(rows) => (
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Text span size="sm" fw={700}>
                    {t('list.select')}
                  </Text>
                </Table.Th>
                <Table.Th>{t('list.name')}</Table.Th>
                <Table.Th>{t('list.type')}</Table.Th>
                <Table.Th>{t('list.group')}</Table.Th>
                <Table.Th>{t('list.created')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th>{t('list.file')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.reportId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('list.selectOne', { name: r.name })}
                      checked={selected.includes(r.reportId)}
                      onChange={() => toggle(r.reportId)}
                    />
                  </Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{t(`types.${r.reportType}`)}</Table.Td>
                  <Table.Td>{r.groupNumber ?? ''}</Table.Td>
                  <Table.Td>{formatDateTime(r.createdDate, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Badge color={STATUS_COLORS[r.status]} variant="filled">
                        {t(`status.${r.status}`)}
                      </Badge>
                      {(r.status === 'queued' || r.status === 'running') && (
                        <Progress
                          value={r.progress}
                          aria-label={t('list.progress', { name: r.name, progress: r.progress })}
                          animated
                        />
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {r.status === 'ready' && (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('list.downloadOne', { name: r.name })}
                        onClick={() => download.mutate([r], { onError })}
                      >
                        {t('list.download')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        )}
      </PagedResultsCard>
      <ConfirmDialog
        opened={confirming}
        destructive
        title={t('delete.title')}
        content={t('delete.text', { count: chosen.length })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(
            chosen.map((r) => r.reportId),
            {
              onSuccess: () => {
                setSelected([]);
                notify({ type: 'success', text: t('delete.done') });
              },
              onError,
            },
          );
        }}
      />
    </Stack>
  );
}
