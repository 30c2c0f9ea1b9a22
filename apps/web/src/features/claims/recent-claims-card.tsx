import { Anchor, Table } from '@mantine/core';
import { routePath } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { ClaimNumberLink } from './claim-links';
import { ClaimStatusBadge } from './claim-status-badge';
import { useRecentClaims } from './use-recent-claims';

/** The five most recent claims of the household, each linked to its details, and a link to all claims. */
export function RecentClaimsCard() {
  const { t } = useTranslation('claims');
  const query = useRecentClaims();
  const fmt = useFormat();
  return (
    <SectionCard
      title={t('recent.title')}
      actions={
        <Anchor component={Link} to={routePath('member.claims')} size="sm">
          {t('recent.viewAll')}
        </Anchor>
      }
    >
      <QueryState
        query={query}
        defer
        isEmpty={(d) => d.results.length === 0}
        emptyText={t('recent.empty')}
      >
        {(data) => (
          <DataTable
            label={t('recent.title')}
            minWidth={560}
            caption={t('recent.caption', { count: data.results.length, total: data.totalCount })}
          >
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
                  <Table.Th scope="row" fw={500}>
                    <ClaimNumberLink fullClaimNumber={c.fullClaimNumber} />
                  </Table.Th>
                  <Table.Td>{`${c.patientFirstName} ${c.patientLastName}`}</Table.Td>
                  <Table.Td>{fmt.date(c.serviceDateFrom)}</Table.Td>
                  <Table.Td>{c.providerName ?? t('unknownProvider')}</Table.Td>
                  <Table.Td>
                    <ClaimStatusBadge status={c.status} />
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
