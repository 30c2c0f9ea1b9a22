import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appealAttachmentGet,
  appealFile,
  appealGet,
  appealLetter,
  appealList,
  appealRespond,
  appealNumber,
  appealAwaitsJobs,
} from '@bp/contract/api/appeals';
import { claimDetailsAdmin, claimDetailsGet } from '@bp/contract/api/claims';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { precertGet } from '@bp/contract/api/precerts';
import type { ClaimNumberParts } from '@bp/contract/rules/claim-number';
import type { Language } from '../../lib/constants';
import { ApiError, callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export const APPEALS_KEY = 'appeals';
export const APPEALS_PER_PAGE = 10;

/** POST Appeals/List: one page of the caller's appeals (a household's, a provider's filings), newest first. */
export function useAppealList(pageNumber: number) {
  return useQuery({
    queryKey: [APPEALS_KEY, 'list', pageNumber],
    queryFn: ({ signal }) =>
      callApi(appealList, { body: { pageNumber, itemsPerPage: APPEALS_PER_PAGE }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** True for "no such appeal for you" (unknown and out of reach look alike). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** GET Appeals/Appeal: one appeal with its clock, events, attachments and decision. */
export function useAppeal(appealId: number | null) {
  return useQuery({
    queryKey: [APPEALS_KEY, 'one', appealId],
    queryFn: ({ signal }) => callApi(appealGet, { query: { appealId: appealId! }, signal }),
    enabled: appealId !== null,
    // The letter and the reprocessed claim come from jobs a moment after the decision.
    refetchInterval: (q) => (q.state.data && appealAwaitsJobs(q.state.data) ? 3_000 : false),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

export { useMayCall } from '../../lib/use-may-call';

/** The claim-details call of a portal's claimant: a member's, or a provider's (billed or rendered). */
export function claimDetailsCallOf(portal: 'member' | 'provider') {
  return portal === 'member' ? claimDetailsGet : claimDetailsAdmin;
}

/** The claim an appeal is filed from: a member's household claim, or a provider's (billed or rendered). */
export function useClaimToAppeal(
  portal: 'member' | 'provider',
  parts: ClaimNumberParts | null,
  language: Language,
  allowed: boolean,
) {
  return useQuery({
    queryKey: ['claims', 'appeal', portal, parts, language],
    queryFn: ({ signal }) =>
      portal === 'member'
        ? callApi(claimDetailsGet, { query: { ...parts!, language }, signal })
        : callApi(claimDetailsAdmin, { body: { ...parts! }, signal }),
    enabled: parts !== null && allowed,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

/** GET Precerts/Precert: the pre-certification an appeal is filed from (only when the caller may read it). */
export function usePrecertToAppeal(certNo: string | null, allowed: boolean) {
  return useQuery({
    queryKey: ['precerts', 'appeal', certNo],
    queryFn: ({ signal }) => callApi(precertGet, { query: { certno: certNo! }, signal }),
    enabled: certNo !== null && allowed,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

export type FileAppealInput = {
  body: EndpointBodyInput<typeof appealFile>;
  attachments: File[];
  designation: File[];
};

/** POST Appeals/File (multipart: the fields, `attachments` and `designation`); the lists refetch after it. */
export function useFileAppeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, attachments, designation }: FileAppealInput) =>
      callApi(appealFile, { body, files: { attachments, designation } }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: [APPEALS_KEY] });
      await qc.invalidateQueries({ queryKey: ['claims'] });
      await qc.invalidateQueries({ queryKey: ['precerts'] });
    },
  });
}

/** POST Appeals/Respond (multipart: `appealId`, `message`, `attachments`): the answer to an information request. */
export function useRespond(appealId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ message, attachments }: { message: string; attachments: File[] }) =>
      callApi(appealRespond, {
        body: { appealId: String(appealId), message },
        files: { attachments },
      }),
    onSuccess: (detail) => {
      qc.setQueryData([APPEALS_KEY, 'one', appealId], detail);
      void qc.invalidateQueries({ queryKey: [APPEALS_KEY, 'list'] });
    },
  });
}

/** GET Appeals/Attachment: saves one attached file under its name. */
export function useAttachmentDownload(appealId: number) {
  return useMutation({
    mutationFn: async (a: { attachmentId: number; fileName: string }) => {
      const blob = await callApi(appealAttachmentGet, {
        query: { appealId, attachmentId: a.attachmentId },
      });
      saveFile(blob, a.fileName);
    },
  });
}

/** GET Appeals/Letter: saves the decision letter (PDF). */
export function useLetterDownload(appealId: number) {
  return useMutation({
    mutationFn: async () => {
      const blob = await callApi(appealLetter, { query: { appealId } });
      saveFile(blob, `${appealNumber(appealId)}-decision.pdf`);
    },
  });
}
