import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  conversationAdd,
  conversationGet,
  conversationHistory,
  conversationRedirect,
  conversationReply,
  conversationUpdate,
  conversationUpdateNotes,
  conversationUpload,
  conversationsList,
  messageRead,
  resolutionTypes,
  setAsOwner,
  singleAttachment,
  unreadAmount,
} from '@bp/contract/api/conversations';
import { emailRoutingSubjects, emailRoutingTypeAhead } from '@bp/contract/api/content';
import { messageNotificationGet, messageNotificationSet } from '@bp/contract/api/account-settings';
import { dependentsList } from '@bp/contract/api/household';
import { CONVERSATIONS_AMOUNT } from '@bp/contract/constants';
import { callApi, uploadWithProgress } from '../../lib/api';
import { LIMITS } from '../../lib/constants';
import { saveFile } from '../../lib/save-file';

const ALL = ['conversations'] as const;
const UNREAD = ['conversations', 'unread'] as const;

/** How often the header's unread count is refreshed while the page is open. */
export const UNREAD_REFRESH_MS = 60_000;

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

/** How many messages addressed to the caller are unread; refreshed every minute and on focus. */
export function useUnreadAmount(options: { poll?: boolean } = {}) {
  return useQuery({
    ...unreadAmountQuery(),
    ...(options.poll ? { refetchInterval: UNREAD_REFRESH_MS, refetchOnWindowFocus: true } : {}),
  });
}

/** The query of `useUnreadAmount` (without the badge's polling). */
export function unreadAmountQuery() {
  return queryOptions({
    queryKey: UNREAD,
    // The badge's polling: it does not keep the session alive (docs/decisions.md, "Sessions and tokens").
    queryFn: ({ signal }) => callApi(unreadAmount, { signal, background: true }),
  });
}

type ListBody = {
  inQueue: boolean;
  showArchived: boolean;
  pageNumber: number;
  amount: number;
  sortProperty: 'lastMessageDate' | 'createdDate' | 'subject' | 'status';
  sortDesc: boolean;
};

