import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  groupFinancingGet,
  groupGet,
  groupGetDetails,
  groupList,
  groupLogoDelete,
  groupLogoGet,
  groupLogoUpload,
  groupMembers,
  groupRepricingInfo,
  groupUpdate,
} from '@bp/contract/api/groups';
import { DEFAULT_PAGE_SIZE } from '@bp/contract/constants';
import type { z } from 'zod';
import { ApiError, callApi } from '../../lib/api';

export type GroupListCriteria = Omit<z.input<typeof groupList.body>, 'pageNumber' | 'itemsPerPage'>;
export type GroupUpdateBody = z.input<typeof groupUpdate.body>;

/** True when a call failed with 404 (a group out of the caller's scope, or none). */
export const isNotFound = (e: unknown) => e instanceof ApiError && e.status === 404;

/** POST Groups/List: one page (20) of the groups the caller may see. */
export function useGroupList(criteria: GroupListCriteria, pageNumber: number) {
  return useQuery({
    queryKey: ['groups', 'list', criteria, pageNumber],
    queryFn: ({ signal }) =>
      callApi(groupList, {
        body: { ...criteria, pageNumber, itemsPerPage: DEFAULT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Groups/Get: one group's settings (404 out of scope: not retried). */
export function useGroup(groupNumber: number) {
  return useQuery({
    queryKey: ['groups', 'one', groupNumber],
    queryFn: ({ signal }) => callApi(groupGet, { query: { groupNumber }, signal }),
    retry: (n, e) => !isNotFound(e) && n < 2,
  });
}

/** GET Groups/GetDetails: the group profile. */
export function useGroupDetails(groupNumber: number) {
  return useQuery({
    queryKey: ['groups', 'details', groupNumber],
    queryFn: ({ signal }) => callApi(groupGetDetails, { query: { groupNumber }, signal }),
    retry: (n, e) => !isNotFound(e) && n < 2,
  });
}

/** GET Groups/RepricingInfo. */
export function useGroupRepricing(groupNumber: number) {
  return useQuery({
    queryKey: ['groups', 'repricing', groupNumber],
    queryFn: ({ signal }) => callApi(groupRepricingInfo, { query: { groupNumber }, signal }),
  });
}

/** GET Groups/Group/Financing/{id}: only asked when the user may see finance settings. */
export function useGroupFinancing(groupNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: ['groups', 'financing', groupNumber],
    queryFn: ({ signal }) => callApi(groupFinancingGet, { params: { id: groupNumber }, signal }),
    enabled,
  });
}

/** GET Groups/GroupMembers: one page (20) of the group's members matching `query`. */
export function useGroupMembers(groupNumber: number, query: string, pageNumber: number) {
  return useQuery({
    queryKey: ['groups', 'members', groupNumber, query, pageNumber],
    queryFn: ({ signal }) =>
      callApi(groupMembers, {
        query: {
          groupNumber,
          ...(query ? { query } : {}),
          pageNumber,
          pageSize: DEFAULT_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Reads a blob as a data: URL (the CSP allows data: images, not blob:). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * GET Groups/Logo/{groupNumber} as a data URL, when the group has one. The browser revalidates its copy
 * with the ETag (fetch cache "no-cache": a 304 costs no bytes), so a replaced logo shows at once.
 */
export function useGroupLogo(groupNumber: number, hasLogo: boolean) {
  return useQuery({
    queryKey: ['groups', 'logo', groupNumber],
    queryFn: async ({ signal }) =>
      dataUrlOf(
        await callApi(groupLogoGet, { params: { groupNumber }, signal, cache: 'no-cache' }),
      ),
    enabled: hasLogo,
    staleTime: Infinity,
  });
}

/** Refreshes every view of one group after a change. */
function useInvalidateGroup(groupNumber: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['groups', 'one', groupNumber] }),
      client.invalidateQueries({ queryKey: ['groups', 'details', groupNumber] }),
      client.invalidateQueries({ queryKey: ['groups', 'logo', groupNumber] }),
      client.invalidateQueries({ queryKey: ['groups', 'list'] }),
      client.invalidateQueries({ queryKey: ['groups', 'mine'] }),
    ]);
}

/** POST Groups/update. */
export function useUpdateGroup(groupNumber: number) {
  const invalidate = useInvalidateGroup(groupNumber);
  return useMutation({
    mutationFn: (body: Omit<GroupUpdateBody, 'groupNumber'>) =>
      callApi(groupUpdate, { body: { ...body, groupNumber } }),
    onSuccess: invalidate,
  });
}

/** POST Groups/Logo/{groupNumber} with the file in field `logo`. */
export function useUploadLogo(groupNumber: number) {
  const invalidate = useInvalidateGroup(groupNumber);
  return useMutation({
    mutationFn: (file: File) =>
      callApi(groupLogoUpload, { params: { groupNumber }, body: {}, files: { logo: [file] } }),
    onSuccess: invalidate,
  });
}

/** DELETE Groups/Logo/{groupNumber}. */
export function useDeleteLogo(groupNumber: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateGroup(groupNumber);
  return useMutation({
    mutationFn: () => callApi(groupLogoDelete, { params: { groupNumber } }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: ['groups', 'logo', groupNumber] });
      await invalidate();
    },
  });
}
