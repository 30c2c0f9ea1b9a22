import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { remittanceDownload, remittanceFiles } from '@bp/contract/api/checkrun';
import type { CheckRunRef } from '@bp/contract/routes';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export const REMITTANCE_PAGE_SIZE = 20;

/** GET checkrun/remittance835: a page of the 835 files the caller may see (one run's with `runRef`). */
export function useRemittanceFiles(runRef: CheckRunRef | undefined, pageNumber: number) {
  return useQuery({
    queryKey: ['remittance835', runRef ?? null, pageNumber],
    queryFn: ({ signal }) =>
      callApi(remittanceFiles, {
        query: { ...(runRef ?? {}), pageNumber, itemsPerPage: REMITTANCE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET checkrun/remittance835/{fileId}: the file, saved under its name. */
export function useDownloadRemittance() {
  return useMutation({
    mutationFn: async ({ fileId, fileName }: { fileId: number; fileName: string }) => {
      const blob = await callApi(remittanceDownload, { params: { fileId } });
      saveFile(blob, fileName);
    },
  });
}
