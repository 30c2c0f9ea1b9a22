import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AppealSummary } from '@bp/contract/api/appeals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { ClockStatus } from './appeal-clock';
import { localDate } from './appeal-format';
import { appealPaths, type AppealPortal } from './appeal-paths';
import { useAppealList } from './use-appeals';

/** The decide-by cell: the deadline and its clock while open, the outcome's date once decided. */
function DecideBy({ appeal }: { appeal: AppealSummary }) {
  if (!appeal.clock) return <Text size="sm">—</Text>;
  return <ClockStatus clock={appeal.clock} withDeadline />;
}

/**
 * The caller's appeals (a member: the household's; a provider: its filings), newest first, a server page
 * at a time: status, type, what was appealed, the patient, when it was filed, the plan's decide-by date
 * with its countdown and band, and the outcome. With none yet: how to appeal.
 */
export function AppealList({ portal }: { portal: AppealPortal }) {
  const { t } = useTranslation('appeals');
  const [page, setPage] = useState(1);
  const query = useAppealList(page);
  const paths = appealPaths(portal);
  return (
    <SectionCard title={t('list.title')}>
      <VisuallyHidden aria-live="polite">
        {query.data && !query.isPlaceholderData
          ? t('list.count', { count: query.data.totalNumberOfItems })
          : ''}
      </VisuallyHidden>
      <QueryState query={query} emptyText="">
        {(data) =>
          data.totalNumberOfItems === 0 ? (
            <Stack gap="xs">
              <Text fw={600}>{t('list.emptyTitle')}</Text>
              <Text size="sm">{t(`list.empty.${portal}`)}</Text>
            </Stack>
          ) : (
            <Stack>
              <DataTable
                label={t('list.tableLabel')}
                minWidth={960}
                caption={t('list.caption', {
                  page: data.pageNumber,
                  pages: Math.max(1, data.totalNumberOfPages),
                  count: data.totalNumberOfItems,
                })}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('fields.appealNumber')}</Table.Th>
                    <Table.Th scope="col">{t('fields.status')}</Table.Th>
                    <Table.Th scope="col">{t('fields.type')}</Table.Th>
                    <Table.Th scope="col">{t('fields.reference')}</Table.Th>
                    <Table.Th scope="col">{t('fields.patient')}</Table.Th>
                    <Table.Th scope="col">{t('fields.filed')}</Table.Th>
                    <Table.Th scope="col">{t('fields.decideBy')}</Table.Th>
                    <Table.Th scope="col">{t('fields.outcome')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((a) => (
                    <Table.Tr key={a.appealId}>
                      <Table.Th scope="row">
                        <AppLink to={paths.details(a.appealId)} style={{ whiteSpace: 'nowrap' }}>
                          {a.appealNumber}
                        </AppLink>
                      </Table.Th>
                      <Table.Td>{t(`status.${a.status}`)}</Table.Td>
                      <Table.Td>{t(`type.${a.type}`)}</Table.Td>
                      <Table.Td>
                        {t(`subject.${a.subject}Word`)}
                        <br />
                        <span style={{ whiteSpace: 'nowrap' }}>{a.reference}</span>
                      </Table.Td>
                      <Table.Td>{`${a.patientFirstName} ${a.patientLastName}`}</Table.Td>
                      <Table.Td>
                        <time dateTime={a.receivedAt}>{localDate(a.receivedAt)}</time>
                      </Table.Td>
                      <Table.Td>
                        <DecideBy appeal={a} />
                      </Table.Td>
                      <Table.Td>{a.outcome ? t(`outcome.${a.outcome}`) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </DataTable>
              <Pager total={data.totalNumberOfPages} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
