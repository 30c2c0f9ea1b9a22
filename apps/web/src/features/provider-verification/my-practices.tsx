import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useMyAccessRequests, useMyPractices } from './use-access-requests';

/** The providers (practices and their provider numbers) the signed-in account reaches (Providers/GetAccess). */
export function MyPractices() {
  const { t } = useTranslation('provider');
  const query = useMyPractices();
  const a = (k: string) => t(`addProviders.practices.${k}`);
  return (
    <SectionCard title={a('title')}>
      <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={a('none')}>
        {(rows) => (
          <DataTable label={a('tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{a('name')}</Table.Th>
                <Table.Th scope="col">{a('providerNumber')}</Table.Th>
                <Table.Th scope="col">{a('npi')}</Table.Th>
                <Table.Th scope="col">{a('taxId')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.providerNumber}>
                  <Table.Th scope="row" fw={500}>
                    {r.name}
                  </Table.Th>
                  <Table.Td>{r.providerNumber}</Table.Td>
                  <Table.Td>{r.npi ?? '—'}</Table.Td>
                  <Table.Td>{r.taxId ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** The account's practice access requests, newest first, with their state (ProviderAccess/Requests). */
export function MyAccessRequests() {
  const { t } = useTranslation('provider');
  const fmt = useFormat();
  const [page, setPage] = useState(1);
  const query = useMyAccessRequests(page);
  const r = (k: string) => t(`addProviders.requests.${k}`);
  return (
    <PagedResultsCard
      title={r('title')}
      query={query}
      countText={(count) => t('addProviders.requests.count', { count })}
      tableLabel={r('tableLabel')}
      captionOf={(p) => t('addProviders.requests.caption', p)}
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{r('practice')}</Table.Th>
              <Table.Th scope="col">{r('ids')}</Table.Th>
              <Table.Th scope="col">{r('requested')}</Table.Th>
              <Table.Th scope="col">{r('state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((x) => (
              <Table.Tr key={x.requestId}>
                <Table.Th scope="row" fw={500}>
                  {x.practiceName}
                </Table.Th>
                <Table.Td>
                  {t('addProviders.requests.idsValue', { npi: x.npi, taxId: x.taxId })}
                </Table.Td>
                <Table.Td>{fmt.date(x.requestedAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(`addProviders.requests.states.${x.state}`)}
                  </Text>
                  {x.decidedAt && <Text size="sm">{fmt.date(x.decidedAt)}</Text>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </PagedResultsCard>
  );
}
