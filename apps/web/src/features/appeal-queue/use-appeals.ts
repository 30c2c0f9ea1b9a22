import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appealAssign,
  appealAttachmentGet,
  appealDecide,
  appealGet,
  appealLetter,
  appealQueue,
  appealRequestInfo,
  appealReviewers,
  appealTimeliness,
  type AppealDetail,
  appealAwaitsJobs,
} from '@bp/contract/api/appeals';
import type { AppealType } from '@bp/contract/rules/appeal-clocks';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import type { DecideBody, RequestInfoBody } from './appeal-rules';

const KEY = 'appealQueue';

export type QueueView = 'open' | 'decided' | 'all';
export type QueueAssigned = 'any' | 'me' | 'unassigned';

/** The queue's filters as the server takes them. */
export interface QueueFilters {
  view: QueueView;
  assigned: QueueAssigned;
  type: AppealType | '';
}

export const QUEUE_PAGE_SIZE = 20;

/** POST Appeals/Queue: one page of the caller's groups' appeals, open ones by the time left. */
export function useAppealQueue(filters: QueueFilters, page: number) {
  return useQuery({
    queryKey: [KEY, 'queue', filters, page],
    queryFn: ({ signal }) =>
      callApi(appealQueue, {
        body: {
          view: filters.view,
          assigned: filters.assigned,
          ...(filters.type ? { type: filters.type } : {}),
          pageNumber: page,
          itemsPerPage: QUEUE_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Appeals/Timeliness for a period (dates YYYY-MM-DD); only when the caller may make the call. */
export function useAppealTimeliness(
  period: { fromDate?: string; thruDate?: string } | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [KEY, 'timeliness', period],
    queryFn: ({ signal }) => callApi(appealTimeliness, { query: period ?? {}, signal }),
    enabled: enabled && period !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET Appeals/Appeal. */
export function useAppeal(appealId: number) {
  return useQuery({
    queryKey: [KEY, 'appeal', appealId],
    queryFn: ({ signal }) => callApi(appealGet, { query: { appealId }, signal }),
    enabled: appealId > 0,
    // The letter and the reprocessed claim come from jobs a moment after the decision.
    refetchInterval: (q) => (q.state.data && appealAwaitsJobs(q.state.data) ? 3_000 : false),
  });
}

/** GET Appeals/Reviewers: who may review this appeal (only for users who may assign). */
export function useReviewers(appealId: number, enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'reviewers', appealId],
    queryFn: ({ signal }) => callApi(appealReviewers, { query: { appealId }, signal }),
    enabled,
  });
}

/** A change answering the appeal as it now stands: the page shows the answer, the queue reloads. */
function useAppealChange<B>(send: (body: B) => Promise<AppealDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      client.setQueryData([KEY, 'appeal', detail.appealId], detail);
      void client.invalidateQueries({ queryKey: [KEY, 'queue'] });
      void client.invalidateQueries({ queryKey: [KEY, 'reviewers', detail.appealId] });
    },
  });
}

/** POST Appeals/Assign. */
export function useAssignReviewer() {
  return useAppealChange((body: { appealId: number; reviewerAccountId: number }) =>
    callApi(appealAssign, { body }),
  );
}

/** POST Appeals/RequestInfo. */
export function useRequestInfo() {
  return useAppealChange((body: RequestInfoBody) => callApi(appealRequestInfo, { body }));
}

/** POST Appeals/Decide. */
export function useDecideAppeal() {
  return useAppealChange((body: DecideBody) => callApi(appealDecide, { body }));
}

/** GET Appeals/Attachment saved under the file's name. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (a: { appealId: number; attachmentId: number; fileName: string }) => {
      const blob = await callApi(appealAttachmentGet, {
        query: { appealId: a.appealId, attachmentId: a.attachmentId },
      });
      saveFile(blob, a.fileName);
    },
  });
}

/** GET Appeals/Letter saved as `<appeal number>-decision.pdf`. */
export function useDownloadLetter() {
  return useMutation({
    mutationFn: async (a: { appealId: number; appealNumber: string }) => {
      const blob = await callApi(appealLetter, { query: { appealId: a.appealId } });
      saveFile(blob, `${a.appealNumber}-decision.pdf`);
    },
  });
}
