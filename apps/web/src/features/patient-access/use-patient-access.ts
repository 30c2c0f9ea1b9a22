import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authorizationDecide,
  authorizationRequestGet,
  connectedAppRevoke,
  connectedAppsList,
  patientAccessAppCreate,
  patientAccessAppUpdate,
  patientAccessAppsList,
  type AppStatus,
  type PatientAccessApp,
  type PatientAccessAppIn,
} from '@bp/contract/api/patient-access';
import { ApiError, callApi } from '../../lib/api';

const KEY = 'patientAccess';
export const CONNECTED_APPS_PER_PAGE = 10;
export const APPS_PER_PAGE = 20;

/** True for "no such request" (unknown, expired or answered, or a malformed id). */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** GET the app's pending authorization request (the consent page). */
export function useAuthorizationRequest(requestId: string) {
  return useQuery({
    queryKey: [KEY, 'request', requestId],
    queryFn: ({ signal }) => callApi(authorizationRequestGet, { params: { requestId }, signal }),
    retry: (count, error) => !isGone(error) && count < 2,
    // The request is answered once: never refetched behind the member's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The member's answer; resolves to where the browser goes next (the app's redirect URI). */
export function useDecide(requestId: string) {
  return useMutation({
    mutationFn: (body: { decision: 'allow' | 'deny'; dependentNumber?: number }) =>
      callApi(authorizationDecide, { params: { requestId }, body }),
  });
}

/** One page of the signed-in member's connected apps, newest first. */
export function useConnectedApps(pageNumber: number) {
  return useQuery({
    queryKey: [KEY, 'connected', pageNumber],
    queryFn: ({ signal }) =>
      callApi(connectedAppsList, {
        query: { pageNumber, itemsPerPage: CONNECTED_APPS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Disconnects an app; the list is read again. */
export function useRevoke() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number) => callApi(connectedAppRevoke, { params: { grantId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY, 'connected'] }),
  });
}

/** What the staff list is filtered by, and its page. */
export interface AppsPage {
  name: string;
  status: AppStatus | '';
  pageNumber: number;
}

/** One page of the registered apps (staff), by name. */
export function useApps(page: AppsPage) {
  return useQuery({
    queryKey: [KEY, 'apps', page],
    queryFn: ({ signal }) =>
      callApi(patientAccessAppsList, {
        query: {
          ...(page.name ? { name: page.name } : {}),
          ...(page.status ? { status: page.status } : {}),
          pageNumber: page.pageNumber,
          itemsPerPage: APPS_PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Registers an app (no `appId`) or changes one; answers the saved app (its client id). */
export function useSaveApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      appId,
      body,
    }: {
      appId?: number;
      body: PatientAccessAppIn;
    }): Promise<PatientAccessApp> =>
      appId === undefined
        ? callApi(patientAccessAppCreate, { body })
        : callApi(patientAccessAppUpdate, { params: { appId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY, 'apps'] }),
  });
}
