import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisclosureEntry } from '@bp/contract/api/compliance';
import { formatDate } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useMyDisclosures } from './use-compliance';

/**
 * "Who has seen my information": the signed-in person's accounting of disclosures of the last six years
 * (45 CFR 164.528) — date, recipient, purpose, what was disclosed. Reads by the plan's own staff for
 * treatment, payment and operations are not disclosures and are not listed.
 */
export function MyDisclosures() {
  const { t } = useTranslation('compliance');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const query = useMyDisclosures(cursors.at(-1));
  return (
    <Stack>
      <Text>{t('mine.intro')}</Text>
      <SectionCard title={t('mine.listTitle')}>
        <QueryState
          query={query}
          isEmpty={(d) => d.items.length === 0 && cursors.length === 1}
          emptyText={t('mine.empty')}
        >
          {(page) => (
            <Stack>
              <DisclosureRows items={page.items} />
              {(cursors.length > 1 || page.nextCursor) && (
                <Group justify="space-between">
                  <Button
                    variant="default"
                    disabled={cursors.length === 1}
                    onClick={() => setCursors((c) => c.slice(0, -1))}
                  >
                    {t('mine.newer')}
                  </Button>
                  <Button
                    variant="default"
                    disabled={!page.nextCursor}
                    onClick={() => page.nextCursor && setCursors((c) => [...c, page.nextCursor!])}
                  >
                    {t('mine.older')}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </SectionCard>
      <Text size="sm">{t('mine.notListed')}</Text>
    </Stack>
  );
}

function DisclosureRows({ items }: { items: DisclosureEntry[] }) {
  const { t } = useTranslation('compliance');
  const recipient = (d: DisclosureEntry) =>
    d.purpose === 'partnerService'
      ? t(`partners.${d.recipient}`, { defaultValue: d.recipient })
      : d.recipient;
  return (
    <DataTable label={t('mine.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('mine.columns.date')}</Table.Th>
          <Table.Th scope="col">{t('mine.columns.recipient')}</Table.Th>
          <Table.Th scope="col">{t('mine.columns.purpose')}</Table.Th>
          <Table.Th scope="col">{t('mine.columns.what')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>{formatDate(d.date)}</Table.Td>
            <Table.Td>{recipient(d)}</Table.Td>
            <Table.Td>{t(`purposes.${d.purpose}`)}</Table.Td>
            <Table.Td>
              {d.purpose === 'memberApp'
                ? t(`appData.${d.description ?? ''}`, { defaultValue: d.description ?? '' })
                : (d.description ?? t('mine.partnerData'))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
