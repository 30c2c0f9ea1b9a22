import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useFormat } from '../../ui/use-language';
import type { useAccountSearch } from './use-accounts';

/** The accounts found: name (opening the account), user name, e-mail, role, status, created. */
export function AccountResults({
  query,
  page,
  onPage: setPage,
  profilePath,
}: {
  query: ReturnType<typeof useAccountSearch>;
  page: number;
  onPage: (page: number) => void;
  profilePath: (accountId: number) => string;
}) {
  const { t } = useTranslation(['accounts', 'messages']);
  const fmt = useFormat();
  return (
    <PagedResultsCard
      title={t('search.results')}
      query={query}
      countText={(count) => t('search.count', { count })}
      tableLabel={t('search.tableLabel')}
      minWidth={760}
      captionOf={(p) => t('search.caption', p)}
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.name')}</Table.Th>
              <Table.Th scope="col">{t('fields.userName')}</Table.Th>
              <Table.Th scope="col">{t('fields.email')}</Table.Th>
              <Table.Th scope="col">{t('fields.role')}</Table.Th>
              <Table.Th scope="col">{t('fields.status')}</Table.Th>
              <Table.Th scope="col">{t('fields.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((a) => (
              <Table.Tr key={a.accountId}>
                <Table.Th scope="row" fw={500}>
                  <AppLink to={profilePath(a.accountId)}>{`${a.firstName} ${a.lastName}`}</AppLink>
                </Table.Th>
                <Table.Td>{a.userName}</Table.Td>
                <Table.Td>{a.email}</Table.Td>
                <Table.Td>{a.roleDescription}</Table.Td>
                <Table.Td>{t(`status.${a.status}`)}</Table.Td>
                <Table.Td>{fmt.date(a.createdDate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </PagedResultsCard>
  );
}
