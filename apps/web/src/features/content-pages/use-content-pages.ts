import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { faqs, formSubmit, linkCategories, linksList } from '@bp/contract/api/content';
import { downloadGet, downloadList, downloadOnlineForms } from '@bp/contract/api/downloads';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { callApi } from '../../lib/api';
import { useLanguage } from '../../ui/use-language';

/** Page size of the documents list (spec §9 default). */
export const DOCUMENTS_PAGE_SIZE = 20;

export interface DocumentFilter {
  categoryId?: number | undefined;
  year?: number | undefined;
  query?: string | undefined;
  pageNumber: number;
}

/** POST Downloads/List: one page of the documents the caller may see, by category, year and name. */
export function useDocuments(filter: DocumentFilter) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'downloads', language, filter],
    queryFn: ({ signal }) =>
      callApi(downloadList, {
        body: {
          ...filter,
          query: filter.query || undefined,
          itemsPerPage: DOCUMENTS_PAGE_SIZE,
          language,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Downloads/ListOnlineForms: the online and feedback forms the caller may fill in. */
export function useOnlineForms() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'onlineForms', language],
    queryFn: ({ signal }) => callApi(downloadOnlineForms, { query: { language }, signal }),
  });
}

/** GET Downloads/Get/{id}: the file as a Blob. */
export function useDownloadFile() {
  return useMutation({
    mutationFn: (id: number) => callApi(downloadGet, { params: { id } }),
  });
}

/** GET links (the caller's role and groups) and GET links/Categories. */
export function useLinks() {
  return useQuery({
    queryKey: ['content', 'links'],
    queryFn: ({ signal }) => callApi(linksList, { signal }),
  });
}

export function useLinkCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'linkCategories', language],
    queryFn: ({ signal }) => callApi(linkCategories, { query: { language }, signal }),
  });
}

/** GET Faq/Faqs in the chosen language. */
export function useFaqs() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'faqs', language],
    queryFn: ({ signal }) => callApi(faqs, { query: { language }, signal }),
  });
}

/** POST Forms/Form: an online form or feedback submission. */
export function useSubmitForm() {
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof formSubmit>) => callApi(formSubmit, { body }),
  });
}
