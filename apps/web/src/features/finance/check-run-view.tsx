import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckRunRef } from '@bp/contract/routes';
import { useSession } from '../../lib/session-store';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { DetailItem } from '../../ui/detail-item';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { CATEGORY_KEYS, CategoryChart } from './category-chart';
import { STATUS_BADGE } from './check-run-log';
import { PaymentsSection } from './payments-section';
import { canWrite } from './permissions';
import {
  useChecks,
  useDownloadSummary,
  useIgnoreCheck,
  usePublish,
  useRunEntry,
  useSetLogStatus,
  useSummary,
} from './use-check-runs';

/** The checks of a run, paged; staff with CheckLogUpdate ignore or include a check before publishing. */
function ChecksSection({ runRef, editable }: { runRef: CheckRunRef; editable: boolean }) {
  const { t } = useTranslation('finance');
  const { date, money } = useFormat();
  const [page, setPage] = useState(1);
  const checks = useChecks(runRef, page);
  const ignore = useIgnoreCheck();
  return (
    <PagedResultsCard
      title={t('checks.title')}
      query={checks}
      countText={(n) => t('checks.count', { count: n })}
      tableLabel={t('checks.title')}
      captionOf={(p) => t('checks.caption', p)}
      minWidth={900}
      page={page}
      onPage={setPage}
    >
      {(rows) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('checks.number')}</Table.Th>
              <Table.Th>{t('checks.payee')}</Table.Th>
              <Table.Th>{t('checks.category')}</Table.Th>
              <Table.Th>{t('checks.amount')}</Table.Th>
              <Table.Th>{t('checks.claims')}</Table.Th>
              <Table.Th>{t('checks.clearDate')}</Table.Th>
              <Table.Th>{t('checks.ignored')}</Table.Th>
              {editable && <Table.Th>{t('checks.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.checkNumber}>
                <Table.Td>{c.checkNumber}</Table.Td>
                <Table.Td>
                  {c.payeeName || t('checks.memberProtected')}
                  <Text size="xs" c="dimmed">
                    {t(`payeeTypes.${c.payeeType}`)}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`categories.${c.category}`)}</Table.Td>
                <Table.Td>{money(c.amountCents)}</Table.Td>
                <Table.Td>{c.claimCount}</Table.Td>
                <Table.Td>{date(c.clearDate)}</Table.Td>
                <Table.Td>{c.ignore ? t('checks.yes') : t('checks.no')}</Table.Td>
                {editable && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      loading={ignore.isPending && ignore.variables?.checkNumber === c.checkNumber}
                      aria-label={t(c.ignore ? 'checks.includeOne' : 'checks.ignoreOne', {
                        number: c.checkNumber,
                      })}
                      onClick={() =>
                        ignore.mutate(
                          { ...runRef, checkNumber: c.checkNumber, ignore: !c.ignore },
                          {
                            onError: (err) => notify({ type: 'error', text: errorTextOf(err, t) }),
                          },
                        )
                      }
                    >
                      {c.ignore ? t('checks.include') : t('checks.ignore')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </PagedResultsCard>
  );
}

/**
 * One check run: its summary, category totals (table and chart), checks and payments, the summary as PDF
 * and Excel; finance staff review it (ignore checks, payments, mark reviewed) and publish it.
 */
export function CheckRunView({ runRef, mode }: { runRef: CheckRunRef; mode: 'finance' | 'group' }) {
  const { t } = useTranslation('finance');
  const { date, money } = useFormat();
  const perms = useSession((s) => s.permissions);
  const entry = useRunEntry(runRef, mode === 'group');
  const summary = useSummary(runRef);
  const download = useDownloadSummary();
  const setStatus = useSetLogStatus();
  const publish = usePublish();
  const [confirming, setConfirming] = useState(false);
  const status = entry.data?.status;
  const open = status === 'Completed' || status === 'Reviewed';
  const canUpdate = mode === 'finance' && canWrite(perms, 'CHECKLOG_UPDATE');
  const canPublish = mode === 'finance' && canWrite(perms, 'PUBLISH_CHECKLOG');
  const onError = (err: unknown) => notify({ type: 'error', text: errorTextOf(err, t) });

  return (
    <QueryState query={summary} emptyText={t('view.notFound')}>
      {(s) => (
        <Stack>
          <SectionCard
            title={t('view.summary')}
            actions={
              status && (
                <Badge {...STATUS_BADGE[status]} size="lg">
                  {t(`status.${status}`)}
                </Badge>
              )
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl">
              <DetailItem
                label={t('view.group')}
              >{`${s.summary.groupNumber}${entry.data ? ` – ${entry.data.groupName}` : ''}`}</DetailItem>
              <DetailItem label={t('view.definition')}>
                {entry.data?.definitionName ?? ''}
              </DetailItem>
              <DetailItem label={t('view.date')}>{date(s.summary.date)}</DetailItem>
              <DetailItem label={t('view.medicalFile')}>
                {s.summary.medicalFileName ?? ''}
              </DetailItem>
              <DetailItem label={t('view.rxFile')}>{s.summary.rxFileName ?? ''}</DetailItem>
              <DetailItem label={t('view.total')}>{money(s.totals.totalCents)}</DetailItem>
            </SimpleGrid>
            <Group mt="md">
              <Button
                variant="default"
                loading={download.isPending && download.variables?.kind === 'pdf'}
                onClick={() => download.mutate({ ref: runRef, kind: 'pdf' }, { onError })}
              >
                {t('view.downloadPdf')}
              </Button>
              <Button
                variant="default"
                loading={download.isPending && download.variables?.kind === 'xlsx'}
                onClick={() => download.mutate({ ref: runRef, kind: 'xlsx' }, { onError })}
              >
                {t('view.downloadExcel')}
              </Button>
              {canUpdate && open && (
                <Button
                  variant="light"
                  loading={setStatus.isPending}
                  onClick={() =>
                    setStatus.mutate(
                      { ...runRef, status: status === 'Reviewed' ? 'Completed' : 'Reviewed' },
                      {
                        onSuccess: () => notify({ type: 'success', text: t('view.statusSaved') }),
                        onError,
                      },
                    )
                  }
                >
                  {status === 'Reviewed' ? t('view.reopen') : t('view.markReviewed')}
                </Button>
              )}
              {canPublish && status === 'Reviewed' && (
                <Button loading={publish.isPending} onClick={() => setConfirming(true)}>
                  {t('view.publish')}
                </Button>
              )}
            </Group>
          </SectionCard>
          <SectionCard title={t('view.totals')}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <DataTable label={t('view.totals')} minWidth={320}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('view.category')}</Table.Th>
                    <Table.Th>{t('view.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {CATEGORY_KEYS.map((k) => (
                    <Table.Tr key={k}>
                      <Table.Th scope="row" fw={400}>
                        {t(`categories.${k}`)}
                      </Table.Th>
                      <Table.Td>{money(s.totals[`${k}Cents`])}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th scope="row">{t('view.total')}</Table.Th>
                    <Table.Td fw={700} data-testid="run-total">
                      {money(s.totals.totalCents)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </DataTable>
              <CategoryChart totals={s.totals} />
            </SimpleGrid>
          </SectionCard>
          <ChecksSection runRef={runRef} editable={canUpdate && open} />
          <PaymentsSection runRef={runRef} summary={s} canUpdate={canUpdate} />
          <ConfirmDialog
            opened={confirming}
            title={t('view.publishTitle')}
            content={t('view.publishText')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              publish.mutate(runRef, {
                onSuccess: () => notify({ type: 'success', text: t('view.published') }),
                onError,
              });
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
}
