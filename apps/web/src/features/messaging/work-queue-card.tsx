import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useConversationQueue } from './use-conversations';

/** The staff message queue: conversations waiting for an owner (admin dashboard, Receive Message). */
export function WorkQueueCard({ canReceive }: { canReceive: boolean }) {
  const { t } = useTranslation('messaging');
  const query = useConversationQueue(canReceive);
  const fmt = useFormat();
  return (
    <SectionCard title={t('queue.title')}>
      {!canReceive ? (
        <Text c="dimmed">{t('queue.noPermission')}</Text>
      ) : (
        <QueryState
          query={query}
          isEmpty={(d) => d.items.length === 0}
          emptyText={t('queue.empty')}
        >
          {(data) => (
            <DataTable
              label={t('queue.title')}
              minWidth={560}
              caption={t('queue.caption', {
                count: data.items.length,
                total: data.totalNumberOfItems,
              })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.subject')}</Table.Th>
                  <Table.Th scope="col">{t('columns.from')}</Table.Th>
                  <Table.Th scope="col">{t('columns.lastMessage')}</Table.Th>
                  <Table.Th scope="col">{t('columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((c) => (
                  <Table.Tr key={c.conversationId}>
                    <Table.Td>
                      {c.subject}
                      {c.unreadCount > 0 && (
                        <Badge ml="xs" size="sm" color="brand">
                          {t('unread', { count: c.unreadCount })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{c.createdByName}</Table.Td>
                    <Table.Td>{fmt.date(c.lastMessageDate)}</Table.Td>
                    <Table.Td>{t(`status.${c.status}`, { defaultValue: c.status })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
        </QueryState>
      )}
    </SectionCard>
  );
}
