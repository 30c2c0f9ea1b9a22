import { Badge, Group, Table, UnstyledButton } from '@mantine/core';
import type { Group as GroupItem } from '@bp/contract/api/groups';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { useFormat } from '../../ui/use-language';
import type { GroupPortal } from './group-portal';
import type { GroupSort } from './group-search-rules';
import type { useGroupList } from './use-group-admin';

const SORTABLE: readonly { key: GroupSort; label: string }[] = [
  { key: 'groupNumber', label: 'columns.groupNumber' },
  { key: 'masterGroupNumber', label: 'columns.masterGroupNumber' },
  { key: 'name', label: 'columns.name' },
  { key: 'effectiveDate', label: 'columns.effectiveDate' },
];

/** A column head that sorts the list (aria-sort tells which way). */
function SortHead({
  label,
  active,
  desc,
  onSort,
}: {
  label: string;
  active: boolean;
  desc: boolean;
  onSort: () => void;
}) {
  const { t } = useTranslation('groups-admin');
  return (
    <Table.Th scope="col" aria-sort={active ? (desc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        onClick={onSort}
        fw={700}
        fz="sm"
        aria-label={t('list.sortBy', { column: label })}
      >
        {label}
        {active ? (desc ? ' ▼' : ' ▲') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The groups found, sortable by number, master group, name and effective date: each opens its profile;
 * a master group's row offers its sub-groups (not within a sub-group listing).
 */
export function GroupResults({
  query,
  page,
  onPage: setPage,
  sort,
  onSort,
  portal,
  masterGroupNumber,
}: {
  query: ReturnType<typeof useGroupList>;
  page: number;
  onPage: (page: number) => void;
  sort: { key: GroupSort; desc: boolean };
  onSort: (key: GroupSort) => void;
  portal: GroupPortal;
  masterGroupNumber: number | undefined;
}) {
  const { t } = useTranslation(['groups-admin', 'messages']);
  const fmt = useFormat();
  return (
    <PagedResultsCard
      title={t('list.results')}
      query={query}
      countText={(count) => t('list.count', { count })}
      tableLabel={t('list.tableLabel')}
      minWidth={860}
      captionOf={(p) => t('list.caption', p)}
      page={page}
      onPage={setPage}
    >
      {(items: GroupItem[]) => (
        <>
          <Table.Thead>
            <Table.Tr>
              {SORTABLE.map((c) => (
                <SortHead
                  key={c.key}
                  label={t(c.label)}
                  active={sort.key === c.key}
                  desc={sort.desc}
                  onSort={() => onSort(c.key)}
                />
              ))}
              <Table.Th scope="col">{t('columns.terminationDate')}</Table.Th>
              <Table.Th scope="col">{t('columns.features')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((g) => (
              <Table.Tr key={g.groupNumber}>
                <Table.Th scope="row" fw={500}>
                  <AppLink to={portal.paths.profile(g.groupNumber)}>
                    {String(g.groupNumber)}
                  </AppLink>
                </Table.Th>
                <Table.Td>
                  {g.masterGroupNumber === g.groupNumber &&
                  portal.may.subListing &&
                  masterGroupNumber === undefined ? (
                    <AppLink
                      to={portal.paths.subListing(g.groupNumber)}
                      aria-label={t('list.subGroupsOf', { number: g.groupNumber })}
                    >
                      {String(g.masterGroupNumber)}
                    </AppLink>
                  ) : (
                    g.masterGroupNumber
                  )}
                </Table.Td>
                <Table.Td>{g.name}</Table.Td>
                <Table.Td>{fmt.date(g.effectiveDate)}</Table.Td>
                <Table.Td>{g.terminationDate ? fmt.date(g.terminationDate) : ''}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {g.enrollment && (
                      <Badge variant="outline" color="brand">
                        {t('flags.enrollment')}
                      </Badge>
                    )}
                    {g.demographicUpdate && (
                      <Badge variant="outline" color="gray.7">
                        {t('flags.demographicUpdate')}
                      </Badge>
                    )}
                    {g.costComparisonTool && (
                      <Badge variant="outline" color="teal.9">
                        {t('flags.costComparisonTool')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    </PagedResultsCard>
  );
}
