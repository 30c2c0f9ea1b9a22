import { Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@bp/contract/format';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useLoginHistory } from './use-accounts';

/** LoginHistory of the account: 5 sign-ins a page, newest first. */
export function LoginHistory({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('accounts');
  const [page, setPage] = useState(1);
  const query = useLoginHistory(accountId, page, true);
  return (
    <PagedResultsCard
      title={t('history.title')}
      query={query}
      countText={(count) => t('history.count', { count })}
      tableLabel={t('history.title')}
      captionOf={(p) => t('history.caption', p)}
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.date')}</Table.Th>
              <Table.Th scope="col">{t('history.result')}</Table.Th>
              <Table.Th scope="col">{t('history.ip')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((h, i) => (
              <Table.Tr key={`${h.loginDate}-${i}`}>
                <Table.Td>{formatDateTime(h.loginDate, i18n.language)}</Table.Td>
                <Table.Td>
                  {h.impersonatedBy
                    ? t('history.impersonated', { name: h.impersonatedBy })
                    : t(h.success ? 'history.success' : 'history.failure')}
                </Table.Td>
                <Table.Td>{h.ipAddress ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </PagedResultsCard>
  );
}
