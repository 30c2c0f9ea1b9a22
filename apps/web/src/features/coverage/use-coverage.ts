import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { planYears } from '@bp/contract/api/claims';
import {
  accumulatorBucketsGet,
  accumulatorYears,
  coverageDetailsGet,
  planBenefitsAdmin,
  planBenefitsGet,
  procedureAdvanced,
  procedureGet,
  procedureSearch,
} from '@bp/contract/api/coverage';
import { memberProfileGet } from '@bp/contract/api/members';
import { callApi } from '../../lib/api';

/** Cache keys of this feature start with `coverage` (the policy switcher refetches everything). */
const KEY = 'coverage';
/** Procedure search page size (server paging). */
export const PROCEDURE_PAGE_SIZE = 10;

/** GET ClaimsInfo/PlanYears: the plan years of the member's household, newest first. */
export function usePlanYears() {
  return useQuery({
    queryKey: [KEY, 'planYears'],
    queryFn: ({ signal }) => callApi(planYears, { query: {}, signal }),
  });
}

/** GET ClaimsCoverage/Details?planYear: who is covered by what in a plan year. */
export function useCoverageDetails(year: number | undefined) {
  return useQuery({
    queryKey: [KEY, 'details', year],
    queryFn: ({ signal }) => callApi(coverageDetailsGet, { query: { planYear: year }, signal }),
    enabled: year !== undefined,
  });
}

/** GET ClaimsBenefits/PlanBenefits: the benefit schedules and limits of the member's plans in a year. */
export function usePlanBenefits(year: number | undefined, memberId?: string) {
  return useQuery({
    queryKey: [KEY, 'benefits', year, memberId ?? null],
    queryFn: ({ signal }) =>
      memberId
        ? callApi(planBenefitsAdmin, { query: { memberId, planYear: year }, signal })
        : callApi(planBenefitsGet, { query: { planYear: year }, signal }),
    enabled: year !== undefined || memberId !== undefined,
  });
}

/** GET ClaimsInfo/AccumulatorYears: years with deductible or out-of-pocket activity. */
export function useAccumulatorYears(memberId?: string) {
  return useQuery({
    queryKey: [KEY, 'accumulatorYears', memberId ?? null],
    queryFn: ({ signal }) => callApi(accumulatorYears, { query: { memberId }, signal }),
  });
}

/** The query of a member's accumulator buckets in a year (default: the current plan year). */
export function accumulatorsQuery(year?: number, memberId?: string) {
  return queryOptions({
    queryKey: [KEY, 'accumulators', year ?? null, memberId ?? null],
    queryFn: ({ signal }) => callApi(accumulatorBucketsGet, { query: { year, memberId }, signal }),
  });
}

/** GET ClaimsFinancial/Accumulator/Buckets: a member's buckets in a year (default: the current plan year). */
export function useAccumulators(year?: number, memberId?: string) {
  return useQuery({ ...accumulatorsQuery(year, memberId), placeholderData: keepPreviousData });
}

/** The query of the member of the active policy and the covered people. */
export function memberProfileQuery() {
  return queryOptions({
    queryKey: ['member', 'profile'],
    queryFn: ({ signal }) => callApi(memberProfileGet, { signal }),
  });
}

/** GET Member/Profile: the member of the active policy and the covered people. */
export function useMemberProfile() {
  return useQuery(memberProfileQuery());
}

/** POST ClaimsCoverage/Procedure/Search: one page of procedure codes matching the text (≥ 2 characters). */
export function useProcedureSearch(
  query: string,
  groupNumber: number | undefined,
  pageNumber: number,
) {
  const text = query.trim();
  return useQuery({
    queryKey: [KEY, 'procedureSearch', text, groupNumber, pageNumber],
    queryFn: ({ signal }) =>
      callApi(procedureSearch, {
        body: { query: text, groupNumber, pageNumber, itemsPerPage: PROCEDURE_PAGE_SIZE },
        signal,
      }),
    enabled: text.length >= 2 && groupNumber !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** GET ClaimsCoverage/Procedure: how the member's plan covers a code. */
export function useProcedureCoverage(code: string | null, groupNumber: number | undefined) {
  return useQuery({
    queryKey: [KEY, 'procedure', code, groupNumber],
    queryFn: ({ signal }) =>
      callApi(procedureGet, { query: { procedureCode: code!, groupNumber: groupNumber! }, signal }),
    enabled: code !== null && groupNumber !== undefined,
  });
}

/** GET ClaimsCoverage/ProcedureAdvanced: how every plan of the group covers a code in a plan year. */
export function useProcedureAdvanced(
  code: string | null,
  groupNumber: number | undefined,
  year: number | undefined,
) {
  return useQuery({
    queryKey: [KEY, 'procedureAdvanced', code, groupNumber, year],
    queryFn: ({ signal }) =>
      callApi(procedureAdvanced, {
        query: { procedureCode: code!, groupNumber: groupNumber!, planYear: year },
        signal,
      }),
    enabled: code !== null && groupNumber !== undefined && year !== undefined,
  });
}
