import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBodyInput } from '@bp/contract';
import {
  announcementCreate,
  announcementDelete,
  announcementSearch,
  linkCategories,
  linkCreate,
  linkDelete,
  linkSearch,
  linkUpdate,
} from '@bp/contract/api/content';
import { callApi } from '../../lib/api';
import { useLanguage } from '../../ui/use-language';
import { ADMIN_LIST_PAGE_SIZE, type AdminListPage } from './admin-list-search';

export type AnnouncementBody = EndpointBodyInput<typeof announcementCreate>;

/** Announcements/Create; the announcement lists are refetched afterwards. */
export function useCreateAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementBody) => callApi(announcementCreate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['content', 'announcements'] }),
  });
}

/** Announcements/Delete. */
export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bulletinId: number) => callApi(announcementDelete, { query: { bulletinId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['content', 'announcements'] }),
  });
}

/** The search's body: the words only when there are some. */
const searchBody = (page: AdminListPage) => ({
  ...(page.search ? { search: page.search } : {}),
  pageNumber: page.pageNumber,
  itemsPerPage: ADMIN_LIST_PAGE_SIZE,
});

/** links/Search: a page of every link (Manage Links), the previous page shown while the next loads. */
export function useAdminLinks(page: AdminListPage) {
  return useQuery({
    queryKey: ['content', 'links', 'admin', page],
    queryFn: ({ signal }) => callApi(linkSearch, { body: searchBody(page), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Announcements/Search: a page of every announcement of the staff member's groups, newest first. */
export function useAdminAnnouncements(page: AdminListPage) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'announcements', 'admin', language, page],
    queryFn: ({ signal }) => callApi(announcementSearch, { body: searchBody(page), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Link categories in the screen's language. */
export function useLinkCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'linkCategories', language],
    queryFn: ({ signal }) => callApi(linkCategories, { query: { language }, signal }),
    staleTime: 10 * 60_000,
  });
}

export type LinkBody = EndpointBodyInput<typeof linkCreate>;

/** links POST, or PUT when a LinkId is given. */
export function useSaveLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ linkId, body }: { linkId?: number; body: LinkBody }): Promise<void> => {
      if (linkId === undefined) await callApi(linkCreate, { body });
      else await callApi(linkUpdate, { body: { ...body, LinkId: linkId } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['content', 'links'] }),
  });
}

/** links DELETE. */
export function useDeleteLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => callApi(linkDelete, { query: { linkId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['content', 'links'] }),
  });
}
