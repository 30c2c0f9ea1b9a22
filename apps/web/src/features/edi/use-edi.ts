import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  enrollmentExport834,
  enrollmentImport834,
  enrollmentImport834Status,
} from '@bp/contract/api/edi';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import type { EnrollmentImport834Status } from './types';

/** While an import job is queued or running its status is fetched again every second. */
export const EDI_POLL_MS = 1000;

const busy = (s: EnrollmentImport834Status | undefined) =>
  !s || s.state === 'queued' || s.state === 'running';

/** POST Enrollments/Import834: queues the validation (dry run) or application of one 834 file. */
export function useImport834() {
  return useMutation({
    mutationFn: (v: { groupNumber: number; dryRun: boolean; file: File }) =>
      callApi(enrollmentImport834, {
        body: { groupNumber: v.groupNumber, dryRun: v.dryRun ? 'true' : 'false' },
        files: { file: [v.file] },
      }),
  });
}

/** GET Enrollments/Import834/Status: the job's progress, polled until it has completed or failed. */
export function useImport834Status(jobId: string | null) {
  const client = useQueryClient();
  const queryKey = ['edi', 'import834', jobId];
  return useQuery({
    queryKey,
    enabled: jobId !== null,
    queryFn: ({ signal }) =>
      callApi(enrollmentImport834Status, {
        query: { jobId: jobId! },
        signal,
        // A fetch after the first is the poll: it does not keep the session alive.
        background: client.getQueryData(queryKey) !== undefined,
      }),
    refetchInterval: (q) => (busy(q.state.data) ? EDI_POLL_MS : false),
    staleTime: Infinity,
  });
}

/** GET Enrollments/Export834: the group's enrollment saved as 834-{group}.edi. */
export function useExport834() {
  return useMutation({
    mutationFn: async (groupNumber: number) => {
      const blob = await callApi(enrollmentExport834, { query: { groupNumber } });
      saveFile(blob, `834-${groupNumber}.edi`);
    },
  });
}
