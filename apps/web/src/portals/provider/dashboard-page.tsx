import { SimpleGrid, Stack } from '@mantine/core';
import { providerPending, useSession } from '../../lib/session-store';
import { VerificationNoticeCard } from '../../features/provider-verification/verification-notice-card';
import { RecentProviderClaimsCard } from '../../features/claims/provider-claim-views';
import { AnnouncementsCard } from '../../features/content/announcements-card';
import { FeedbackFormsCard } from '../../features/content-pages/feedback-forms-card';
import { routePath } from '@bp/contract/routes';
import { useAllowedProviderRoutes } from './allowed-routes';
import { UnreadMessagesCard } from '../../features/messaging/unread-messages-card';
import { RecentPrecertsCard } from '../../features/precerts/recent-precerts-card';
import { DashboardHeading } from '../../ui/welcome';
import { providerPaths } from './paths';

/**
 * `/provider/dashboard` — the newest claims, pre-certification activity, messages, announcements and
 * feedback forms. An account pending verification sees its verification card instead of the claims and
 * pre-certifications (the server would refuse them, issue 25).
 */
export default function ProviderDashboardPage() {
  const firstName = useSession((s) => s.user?.firstName);
  const pending = useSession(providerPending);
  const mayFeedback = useAllowedProviderRoutes(['provider.feedback']).has('provider.feedback');
  return (
    <Stack>
      <DashboardHeading firstName={firstName} />
      {pending ? (
        <VerificationNoticeCard />
      ) : (
        <>
          <RecentProviderClaimsCard
            pathOf={(c) => providerPaths.claimItem(c.memberId, c.fullClaimNumber)}
            allPath={routePath('provider.claims')}
          />
          <RecentPrecertsCard />
        </>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <UnreadMessagesCard />
        <AnnouncementsCard />
      </SimpleGrid>
      {mayFeedback && (
        <FeedbackFormsCard
          pathOf={(d) =>
            routePath('provider.feedback', { downloadId: d.downloadId, displayName: d.displayName })
          }
        />
      )}
    </Stack>
  );
}
