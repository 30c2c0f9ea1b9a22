import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@bp/contract/api/accounts';
import { loginHistory } from '@bp/contract/api/account-settings';
import {
  groupIsAllAccessActivated,
  groupListAllAccess,
  groupListNonPaginated,
  groupUpdateAccess,
} from '@bp/contract/api/groups';
import {
  permissionsForAccount,
  rolesForAccountManagement,
  setAccountPermission,
} from '@bp/contract/api/roles-permissions';
import {
  networkAddAccess,
  networkGetAccess,
  networkRemoveAccess,
  providerCreateAccess,
  providerDeleteAccess,
  providerGetAccess,
  providerSetClaimsFilter,
} from '@bp/contract/api/providers';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { callApi } from '../../lib/api';

/** Account management lists 20 accounts a page (spec §9). */
export const ACCOUNTS_PAGE_SIZE = 20;
/** Login history: 5 a page, newest first (spec §9). */
export const LOGIN_HISTORY_PAGE_SIZE = 5;
/** The group-access lists page by 10. */
export const GROUP_ACCESS_PAGE_SIZE = 10;
/** All Roles (spec §9). */
export const ALL_ROLES = 999;

export interface AccountCriteria {
  query?: string;
  roleId?: number;
  groupNumber?: number;
}

/** UserAccount/search: a page (20) of the accounts the caller manages, newest first. */
export function useAccountSearch(criteria: AccountCriteria, page: number) {
  return useQuery({
    queryKey: ['accounts', 'search', criteria, page],
    queryFn: async ({ signal }) => {
      const r = await callApi(api.userSearch, {
        body: { ...criteria, pageNumber: page, pageSize: ACCOUNTS_PAGE_SIZE },
        signal,
      });
      // PagedResultsCard's shape.
      return {
        pageNumber: r.current,
        totalNumberOfPages: r.pages,
        totalNumberOfItems: r.totalObjects,
        items: r.accounts,
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** One account, through the search (undefined when it is not one the caller manages). */
export function useAccount(accountId: number) {
  return useQuery({
    queryKey: ['accounts', 'one', accountId],
    queryFn: async ({ signal }) => {
      const r = await callApi(api.userSearch, { body: { accountId }, signal });
      return r.accounts[0] ?? null;
    },
    enabled: Number.isInteger(accountId) && accountId > 0,
  });
}

/** SearchTypeAhead (staff): up to 10 accounts matching what is typed (2 characters or more). */
export function useAccountTypeAhead(query: string, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    queryKey: ['accounts', 'typeahead', q],
    queryFn: ({ signal }) => callApi(api.searchTypeAhead, { body: { query: q }, signal }),
    enabled: enabled && q.length >= 2,
    staleTime: 30_000,
  });
}

/** Roles the caller may manage, or (create) create. */
export function useManagedRoles(create: boolean) {
  return useQuery({
    queryKey: ['accounts', 'roles', create],
    queryFn: ({ signal }) =>
      callApi(rolesForAccountManagement, { query: { create: create ? 'true' : 'false' }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** Every group the caller may see (pickers). */
export function useGroupChoices() {
  return useQuery({
    queryKey: ['accounts', 'groups'],
    queryFn: ({ signal }) => callApi(groupListNonPaginated, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Every mutation here refreshes the account-management queries afterwards. */
function useAccountMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['accounts'] }),
  });
}

export const useCreateAccount = () =>
  useAccountMutation((body: EndpointBodyInput<typeof api.createAccount>) =>
    callApi(api.createAccount, { body }),
  );
export const useUpdateAccount = () =>
  useAccountMutation((body: EndpointBodyInput<typeof api.accountUpdate>) =>
    callApi(api.accountUpdate, { body }),
  );
export const useUpdateRole = () =>
  useAccountMutation((body: { accountId: number; roleId: number }) =>
    callApi(api.updateRole, { body }),
  );
export const useUpdateUserName = () =>
  useAccountMutation((body: { accountId: number; userName: string }) =>
    callApi(api.updateUsername, { body }),
  );
export const useUpdateEmail = () =>
  useAccountMutation((body: { accountId: number; email: string }) =>
    callApi(api.updateEmail, { body }),
  );
export const useSendWelcome = () =>
  useAccountMutation((accountId: number) => callApi(api.sendWelcome, { body: { accountId } }));
export const useChangeStatus = () =>
  useAccountMutation((v: { accountId: number; lockout: boolean }) =>
    callApi(api.changeStatus, {
      query: { accountId: String(v.accountId), lockout: v.lockout ? 'true' : 'false' },
    }),
  );
export const useResetPassword = () =>
  useAccountMutation((userId: number) => callApi(api.resetPassword, { body: { userId } }));
export const useResetTwoStep = () =>
  useAccountMutation((userId: number) => callApi(api.resetTwoStep, { body: { userId } }));

/** LoginHistory of another account: 5 a page, newest first. */
export function useLoginHistory(accountId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'history', accountId, page],
    queryFn: ({ signal }) =>
      callApi(loginHistory, {
        body: { accountId, pageNumber: page, pageSize: LOGIN_HISTORY_PAGE_SIZE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Permissions of an account: every permission, held or not, defaults marked. */
export function useAccountPermissions(accountId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'permissions', accountId],
    queryFn: ({ signal }) => callApi(permissionsForAccount, { params: { id: accountId }, signal }),
    enabled,
  });
}

export const useSetPermission = () =>
  useAccountMutation((body: EndpointBodyInput<typeof setAccountPermission>) =>
    callApi(setAccountPermission, { body }),
  );

export interface GroupAccessCriteria {
  groupNumber?: number;
  groupName?: string;
}

/** Groups/ListAllAccess: the account's accessible (haveAccess) or inaccessible groups, 10 a page. */
export function useGroupAccess(
  accountId: number,
  haveAccess: boolean,
  criteria: GroupAccessCriteria,
  page: number,
) {
  return useQuery({
    queryKey: ['accounts', 'groupAccess', accountId, haveAccess, criteria, page],
    queryFn: ({ signal }) =>
      callApi(groupListAllAccess, {
        body: {
          accountIdToManageGroupAccess: accountId,
          haveAccess,
          ...criteria,
          pageNumber: page,
          itemsPerPage: GROUP_ACCESS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAllAccess(accountId: number) {
  return useQuery({
    queryKey: ['accounts', 'allAccess', accountId],
    queryFn: ({ signal }) =>
      callApi(groupIsAllAccessActivated, { query: { accountId: String(accountId) }, signal }),
  });
}

export const useUpdateGroupAccess = () =>
  useAccountMutation((body: EndpointBodyInput<typeof groupUpdateAccess>) =>
    callApi(groupUpdateAccess, { body }),
  );

/** Provider accesses of a provider account. */
export function useProviderAccesses(accountId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'providerAccess', accountId],
    queryFn: ({ signal }) =>
      callApi(providerGetAccess, { query: { accountId: String(accountId) }, signal }),
    enabled,
  });
}
export const useAddProviderAccess = () =>
  useAccountMutation((body: { accountId: number; providerNumber: string }) =>
    callApi(providerCreateAccess, { body }),
  );
export const useRemoveProviderAccess = () =>
  useAccountMutation((body: { accountId: number; providerNumber: string }) =>
    callApi(providerDeleteAccess, { body }),
  );
export const useSetClaimsFilter = () =>
  useAccountMutation(
    (body: { accountId: number; providerNumber: string; claimsFiltered: boolean }) =>
      callApi(providerSetClaimsFilter, { body }),
  );

/** Networks (with access flags) of an account. */
export function useNetworks(accountId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'networks', accountId],
    queryFn: ({ signal }) =>
      callApi(networkGetAccess, { query: { accountId: String(accountId) }, signal }),
    enabled,
  });
}
export const useSetNetwork = () =>
  useAccountMutation((v: { accountId: number; networkId: number; access: boolean }) =>
    callApi(v.access ? networkAddAccess : networkRemoveAccess, {
      body: { accountId: v.accountId, networkId: v.networkId },
    }),
  );
