import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { providerDetails, providerSearch } from '@bp/contract/api/providers';
import { DEFAULT_PAGE_SIZE } from '@bp/contract/constants';
import type { z } from 'zod';
import { callApi } from '../../lib/api';

export type ProviderCriteria = Omit<
  z.input<typeof providerSearch.body>,
  'pageNumber' | 'itemsPerPage'
>;

/** POST Providers/search: one page (20) of providers matching the criteria (null: nothing asked yet). */
export function useProviderSearch(criteria: ProviderCriteria | null, pageNumber: number) {
  return useQuery({
    queryKey: ['providers', 'search', criteria, pageNumber],
    queryFn: ({ signal }) =>
      callApi(providerSearch, {
        body: { ...criteria!, pageNumber, itemsPerPage: DEFAULT_PAGE_SIZE },
        signal,
      }),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST Providers/Details: one provider with its remit address and dates. */
export function useProviderDetails(providerNumber: string | null) {
  return useQuery({
    queryKey: ['providers', 'details', providerNumber],
    queryFn: ({ signal }) =>
      callApi(providerDetails, { body: { providerNumber: providerNumber! }, signal }),
    enabled: providerNumber !== null,
  });
}
