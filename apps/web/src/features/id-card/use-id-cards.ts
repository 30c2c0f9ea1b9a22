import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getIdCard, getIdCardDownload, idCards } from '@bp/contract/api/cards';
import type { CoverageTypeCode } from '@bp/contract/reference/coverage';
import { ApiError, callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

const KEY = 'idcard';

/** One card of the household: whose and for which coverage (RedCard/IdCards). */
export interface CardChoice {
  memberId: string;
  coverageType: CoverageTypeCode;
}

/**
 * GET RedCard/IdCards: which cards exist for the people of the policy the member may see, or (staff and
 * providers) for the named member's household.
 */
export function useIdCardList(memberId?: string) {
  return useQuery(idCardListQuery(memberId));
}

/** The query of `useIdCardList`. */
export function idCardListQuery(memberId?: string) {
  return queryOptions({
    queryKey: [KEY, 'list', memberId ?? null],
    queryFn: ({ signal }) => callApi(idCards, { query: memberId ? { memberId } : {}, signal }),
  });
}

/** POST RedCard/GetIdCard for one person and coverage: the card's printed content. */
export function useIdCard(choice: CardChoice | null) {
  return useQuery({
    queryKey: [KEY, 'card', choice?.memberId, choice?.coverageType],
    queryFn: ({ signal }) =>
      callApi(getIdCard, {
        body: { memberId: choice!.memberId, coverageType: choice!.coverageType },
        signal,
      }),
    enabled: choice !== null,
    select: (cards) => cards[0],
  });
}

/**
 * The message of a failed card download (spec §8): idCardNotAvailable when the server says the member has
 * no card, otherwise errorOccurredDuringIdDownload (contact an administrator).
 */
export function downloadErrorKey(
  error: unknown,
): 'idCardNotAvailable' | 'errorOccurredDuringIdDownload' {
  return error instanceof ApiError && error.body.error_description === 'idCardNotAvailable'
    ? 'idCardNotAvailable'
    : 'errorOccurredDuringIdDownload';
}

/** POST RedCard/getIdCardDownload: the card as a PDF, saved as id-card-{memberId}-{coverage}.pdf. */
export function useIdCardDownload() {
  return useMutation({
    mutationFn: async (choice: CardChoice) => {
      const blob = await callApi(getIdCardDownload, {
        body: { memberId: choice.memberId, coverageType: choice.coverageType },
      });
      saveFile(blob, `id-card-${choice.memberId}-${choice.coverageType}.pdf`);
    },
  });
}
