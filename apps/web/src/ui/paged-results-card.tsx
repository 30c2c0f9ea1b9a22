import { Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from './data-table';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { SectionCard } from './section-card';

/** A page of a server-paged search (spec §3 paged items). */
export interface PagedItems<T> {
  pageNumber: number;
  totalNumberOfPages: number;
  totalNumberOfItems: number;
  items: T[];
}

/** What a results table's caption tells: the page shown, of how many, and how many results in all. */
export type PageCaption = { page: number; pages: number; count: number };

/** The caption's numbers of a page of results (at least one page). */
export function pageCaptionOf(data: PagedItems<unknown>): PageCaption {
  return {
    page: data.pageNumber,
    pages: Math.max(1, data.totalNumberOfPages),
    count: data.totalNumberOfItems,
  };
}

/**
 * The results of a server-paged search: a titled card announcing the count (live region), the loading,
 * error and "no results" states, the table (its head and rows from `children`) with a caption, and the
 * pager.
 */
export function PagedResultsCard<T>({
  title,
  query,
  countText,
  tableLabel,
  captionOf,
  minWidth,
  page,
  onPage,
  children,
}: {
  title: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: PagedItems<T> | undefined;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** What the live region says once a page has loaded. */
  countText: (total: number) => string;
  tableLabel: string;
  /** The table's caption, e.g. `(p) => t('search.caption', p)` ("Page 1 of 3, 42 results"). */
  captionOf: (caption: PageCaption) => string;
  minWidth?: number;
  page: number;
  onPage: (page: number) => void;
  /** The table's head and body for the page's items. */
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('messages');
  return (
    <SectionCard title={title}>
      <VisuallyHidden aria-live="polite">
        {query.data && !query.isPlaceholderData ? countText(query.data.totalNumberOfItems) : ''}
      </VisuallyHidden>
      <QueryState
        query={query}
        isEmpty={(d) => d.totalNumberOfItems === 0}
        emptyText={t('noResults')}
      >
        {(data) => (
          <Stack>
            <DataTable
              label={tableLabel}
              {...(minWidth !== undefined ? { minWidth } : {})}
              caption={captionOf(pageCaptionOf(data))}
            >
              {children(data.items)}
            </DataTable>
            <Pager total={data.totalNumberOfPages} value={page} onChange={onPage} />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
