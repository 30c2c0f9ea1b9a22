import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkRunAddPayment,
  checkRunChecks,
  checkRunIgnoreCheck,
  checkRunInitiate,
  checkRunPaymentTypes,
  checkRunPublish,
  checkRunPublished,
  checkRunSearch,
  checkRunSetLogStatus,
  checkRunStatusGet,
  checkRunSummaryLog,
  checkRunSummaryLogExcel,
  checkRunSummaryLogPdf,
  checkRunTemplates,
  checkRunUpdatePayment,
  type CheckRunLogEntry,
} from '@bp/contract/api/checkrun';
import { groupFinancingGet, groupFinancingSave } from '@bp/contract/api/groups';
import type { EndpointBodyInput } from '@bp/contract';
import type { CheckRunRef } from '@bp/contract/routes';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

const KEY = 'checkRuns';
export const LOG_PAGE_SIZE = 20;
export const CHECKS_PAGE_SIZE = 25;
/** While a run's job is going its status is fetched again every second (the progress bar moves). */
export const POLL_MS = 1000;

export interface LogFilter {
  groupNumber?: number | undefined;
  status?: CheckRunLogEntry['status'] | undefined;
}

/** POST checkrun/search (staff) or checkrun/published (group finance): one page of the log. */
export function useCheckRunLog(filter: LogFilter, pageNumber: number, publishedOnly: boolean) {
  return useQuery({
    queryKey: [KEY, 'log', publishedOnly, filter, pageNumber],
    queryFn: ({ signal }) =>
      callApi(publishedOnly ? checkRunPublished : checkRunSearch, {
        body: { ...filter, pageNumber, itemsPerPage: LOG_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET checkrun/templates: the check-run definitions of a group. */
export function useTemplates(groupNumber: number | undefined) {
  return useQuery({
    queryKey: [KEY, 'templates', groupNumber],
    queryFn: ({ signal }) => callApi(checkRunTemplates, { query: { groupNumber }, signal }),
    enabled: groupNumber !== undefined,
  });
}

/** GET checkrun/paymenttypes. */
export function usePaymentTypes() {
  return useQuery({
    queryKey: [KEY, 'paymentTypes'],
    queryFn: ({ signal }) => callApi(checkRunPaymentTypes, { signal }),
    staleTime: Infinity,
  });
}

/** POST checkrun/initiate: starts the job; returns its id. */
export function useInitiate() {
  return useMutation({
    mutationFn: (body: CheckRunRef) => callApi(checkRunInitiate, { body }),
  });
}

/** GET checkrun/status?jobId, polled until the job has finished. */
export function useJobStatus(jobId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [KEY, 'status', jobId],
    queryFn: async ({ signal }) => {
      // Polling: it does not keep the session alive (docs/decisions.md, "Sessions and tokens").
      const s = await callApi(checkRunStatusGet, {
        query: { jobId: jobId! },
        signal,
        background: true,
      });
      if (s.state === 'completed' || s.state === 'failed')
        void client.invalidateQueries({ queryKey: [KEY, 'log'] });
      return s;
    },
    enabled: jobId !== null,
    refetchInterval: (q) =>
      q.state.data?.state === 'completed' || q.state.data?.state === 'failed' ? false : POLL_MS,
  });
}

/** POST checkrun/getSummaryLog. */
export function useSummary(ref: CheckRunRef) {
  return useQuery({
    queryKey: [KEY, 'summary', ref],
    queryFn: ({ signal }) => callApi(checkRunSummaryLog, { body: ref, signal }),
  });
}

/** POST checkrun/Checks: one page of a run's checks. */
export function useChecks(ref: CheckRunRef, pageNumber: number) {
  return useQuery({
    queryKey: [KEY, 'checks', ref, pageNumber],
    queryFn: ({ signal }) =>
      callApi(checkRunChecks, {
        body: { ...ref, pageNumber, itemsPerPage: CHECKS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The run's entry in the log (its status), found by its key. */
export function useRunEntry(ref: CheckRunRef, publishedOnly: boolean) {
  return useQuery({
    queryKey: [KEY, 'log', 'entry', publishedOnly, ref],
    queryFn: async ({ signal }) => {
      const page = await callApi(publishedOnly ? checkRunPublished : checkRunSearch, {
        body: {
          groupNumber: ref.groupNumber,
          checkRunDefinitionId: ref.checkRunDefinitionId,
          fromDate: ref.date,
          thruDate: ref.date,
          pageNumber: 1,
          itemsPerPage: 1,
        },
        signal,
      });
      return page.items[0] ?? null;
    },
  });
}

function useRunMutation<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

export const useIgnoreCheck = () =>
  useRunMutation((b: CheckRunRef & { checkNumber: string; ignore: boolean }) =>
    callApi(checkRunIgnoreCheck, { body: b }),
  );
export const useSetLogStatus = () =>
  useRunMutation((b: CheckRunRef & { status: 'Completed' | 'Reviewed' }) =>
    callApi(checkRunSetLogStatus, { body: b }),
  );
export const usePublish = () =>
  useRunMutation((q: CheckRunRef) => callApi(checkRunPublish, { query: q }));
export const useAddPayment = () =>
  useRunMutation(
    (
      b: CheckRunRef & {
        paymentTypeId: number;
        amountCents: number;
        reference?: string;
        paymentDate: string;
        clearDate?: string;
      },
    ) => callApi(checkRunAddPayment, { body: b }),
  );
export const useUpdatePayment = () =>
  useRunMutation(
    (b: {
      paymentId: number;
      paymentTypeId: number;
      amountCents: number;
      reference?: string;
      paymentDate: string;
      clearDate?: string;
    }) => callApi(checkRunUpdatePayment, { body: b }),
  );

const fileName = (ref: CheckRunRef, ext: string) =>
  `check-run-${ref.groupNumber}-${ref.checkRunDefinitionId}-${ref.date}.${ext}`;

/** POST getSummaryLog/PDF or /EXL: saves the summary file. */
export function useDownloadSummary() {
  return useMutation({
    mutationFn: async ({ ref, kind }: { ref: CheckRunRef; kind: 'pdf' | 'xlsx' }) => {
      const blob = await callApi(kind === 'pdf' ? checkRunSummaryLogPdf : checkRunSummaryLogExcel, {
        body: ref,
      });
      saveFile(blob, fileName(ref, kind));
    },
  });
}

/** GET Groups/Group/Financing/{id}. */
export function useFinancing(groupNumber: number | undefined) {
  return useQuery({
    queryKey: ['groups', 'financing', groupNumber],
    queryFn: ({ signal }) => callApi(groupFinancingGet, { params: { id: groupNumber! }, signal }),
    enabled: groupNumber !== undefined,
  });
}

/** POST Groups/Group/Financing. */
export function useSaveFinancing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof groupFinancingSave>) =>
      callApi(groupFinancingSave, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['groups', 'financing'] }),
  });
}
