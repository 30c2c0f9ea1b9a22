import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Conversation } from '@bp/contract/api/conversations';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { AppLink } from '../../ui/app-link';
import { DetailItem } from '../../ui/detail-item';
import { PageTitle } from '../../ui/page-title';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { messagesToMarkRead } from './message-center-rules';
import { MessageThread } from './message-thread';
import { ReplyForm } from './reply-form';
import { StaffActions } from './staff-actions';
import { StatusBadge } from './status-badge';
import { markRead, useConversation, useInvalidateAfterRead } from './use-conversations';

/** A positive integer route parameter, or null. */
export function idParam(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function SubTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h3">
      {children}
    </Title>
  );
}

/**
 * One conversation: subject as the page heading, its facts, the messages (unread ones addressed to the
 * viewer are marked read once shown), the reply box, and for staff the conversation's management.
 */
export function ConversationView({
  conversationId,
  messageId,
  viewer,
  backPath,
  backLabel,
  nested = false,
  relatedAction,
}: {
  /** What the portal offers about this conversation's subject (a termination request: decide it). */
  relatedAction?: ((c: Conversation) => ReactNode) | undefined;
  /** Shown inside a layout that already has the page's h1 (a member profile): the subject is an h2. */
  nested?: boolean;
  conversationId: number | null;
  messageId?: number | null | undefined;
  viewer: { isStaff: boolean; accountId: number | undefined };
  backPath: string;
  backLabel: string;
}) {
  const { t } = useTranslation('messaging');
  const fmt = useFormat();
  const query = useConversation(conversationId);
  const Heading = nested ? SubTitle : PageTitle;
  const invalidate = useInvalidateAfterRead();
  const marked = useRef(new Set<number>());

  const data = query.data;
  useEffect(() => {
    if (!data) return;
    const ids = messagesToMarkRead(data.messages, viewer).filter((id) => !marked.current.has(id));
    ids.forEach((id) => marked.current.add(id));
    void markRead(ids, invalidate);
  }, [data, viewer, invalidate]);

  const notFound =
    conversationId === null ||
    (query.error instanceof ApiError && [400, 404].includes(query.error.status));
  if (notFound)
    return (
      <Stack>
        <Heading>{t('details.title')}</Heading>
        <Alert color="red" variant="light" role="alert" title={t('details.notFoundTitle')}>
          <Text size="sm">{t('details.notFound')}</Text>
          <AppLink to={backPath} size="sm">
            {backLabel}
          </AppLink>
        </Alert>
      </Stack>
    );

  return (
    <Stack>
      {!data && <Heading>{t('details.title')}</Heading>}
      <QueryState query={query} emptyText="">
        {(c) => (
          <Stack>
            <Heading>{c.subject}</Heading>
            <Group mt={-12}>
              <AppLink to={backPath} size="sm">
                {backLabel}
              </AppLink>
            </Group>
            <SectionCard title={t('details.about')}>
              <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} component="dl" m={0}>
                <DetailItem label={t('columns.status')}>
                  <StatusBadge status={c.status} />
                </DetailItem>
                <DetailItem label={t('columns.from')}>{c.createdByName}</DetailItem>
                <DetailItem label={t('details.started')}>{fmt.date(c.createdDate)}</DetailItem>
                <DetailItem label={t('columns.member')}>{c.memberId ?? ''}</DetailItem>
                <DetailItem label={t('columns.owner')}>
                  {c.ownerName ?? (c.inQueue ? t('details.inQueue') : t('noOwner'))}
                </DetailItem>
                {c.transactionId !== null && (
                  <DetailItem label={t('details.transaction')}>{c.transactionId}</DetailItem>
                )}
              </SimpleGrid>
              {relatedAction?.(c)}
            </SectionCard>
            <SectionCard title={t('details.messages')}>
              <MessageThread messages={c.messages} focusMessageId={messageId ?? undefined} />
            </SectionCard>
            <SectionCard title={t('reply.title')}>
              <ReplyForm conversationId={c.conversationId} />
            </SectionCard>
            {viewer.isStaff && (
              <SectionCard title={t('staff.title')}>
                <StaffActions key={c.conversationId} conversation={c} />
              </SectionCard>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
