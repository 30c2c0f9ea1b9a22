import { Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { routePath } from '@bp/contract/routes';
import { usePrefetchQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { RecentClaimsCard } from '../../features/claims/recent-claims-card';
import { recentClaimsQuery, useRecentClaims } from '../../features/claims/use-recent-claims';
import { AnnouncementsCard } from '../../features/content/announcements-card';
import { announcementsQuery, useAnnouncements } from '../../features/content/use-announcements';
import { AccumulatorsCard } from '../../features/coverage/accumulators-card';
import { CoveredPeopleCard } from '../../features/coverage/covered-people-card';
import {
  accumulatorsQuery,
  memberProfileQuery,
  useAccumulators,
  useMemberProfile,
} from '../../features/coverage/use-coverage';
import { IdCardSection } from '../../features/id-card/id-card-section';
import { idCardListQuery, useIdCardList } from '../../features/id-card/use-id-cards';
import { UnreadMessagesCard } from '../../features/messaging/unread-messages-card';
import { unreadAmountQuery, useUnreadAmount } from '../../features/messaging/use-conversations';
import { PartnerSitesCard } from '../../features/sso/partner-sites-card';
import { ssoPartnersQuery, useSsoPartners } from '../../features/sso/use-sso';
import { DashboardHeading } from '../../ui/welcome';
import { useAllowedRoutes } from './allowed-routes';
import { QuickLinksCard } from './quick-links-card';

/**
 * Starts the cards' calls as the page renders (in React's interruptible render of the route), not in
 * the effects after it is committed: there, starting seven requests lengthened the one task that
 * commits the page. Before the queries' own hooks, which would otherwise create the cache entries first.
 */
function useDashboardPrefetch(): void {
  usePrefetchQuery(memberProfileQuery());
  usePrefetchQuery(idCardListQuery());
  usePrefetchQuery(ssoPartnersQuery());
  usePrefetchQuery(accumulatorsQuery());
  usePrefetchQuery(recentClaimsQuery());
  usePrefetchQuery(unreadAmountQuery());
  usePrefetchQuery(announcementsQuery());
}

/**
 * Whether the dashboard cards' first loads are over. The cards' sizes depend on their data (a household
 * of one or of six, partner sites or none), so no placeholder could hold their place: the cards are
 * shown together once their data is in, and nothing moves after (the dashboard's layout shift was 0.4).
 * The same queries as the cards' own (same keys: fetched once); a card added to the dashboard adds its
 * query here. A failed query counts as loaded: its card shows the error. Only a first load counts (a
 * query never answered, or reset with the cache, as a policy switch does): a card's "Try again" after a
 * failure shows that card's loader and leaves the others shown.
 */
function useDashboardReady(): boolean {
  const queries = [
    useMemberProfile(),
    useIdCardList(),
    useSsoPartners(),
    useAccumulators(),
    useRecentClaims(),
    useUnreadAmount(),
    useAnnouncements(),
  ];
  return !queries.some((q) => q.isLoading && !q.isFetched);
}

/**
 * The heading: also prerendered into the page's HTML (src/prerender/page-frames.tsx), where the
 * introduction is the largest paint of the page on a phone: larger than any text of the cards below
 * it, so that the largest paint does not wait for the app and its data.
 */
export function MemberDashboardHeading({ firstName }: { firstName: string | undefined }) {
  const { t } = useTranslation('dashboard');
  return <DashboardHeading firstName={firstName} intro={t('memberIntro')} />;
}

/** Shown until the cards' first loads are over (and in the prerendered page). */
export function DashboardLoader({ label }: { label: string }) {
  return (
    <Center py="md">
      <Loader size="sm" role="status" aria-label={label} />
    </Center>
  );
}

/**
 * `/member/dashboard` — the active policy and its covered people, the ID card, deductible progress,
 * quick links, partner sites (single sign-on), recent claims, messages and announcements.
 */
export default function MemberDashboardPage() {
  useDashboardPrefetch();
  const { t } = useTranslation('common');
  const firstName = useSession((s) => s.user?.firstName);
  const [requestCard] = useAllowedRoutes(['member.requestIdCard']);
  // Deferred like the cards' data (their QueryState `defer`): the cards render their data in React's
  // interruptible background render as it arrives, not in one long task each, and are shown in the same
  // commit as their last render (no loader in a shown card, nothing moving after).
  const ready = useDeferredValue(useDashboardReady());
  return (
    <Stack>
      <MemberDashboardHeading firstName={firstName} />
      {!ready && <DashboardLoader label={t('states.loading')} />}
      {/* Mounted from the start, hidden until every first load is over: each card renders when its
          own data arrives (no one long render of them all), and no card mounts after its query has
          failed (a query in error is fetched again by each new observer: cards mounted on the
          failure would fetch, show the loader, fail, and so on without end). */}
      <div hidden={!ready}>
        <DashboardCards requestCardPath={requestCard?.path} />
      </div>
    </Stack>
  );
}

/** The cards (memoised: the page re-renders as the first loads end, the cards need not). */
const DashboardCards = memo(function DashboardCards({
  requestCardPath,
}: {
  requestCardPath: string | undefined;
}) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CoveredPeopleCard />
        <Stack>
          <IdCardSection requestCardPath={requestCardPath} />
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
});
