import { NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { APPEAL_TYPES, planDateOf, type AppealType } from '@bp/contract/rules/appeal-clocks';
import type { AppealSummary } from '@bp/contract/api/appeals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@bp/contract/format';
import { AppLink } from '../../ui/app-link';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { ClockCell } from './clock-badge';
import {
  useAppealQueue,
  type QueueAssigned,
  type QueueFilters,
  type QueueView,
} from './use-appeals';

const VIEWS: readonly QueueView[] = ['open', 'decided', 'all'];
const ASSIGNED: readonly QueueAssigned[] = ['any', 'me', 'unassigned'];

/** The appeal's state in words: its status, or the outcome once decided. */
export function useStatusText() {
  const { t } = useTranslation('appealQueue');
  return (a: Pick<AppealSummary, 'status' | 'outcome'>) =>
    a.status === 'decided' && a.outcome
      ? t('status.decidedAs', { outcome: t(`outcome.${a.outcome}`) })
      : t(`status.${a.status}`);
}

/**
 * The staff appeal queue (issue 31): the appeals of the caller's groups — open ones by default, in the
 * server's order (least time left first) — filtered by view, assignment and type, 20 a page.
 */
export function AppealQueue({ detailsPath }: { detailsPath: (appealId: number) => string }) {
  const { t } = useTranslation('appealQueue');
  const statusText = useStatusText();
  const [filters, setFilters] = useState<QueueFilters>({ view: 'open', assigned: 'any', type: '' });
  const [page, setPage] = useState(1);
  const query = useAppealQueue(filters, page);
  const change = (next: Partial<QueueFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-label={t('filters.label')}>
        <NativeSelect
          label={t('filters.view')}
          value={filters.view}
          data={VIEWS.map((v) => ({ value: v, label: t(`filters.views.${v}`) }))}
          onChange={(e) => change({ view: e.currentTarget.value as QueueView })}
        />
        <NativeSelect
          label={t('filters.assigned')}
          value={filters.assigned}
          data={ASSIGNED.map((v) => ({ value: v, label: t(`filters.assignedTo.${v}`) }))}
          onChange={(e) => change({ assigned: e.currentTarget.value as QueueAssigned })}
        />
        <NativeSelect
          label={t('filters.type')}
          value={filters.type}
          data={[
            { value: '', label: t('filters.anyType') },
            ...APPEAL_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
          ]}
          onChange={(e) => change({ type: e.currentTarget.value as AppealType | '' })}
        />
      </SimpleGrid>
      <PagedResultsCard
        title={t(`queue.title.${filters.view}`)}
        query={query}
        countText={(count) => t('queue.count', { count })}
        tableLabel={t('queue.tableLabel')}
        captionOf={(p) => t('queue.caption', p)}
        minWidth={900}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.appeal')}</Table.Th>
                <Table.Th scope="col">{t('columns.patient')}</Table.Th>
                <Table.Th scope="col">{t('columns.type')}</Table.Th>
                <Table.Th scope="col">{t('columns.reference')}</Table.Th>
                <Table.Th scope="col">{t('columns.status')}</Table.Th>
                <Table.Th scope="col">{t('columns.reviewer')}</Table.Th>
                <Table.Th scope="col">{t('columns.timeLeft')}</Table.Th>
                <Table.Th scope="col">{t('columns.filed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((a) => (
                <Table.Tr key={a.appealId}>
                  <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                    <AppLink to={detailsPath(a.appealId)}>{a.appealNumber}</AppLink>
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm">{`${a.patientFirstName} ${a.patientLastName}`}</Text>
                    <Text size="xs" c="dimmed">
                      {a.memberId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`type.${a.type}`)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{a.reference}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`subject.${a.subject}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{statusText(a)}</Table.Td>
                  <Table.Td>{a.reviewerName ?? t('unassigned')}</Table.Td>
                  <Table.Td>
                    {a.clock ? (
                      <ClockCell clock={a.clock} />
                    ) : (
                      t('decidedOn', { date: formatDate(a.decidedAt && planDateOf(a.decidedAt)) })
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(planDateOf(a.receivedAt))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        )}
      </PagedResultsCard>
    </Stack>
  );
}