/** One page of the caller's conversations (or the queue). */
export function useConversationList(body: ListBody) {
  return useQuery({
    queryKey: ['conversations', 'list', body],
    queryFn: ({ signal }) => callApi(conversationsList, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A member's conversation history (staff), 20 a page. */
export function useConversationHistory(memberId: string | undefined, pageNumber: number) {
  return useQuery({
    queryKey: ['conversations', 'history', memberId, pageNumber],
    queryFn: ({ signal }) =>
      callApi(conversationHistory, {
        body: {
          ...(memberId ? { memberId } : {}),
          showArchived: true,
          pageNumber,
          amount: CONVERSATIONS_AMOUNT,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One conversation with its messages, oldest first. A 404 is not retried. */
export function useConversation(conversationId: number | null) {
  return useQuery({
    queryKey: ['conversations', 'one', conversationId],
    enabled: conversationId !== null,
    queryFn: ({ signal }) =>
      callApi(conversationGet, { query: { conversationId: conversationId! }, signal }),
    retry: (count, error) =>
      count < 2 && !(error && 'status' in error && [400, 404].includes(error.status as number)),
  });
}

/** Subjects the caller may write about. */
export function useSubjects() {
  return useQuery({
    queryKey: ['emailRouting', 'subjects'],
    queryFn: ({ signal }) => callApi(emailRoutingSubjects, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The member's household (members only): whom a message may be about. */
export function useHouseholdMembers(enabled: boolean) {
  return useQuery({
    queryKey: ['household', 'dependents'],
    enabled,
    queryFn: ({ signal }) => callApi(dependentsList, { signal }),
  });
}

/** How a conversation can be resolved (staff). */
export function useResolutionTypes(enabled: boolean) {
  return useQuery({
    queryKey: ['conversations', 'resolutionTypes'],
    enabled,
    queryFn: ({ signal }) => callApi(resolutionTypes, { signal }),
    staleTime: 30 * 60_000,
  });
}

/** Routing targets (subjects and staff) matching at least two typed characters. */
export function useRoutingTargets(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['emailRouting', 'typeAhead', q],
    enabled: q.length >= 2,
    queryFn: ({ signal }) =>
      callApi(emailRoutingTypeAhead, { body: { query: q, limit: 10 }, signal }),
    // Spec §8: the type-ahead returns an empty list on failure.
    retry: false,
  });
}

/** Uploads files to a message, reporting progress; no call when there are none. */
function uploadAll(messageId: number, files: readonly File[], onProgress?: (f: number) => void) {
  if (files.length === 0) return Promise.resolve(undefined);
  return uploadWithProgress(conversationUpload, {
    query: { messageId },
    files: { files },
    ...(onProgress ? { onProgress } : {}),
  });
}

/** A message the user writes, with its attachments and a progress callback for them. */
interface Outgoing {
  body: string;
  files: readonly File[];
  onProgress?: (fraction: number) => void;
}

/**
 * Compose: Add, then Upload the files to the new message. Resolves with the ids, and with the upload's
 * error when only the files failed (the message itself was sent).
 */
export function useStartConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (
      m: Outgoing & { subjectId: number; memberId?: string | undefined },
    ): Promise<{ conversationId: number; messageId: number; uploadError?: unknown }> => {
      const added = await callApi(conversationAdd, {
        body: {
          subjectId: m.subjectId,
          body: m.body,
          ...(m.memberId ? { memberId: m.memberId } : {}),
        },
      });
      const ids = { conversationId: added.conversationId, messageId: added.returnedObject };
      try {
        await uploadAll(ids.messageId, m.files, m.onProgress);
        return ids;
      } catch (uploadError) {
        return { ...ids, uploadError };
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** Reply in a conversation, then upload the attachments (an upload failure is returned, not thrown). */
export function useReply(conversationId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (m: Outgoing): Promise<{ messageId: number; uploadError?: unknown }> => {
      const sent = await callApi(conversationReply, { body: { conversationId, body: m.body } });
      try {
        await uploadAll(sent.returnedObject, m.files, m.onProgress);
        return { messageId: sent.returnedObject };
      } catch (uploadError) {
        return { messageId: sent.returnedObject, uploadError };
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** Marks messages read (one call each), then refreshes the unread counts. */
export async function markRead(
  messageIds: readonly number[],
  invalidate: () => Promise<unknown>,
): Promise<void> {
  if (messageIds.length === 0) return;
  await Promise.allSettled(
    messageIds.map((messageId) => callApi(messageRead, { query: { messageId, read: true } })),
  );
  await invalidate();
}

/** The invalidation after reading: the header count and the lists' unread badges. */
export function useInvalidateAfterRead() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: UNREAD }),
      qc.invalidateQueries({ queryKey: ['conversations', 'list'] }),
      qc.invalidateQueries({ queryKey: ['conversations', 'queue'] }),
    ]);
}

/** Downloads one attachment with the session's token and saves it under its name. */
export async function downloadAttachment(attachmentId: number, fileName: string): Promise<void> {
  const blob = await callApi(singleAttachment, { query: { attachmentId } });
  saveFile(blob, fileName);
}

/** Staff actions on one conversation; each refreshes the conversation and the lists. */
export function useStaffActions(conversationId: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: ALL });
  return {
    take: useMutation({
      mutationFn: () => callApi(setAsOwner, { query: { conversationId } }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (b: {
        status?: 'Open' | 'InProgress' | 'WaitingOnMember' | 'Resolved' | 'Closed';
        resolutionTypeId?: number;
        archived?: boolean;
      }) => callApi(conversationUpdate, { body: { conversationId, ...b } }),
      onSuccess,
    }),
    notes: useMutation({
      mutationFn: (notes: string) =>
        callApi(conversationUpdateNotes, { body: { conversationId, notes } }),
      onSuccess,
    }),
    redirect: useMutation({
      mutationFn: (to: { toAccountId: number } | { subjectId: number }) =>
        callApi(conversationRedirect, { query: { conversationId, ...to } }),
      onSuccess,
    }),
  };
}

/** The caller's new-message e-mail switch (admin message centre). */
export function useMessageNotification() {
  const qc = useQueryClient();
  const key = ['accounts', 'messageNotification'];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(messageNotificationGet, { signal }),
  });
  const set = useMutation({
    mutationFn: (notificationOn: boolean) =>
      callApi(messageNotificationSet, { query: { notificationOn } }),
    onSuccess: (_r, notificationOn) => qc.setQueryData(key, { notificationOn }),
  });
  return { query, set };
}
