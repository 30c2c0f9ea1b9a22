import { Stack } from '@mantine/core';
import type { ConversationSummary } from '@bp/contract/api/conversations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { ConversationTable } from './conversation-table';
import { useConversationHistory } from './use-conversations';

/**
 * A member's conversations (archived included), 20 a page: for staff the member named, with the staff
 * columns; for a member (no `memberId`) its own.
 */
export function ConversationHistory({
  memberId,
  pathOf,
}: {
  memberId?: string | undefined;
  pathOf: (c: ConversationSummary) => string;
}) {
  const { t } = useTranslation('messaging');
  const [page, setPage] = useState(1);
  const query = useConversationHistory(memberId, page);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} emptyText={t('history.empty')}>
      {(data) => (
        <Stack>
          <ConversationTable
            items={data.items}
            label={t('history.title')}
            caption={t('center.caption', {
              count: data.items.length,
              total: data.totalNumberOfItems,
            })}
            pathOf={pathOf}
            staffColumns={memberId !== undefined}
          />
          <Pager total={data.totalNumberOfPages} value={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
