import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memoCreate, memoPlanInfo, memoSearch, memoTypes } from '@bp/contract/api/memos';
import type { EndpointBodyInput } from '@bp/contract';
import { MEMO_PAGE_SIZE } from '@bp/contract/constants';
import { callApi } from '../../lib/api';

/** POST Memo/Search: one page (10) of the member's memos, newest first. */
export function useMemoPage(memberId: string, pageNumber: number) {
  return useQuery({
    queryKey: ['memos', 'member', memberId, pageNumber],
    queryFn: ({ signal }) =>
      callApi(memoSearch, {
        body: { memberId, pageNumber, itemsPerPage: MEMO_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Memo/Types: the memo types (descno, descr). */
export function useMemoTypes() {
  return useQuery({
    queryKey: ['memos', 'types'],
    queryFn: ({ signal }) => callApi(memoTypes, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** POST Memo/planinfo: the plan-information memos of the member's group in force this plan year. */
export function useMemoPlanInfo(memberId: string) {
  return useQuery({
    queryKey: ['memos', 'planInfo', memberId],
    queryFn: ({ signal }) => callApi(memoPlanInfo, { body: { memberId }, signal }),
  });
}

export type MemoCreateBody = EndpointBodyInput<typeof memoCreate>;

/** POST Memo/Create; the member's memo lists are refetched afterwards. */
export function useCreateMemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemoCreateBody) => callApi(memoCreate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['memos'] }),
  });
}
