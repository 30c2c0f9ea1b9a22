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
  captionOf: (data: PagedItems<T>) => string;
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
              caption={captionOf(data)}
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
