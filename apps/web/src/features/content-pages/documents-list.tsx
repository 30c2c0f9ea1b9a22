import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentFilterForm, isFiltered } from '../../ui/document-filter-form';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { DocumentsTable } from './documents-table';
import type { FormPortal } from './paths';
import { useDocuments, type DocumentFilter } from './use-content-pages';

const EMPTY_FILTER: DocumentFilter = { pageNumber: 1 };

/**
 * Documents (downloads) the caller may see: filters by category, year and name, server paging, download;
 * form links open the `portal`'s form pages.
 */
export function DocumentsList({ portal = 'member' }: { portal?: FormPortal }) {
  const { t } = useTranslation(['content', 'common']);
  const [filter, setFilter] = useState<DocumentFilter>(EMPTY_FILTER);
  const query = useDocuments(filter);
  const filtered = isFiltered(filter);

  return (
    <Stack>
      <DocumentFilterForm
        texts={{
          label: t('content:documents.filters'),
          category: t('content:documents.category'),
          allCategories: t('content:documents.allCategories'),
          year: t('content:documents.year'),
          allYears: t('content:documents.allYears'),
          search: t('content:documents.search'),
          searchButton: t('content:documents.searchButton'),
          clear: t('content:documents.clear'),
        }}
        filter={filter}
        onFilter={(f) => setFilter({ ...f, pageNumber: 1 })}
      />
      <QueryState
        query={query}
        isEmpty={(d) => d.items.length === 0}
        emptyText={filtered ? t('content:documents.noResults') : t('content:documents.empty')}
      >
        {(page) => (
          <Stack>
            <Text size="sm" c="dimmed" role="status">
              {t('content:documents.count', { count: page.totalNumberOfItems })}
            </Text>
            <DocumentsTable items={page.items} portal={portal} />
            <Pager
              total={page.totalNumberOfPages}
              value={filter.pageNumber}
              onChange={(pageNumber) => setFilter((f) => ({ ...f, pageNumber }))}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
