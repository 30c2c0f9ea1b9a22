import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBodyInput } from '@bp/contract';
import {
  announcementCreate,
  announcementDelete,
  linkCategories,
  linkCreate,
  linkDelete,
  linkUpdate,
  linksList,
} from '@bp/contract/api/content';
import { callApi } from '../../lib/api';
import { useLanguage } from '../../ui/use-language';

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

/** Every link (staff with Manage Links get all). */
export function useAdminLinks() {
  return useQuery({
    queryKey: ['content', 'links', 'admin'],
    queryFn: ({ signal }) => callApi(linksList, { query: {}, signal }),
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
