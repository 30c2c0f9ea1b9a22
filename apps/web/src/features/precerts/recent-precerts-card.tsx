import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { statusColor } from './precert-status';
import { useRecentPrecerts } from './use-recent-precerts';

/** Recent pre-certification activity (provider dashboard). */
export function RecentPrecertsCard() {
  const { t } = useTranslation('precerts');
  const query = useRecentPrecerts();
  const fmt = useFormat();
  return (
    <SectionCard title={t('recent.title')}>
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} emptyText={t('recent.empty')}>
        {(data) => (
          <DataTable label={t('recent.title')} minWidth={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.certNo')}</Table.Th>
                <Table.Th scope="col">{t('columns.patient')}</Table.Th>
                <Table.Th scope="col">{t('columns.serviceType')}</Table.Th>
                <Table.Th scope="col">{t('columns.requestDate')}</Table.Th>
                <Table.Th scope="col">{t('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((p) => (
                <Table.Tr key={p.certNo}>
                  <Table.Td>{p.certNo}</Table.Td>
                  <Table.Td>{`${p.patientFirstName} ${p.patientLastName}`}</Table.Td>
                  <Table.Td>
                    {t(`serviceType.${p.serviceType.toLowerCase()}`, {
                      defaultValue: p.serviceType,
                    })}
                  </Table.Td>
                  <Table.Td>{fmt.date(p.requestDate)}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color={statusColor(p.status)}>
                      {t(`status.${p.status}`, { defaultValue: p.status })}
                    </Badge>
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
