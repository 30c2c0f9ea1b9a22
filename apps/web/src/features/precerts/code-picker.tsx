import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDiagnosisCodeOptions,
  useProcedureCodeOptions,
  type CodeOption,
} from './use-new-precert';

interface PickerProps {
  label: string;
  description: string;
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string | undefined;
  required?: boolean;
  max: number;
}

/** The type-ahead itself: the picked codes as pills, the server's matches as options. */
function CodePicker({
  search,
  onSearchChange,
  debounced,
  options,
  isFetching,
  ...p
}: PickerProps & {
  search: string;
  onSearchChange: (s: string) => void;
  debounced: string;
  options: CodeOption[] | undefined;
  isFetching: boolean;
}) {
  const { t } = useTranslation('provider');
  // Labels of picked codes outlive the search that found them.
  const known = useRef(new Map<string, string>());
  for (const o of options ?? []) known.current.set(o.value, o.label);
  const data = [
    ...p.value.map((v) => ({ value: v, label: known.current.get(v) ?? v })),
    ...(options ?? []).filter((o) => !p.value.includes(o.value)),
  ];
  const short = debounced.trim().length < 2;
  return (
    <MultiSelect
      label={p.label}
      description={p.description}
      data={data}
      value={p.value}
      onChange={p.onChange}
      searchable
      searchValue={search}
      onSearchChange={onSearchChange}
      filter={({ options: list }) => list}
      hidePickedOptions
      maxValues={p.max}
      withAsterisk={p.required}
      error={p.error}
      nothingFoundMessage={
        short
          ? t('precertForm.typeToSearch')
          : isFetching
            ? t('precertForm.searching')
            : t('precertForm.noCodes')
      }
    />
  );
}

/** ICD-10 diagnosis codes by code or words (DiagnosisCode/Search), searched 300 ms after typing stops. */
export function DiagnosisCodePicker(p: PickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const q = useDiagnosisCodeOptions(debounced);
  return (
    <CodePicker
      {...p}
      search={search}
      onSearchChange={setSearch}
      debounced={debounced}
      options={q.data}
      isFetching={q.isFetching}
    />
  );
}

/** Procedure codes of the member's group by code or words (ClaimsCoverage/Procedure/Search). */
export function ProcedureCodePicker({ groupNumber, ...p }: PickerProps & { groupNumber: number }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const q = useProcedureCodeOptions(debounced, groupNumber);
  return (
    <CodePicker
      {...p}
      search={search}
      onSearchChange={setSearch}
      debounced={debounced}
      options={q.data}
      isFetching={q.isFetching}
    />
  );
}
