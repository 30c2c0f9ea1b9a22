import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useHouseholdTempIdCards } from './use-temp-id-card-admin';

/** The household's unexpired temporary cards (so staff see what was issued before). */
export function IssuedCards({ memberId }: { memberId: string }) {
  const { t } = useTranslation(['tempcard', 'coverage']);
  const fmt = useFormat();
  const list = useHouseholdTempIdCards(memberId);
  return (
    <SectionCard title={t('issuedTitle')}>
      <QueryState query={list} isEmpty={(d) => d.length === 0} emptyText={t('none')}>
        {(cards) => (
          <DataTable label={t('issuedTable')} minWidth={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.member')}</Table.Th>
                <Table.Th scope="col">{t('columns.coverage')}</Table.Th>
                <Table.Th scope="col">{t('columns.validFrom')}</Table.Th>
                <Table.Th scope="col">{t('columns.expires')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cards.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Th scope="row" fw={500}>
                    {`${c.memberName} (${c.memberId})`}
                  </Table.Th>
                  <Table.Td>
                    {c.coverageTypes
                      .map((x) => t(`coverage:coverageTypes.${x}`, { defaultValue: x }))
                      .join(', ')}
                  </Table.Td>
                  <Table.Td>{fmt.date(c.effectiveDate)}</Table.Td>
                  <Table.Td>{fmt.date(c.expirationDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
