import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { precertGet, precertSearch } from '@bp/contract/api/precerts';
import { callApi } from '../../lib/api';
import { PRECERTS_PAGE_SIZE } from '@bp/contract/constants';

export type PrecertSortField = 'certno' | 'requestDate' | 'status' | 'patientLastName';

export interface PrecertPageRequest {
  pageNumber: number;
  sortBy: PrecertSortField;
  sortAscending: boolean;
}

/** Default of spec §9: certno descending, first page. */
export const DEFAULT_PRECERT_PAGE: PrecertPageRequest = {
  pageNumber: 1,
  sortBy: 'certno',
  sortAscending: false,
};

/** Search fields of the pre-certification search (spec §3): cert number, group, employee number. */
export interface PrecertFilters {
  certNo?: string;
  groupNumber?: number;
  employeeNumber?: number;
  /** Staff: one member's pre-certifications. */
  memberId?: string;
}

/** POST Precerts/PrecertSearch: one server page of the pre-certifications the caller may see. */
export function usePrecertPage(req: PrecertPageRequest, filters: PrecertFilters = {}) {
  return useQuery({
    queryKey: ['precerts', 'page', req, filters],
    queryFn: ({ signal }) =>
      callApi(precertSearch, {
        body: { ...filters, ...req, itemsPerPage: PRECERTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Precerts/Precert?certno: one pre-certification with its codes and decision. */
export function usePrecert(certNo: string | null) {
  return useQuery({
    queryKey: ['precerts', 'detail', certNo],
    queryFn: ({ signal }) => callApi(precertGet, { query: { certno: certNo! }, signal }),
    enabled: certNo !== null,
  });
}
