import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { letterDocument, letterGet, letterSearch, letterTemplates } from '@bp/contract/api/letters';
import { LETTERS_PAGE_SIZE } from '@bp/contract/constants';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export interface LetterFilter {
  pageNumber: number;
  templateId?: number | undefined;
  fromDate?: string | undefined;
  thruDate?: string | undefined;
  /** Staff: the member whose letters to list. */
  memberId?: string | undefined;
}

/** POST Letters/search: one server page (10) of the letters the caller may see, newest first. */
export function useLetterPage(filter: LetterFilter) {
  return useQuery({
    queryKey: ['letters', 'page', filter],
    queryFn: ({ signal }) =>
      callApi(letterSearch, {
        body: {
          pageNumber: filter.pageNumber,
          itemsPerPage: LETTERS_PAGE_SIZE,
          ...(filter.templateId ? { templateId: filter.templateId } : {}),
          ...(filter.fromDate ? { fromDate: filter.fromDate } : {}),
          ...(filter.thruDate ? { thruDate: filter.thruDate } : {}),
          ...(filter.memberId ? { memberId: filter.memberId } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Letters/templates: the template names for the filter. */
export function useLetterTemplates() {
  return useQuery({
    queryKey: ['letters', 'templates'],
    queryFn: ({ signal }) => callApi(letterTemplates, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET Letters/{letterNumber}. */
export function useLetter(letterNumber: number) {
  return useQuery({
    queryKey: ['letters', 'detail', letterNumber],
    queryFn: ({ signal }) => callApi(letterGet, { params: { letterNumber }, signal }),
    enabled: Number.isInteger(letterNumber) && letterNumber > 0,
    retry: false,
  });
}

/** GET Letters/{letterNumber}/document: the letter as sent (PDF), saved as letter-{number}.pdf. */
export function useLetterDocument() {
  return useMutation({
    mutationFn: async (letterNumber: number) => {
      const blob = await callApi(letterDocument, { params: { letterNumber } });
      saveFile(blob, `letter-${letterNumber}.pdf`);
    },
  });
}

/** What staff search letters by (spec §3 letter search): group, employee, dependent, letter number, template. */
export interface StaffLetterCriteria {
  groupNumber?: number;
  employeeNumber?: number;
  dependentNumber?: number;
  letterNumber?: number;
  templateId?: number;
}

/** POST Letters/search for staff: one page (10) of the letters of their groups matching the criteria. */
export function useStaffLetterSearch(criteria: StaffLetterCriteria, pageNumber: number) {
  return useQuery({
    queryKey: ['letters', 'staff', criteria, pageNumber],
    queryFn: ({ signal }) =>
      callApi(letterSearch, {
        body: { ...criteria, pageNumber, itemsPerPage: LETTERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
