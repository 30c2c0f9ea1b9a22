import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useRecentClaims } from './use-recent-claims';

/** Badge colours by claim status code (dark shades: AA contrast on white). */
const STATUS_COLORS: Record<string, string> = { PD: 'teal.9', DN: 'red.9', PN: 'grape.9', AD: 'blue.9', VD: 'gray.7' };

/** The five most recent claims of the household. */
export function RecentClaimsCard() {
  const { t } = useTranslation('claims');
  const query = useRecentClaims();
  const fmt = useFormat();
  return (
    <SectionCard title={t('recent.title')}>
      <QueryState query={query} isEmpty={(d) => d.results.length === 0} emptyText={t('recent.empty')}>
        {(data) => (
          <DataTable label={t('recent.title')} minWidth={560} caption={t('recent.caption', { count: data.results.length, total: data.totalCount })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.claimNumber')}</Table.Th>
                  <Table.Th scope="col">{t('columns.patient')}</Table.Th>
                  <Table.Th scope="col">{t('columns.serviceDate')}</Table.Th>
                  <Table.Th scope="col">{t('columns.provider')}</Table.Th>
                  <Table.Th scope="col">{t('columns.status')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('columns.yourShare')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((c) => (
                  <Table.Tr key={c.fullClaimNumber}>
                    <Table.Td>{c.fullClaimNumber}</Table.Td>
                    <Table.Td>{`${c.patientFirstName} ${c.patientLastName}`}</Table.Td>
                    <Table.Td>{fmt.date(c.serviceDateFrom)}</Table.Td>
                    <Table.Td>{c.providerName ?? t('unknownProvider')}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={STATUS_COLORS[c.status] ?? 'gray.7'}>
                        {t(`status.${c.status}`, { defaultValue: c.status })}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{fmt.money(c.patientResponsibilityCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
