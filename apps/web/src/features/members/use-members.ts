import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberProfileAdmin, memberSearch } from '@bp/contract/api/members';
import { confidentialContactGet } from '@bp/contract/api/confidential-contact';
import { MEMBER_SEARCH_PAGE_SIZE } from '@bp/contract/constants';
import { ApiError, callApi } from '../../lib/api';
import type { MemberSearchCriteria } from './member-search-rules';

/** POST Member/Search: one server page (20) of the members matching a validated search (by last name unless told). */
export function useMemberSearch(
  criteria: MemberSearchCriteria | null,
  pageNumber: number,
  sortProperty: 'lastName' | 'groupNumber' = 'lastName',
) {
  return useQuery({
    queryKey: ['members', 'search', criteria, pageNumber, sortProperty],
    queryFn: ({ signal }) =>
      callApi(memberSearch, {
        body: {
          ...criteria,
          pageNumber,
          pageSize: MEMBER_SEARCH_PAGE_SIZE,
          sortProperty,
          sortDesc: false,
        },
        signal,
      }),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET Member/Profile/Admin: a member (and the covered people) the caller may see. */
export function useMemberProfileAdmin(memberId: string, enabled = true) {
  return useQuery({
    queryKey: ['members', 'profileAdmin', memberId],
    queryFn: ({ signal }) => callApi(memberProfileAdmin, { query: { memberId }, signal }),
    enabled,
    retry: (count, error) => !isMemberNotFound(error) && count < 2,
  });
}

/** "No such member for you": unknown, outside the caller's patients, or a malformed id look alike. */
export function isMemberNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** GET Member/ConfidentialContact?memberId (staff with View Member Details): her confidential contact. */
export function useMemberConfidentialContact(memberId: string, enabled = true) {
  return useQuery({
    queryKey: ['members', 'confidentialContact', memberId],
    queryFn: ({ signal }) => callApi(confidentialContactGet, { query: { memberId }, signal }),
    enabled,
    retry: (count, error) => !isMemberNotFound(error) && count < 2,
  });
}
