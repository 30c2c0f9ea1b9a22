import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  providerVerificationApprove,
  providerVerificationList,
  providerVerificationReject,
  providerVerificationStatus,
  providerVerificationVerifyPayment,
  type ProviderVerificationItem,
} from '@bp/contract/api/provider-verification';
import { DEFAULT_PAGE_SIZE } from '@bp/contract/constants';
import { callApi } from '../../lib/api';
import { markProviderVerified } from '../../lib/session-store';
import type { PagedItems } from '../../ui/paged-results-card';

const STATUS_KEY = ['providerVerification', 'status'] as const;

/** GET ProviderVerification/Status: the signed-in provider's own verification. */
export function useVerificationStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => callApi(providerVerificationStatus, { signal }),
  });
}

/**
 * POST ProviderVerification/VerifyPayment. A match marks the session verified (the guard opens the
 * member-data pages at once); a miss refreshes the attempts left.
 */
export function useVerifyPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { paymentNumber: string; amountCents: number }) =>
      callApi(providerVerificationVerifyPayment, { body }),
    onSuccess: () => markProviderVerified(),
    onSettled: () => void client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export type VerificationQueueState = 'pending' | 'decided';

/** POST ProviderVerification/List: one page of the staff queue, in the paged-results shape. */
export function useProviderVerifications(state: VerificationQueueState, pageNumber: number) {
  return useQuery({
    queryKey: ['providerVerification', 'list', state, pageNumber],
    queryFn: ({ signal }) =>
      callApi(providerVerificationList, {
        body: { state, pageNumber, pageSize: DEFAULT_PAGE_SIZE },
        signal,
      }),
    select: (page): PagedItems<ProviderVerificationItem> => ({
      pageNumber: page.current,
      totalNumberOfPages: page.pages,
      totalNumberOfItems: page.totalCount,
      items: page.results,
    }),
    placeholderData: keepPreviousData,
  });
}

/** POST ProviderVerification/Approve or Reject (with its note); the queue reloads. */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      decision: 'approve' | 'reject';
      verificationId: number;
      note?: string | undefined;
    }) =>
      v.decision === 'approve'
        ? callApi(providerVerificationApprove, {
            body: { verificationId: v.verificationId, ...(v.note ? { note: v.note } : {}) },
          })
        : callApi(providerVerificationReject, {
            body: { verificationId: v.verificationId, note: v.note ?? '' },
          }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['providerVerification', 'list'] }),
  });
}
