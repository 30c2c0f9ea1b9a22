import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { memberQuickView, memberService } from '@bp/contract/api/members';
import { callAnonymous } from '../../lib/anonymous-session';
import { ApiError } from '../../lib/api';
import { isoOfTyped } from '../../lib/us-date';
import type { EligibilityValues, QuickViewIdentity } from './rules';

/** The quick view's page size and sort (spec §7, §9: page 1, size 10, sort lastName). */
export const QUICK_VIEW_PAGE_SIZE = 10;

/** POST Member/service: is the member (id, last name, birth date) covered for a coverage type on a date of service. */
export function useEligibilityCheck() {
  return useMutation({
    mutationFn: (v: EligibilityValues) =>
      callAnonymous(memberService, {
        body: {
          memberId: v.memberId.trim(),
          lastName: v.lastName.trim(),
          dateOfBirth: isoOfTyped(v.dateOfBirth) ?? v.dateOfBirth.trim(),
          serviceDate: isoOfTyped(v.serviceDate) ?? v.serviceDate.trim(),
          coverageType: v.coverageType,
        },
      }),
  });
}

/** POST Member/quickview: the matched person's coverage (the call is paged: page 1, ten, by last name). */
export function useQuickView(identity: QuickViewIdentity | null, page: number) {
  return useQuery({
    queryKey: ['anonymous', 'quickView', identity, page],
    enabled: identity !== null,
    placeholderData: keepPreviousData,
    // PHI: not kept once the page is left.
    gcTime: 0,
    queryFn: ({ signal }) =>
      callAnonymous(memberQuickView, {
        signal,
        body: {
          memberId: identity!.memberId,
          dateOfBirth: identity!.dateOfBirth,
          lastName: identity!.lastName,
          sortProperty: 'lastName',
          sortDesc: false,
          pageNumber: page,
          pageSize: QUICK_VIEW_PAGE_SIZE,
        },
      }),
  });
}

/**
 * True when the server found no member for the identifiers (unknown id, another date of birth): a 404,
 * or invalidService (spec §8: "coverage cannot be displayed for the values entered") without field errors.
 */
export function isNoMatch(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  return (
    error.status === 400 &&
    error.body.error_description === 'invalidService' &&
    !Object.keys(error.body.fields ?? {}).length
  );
}
