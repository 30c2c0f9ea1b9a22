import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { usePrefetchQuery } from '@tanstack/react-query';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useLanguage } from '../../ui/use-language';
import {
  defaultSortAsc,
  hasFilters,
  readListState,
  writeListState,
  type ClaimFilters,
  type ClaimListState,
  type ClaimSortField,
} from './claim-filters';
import { ClaimFilterForm } from './claim-filter-form';
import { ClaimCards, ClaimTable, type SortProps } from './claim-results';
import {
  claimYearsQuery,
  claimsPageQuery,
  patientsQuery,
  searchOptionsQuery,
  useClaimsPage,
  useExportClaims,
  useSearchOptions,
} from './use-claims';
import { Pager } from '../../ui/pager';

/** Phones (spec §9: mobile up to 576 px) get cards instead of the wide table. */
const PHONE_QUERY = '(max-width: 576px)';

/**
 * The household's claims: filters, server-side sort and paging (20 a page), CSV export of every
 * matching claim. The whole state lives in the URL's search params, so back/forward and reload keep it.
 */
export function ClaimList() {
  const { t } = useTranslation(['claims', 'messages']);
  const language = useLanguage();
  // Read in the first render (not in an effect after it): no second render of the page on phones.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  // The list's and the filters' calls start as the page renders (in React's interruptible render of
  // the route), not in the effects after it is committed, which made the commit one long task; before
  // the queries' own hooks, which would otherwise create the cache entries first.
  usePrefetchQuery(claimsPageQuery(state));
  usePrefetchQuery(searchOptionsQuery(language));
  usePrefetchQuery(claimYearsQuery());
  usePrefetchQuery(patientsQuery());
  const query = useClaimsPage(state);
  const options = useSearchOptions(language);
  const exporter = useExportClaims();

  const go = (next: ClaimListState) => setParams(writeListState(next));
  const applyFilters = (filters: ClaimFilters) => go({ ...state, filters, page: 1 });
  const sort: SortProps = {
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    onSort: (field: ClaimSortField, asc?: boolean) =>
      go({
        ...state,
        sortField: field,
        sortAsc: asc ?? (field === state.sortField ? !state.sortAsc : defaultSortAsc(field)),
        page: 1,
      }),
  };
  const typeLabels = new Map((options.data?.claimTypes ?? []).map((o) => [o.value, o.label]));
  const typeLabel = (code: string) =>
    typeLabels.get(code) ?? t(`claimType.${code}`, { defaultValue: code });
  const filtered = hasFilters(state.filters);
  // The form is keyed by the applied filters: back/forward to other filters shows them in the inputs.
  const formKey = writeListState({ ...state, page: 1 }).toString();

  const exportCsv = () =>
    exporter.mutate(state, {
      onSuccess: () => notify({ text: t('export.done'), type: 'success' }),
      onError: (error) => notify({ text: errorTextOf(error, t), type: 'error' }),
    });

  return (
    <Stack>
      <SectionCard title={t('filters.title')}>
        <ClaimFilterForm key={formKey} filters={state.filters} onApply={applyFilters} />
      </SectionCard>
      <SectionCard
        title={t('list.resultsTitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={exporter.isPending}
            disabled={!query.data || query.data.totalCount === 0}
            onClick={exportCsv}
          >
            {t('export.button')}
          </Button>
        }
      >
        {/* A page of claims (20 cards or rows) renders in the background, in slices the browser can
            interrupt, rather than in one long task when the data arrives. */}
        <QueryState
          query={query}
          defer
          isEmpty={(d) => d.totalCount === 0}
          emptyText={filtered ? t('messages:noResults') : t('list.empty')}
        >
          {(data) => {
            const first = (data.pageNumber - 1) * data.itemsPerPage + 1;
            const caption = t('list.caption', {
              from: first,
              to: first + data.results.length - 1,
              total: data.totalCount,
            });
            const Results = phone ? ClaimCards : ClaimTable;
            if (data.results.length === 0) {
              // A page number past the end (an old link, or claims that went away since).
              return (
                <Stack align="flex-start">
                  <Text>{t('list.pastLastPage')}</Text>
                  <Button variant="default" onClick={() => go({ ...state, page: 1 })}>
                    {t('list.firstPage')}
                  </Button>
                </Stack>
              );
            }
            return (
              <Stack>
                <Group justify="space-between">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('list.count', { count: data.totalCount })}
                  </Text>
                  {query.isFetching && (
                    <Loader size="xs" role="status" aria-label={t('list.updating')} />
                  )}
                </Group>
                <Results
                  claims={data.results}
                  caption={caption}
                  typeLabel={typeLabel}
                  sort={sort}
                />
                {data.totalPages > 1 && (
                  <Center>
                    <Pager
                      total={data.totalPages}
                      value={state.page}
                      onChange={(page) => go({ ...state, page })}
                      siblings={phone ? 0 : 1}
                    />
                  </Center>
                )}
              </Stack>
            );
          }}
        </QueryState>
        {filtered && query.data?.totalCount === 0 && (
          <Button variant="subtle" mt="sm" onClick={() => applyFilters({})}>
            {t('filters.clear')}
          </Button>
        )}
      </SectionCard>
    </Stack>
  );
}
