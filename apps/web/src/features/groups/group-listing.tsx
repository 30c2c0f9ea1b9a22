import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/section-card';
import { ContractForm, useContractForm } from '../../ui/use-contract-form';
import type { GroupPortal } from './group-portal';
import { GroupResults } from './group-results';
import { EMPTY_GROUP_SEARCH, validateGroupSearch, type GroupSort } from './group-search-rules';
import { useGroupList, type GroupListCriteria } from './use-group-admin';

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

  const form = useContractForm({
    initial: EMPTY_GROUP_SEARCH,
    validate: validateGroupSearch,
    guard: false,
    onValid: (found) => {
      setPage(1);
      setSearch(found);
    },
  });
  // Typing in the number or the name clears both fields' errors.
  const setText = (field: 'groupNumber' | 'groupName', value: string) => {
    form.set(field, value);
    form.clearErrors();
  };
  const sortBy = (key: GroupSort) => {
    setPage(1);
    setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: key === 'groupNumber' }));
  };

  return (
    <Stack>
      <SectionCard title={t('list.searchTitle')}>
        <ContractForm form={form}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('list.groupNumber')}
                value={form.values.groupNumber}
                inputMode="numeric"
                autoComplete="off"
                error={form.errorOf('groupNumber')}
                onChange={(e) => setText('groupNumber', e.currentTarget.value)}
              />
              <TextInput
                label={t('list.groupName')}
                value={form.values.groupName}
                autoComplete="off"
                error={form.errorOf('groupName')}
                onChange={(e) => setText('groupName', e.currentTarget.value)}
              />
            </SimpleGrid>
            <Checkbox
              label={t('list.includeTerminated')}
              checked={form.values.includeTerminated}
              onChange={(e) => form.set('includeTerminated', e.currentTarget.checked)}
            />
            <Group>
              <Button type="submit" loading={query.isFetching}>
                {t('list.search')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  setSearch({});
                  setPage(1);
                }}
              >
                {t('list.clear')}
              </Button>
            </Group>
          </Stack>
        </ContractForm>
      </SectionCard>
      <GroupResults
        query={query}
        page={page}
        onPage={setPage}
        sort={sort}
        onSort={sortBy}
        portal={portal}
        masterGroupNumber={masterGroupNumber}
      />
    </Stack>
  );
}
