import { useQuery } from '@tanstack/react-query';
import { downloadCategories, downloadYears } from '@bp/contract/api/downloads';
import { rolesAll } from '@bp/contract/api/roles-permissions';
import { callApi } from './api';
import { useLanguage } from '../ui/use-language';

/* Option lists shared by the content screens (documents, file management, links, announcements); their group
   pickers are GroupSelect / GroupMultiSelect (ui/group-select), paged on the server (issue 29). */

/** Every role, for link targeting (the screen adds All Roles, 999). */
export function useAllRoles() {
  return useQuery({
    queryKey: ['content-admin', 'roles'],
    queryFn: ({ signal }) => callApi(rolesAll, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET Downloads/ListCategories (the caller's language). */
export function useDocumentCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'downloadCategories', language],
    queryFn: ({ signal }) => callApi(downloadCategories, { query: { language }, signal }),
  });
}

/** GET Downloads/Years, newest first. */
export function useDocumentYears() {
  return useQuery({
    queryKey: ['content', 'downloadYears'],
    queryFn: ({ signal }) => callApi(downloadYears, { signal }),
  });
}
