import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useDocumentCategories, useDocumentYears } from '../lib/use-content-options';

/** What a documents list is narrowed to: a category, a year, words of the name. */
export interface DocumentFilterValues {
  categoryId?: number | undefined;
  year?: number | undefined;
  query?: string | undefined;
}

/** Whether any filter is set (the list then says "no results" rather than "no documents"). */
export const isFiltered = (f: DocumentFilterValues) =>
  f.categoryId !== undefined || f.year !== undefined || !!f.query;

export interface DocumentFilterTexts {
  /** The search form's accessible name. */
  label: string;
  category: string;
  allCategories: string;
  year: string;
  allYears: string;
  search: string;
  searchButton: string;
  clear: string;
}

/**
 * The filters of a documents list: category and year apply at once, the name on Search; Clear (shown
 * while filtered) empties them all.
 */
export function DocumentFilterForm({
  texts,
  filter,
  onFilter,
}: {
  texts: DocumentFilterTexts;
  filter: DocumentFilterValues;
  onFilter: (filter: DocumentFilterValues) => void;
}) {
  const [text, setText] = useState('');
  const categories = useDocumentCategories();
  const years = useDocumentYears();
  const search = (e: FormEvent) => {
    e.preventDefault();
    onFilter({ ...filter, query: text.trim() || undefined });
  };
  return (
    <form onSubmit={search} role="search" aria-label={texts.label}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ alignItems: 'end' }}>
        <NativeSelect
          label={texts.category}
          value={filter.categoryId === undefined ? '' : String(filter.categoryId)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onFilter({ ...filter, categoryId: v ? Number(v) : undefined });
          }}
          data={[
            { value: '', label: texts.allCategories },
            ...(categories.data ?? []).map((c) => ({
              value: String(c.categoryId),
              label: c.description,
            })),
          ]}
        />
        <NativeSelect
          label={texts.year}
          value={filter.year === undefined ? '' : String(filter.year)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onFilter({ ...filter, year: v ? Number(v) : undefined });
          }}
          data={[
            { value: '', label: texts.allYears },
            ...(years.data ?? []).map((y) => ({ value: String(y), label: String(y) })),
          ]}
        />
        <TextInput
          label={texts.search}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit">{texts.searchButton}</Button>
          {isFiltered(filter) && (
            <Button
              variant="default"
              onClick={() => {
                setText('');
                onFilter({});
              }}
            >
              {texts.clear}
            </Button>
          )}
        </Group>
      </SimpleGrid>
    </form>
  );
}
