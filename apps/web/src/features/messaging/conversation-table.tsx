import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ConversationSummary } from '@bp/contract/api/conversations';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { DataTable } from '../../ui/data-table';
import { useFormat } from '../../ui/use-language';
import type { SortProperty } from './message-center-rules';
import { StatusBadge } from './status-badge';

/** Sorting of the table, when the portal allows it. */
export interface TableSort {
  property: SortProperty;
  desc: boolean;
  onSort: (column: SortProperty) => void;
}

/**
 * Conversations as a table: subject (a link to the conversation, with its unread count), status, who
 * started it, last message date; staff also see the member and the owner.
 */
export function ConversationTable({
  items,
  label,
  caption,
  pathOf,
  staffColumns = false,
  sort,
}: {
  items: readonly ConversationSummary[];
  label: string;
  caption: string;
  pathOf: (c: ConversationSummary) => string;
  staffColumns?: boolean;
  sort?: TableSort | undefined;
}) {
  const { t } = useTranslation('messaging');
  const fmt = useFormat();

  const header = (column: SortProperty | null, text: string) => {
    if (!sort || !column) return <Table.Th scope="col">{text}</Table.Th>;
    const active = sort.property === column;
    const Icon = !active ? IconArrowsSort : sort.desc ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th scope="col" aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton onClick={() => sort.onSort(column)} fw={700} fz="sm">
          <Group gap={4} wrap="nowrap">
            {text}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <DataTable label={label} caption={caption} minWidth={staffColumns ? 760 : 560}>
      <Table.Thead>
        <Table.Tr>
          {header('subject', t('columns.subject'))}
          {header('status', t('columns.status'))}
          {header(null, t('columns.from'))}
          {staffColumns && header(null, t('columns.member'))}
          {staffColumns && header(null, t('columns.owner'))}
          {header('lastMessageDate', t('columns.lastMessage'))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((c) => (
          <Table.Tr key={c.conversationId} fw={c.unreadCount > 0 ? 600 : undefined}>
            <Table.Td>
              <AppLink to={pathOf(c)} fw="inherit">
                {c.subject}
              </AppLink>
              {c.unreadCount > 0 && (
                <Badge ml="xs" size="sm" color="brand" tt="none">
                  {t('unread', { count: c.unreadCount })}
                </Badge>
              )}
              {c.transactionId !== null && (
                <Text size="xs" c="dimmed">
                  {t('transaction', { id: c.transactionId })}
                </Text>
              )}
              {c.archived && (
                <Badge ml="xs" size="sm" color="gray.7" variant="outline" tt="none">
                  {t('archived')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <StatusBadge status={c.status} />
            </Table.Td>
            <Table.Td>{c.createdByName}</Table.Td>
            {staffColumns && <Table.Td>{c.memberId ?? '—'}</Table.Td>}
            {staffColumns && <Table.Td>{c.ownerName ?? t('noOwner')}</Table.Td>}
            <Table.Td>{fmt.date(c.lastMessageDate)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
