import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupCreateTempIdCard } from '@bp/contract/api/groups';
import { tempIdCards } from '@bp/contract/api/cards';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

const KEY = ['tempIdCard', 'household'] as const;

/** The request body of Groups/CreateTempIdCard as the form sends it (dates as typed). */
export type CreateTempIdCardBody = EndpointBodyInput<typeof groupCreateTempIdCard>;

/** GET RedCard/TempIdCards?memberId: the named member's household's unexpired temporary cards (staff). */
export function useHouseholdTempIdCards(memberId: string) {
  return useQuery({
    queryKey: [...KEY, memberId],
    queryFn: ({ signal }) => callApi(tempIdCards, { query: { memberId }, signal }),
  });
}

/**
 * POST Groups/CreateTempIdCard: stores the card and saves the PDF the server returns as
 * temp-id-card-{memberId}.pdf; the household's list is fetched again.
 */
export function useCreateTempIdCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTempIdCardBody) => {
      const blob = await callApi(groupCreateTempIdCard, { body });
      saveFile(blob, `temp-id-card-${body.memberId}.pdf`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
