import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementsList } from '@bp/contract/api/content';
import { callApi } from '../../lib/api';

/** Current announcements for the caller's portal and groups. */
export function useAnnouncements() {
  return useQuery(announcementsQuery());
}

/** The query of `useAnnouncements`. */
export function announcementsQuery() {
  return queryOptions({
    queryKey: ['content', 'announcements'],
    queryFn: ({ signal }) => callApi(announcementsList, { signal }),
  });
}
