import { Select, rem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_PICK_LIMIT, myGroups } from '@bp/contract/api/groups';
import { callApi } from '../lib/api';

/** The label of a group in a picker: number – name. */
export const groupLabel = (g: { groupNumber: number; name: string }) =>
  `${g.groupNumber} – ${g.name}`;

/** A group as a picker names it. */
export interface PickedGroup {
  groupNumber: number;
  name: string;
}

/** A group flag a picker may be narrowed to (MyGroups: only the groups with the flag). */
export type GroupFlagName = 'enrollment' | 'demographicUpdate';

type GroupSelectProps = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  value: string | null;
  /** The new value, with the chosen group's number and name (null when cleared). */
  onChange: (value: string | null, group: PickedGroup | null) => void;
  /** Offer Every Group (-1) to staff with all access (default: real groups only). */
  includeEveryGroup?: boolean;
  /** Only the groups with this flag (asked of the server; Every Group has none). */
  withFlag?: GroupFlagName | undefined;
  /** The group `value` names when it was chosen before this field mounted (it may be on no page yet). */
  selected?: PickedGroup | null | undefined;
};

/**
 * A typeahead over the caller's groups (issue 29): the server pages them (MyGroups with `search` and `limit`,
 * GROUP_PICK_LIMIT at a time), so a staff member with thousands of groups never loads them all. Typing a number
 * or part of a name asks the server again; when more groups match than are shown, the field says to narrow it.
 * `withFlag` narrows the list on the server to the groups that offer enrollment or demographic updates.
 */
export function GroupSelect({
  value,
  onChange,
  includeEveryGroup = false,
  withFlag,
  selected,
  ...props
}: GroupSelectProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(() =>
    selected ? { value: String(selected.groupNumber), label: groupLabel(selected) } : null,
  );
  // The chosen group's label fills the field: that is not a search.
  const typed = chosen && search === chosen.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 250);
  const groups = useQuery({
    queryKey: ['groups', 'pick', includeEveryGroup, withFlag ?? null, debounced],
    queryFn: ({ signal }) =>
      callApi(myGroups, {
        body: {
          includeEveryGroup,
          limit: GROUP_PICK_LIMIT,
          ...(withFlag ? { [withFlag]: true as const } : {}),
          ...(debounced ? { search: debounced } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const found = (groups.data ?? [])
    .filter((g) => includeEveryGroup || g.groupNumber > 0)
    .map((g) => ({
      value: String(g.groupNumber),
      label: g.groupNumber === -1 ? t('everyGroup') : groupLabel(g),
    }));
  const data =
    chosen && chosen.value === value && !found.some((o) => o.value === chosen.value)
      ? [chosen, ...found]
      : found;
  const more = (groups.data?.filter((g) => g.groupNumber > 0).length ?? 0) >= GROUP_PICK_LIMIT;
  const nameOf = (v: string, label: string): string =>
    groups.data?.find((g) => String(g.groupNumber) === v)?.name ??
    (selected && String(selected.groupNumber) === v ? selected.name : label);
  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(v, option) => {
        setChosen(v && option ? { value: v, label: option.label } : null);
        onChange(v, v && option ? { groupNumber: Number(v), name: nameOf(v, option.label) } : null);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The listbox itself scrolls (not a scroll area inside it): a scrolling combobox popup is keyboard
      // reachable through the field (aria-activedescendant), which axe recognises only on the listbox.
      withScrollArea={false}
      styles={{ options: { maxHeight: rem(220), overflowY: 'auto' } }}
      // The server has filtered already.
      filter={({ options }) => options}
      nothingFoundMessage={groups.isFetching ? t('states.loading') : t('groupPicker.none')}
      description={
        props.description ?? (more ? t('groupPicker.more', { n: GROUP_PICK_LIMIT }) : undefined)
      }
    />
  );
}
