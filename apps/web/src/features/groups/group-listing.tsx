import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showValidation } from '../../ui/field-errors';
import { SectionCard } from '../../ui/section-card';
import type { GroupPortal } from './group-portal';
import { GroupResults } from './group-results';
import {
  EMPTY_GROUP_SEARCH,
  validateGroupSearch,
  type GroupSearchValues,
  type GroupSort,
} from './group-search-rules';
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
