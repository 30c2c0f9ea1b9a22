import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useFormat } from '../../ui/use-language';
import { codeLabel } from './code-labels';
import type { useEnrollmentSearch } from './use-enrollments';

/** The enrollment forms found: number (opening the form), name, group, type, dates, status, member. */
export function EnrollmentResults({
  query,
  page,
  onPage: setPage,
  detailsPath,
}: {
  query: ReturnType<typeof useEnrollmentSearch>;
  page: number;
  onPage: (page: number) => void;
  detailsPath: (id: number) => string;
}) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const fmt = useFormat();
  return (
    <PagedResultsCard
      title={t('search.results')}
      query={query}
      countText={(count) => t('search.count', { count })}
      tableLabel={t('search.tableLabel')}
      minWidth={860}
      captionOf={(p) => t('search.caption', p)}
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.id')}</Table.Th>
              <Table.Th scope="col">{t('columns.name')}</Table.Th>
              <Table.Th scope="col">{t('columns.group')}</Table.Th>
              <Table.Th scope="col">{t('columns.type')}</Table.Th>
              <Table.Th scope="col">{t('columns.coverageDate')}</Table.Th>
              <Table.Th scope="col">{t('columns.submitted')}</Table.Th>
              <Table.Th scope="col">{t('columns.status')}</Table.Th>
              <Table.Th scope="col">{t('columns.memberId')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((e) => (
              <Table.Tr key={e.enrollmentId}>
                <Table.Th scope="row" fw={500}>
                  <AppLink
                    to={detailsPath(e.enrollmentId)}
                    aria-label={t('search.open', { id: e.enrollmentId })}
                  >
                    {String(e.enrollmentId)}
                  </AppLink>
                </Table.Th>
                <Table.Td>{`${e.lastName}, ${e.firstName}`}</Table.Td>
                <Table.Td>{`${e.groupNumber} ${e.groupName}`}</Table.Td>
                <Table.Td>{codeLabel(t, 'type', e.enrollmentType)}</Table.Td>
                <Table.Td>{fmt.date(e.coverageDate)}</Table.Td>
                <Table.Td>{fmt.date(e.submittedDate)}</Table.Td>
                <Table.Td>{t(`status.${e.status}`)}</Table.Td>
                <Table.Td>{e.memberId ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </PagedResultsCard>
  );
}
