import { SimpleGrid, Stack } from '@mantine/core';
import { useSession } from '../../features/auth/session-store';
import { RecentClaimsCard } from '../../features/claims/recent-claims-card';
import { AnnouncementsCard } from '../../features/content/announcements-card';
import { AccumulatorsCard } from '../../features/coverage/accumulators-card';
import { UnreadMessagesCard } from '../../features/messaging/unread-messages-card';
import { DashboardHeading } from '../../ui/welcome';

/** `/member/dashboard` — recent claims, accumulators, messages and announcements. */
export default function MemberDashboardPage() {
  const firstName = useSession((s) => s.user?.firstName);
  return (
    <Stack>
      <DashboardHeading firstName={firstName} />
      <AccumulatorsCard />
      <RecentClaimsCard />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <UnreadMessagesCard />
        <AnnouncementsCard />
      </SimpleGrid>
    </Stack>
  );
}
