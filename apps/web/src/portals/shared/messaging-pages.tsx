import { Stack, Text } from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import { BRANDS } from '@bp/contract/brands';
import type { Conversation } from '@bp/contract/api/conversations';
import type { Portal } from '@bp/contract/roles';
import { routePath, type RouteName } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { providerPending, useSession } from '../../lib/session-store';
import { ComposeForm } from '../../features/messaging/compose-form';
import { ConversationHistory } from '../../features/messaging/conversation-history';
import { ConversationView, idParam } from '../../features/messaging/conversation-view';
import { MessageCenter } from '../../features/messaging/message-center';
import { messageCenterVariant } from '../../features/messaging/message-center-rules';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';
import { SectionCard } from '../../ui/section-card';

/** Paths of a portal's messaging pages (catalogue names `<portal>.messageCenter` …). */
export function messagingPaths(portal: Portal) {
  const name = (base: string) => `${portal}.${base}` as RouteName;
  return {
    center: () => routePath(name('messageCenter')),
    compose: () => routePath(name('composeMessage')),
    details: (conversationId: number) =>
      routePath(name('conversationDetails'), { conversationId: String(conversationId) }),
  };
}

/** `/<portal>/messages/message-center`: the portal's variant of the message centre. */
export function MessageCenterPage({ portal }: { portal: Portal }) {
  const { t } = useTranslation('messaging');
  const permissions = useSession((s) => s.permissions);
  const paths = messagingPaths(portal);
  return (
    <Stack>
      <PageTitle>{t('center.title')}</PageTitle>
      <MessageCenter
        variant={messageCenterVariant(portal, permissions)}
        composePath={paths.compose()}
        pathOf={(c) => paths.details(c.conversationId)}
      />
    </Stack>
  );
}

/** `/<portal>/messages/compose…`: a new message (members may arrive with a subject in the path). */
export function ComposeMessagePage({ portal }: { portal: Portal }) {
  const { t } = useTranslation('messaging');
  const { preSelectedSubject } = useParams();
  const paths = messagingPaths(portal);
  // A provider account pending verification may write to support, about no member (issue 25).
  const pending = useSession(providerPending);
  return (
    <Stack>
      <PageTitle>{t('compose.title')}</PageTitle>
      <Text size="sm">{t('compose.intro')}</Text>
      <ComposeForm
        memberChoice={
          portal === 'member'
            ? 'household'
            : portal === 'admin'
              ? 'recipient'
              : portal === 'provider' && pending
                ? 'none'
                : 'memberId'
        }
        preSelectedSubject={preSelectedSubject}
        cancelPath={paths.center()}
        detailsPathOf={paths.details}
      />
    </Stack>
  );
}

/** The transaction ids a termination request is filed under (one per brand, spec §9). */
const TERMINATION_TRANSACTIONS: readonly number[] = Object.values(BRANDS).map(
  (b) => b.customTransactions.terminationRequest,
);

/** `/<portal>/messages/conversation-details/:conversationId/:messageId?`. */
export function ConversationDetailsPage({ portal }: { portal: Portal }) {
  const { t } = useTranslation('messaging');
  const { conversationId, messageId } = useParams();
  const accountId = useSession((s) => s.user?.accountId);
  // Staff who decide terminations go from a termination request to the member's termination page.
  const decides = useSession((s) => portal === 'admin' && canWrite(s.permissions, 'TERMINATIONS'));
  const terminationLink = (c: Conversation) =>
    c.memberId !== null &&
    c.transactionId !== null &&
    TERMINATION_TRANSACTIONS.includes(c.transactionId) ? (
      <AppLink
        to={routePath('admin.memberTermination', { id: c.memberId })}
        size="sm"
        mt="sm"
        display="inline-block"
      >
        {t('details.decideTermination')}
      </AppLink>
    ) : null;
  return (
    <ConversationView
      relatedAction={decides ? terminationLink : undefined}
      key={conversationId}
      conversationId={idParam(conversationId)}
      messageId={idParam(messageId)}
      viewer={{ isStaff: portal === 'admin', accountId }}
      backPath={messagingPaths(portal).center()}
      backLabel={t('details.back')}
    />
  );
}

/** `/admin/member-profile/:id/conversation-history`: a member's conversations, inside the member profile. */
export function AdminConversationHistoryPage() {
  const { t } = useTranslation('messaging');
  const { id = '' } = useParams();
  return (
    <SectionCard title={t('history.title')}>
      <ConversationHistory
        memberId={id}
        pathOf={(c) =>
          routePath('admin.profileConversationDetails', {
            id,
            conversationId: String(c.conversationId),
          })
        }
      />
    </SectionCard>
  );
}

/** `/member/conversation-history` (member.conversationHistory): the member's conversations, archived ones too. */
export function MemberConversationHistoryPage() {
  const { t } = useTranslation('messaging');
  return (
    <Stack>
      <PageTitle>{t('history.title')}</PageTitle>
      <Text size="sm">{t('history.memberIntro')}</Text>
      <ConversationHistory
        pathOf={(c) =>
          routePath('member.conversationDetails', { conversationId: String(c.conversationId) })
        }
      />
    </Stack>
  );
}

/** `/admin/member-profile/:id/conversation-details/:conversationId/:messageId?`. */
export function AdminProfileConversationPage() {
  const { t } = useTranslation('messaging');
  const { id = '', conversationId, messageId } = useParams();
  const accountId = useSession((s) => s.user?.accountId);
  return (
    <ConversationView
      key={conversationId}
      conversationId={idParam(conversationId)}
      messageId={idParam(messageId)}
      viewer={{ isStaff: true, accountId }}
      backPath={routePath('admin.conversationHistory', { id })}
      backLabel={t('history.back')}
      nested
    />
  );
}
