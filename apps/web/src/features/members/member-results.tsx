import { Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MemberSearchItem } from '@bp/contract/api/members';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import type { useMemberSearch } from './use-members';

/** A column a portal adds to the results (staff: SSN, actions). */
export interface MemberSearchColumn {
  header: string;
  cell: (member: MemberSearchItem) => ReactNode;
}

/** The members found: name (linking to the profile), id, birth date, group, relationship, status. */
export function MemberResults({
  query,
  page,
  onPage: setPage,
  profilePath,
  columns,
}: {
  query: ReturnType<typeof useMemberSearch>;
  page: number;
  onPage: (page: number) => void;
  profilePath: (memberId: string) => string;
  columns: readonly MemberSearchColumn[];
}) {
  const { t } = useTranslation(['provider', 'messages', 'coverage']);
  const fmt = useFormat();
  return (
    <SectionCard title={t('search.resultsTitle')}>
      <QueryState
        query={query}
        isEmpty={(d) => d.totalCount === 0}
        emptyText={t('messages:noResults')}
      >
        {(data) => (
          <Stack>
            <DataTable
              // Not the section's name: two landmarks may not share one (axe landmark-unique).
              label={t('search.caption', { count: data.totalCount })}
              minWidth={760}
              caption={t('search.caption', { count: data.totalCount })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('search.columns.name')}</Table.Th>
                  <Table.Th scope="col">{t('search.columns.memberId')}</Table.Th>
                  <Table.Th scope="col">{t('search.columns.dateOfBirth')}</Table.Th>
                  <Table.Th scope="col">{t('search.columns.group')}</Table.Th>
                  <Table.Th scope="col">{t('search.columns.relationship')}</Table.Th>
                  <Table.Th scope="col">{t('search.columns.status')}</Table.Th>
                  {columns.map((c) => (
                    <Table.Th scope="col" key={c.header}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((m) => (
                  <Table.Tr key={m.memberId}>
                    <Table.Th scope="row" fw={500}>
                      <AppLink to={profilePath(m.memberId)}>
                        {`${m.lastName}, ${m.firstName}`}
                      </AppLink>
                    </Table.Th>
                    <Table.Td>{m.memberId}</Table.Td>
                    <Table.Td>{fmt.date(m.dateOfBirth)}</Table.Td>
                    <Table.Td>{`${m.groupNumber} · ${m.groupName}`}</Table.Td>
                    <Table.Td>
                      {t(`coverage:relationships.${m.relationship}`, {
                        defaultValue: m.relationship,
                      })}
                    </Table.Td>
                    <Table.Td>{t(`memberStatus.${m.status}`, { defaultValue: m.status })}</Table.Td>
                    {columns.map((c) => (
                      <Table.Td key={c.header}>{c.cell(m)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
            <Pager total={data.pages} value={page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
