import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBodyInput } from '@bp/contract';
import {
  downloadAssignOnlineForm,
  downloadDelete,
  downloadList,
  downloadUpdate,
  downloadUpload,
} from '@bp/contract/api/downloads';
import { callApi, uploadWithProgress } from '../../lib/api';
import { useLanguage } from '../../ui/use-language';

/** Page size of the file management list (spec §9 default). */
export const FILES_PAGE_SIZE = 20;

export interface FileFilter {
  categoryId?: number | undefined;
  year?: number | undefined;
  query?: string | undefined;
  pageNumber: number;
}

/** POST Downloads/List as a file manager: every download, by category, year and name. */
export function useManagedFiles(filter: FileFilter) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'downloads', 'manage', language, filter],
    queryFn: ({ signal }) =>
      callApi(downloadList, {
        body: {
          ...filter,
          query: filter.query || undefined,
          itemsPerPage: FILES_PAGE_SIZE,
          language,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads lists, years, categories and forms change after any write. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        ['content', 'downloads'],
        ['content', 'downloadYears'],
        ['content', 'downloadCategories'],
        ['content', 'onlineForms'],
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

export interface UploadRequest {
  files: readonly File[];
  fields: Record<string, string>;
  /** Overall fraction (0–1) of the request body sent. */
  onProgress: (fraction: number) => void;
}

/** POST Downloads/Upload (multipart, XMLHttpRequest for upload progress). */
export function useUploadFiles() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (r: UploadRequest) =>
      uploadWithProgress(downloadUpload, {
        files: { files: r.files },
        fields: r.fields,
        onProgress: r.onProgress,
      }),
    onSuccess: refresh,
  });
}

export type UpdateBody = EndpointBodyInput<typeof downloadUpdate>;

/** POST Downloads/Update. */
export function useUpdateFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateBody) => callApi(downloadUpdate, { body }),
    onSuccess: refresh,
  });
}

export type AssignBody = EndpointBodyInput<typeof downloadAssignOnlineForm>;

/** POST Downloads/AssignOnlineForm. */
export function useAssignForm() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AssignBody) => callApi(downloadAssignOnlineForm, { body }),
    onSuccess: refresh,
  });
}

/** DELETE Downloads/Delete. */
export function useDeleteFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (downloadId: number) => callApi(downloadDelete, { query: { downloadId } }),
    onSuccess: refresh,
  });
}

/**
 * Per-file progress from the overall fraction of one multipart request: the files go in order, so
 * file i is done when the bytes sent pass the sizes of the files before it and its own.
 */
export function perFileProgress(sizes: readonly number[], fraction: number): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total === 0) return sizes.map(() => (fraction >= 1 ? 1 : 0));
  let sent = Math.max(0, Math.min(1, fraction)) * total;
  return sizes.map((size) => {
    const own = size === 0 ? (sent > 0 ? 1 : 0) : Math.min(1, Math.max(0, sent / size));
    sent = Math.max(0, sent - size);
    return own;
  });
}
