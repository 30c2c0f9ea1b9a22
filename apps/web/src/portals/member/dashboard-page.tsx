import { SimpleGrid, Stack } from '@mantine/core';
import { routePath } from '@bp/contract/routes';
import { useSession } from '../../lib/session-store';
import { RecentClaimsCard } from '../../features/claims/recent-claims-card';
import { AnnouncementsCard } from '../../features/content/announcements-card';
import { AccumulatorsCard } from '../../features/coverage/accumulators-card';
import { CoveredPeopleCard } from '../../features/coverage/covered-people-card';
import { IdCardSection } from '../../features/id-card/id-card-section';
import { UnreadMessagesCard } from '../../features/messaging/unread-messages-card';
import { PartnerSitesCard } from '../../features/sso/partner-sites-card';
import { DashboardHeading } from '../../ui/welcome';
import { useAllowedRoutes } from './allowed-routes';
import { QuickLinksCard } from './quick-links-card';

/**
 * `/member/dashboard` — the active policy and its covered people, the ID card, deductible progress,
 * quick links, partner sites (single sign-on), recent claims, messages and announcements.
 */
export default function MemberDashboardPage() {
  const firstName = useSession((s) => s.user?.firstName);
  const [requestCard] = useAllowedRoutes(['member.requestIdCard']);
  return (
    <Stack>
      <DashboardHeading firstName={firstName} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CoveredPeopleCard />
        <Stack>
          <IdCardSection requestCardPath={requestCard?.path} />
          <QuickLinksCard />
          <PartnerSitesCard />
        </Stack>
      </SimpleGrid>
      <AccumulatorsCard moreHref={`${routePath('member.plans')}?tab=accumulators`} />
      <RecentClaimsCard />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <UnreadMessagesCard />
        <AnnouncementsCard />
      </SimpleGrid>
    </Stack>
  );
}
