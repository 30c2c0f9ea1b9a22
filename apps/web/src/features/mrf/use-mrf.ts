import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  generateFiles,
  generationStatus,
  getNetworkFileList,
  getPriceEstimate,
  getPublishDiff,
  getPublishHistory,
  getReportingPlanList,
  getReportingStructureList,
  getTransparencyFiles,
  saveNetworkFile,
  saveReportingPlan,
  saveReportingStructure,
} from '@bp/contract/api/mrf';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { callApi } from '../../lib/api';

const KEY = 'mrf';
/** While the MRF job runs its status is fetched again every 2 s. */
export const POLL_MS = 2000;

export const useReportingPlans = () =>
  useQuery({
    queryKey: [KEY, 'plans'],
    queryFn: ({ signal }) => callApi(getReportingPlanList, { signal }),
  });
export const useNetworkFiles = () =>
  useQuery({
    queryKey: [KEY, 'files'],
    queryFn: ({ signal }) => callApi(getNetworkFileList, { signal }),
  });
export const useReportingStructures = () =>
  useQuery({
    queryKey: [KEY, 'structures'],
    queryFn: ({ signal }) => callApi(getReportingStructureList, { signal }),
  });

function useSave<B>(fn: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
export type PlanBody = EndpointBodyInput<typeof saveReportingPlan>;
export type FileBody = EndpointBodyInput<typeof saveNetworkFile>;
export type StructureBody = EndpointBodyInput<typeof saveReportingStructure>;
export const useSavePlan = () => useSave((body: PlanBody) => callApi(saveReportingPlan, { body }));
export const useSaveFile = () => useSave((body: FileBody) => callApi(saveNetworkFile, { body }));
export const useSaveStructure = () =>
  useSave((body: StructureBody) => callApi(saveReportingStructure, { body }));

/** Queues the MRF job. */
export const useGenerate = () =>
  useMutation({ mutationFn: () => callApi(generateFiles, { body: {} }) });

/** The MRF job's state, polled until it finishes; the lists refresh when it does. */
export function useGenerationStatus(jobId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [KEY, 'job', jobId],
    enabled: jobId !== null,
    queryFn: async ({ signal }) => {
      // Polling: it does not keep the session alive (docs/decisions.md, "Sessions and tokens").
      const s = await callApi(generationStatus, {
        query: { jobId: jobId! },
        signal,
        background: true,
      });
      if (s.state === 'completed' || s.state === 'failed')
        void client.invalidateQueries({
          queryKey: [KEY],
          predicate: (q) => q.queryKey[1] !== 'job',
        });
      return s;
    },
    refetchInterval: (q) =>
      q.state.data && (q.state.data.state === 'completed' || q.state.data.state === 'failed')
        ? false
        : POLL_MS,
  });
}

export const usePublishHistory = () =>
  useQuery({
    queryKey: [KEY, 'history'],
    queryFn: ({ signal }) => callApi(getPublishHistory, { query: {}, signal }),
  });

export const usePublishDiff = (publicationId: number | null) =>
  useQuery({
    queryKey: [KEY, 'diff', publicationId],
    enabled: publicationId !== null,
    queryFn: ({ signal }) =>
      callApi(getPublishDiff, { query: { publicationId: publicationId! }, signal }),
  });

/** Public: the current machine-readable files. */
export const useTransparencyFiles = () =>
  useQuery({
    queryKey: [KEY, 'public'],
    queryFn: ({ signal }) => callApi(getTransparencyFiles, { signal }),
  });

/** The member price tool (runs when `query` has at least two characters). */
export const usePriceEstimate = (query: string, provider: string) =>
  useQuery({
    queryKey: [KEY, 'price', query, provider],
    enabled: query.length >= 2,
    queryFn: ({ signal }) =>
      callApi(getPriceEstimate, {
        query: { query, ...(provider ? { provider } : {}) },
        signal,
      }),
  });
