import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager';

/** A search and a page of an admin list, as the screen keeps them. */
export interface AdminListPage {
  search: string;
  pageNumber: number;
}

/** The admin lists show 20 a page (the server answers at most 100). */
export const ADMIN_LIST_PAGE_SIZE = 20;

/** The search form above an admin list: the words, then Search (back to the first page). */
export function AdminListSearch({
  label,
  onSearch,
}: {
  label: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('content-admin');
  const [words, setWords] = useState('');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(words.trim());
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          value={words}
          maxLength={100}
          onChange={(e) => setWords(e.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="default">
          {t('search')}
        </Button>
      </Group>
    </form>
  );
}

/** Below an admin list: where the page is in the whole, and the pager. */
export function AdminListPager({
  page,
  onPage,
}: {
  page: { pageNumber: number; totalNumberOfPages: number; totalNumberOfItems: number } | undefined;
  onPage: (pageNumber: number) => void;
}) {
  const { t } = useTranslation('content-admin');
  if (!page || page.totalNumberOfItems === 0) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('pageCaption', {
          page: page.pageNumber,
          pages: page.totalNumberOfPages,
          count: page.totalNumberOfItems,
        })}
      </Text>
      <Pager total={page.totalNumberOfPages} value={page.pageNumber} onChange={onPage} size="sm" />
    </Group>
  );
}
