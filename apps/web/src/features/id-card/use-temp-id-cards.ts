import { useMutation, useQuery } from '@tanstack/react-query';
import { tempIdCardDownload, tempIdCards, type TempIdCard } from '@bp/contract/api/cards';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

/** GET RedCard/TempIdCards: the household's temporary ID cards that have not expired. */
export function useTempIdCards() {
  return useQuery({
    queryKey: ['idcard', 'temp'],
    queryFn: ({ signal }) => callApi(tempIdCards, { query: {}, signal }),
  });
}

/** POST RedCard/TempIdCardDownload: one temporary card as a PDF, saved as temp-id-card-{memberId}.pdf. */
export function useTempIdCardDownload() {
  return useMutation({
    mutationFn: async (card: TempIdCard) => {
      const blob = await callApi(tempIdCardDownload, { body: { id: card.id } });
      saveFile(blob, `temp-id-card-${card.memberId}.pdf`);
    },
  });
}
