import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onlinePrecertification } from '@bp/contract/api/conversation-requests';
import { procedureSearch } from '@bp/contract/api/coverage';
import { diagnosisCodeSearch } from '@bp/contract/api/household';
import { providerGetAccess } from '@bp/contract/api/providers';
import { callApi } from '../../lib/api';
import type { NewPrecertBody } from './new-precert-rules';

/** A code and its words, as the pickers offer them. */
export interface CodeOption {
  value: string;
  label: string;
}

const MIN_SEARCH = 2;

/** GET DiagnosisCode/Search: ICD-10 codes matching the typed code or words (empty below 2 characters). */
export function useDiagnosisCodeOptions(search: string) {
  const query = search.trim();
  return useQuery({
    queryKey: ['precerts', 'diagnosisCodes', query],
    queryFn: async ({ signal }): Promise<CodeOption[]> => {
      const list = await callApi(diagnosisCodeSearch, { query: { query, limit: 20 }, signal });
      return list.map((d) => ({ value: d.code, label: `${d.code} — ${d.description}` }));
    },
    enabled: query.length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** POST ClaimsCoverage/Procedure/Search: procedure codes matching the typed code or words. */
export function useProcedureCodeOptions(search: string, groupNumber: number | undefined) {
  const query = search.trim();
  return useQuery({
    queryKey: ['precerts', 'procedureCodes', query, groupNumber],
    queryFn: async ({ signal }): Promise<CodeOption[]> => {
      const page = await callApi(procedureSearch, {
        body: { query, groupNumber, pageNumber: 1, itemsPerPage: 20 },
        signal,
      });
      return page.items.map((p) => ({
        value: p.procedureCode,
        label: `${p.procedureCode} — ${p.description}`,
      }));
    },
    enabled: query.length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** GET Providers/GetAccess: the account's providers, to fill in the requesting provider (errors: none). */
export function useOwnProviders(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['providers', 'accesses'],
    queryFn: ({ signal }) =>
      callApi(providerGetAccess, { query: {}, signal }).catch(
        () => [] as Awaited<ReturnType<typeof callApi<typeof providerGetAccess>>>,
      ),
    retry: false,
    staleTime: 10 * 60_000,
  });
}

/** POST Conversations/OnlinePrecertification; the pre-certification lists are refetched afterwards. */
export function useSubmitPrecert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPrecertBody) => callApi(onlinePrecertification, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['precerts'] }),
  });
}
