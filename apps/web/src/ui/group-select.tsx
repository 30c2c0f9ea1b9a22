import { MultiSelect, Select, rem, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
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

/** Groups a multi-select asks for at a time (MyGroups with `limit`): a short list to pick from while typing. */
export const GROUP_MULTI_LIMIT = 20;
/**
 * Chosen groups whose names the multi-select does not know (an edited file names only numbers) that it looks up
 * one by one (MyGroups with `groupNumber`); past these, a group shows its number.
 */
export const GROUP_NAME_LOOKUPS = 10;

type GroupMultiSelectProps = Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  value: string[];
  onChange: (value: string[]) => void;
  /** Offer Every Group (-1) to staff with all access (default: real groups only). */
  includeEveryGroup?: boolean;
  /** Groups whose names are known already (an edited link's), named without asking the server. */
  known?: readonly PickedGroup[] | undefined;
};

/**
 * A multi-select typeahead over the caller's groups (issue 29), for targeting content: each search asks the
 * server for at most GROUP_MULTI_LIMIT groups (MyGroups with `search` and `limit`, debounced), never the whole
 * list. The chosen groups always stay among the options with their labels: every group seen (a page, `known`,
 * a look-up) is remembered by number; a chosen group not seen yet is looked up by its number (at most
 * GROUP_NAME_LOOKUPS of them), else shown as its number. While searching, the dropdown lists only the matches
 * (the chosen ones are the pills).
 */
export function GroupMultiSelect({
  value,
  onChange,
  includeEveryGroup = false,
  known,
  ...props
}: GroupMultiSelectProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const labelOf = (g: PickedGroup) => (g.groupNumber === -1 ? t('everyGroup') : groupLabel(g));
  const groups = useQuery({
    queryKey: ['groups', 'pick-many', includeEveryGroup, debounced],
    queryFn: ({ signal }) =>
      callApi(myGroups, {
        body: {
          includeEveryGroup,
          limit: GROUP_MULTI_LIMIT,
          ...(debounced ? { search: debounced } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  // The labels of the groups seen so far, by number (only ever added to: a group's label is a fact).
  const seen = useRef(new Map<string, string>());
  const remember = (list: readonly PickedGroup[] | undefined) => {
    for (const g of list ?? []) seen.current.set(String(g.groupNumber), labelOf(g));
  };
  remember(known);
  remember(groups.data);
  const unnamed = value
    .filter((v) => v !== '-1' && !seen.current.has(v) && /^\d+$/.test(v))
    .slice(0, GROUP_NAME_LOOKUPS);
  // One query for them all (useQueries would add its observer to the shared bundle).
  const lookups = useQuery({
    queryKey: ['groups', 'pick-names', unnamed],
    queryFn: ({ signal }) =>
      Promise.all(
        unnamed.map((v) =>
          callApi(myGroups, {
            body: { includeEveryGroup: false, groupNumber: Number(v), limit: 1 },
            signal,
          }),
        ),
      ).then((answers) => answers.flat()),
    // After the first page: it may name them already.
    enabled: groups.isFetched && unnamed.length > 0,
    staleTime: 5 * 60_000,
  });
  remember(lookups.data);

  const found = (groups.data ?? [])
    .filter((g) => includeEveryGroup || g.groupNumber > 0)
    .map((g) => ({ value: String(g.groupNumber), label: labelOf(g) }));
  const matches = new Set(found.map((o) => o.value));
  const data = [
    ...found,
    ...value
      .filter((v) => !matches.has(v))
      .map((v) => ({
        value: v,
        label: seen.current.get(v) ?? (v === '-1' ? t('everyGroup') : v),
      })),
  ];
  const more = (groups.data?.filter((g) => g.groupNumber > 0).length ?? 0) >= GROUP_MULTI_LIMIT;
  return (
    <MultiSelect
      {...props}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // As GroupSelect: the listbox itself scrolls, so axe recognises the popup (aria-activedescendant).
      withScrollArea={false}
      styles={{ options: { maxHeight: rem(220), overflowY: 'auto' } }}
      // The server has filtered already; the chosen groups outside the matches are listed when not searching.
      filter={({ options }) =>
        search.trim() ? options.filter((o) => 'value' in o && matches.has(o.value)) : options
      }
      nothingFoundMessage={groups.isFetching ? t('states.loading') : t('groupPicker.none')}
      description={
        props.description ?? (more ? t('groupPicker.more', { n: GROUP_MULTI_LIMIT }) : undefined)
      }
    />
  );
}
