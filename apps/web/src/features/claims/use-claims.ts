import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { memberDependents } from '@bp/contract/api/account-settings';
import { getEobPdf } from '@bp/contract/api/cards';
import {
  claimDetailsGet,
  claimSearchOptions,
  claimYears,
  exportClaims,
  placeOfServiceCodes,
  recentClaimsPaginated,
} from '@bp/contract/api/claims';
import { claimFileName, type ClaimNumberParts } from '@bp/contract/rules/claim-number';
import { ApiError, callApi } from '../../lib/api';
import type { Language } from '../../lib/constants';
import { saveFile } from '../../lib/save-file';
import { exportBody, listBody, type ClaimListState } from './claim-filters';

const OPTIONS_STALE_MS = 30 * 60_000;

/** POST RecentClaimsPaginated: one server page (20) of the household's claims for the list state. */
export function useClaimsPage(state: ClaimListState) {
  return useQuery({ ...claimsPageQuery(state), placeholderData: keepPreviousData });
}

/** The query of `useClaimsPage`. */
export function claimsPageQuery(state: ClaimListState) {
  const body = listBody(state);
  return queryOptions({
    queryKey: ['claims', 'list', body],
    queryFn: ({ signal }) => callApi(recentClaimsPaginated, { body, signal }),
  });
}

/**
 * GET ClaimsInfo/SearchOptions in the screen's language. Option loads swallow errors (spec §8): the
 * filter then offers only "all".
 */
export function useSearchOptions(language: Language) {
  return useQuery(searchOptionsQuery(language));
}

/** The query of `useSearchOptions`. */
export function searchOptionsQuery(language: Language) {
  return queryOptions({
    queryKey: ['claims', 'options', language],
    queryFn: ({ signal }) =>
      callApi(claimSearchOptions, { query: { language }, signal }).catch(() => ({
        claimTypes: [],
        coverageCodes: [],
        dateFilters: [],
      })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET ClaimsInfo/ClaimYears: the years with claims, newest first (empty on failure, spec §8). */
export function useClaimYears() {
  return useQuery(claimYearsQuery());
}

/** The query of `useClaimYears`. */
export function claimYearsQuery() {
  return queryOptions({
    queryKey: ['claims', 'years'],
    queryFn: ({ signal }) => callApi(claimYears, { query: {}, signal }).catch(() => [] as number[]),
  });
}

/** A person whose claims the member may see. */
export interface Patient {
  dependentNumber: number;
  name: string;
}

/**
 * GET UserAccount/MemberDependents: the household members whose claims the member may see (access
 * granted, or a minor, or the member). Empty on failure (spec §8).
 */
export function usePatients() {
  return useQuery(patientsQuery());
}

/** The query of `usePatients`. */
export function patientsQuery() {
  return queryOptions({
    queryKey: ['claims', 'patients'],
    queryFn: async ({ signal }): Promise<Patient[]> => {
      const people = await callApi(memberDependents, { query: {}, signal }).catch(() => []);
      return people
        .filter((p) => p.accessGranted)
        .sort((a, b) => a.dependentNumber - b.dependentNumber)
        .map((p) => ({ dependentNumber: p.dependentNumber, name: `${p.firstName} ${p.lastName}` }));
    },
  });
}

/** POST ClaimsInfo/ExportClaims: every claim matching the list's filters, saved as a CSV file. */
export function useExportClaims() {
  return useMutation({
    mutationFn: async (state: ClaimListState) => {
      const blob = await callApi(exportClaims, { body: exportBody(state) });
      const today = new Date();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      saveFile(blob, `claims-${day}.csv`);
    },
  });
}

/** True for the answers that mean "no such claim for you": unknown, foreign or malformed numbers look alike. */
export function isClaimNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** GET ClaimsInfo/ClaimDetails: one claim of the household, remark texts in the screen's language. */
export function useClaimDetails(parts: ClaimNumberParts | null, language: Language) {
  return useQuery({
    queryKey: [
      'claims',
      'details',
      parts?.claimPrefix,
      parts?.claimNumber,
      parts?.claimSuffix,
      language,
    ],
    queryFn: ({ signal }) => callApi(claimDetailsGet, { query: { ...parts!, language }, signal }),
    enabled: parts !== null,
    retry: (count, error) => !isClaimNotFound(error) && count < 2,
  });
}

/** GET ClaimsInfo/PlaceOfServiceCodes as a code → name map (empty on failure: the code is shown alone). */
export function usePlaceOfServiceNames(language: Language) {
  return useQuery({
    queryKey: ['claims', 'placesOfService', language],
    queryFn: async ({ signal }) => {
      const list = await callApi(placeOfServiceCodes, { query: { language }, signal }).catch(
        () => [],
      );
      return new Map(list.map((p) => [p.code, p.description]));
    },
    staleTime: OPTIONS_STALE_MS,
  });
}

/** POST RedCard/GetEobPDF: the member's EOB of a claim, saved as prefix-number-suffix.pdf (spec §3). */
export function useEobDownload() {
  return useMutation({
    mutationFn: async (parts: ClaimNumberParts) => {
      const blob = await callApi(getEobPdf, { body: { ...parts, isInsured: true } });
      saveFile(blob, claimFileName(parts));
    },
  });
}
