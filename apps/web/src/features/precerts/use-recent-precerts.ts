import { useQuery } from '@tanstack/react-query';
import { precertSearch } from '@bp/contract/api/precerts';
import { callApi } from '../../lib/api';

/** The newest pre-certifications the caller may see (providers: their requests). */
export function useRecentPrecerts(count = 5) {
  return useQuery({
    queryKey: ['precerts', 'recent', count],
    queryFn: ({ signal }) =>
      callApi(precertSearch, {
        body: { sortBy: 'requestDate', sortAscending: false, pageNumber: 1, itemsPerPage: count },
        signal,
      }),
  });
}
