import { Badge, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import type { MemberSearchItem } from '@bp/contract/api/members';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import type { GroupPortal } from './group-portal';
import { GroupNotFound, useGroupNumberParam } from './group-profile-layout';
import { isNotFound, useGroupMembers } from './use-group-admin';

/** GroupMembers results are member search pages; the shared pager card wants paged items. */
const pagedOf = (d: {
  totalCount: number;
  results: MemberSearchItem[];
  current: number;
  pages: number;
}) => ({
  pageNumber: d.current,
  totalNumberOfPages: d.pages,
  totalNumberOfItems: d.totalCount,
  items: d.results,
});

/**
 * The group-members tab: the members of the group (a master group: with its sub-groups'), 20 a page,
 * by group number ascending, searchable by name or member id; a row opens the member's profile in this
 * portal when the user may open it.
 */
export function GroupMembersTab({ portal }: { portal: GroupPortal }) {
  const { t } = useTranslation(['groups-admin', 'coverage']);
  const fmt = useFormat();
  const groupNumber = useGroupNumberParam();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useGroupMembers(groupNumber, search, page);
  if (query.isError && isNotFound(query.error)) return <GroupNotFound portal={portal} />;
  const paged = {
    ...query,
    data: query.data ? pagedOf(query.data) : undefined,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setSearch(typed.trim().slice(0, 100));
  };

  return (
    <Stack>
      <SectionCard title={t('members.searchTitle')}>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t('members.query')}
              description={t('members.queryHint')}
              value={typed}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => setTyped(e.currentTarget.value)}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" loading={query.isFetching}>
              {t('members.search')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setTyped('');
                setSearch('');
                setPage(1);
              }}
            >
              {t('members.clear')}
            </Button>
          </Group>
        </form>
      </SectionCard>
      <PagedResultsCard
        title={t('members.results')}
        query={paged}
        countText={(count) => t('members.count', { count })}
        tableLabel={t('members.tableLabel')}
        minWidth={820}
        captionOf={(p) => t('members.caption', p)}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('members.name')}</Table.Th>
                <Table.Th scope="col">{t('members.memberId')}</Table.Th>
                <Table.Th scope="col">{t('members.group')}</Table.Th>
                <Table.Th scope="col">{t('members.employeeNumber')}</Table.Th>
                <Table.Th scope="col">{t('members.relationship')}</Table.Th>
                <Table.Th scope="col">{t('members.dateOfBirth')}</Table.Th>
                <Table.Th scope="col">{t('members.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((m) => {
                const name = `${m.lastName}, ${m.firstName}`;
                return (
                  <Table.Tr key={m.memberId}>
                    <Table.Th scope="row" fw={500}>
                      {portal.may.memberProfile ? (
                        <AppLink to={portal.paths.memberProfile(m.memberId)}>{name}</AppLink>
                      ) : (
                        name
                      )}
                    </Table.Th>
                    <Table.Td>{m.memberId}</Table.Td>
                    <Table.Td>{m.groupNumber}</Table.Td>
                    <Table.Td>{`${m.employeeNumber}-${m.dependentNumber}`}</Table.Td>
                    <Table.Td>
                      {t(`coverage:relationships.${m.relationship}`, {
                        defaultValue: m.relationship,
                      })}
                    </Table.Td>
                    <Table.Td>{fmt.date(m.dateOfBirth)}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="outline"
                        color={m.status === 'Terminated' ? 'red.9' : 'teal.9'}
                      >
                        {t(`members.statuses.${m.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </>
        )}
      </PagedResultsCard>
    </Stack>
  );
}
