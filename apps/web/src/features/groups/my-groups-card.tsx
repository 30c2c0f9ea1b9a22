import { Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useMyGroups } from './use-my-groups';

/** The employer's groups with their effective dates and enrollment options. */
export function MyGroupsCard() {
  const { t } = useTranslation('groups');
  const query = useMyGroups();
  const fmt = useFormat();
  return (
    <SectionCard title={t('mine.title')}>
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('mine.empty')}>
        {(groups) => (
          <DataTable label={t('mine.title')} minWidth={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.groupNumber')}</Table.Th>
                <Table.Th scope="col">{t('columns.name')}</Table.Th>
                <Table.Th scope="col">{t('columns.effectiveDate')}</Table.Th>
                <Table.Th scope="col">{t('columns.features')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((g) => (
                <Table.Tr key={g.groupNumber}>
                  <Table.Td>{g.groupNumber}</Table.Td>
                  <Table.Td>{g.name}</Table.Td>
                  <Table.Td>{fmt.date(g.effectiveDate)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {g.terminationDate && (
                        <Badge variant="outline" color="red.9">
                          {t('terminated', { date: fmt.date(g.terminationDate) })}
                        </Badge>
                      )}
                      {g.enrollment && (
                        <Badge variant="outline" color="brand">
                          {t('features.enrollment')}
                        </Badge>
                      )}
                      {g.demographicUpdate && (
                        <Badge variant="outline" color="gray.7">
                          {t('features.demographicUpdate')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
