import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Memo } from '@bp/contract/api/memos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { useFormat } from '../../ui/use-language';
import { useMemoPage } from './use-memos';

/** One memo: type, who wrote it when, its period, and the text as written (line breaks kept). */
export function MemoItem({ memo }: { memo: Memo }) {
  const { t } = useTranslation('admin-profile');
  const fmt = useFormat();
  const period =
    memo.effectiveDate || memo.expirationDate
      ? t('memo.period', {
          from: fmt.date(memo.effectiveDate) || '—',
          thru: fmt.date(memo.expirationDate) || '—',
        })
      : null;
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {memo.descr}
        </Text>
        {memo.active && (
          <Badge color="blue.9" variant="light" radius="sm">
            {t('memo.activeBadge')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('memo.byline', { name: memo.createdBy, date: fmt.date(memo.createdDate) })}
        {period ? ` · ${period}` : ''}
      </Text>
      <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {memo.text}
      </Text>
    </Paper>
  );
}

/** The member's memos, newest first, 10 a server page (spec §9). */
export function MemoList({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-profile');
  const [page, setPage] = useState(1);
  const query = useMemoPage(memberId, page);
  return (
    <QueryState query={query} isEmpty={(d) => d.memos.length === 0} emptyText={t('memo.empty')}>
      {(data) => (
        <Stack>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('memo.count', {
              count: data.totalNumberOfItems,
              page: data.pageNumber,
              pages: Math.max(1, data.totalNumberOfPages),
            })}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.memos.map((m) => (
              <MemoItem key={m.memoId} memo={m} />
            ))}
          </Stack>
          <Pager total={data.totalNumberOfPages} value={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * The member's active memos as a banner above the profile's pages (spec §3: "the active memo is shown
 * as a banner"), from the newest page of memos; nothing while loading or when there is none.
 */
export function ActiveMemos({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-profile');
  const query = useMemoPage(memberId, 1);
  const active = query.data?.memos.filter((m) => m.active) ?? [];
  if (active.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title={t('memo.activeBanner')}>
      <Stack gap={4}>
        {active.map((m) => (
          <Text
            key={m.memoId}
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            <Text span fw={600} size="sm">{`${m.descr}: `}</Text>
            {m.text}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
