import { useQuery } from '@tanstack/react-query';
import { announcementsList } from '@bp/contract/api/content';
import { callApi } from '../../lib/api';

/** Current announcements for the caller's portal and groups. */
export function useAnnouncements() {
  return useQuery({
    queryKey: ['content', 'announcements'],
    queryFn: ({ signal }) => callApi(announcementsList, { signal }),
  });
}
