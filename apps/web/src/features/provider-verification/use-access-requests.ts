import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  providerAccessApprove,
  providerAccessList,
  providerAccessMyRequests,
  providerAccessReject,
  type ProviderAccessQueueItem,
  type ProviderAccessRequestItem,
} from '@bp/contract/api/provider-verification';
import { addAnotherJsonProviderRequest } from '@bp/contract/api/conversation-requests';
import { providerGetAccess } from '@bp/contract/api/providers';
import type { EndpointBody } from '@bp/contract';
import { DEFAULT_PAGE_SIZE } from '@bp/contract/constants';
import { callApi } from '../../lib/api';
import type { PagedItems } from '../../ui/paged-results-card';

/** The server's page in the paged-results shape. */
const paged = <T>(page: {
  current: number;
  pages: number;
  totalCount: number;
  results: T[];
}): PagedItems<T> => ({
  pageNumber: page.current,
  totalNumberOfPages: page.pages,
  totalNumberOfItems: page.totalCount,
  items: page.results,
});

const MINE = ['providerAccess', 'mine'] as const;

/** GET Providers/GetAccess: the providers the signed-in provider account reaches. */
export function useMyPractices() {
  return useQuery({
    queryKey: [...MINE, 'practices'],
    queryFn: ({ signal }) => callApi(providerGetAccess, { query: {}, signal }),
  });
}

/** GET ProviderAccess/Requests: one page of the account's own practice access requests. */
export function useMyAccessRequests(pageNumber: number) {
  return useQuery({
    queryKey: [...MINE, 'requests', pageNumber],
    queryFn: ({ signal }) =>
      callApi(providerAccessMyRequests, {
        query: { pageNumber, pageSize: DEFAULT_PAGE_SIZE },
        signal,
      }),
    select: (page): PagedItems<ProviderAccessRequestItem> => paged(page),
    placeholderData: keepPreviousData,
  });
}

export type AccessRequestBody = EndpointBody<typeof addAnotherJsonProviderRequest>;

/** POST Conversations/AddAnotherJSONProviderRequest: ask to reach another practice; the lists reload. */
export function useRequestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessRequestBody) => callApi(addAnotherJsonProviderRequest, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: MINE }),
  });
}

export type AccessQueueState = 'pending' | 'decided';

/** POST ProviderAccess/List: one page of the staff queue. */
export function useAccessQueue(state: AccessQueueState, pageNumber: number) {
  return useQuery({
    queryKey: ['providerAccess', 'queue', state, pageNumber],
    queryFn: ({ signal }) =>
      callApi(providerAccessList, {
        body: { state, pageNumber, pageSize: DEFAULT_PAGE_SIZE },
        signal,
      }),
    select: (page): PagedItems<ProviderAccessQueueItem> => paged(page),
    placeholderData: keepPreviousData,
  });
}

/** POST ProviderAccess/Approve or Reject (with its note); the queue reloads. */
export function useDecideAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      decision: 'approve' | 'reject';
      requestId: number;
      note?: string | undefined;
    }) =>
      v.decision === 'approve'
        ? callApi(providerAccessApprove, {
            body: { requestId: v.requestId, ...(v.note ? { note: v.note } : {}) },
          })
        : callApi(providerAccessReject, { body: { requestId: v.requestId, note: v.note ?? '' } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['providerAccess', 'queue'] }),
  });
}
