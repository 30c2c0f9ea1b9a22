import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHECK_RUN_STATUSES, type CheckRunLogEntry } from '@bp/contract/api/checkrun';
import { formatIsoDate, parseAnyDate } from '@bp/contract/rules/dates';
import { checkRunParams, routePath, type RouteName } from '@bp/contract/routes';
import { useSession } from '../../lib/session-store';
import { GroupSelect } from '../../ui/group-select';
import { AppLink } from '../../ui/app-link';
import { DateField } from '../../ui/date-field';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { canWrite } from './permissions';
import { useCheckRunLog, useInitiate, useJobStatus, useTemplates } from './use-check-runs';

/** Badge of each status (colours dark enough for AA contrast, filled or outlined). */
export const STATUS_BADGE: Record<
  CheckRunLogEntry['status'],
  { color: string; variant: 'filled' | 'outline' }
> = {
  Pending: { color: 'gray.7', variant: 'filled' },
  Running: { color: 'blue.9', variant: 'filled' },
  Completed: { color: 'blue.9', variant: 'outline' },
  Failed: { color: 'red.9', variant: 'filled' },
  Reviewed: { color: 'teal.9', variant: 'outline' },
  Published: { color: 'teal.9', variant: 'filled' },
};

/** Initiate a check run (RunCheckLog): group, definition, date; the job's progress until it is done. */
function InitiatePanel({ viewRoute }: { viewRoute: RouteName }) {
  const { t } = useTranslation('finance');
  const [group, setGroup] = useState<string | null>(null);
  const [definition, setDefinition] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [job, setJob] = useState<{
    jobId: string;
    ref: Parameters<typeof checkRunParams>[0];
  } | null>(null);
  const templates = useTemplates(group ? Number(group) : undefined);
  const initiate = useInitiate();
  const status = useJobStatus(job?.jobId ?? null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!group) missing.groupNumber = t('required');
    if (!definition) missing.checkRunDefinitionId = t('required');
    const day = date ? parseAnyDate(date) : null;
    if (!date) missing.date = t('required');
    else if (!day) missing.date = t('messages:invalidDateFormat');
    setErrors(missing);
    if (Object.keys(missing).length || !day) return;
    const ref = {
      groupNumber: Number(group),
      checkRunDefinitionId: Number(definition),
      date: formatIsoDate(day),
    };
    initiate.mutate(ref, {
      onSuccess: (r) => setJob({ jobId: r.jobId, ref }),
      onError: (err) => {
        const fields = fieldErrorsOf(err, t);
        setErrors(fields);
        if (!Object.keys(fields).length) notify({ type: 'error', text: errorTextOf(err, t) });
      },
    });
  };
  const s = status.data;
  const progress = s ? s.progress : 0;

  return (
    <SectionCard title={t('initiate.title')}>
      <form onSubmit={submit} noValidate aria-label={t('initiate.title')}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <GroupSelect
              label={t('initiate.group')}
              value={group}
              onChange={(v) => {
                setGroup(v);
                setDefinition(null);
              }}
              withAsterisk
              error={errors.groupNumber}
            />
            <Select
              label={t('initiate.definition')}
              data={(templates.data ?? []).map((d) => ({
                value: String(d.checkRunDefinitionId),
                label: d.name,
              }))}
              value={definition}
              onChange={setDefinition}
              disabled={!group}
              withAsterisk
              error={errors.checkRunDefinitionId}
            />
            <DateField
              label={t('initiate.date')}
              value={date}
              onChange={setDate}
              withAsterisk
              error={errors.date}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={initiate.isPending}>
              {t('initiate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {job && (
        <Stack mt="md" gap="xs">
          <Text aria-live="polite">
            {s?.state === 'completed'
              ? t('initiate.done')
              : s?.state === 'failed'
                ? t('initiate.failed')
                : t('initiate.running', { progress })}
          </Text>
          <Progress
            value={progress}
            aria-label={t('initiate.progress', { progress })}
            animated={s?.state !== 'completed' && s?.state !== 'failed'}
            color={s?.state === 'failed' ? 'red.9' : undefined}
          />
          <Text size="sm">{t('initiate.percent', { progress })}</Text>
          {s?.state === 'completed' && (
            <AppLink to={routePath(viewRoute, checkRunParams(job.ref))}>
              {t('initiate.open')}
            </AppLink>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/**
 * The check-run log: staff (finance/checkrun/log) see every run of their groups and may initiate one;
 * group finance (employer, or staff under group-finance) sees the published runs of its groups.
 */
export function CheckRunLog({
  mode,
  viewRoute,
}: {
  mode: 'finance' | 'group';
  viewRoute: RouteName;
}) {
  const { t } = useTranslation('finance');
  const { date, money } = useFormat();
  const mayRun = useSession((s) => canWrite(s.permissions, 'RUN_CHECKLOG'));
  const [page, setPage] = useState(1);
  const [group, setGroup] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const log = useCheckRunLog(
    {
      groupNumber: group ? Number(group) : undefined,
      status: (status ?? undefined) as CheckRunLogEntry['status'] | undefined,
    },
    page,
    mode === 'group',
  );

  return (
    <Stack>
      {mode === 'finance' && mayRun && <InitiatePanel viewRoute={viewRoute} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <GroupSelect
          label={t('log.filterGroup')}
          value={group}
          onChange={(v) => {
            setGroup(v);
            setPage(1);
          }}
          clearable
        />
        {mode === 'finance' && (
          <Select
            label={t('log.filterStatus')}
            data={CHECK_RUN_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) }))}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            clearable
          />
        )}
      </SimpleGrid>
      <PagedResultsCard
        title={t('log.title')}
        query={log}
        countText={(n) => t('log.count', { count: n })}
        tableLabel={t('log.title')}
        captionOf={(p) => t('log.caption', p)}
        minWidth={820}
        page={page}
        onPage={setPage}
      >
        {(rows) => (
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('log.date')}</Table.Th>
                <Table.Th>{t('log.group')}</Table.Th>
                <Table.Th>{t('log.definition')}</Table.Th>
                <Table.Th>{t('log.status')}</Table.Th>
                <Table.Th>{t('log.checks')}</Table.Th>
                <Table.Th>{t('log.total')}</Table.Th>
                <Table.Th>{t('log.view')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={`${r.groupNumber}.${r.checkRunDefinitionId}.${r.date}`}>
                  <Table.Td>{date(r.date)}</Table.Td>
                  <Table.Td>{`${r.groupNumber} – ${r.groupName}`}</Table.Td>
                  <Table.Td>{r.definitionName}</Table.Td>
                  <Table.Td>
                    <Badge {...STATUS_BADGE[r.status]}>{t(`status.${r.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{r.checkCount}</Table.Td>
                  <Table.Td>{money(r.totalCents)}</Table.Td>
                  <Table.Td>
                    <AppLink
                      to={routePath(
                        viewRoute,
                        checkRunParams({
                          groupNumber: r.groupNumber,
                          checkRunDefinitionId: r.checkRunDefinitionId,
                          date: r.date,
                        }),
                      )}
                      aria-label={t('log.viewOne', {
                        group: r.groupNumber,
                        definition: r.definitionName,
                        date: date(r.date),
                      })}
                    >
                      {t('log.view')}
                    </AppLink>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        )}
      </PagedResultsCard>
    </Stack>
  );
}
