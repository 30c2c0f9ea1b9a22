import { useQuery } from '@tanstack/react-query';
import { conversationsList, unreadAmount } from '@bp/contract/api/conversations';
import { callApi } from '../../lib/api';
import { LIMITS } from '../../lib/constants';

/** The staff work queue (inQueue; needs Receive Message), newest first. */
export function useConversationQueue(enabled: boolean) {
  return useQuery({
    queryKey: ['conversations', 'queue'],
    enabled,
    queryFn: ({ signal }) =>
      callApi(conversationsList, {
        body: {
          inQueue: true,
          showArchived: false,
          pageNumber: 1,
          amount: LIMITS.latestConversations,
          sortProperty: 'lastMessageDate',
          sortDesc: true,
        },
        signal,
      }),
  });
}

/** How many messages addressed to the caller are unread. */
export function useUnreadAmount() {
  return useQuery({
    queryKey: ['conversations', 'unread'],
    queryFn: ({ signal }) => callApi(unreadAmount, { signal }),
  });
}
