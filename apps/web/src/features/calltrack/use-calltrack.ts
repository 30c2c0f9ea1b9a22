import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callTrackCreate,
  callTrackGet,
  callTrackOptions,
  callTrackSearch,
  callTrackSearchCsv,
  callTrackUpdate,
} from '@bp/contract/api/calltrack';
import { CALL_TRACK_PAGE_SIZE } from '@bp/contract/constants';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import type { CallCreateBody, CallSearchCriteria, CallUpdateBody } from './calltrack-rules';

const KEY = 'calltrack';
const EMPTY_OPTIONS = { fromOptions: [], regardOptions: [], statuses: [], operators: [] };

/** GET CallTrack/Options; a failure gives empty lists (spec §8). */
export function useCallTrackOptions() {
  return useQuery({
    queryKey: [KEY, 'options'],
    queryFn: ({ signal }) => callApi(callTrackOptions, { signal }).catch(() => EMPTY_OPTIONS),
    staleTime: 30 * 60_000,
  });
}

/** POST CallTrack/Search: one page (10) of the calls matching the criteria, newest first. */
export function useCallSearch(criteria: CallSearchCriteria, pageNumber: number) {
  return useQuery({
    queryKey: [KEY, 'search', criteria, pageNumber],
    queryFn: ({ signal }) =>
      callApi(callTrackSearch, {
        body: { ...criteria, pageNumber, itemsPerPage: CALL_TRACK_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST CallTrack/Search/Csv: every call of the search (at most 10,000) saved as calls-YYYY-MM-DD.csv. */
export function useExportCalls() {
  return useMutation({
    mutationFn: async (criteria: CallSearchCriteria) => {
      const blob = await callApi(callTrackSearchCsv, { body: criteria });
      saveFile(blob, `calls-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}

/** GET CallTrack/{callNo}: one call with its notes. */
export function useCall(callNo: number | null) {
  return useQuery({
    queryKey: [KEY, 'call', callNo],
    queryFn: ({ signal }) => callApi(callTrackGet, { params: { callNo: callNo! }, signal }),
    enabled: callNo !== null,
    retry: false,
  });
}

/** POST CallTrack/create or CallTrack/Update; resolves with the call number. */
export function useSaveCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CallCreateBody | CallUpdateBody): Promise<number> => {
      if ('callNo' in body && typeof body.callNo === 'number') {
        await callApi(callTrackUpdate, { body: body as CallUpdateBody });
        return body.callNo;
      }
      const r = await callApi(callTrackCreate, { body: body as CallCreateBody });
      return r.callNo;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
