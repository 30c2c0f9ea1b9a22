import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-language';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { usePublishDiff, usePublishHistory } from './use-mrf';

function DiffView({ publicationId }: { publicationId: number }) {
  const { t } = useTranslation('mrf');
  const diff = usePublishDiff(publicationId);
  const { money: fmt } = useFormat();
  const money = (c: number | null) => (c === null ? '—' : fmt(c));
  return (
    <QueryState query={diff} emptyText={t('history.noDiff')}>
      {(d) => (
        <Stack gap="xs">
          <Text size="sm" aria-live="polite">
            {d.previousPublicationId === null
              ? t('history.noPrevious')
              : t('history.summary', { added: d.added, removed: d.removed, changed: d.changed })}
          </Text>
          {d.samples.length > 0 && (
            <DataTable label={t('history.diffTitle')} minWidth={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.change')}</Table.Th>
                  <Table.Th>{t('history.code')}</Table.Th>
                  <Table.Th>{t('history.provider')}</Table.Th>
                  <Table.Th>{t('history.before')}</Table.Th>
                  <Table.Th>{t('history.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.samples.map((s, i) => (
                  <Table.Tr key={`${s.change}-${s.billingCode}-${i}`}>
                    <Table.Td>{t(`history.changes.${s.change}`)}</Table.Td>
                    <Table.Td>{s.billingCode}</Table.Td>
                    <Table.Td>{s.providerName}</Table.Td>
                    <Table.Td>{money(s.previousCents)}</Table.Td>
                    <Table.Td>{money(s.currentCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** Publish history (published and refused generations) and the month-over-month diff of a publication. */
export function PublishHistory() {
  const { t } = useTranslation('mrf');
  const history = usePublishHistory();
  const { date: formatDate } = useFormat();
  const [diffOf, setDiffOf] = useState<number | null>(null);
  return (
    <SectionCard title={t('history.title')}>
      <Stack>
        <QueryState query={history} isEmpty={(d) => d.length === 0} emptyText={t('history.empty')}>
          {(list) => (
            <DataTable label={t('history.title')} minWidth={820}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.date')}</Table.Th>
                  <Table.Th>{t('history.file')}</Table.Th>
                  <Table.Th>{t('files.status')}</Table.Th>
                  <Table.Th>{t('files.rates')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((p) => (
                  <Table.Tr key={p.publicationId}>
                    <Table.Td>{formatDate(p.publishedAt.slice(0, 10))}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{p.fileName}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge
                          color={p.status === 'published' ? 'teal.9' : 'red.9'}
                          variant="filled"
                          miw="max-content"
                        >
                          {t(`history.status.${p.status}`)}
                        </Badge>
                        {p.current && (
                          <Badge color="blue.9" variant="outline" miw="max-content">
                            {t('history.current')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{p.kind === 'in-network-rates' ? p.rateCount : '—'}</Table.Td>
                    <Table.Td>
                      {p.kind === 'in-network-rates' && p.status === 'published' && (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('history.showChangesOf', { name: p.fileName })}
                          onClick={() => setDiffOf(p.publicationId)}
                        >
                          {t('history.showChanges')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
        </QueryState>
        {diffOf !== null && <DiffView publicationId={diffOf} />}
      </Stack>
    </SectionCard>
  );
}
