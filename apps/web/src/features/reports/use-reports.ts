import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reportDeleteMultiple,
  reportDownload,
  reportRequest,
  reportSearch,
  type Report,
  type ReportFormat,
  type RequestableReportType,
} from '@bp/contract/api/finance';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

const KEY = 'reports';
export const REPORTS_PAGE_SIZE = 10;
/** While a report is queued or running the list is fetched again every 2 s (its progress bar moves). */
export const POLL_MS = 2000;

const busy = (items: Report[] | undefined) =>
  !!items?.some((r) => r.status === 'queued' || r.status === 'running');

/** POST reports/v2/Search: one page of the caller's reports, polled while any of them is being generated. */
export function useReports(pageNumber: number) {
  const client = useQueryClient();
  const queryKey = [KEY, 'search', pageNumber];
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      callApi(reportSearch, {
        body: { pageNumber, itemsPerPage: REPORTS_PAGE_SIZE },
        signal,
        // A fetch while a report is generating is the poll: it does not keep the session alive.
        background: busy(client.getQueryData<{ items: Report[] }>(queryKey)?.items),
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (busy(q.state.data?.items) ? POLL_MS : false),
  });
}

export interface ReportRequestInput {
  reportType: RequestableReportType;
  groupNumber: number;
  fromDate: string;
  thruDate: string;
  format: ReportFormat;
}

/** POST reports/v2/Request: queues a report; the list refreshes and starts polling. */
export function useRequestReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportRequestInput) => callApi(reportRequest, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** POST reports/v2/Download: one report as its file, several as reports.zip. */
export function useDownloadReports() {
  return useMutation({
    mutationFn: async (reports: Report[]) => {
      const blob = await callApi(reportDownload, {
        body: { reportIds: reports.map((r) => r.reportId) },
      });
      saveFile(blob, reports.length === 1 ? reports[0]!.fileName : 'reports.zip');
    },
  });
}

/** POST reports/v2/DeleteMultipleReports. */
export function useDeleteReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callApi(reportDeleteMultiple, { body: { reportIds: ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
