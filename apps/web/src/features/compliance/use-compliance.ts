import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditSearch,
  auditSearchCsv,
  myDisclosures,
  recordDisclosure,
} from '@bp/contract/api/compliance';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import type { AuditCriteria } from './compliance-rules';

const KEY = 'compliance';

/** POST Compliance/AuditTrail/Search: one keyset page of the search (`cursor` from the previous page). */
export function useAuditSearch(criteria: AuditCriteria | null, cursor: string | undefined) {
  return useQuery({
    queryKey: [KEY, 'audit', criteria, cursor],
    queryFn: ({ signal }) =>
      callApi(auditSearch, {
        body: { ...criteria, items: 25, ...(cursor ? { cursor } : {}) },
        signal,
      }),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST Compliance/AuditTrail/Csv: every row of the search (streamed by the server) saved as a file. */
export function useExportAudit() {
  return useMutation({
    mutationFn: async (criteria: AuditCriteria) => {
      const blob = await callApi(auditSearchCsv, { body: criteria });
      saveFile(blob, `audit-trail-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}

/** POST Compliance/Disclosures. */
export function useRecordDisclosure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof recordDisclosure.body>) =>
      callApi(recordDisclosure, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** GET Member/Disclosures: one page of the signed-in person's accounting of disclosures. */
export function useMyDisclosures(cursor: string | undefined) {
  return useQuery({
    queryKey: [KEY, 'mine', cursor],
    queryFn: ({ signal }) => callApi(myDisclosures, { query: cursor ? { cursor } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}
