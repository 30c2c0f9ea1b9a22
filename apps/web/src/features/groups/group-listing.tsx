import {
  Badge,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { Group as GroupItem } from '@bp/contract/api/groups';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { showValidation } from '../../ui/field-errors';
import { PagedResultsCard } from '../../ui/paged-results-card';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import type { GroupPortal } from './group-portal';
import {
  EMPTY_GROUP_SEARCH,
  validateGroupSearch,
  type GroupSearchValues,
  type GroupSort,
} from './group-search-rules';
import { useGroupList, type GroupListCriteria } from './use-group-admin';

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
 * The group listing (page 20, groups by number descending), searchable by number or name, sortable by
 * its columns; with `masterGroupNumber`, the sub-groups of that master group. Rows open the group's
 * profile; a master group's row offers its sub-groups.
 */
export function GroupListing({
  portal,
  masterGroupNumber,
}: {
  portal: GroupPortal;
  masterGroupNumber?: number;
}) {
  const { t } = useTranslation(['groups-admin', 'messages']);
  const fmt = useFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<GroupSearchValues>(EMPTY_GROUP_SEARCH);
  const [errors, setErrors] = useState<Partial<Record<keyof GroupSearchValues, string>>>({});
  const [search, setSearch] = useState<Omit<GroupListCriteria, 'sortProperty' | 'sortDesc'>>({});
  const [sort, setSort] = useState<{ key: GroupSort; desc: boolean }>({
    key: 'groupNumber',
    desc: true,
  });
  const [page, setPage] = useState(1);
  const criteria: GroupListCriteria = {
    ...search,
    ...(masterGroupNumber !== undefined ? { masterGroupNumber } : {}),
    sortProperty: sort.key,
    sortDesc: sort.desc,
  };
  const query = useGroupList(criteria, page);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateGroupSearch(values);
    if (!showValidation(result, formRef.current, setErrors)) return;
    setPage(1);
    setSearch(result.criteria);
  };
  const sortBy = (key: GroupSort) => {
    setPage(1);
    setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: key === 'groupNumber' }));
  };

  return (
    <Stack>
      <SectionCard title={t('list.searchTitle')}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('list.groupNumber')}
                value={values.groupNumber}
                inputMode="numeric"
                autoComplete="off"
                error={errors.groupNumber ? t(`messages:${errors.groupNumber}`) : undefined}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setValues((s) => ({ ...s, groupNumber: v }));
                  setErrors({});
                }}
              />
              <TextInput
                label={t('list.groupName')}
                value={values.groupName}
                autoComplete="off"
                error={errors.groupName ? t(`messages:${errors.groupName}`) : undefined}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setValues((s) => ({ ...s, groupName: v }));
                  setErrors({});
                }}
              />
            </SimpleGrid>
            <Checkbox
              label={t('list.includeTerminated')}
              checked={values.includeTerminated}
              onChange={(e) => {
                const v = e.currentTarget.checked;
                setValues((s) => ({ ...s, includeTerminated: v }));
              }}
            />
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('list.search')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setValues(EMPTY_GROUP_SEARCH);
                  setErrors({});
                  setSearch({});
                  setPage(1);
                }}
              >
                {t('list.clear')}
              </Button>
            </Group>
          </Stack>
        </form>
      </SectionCard>
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
                    onSort={() => sortBy(c.key)}
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
    </Stack>
  );
}
