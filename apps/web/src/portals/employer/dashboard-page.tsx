import { SimpleGrid, Stack } from '@mantine/core';
import { useSession } from '../../features/auth/session-store';
import { AnnouncementsCard } from '../../features/content/announcements-card';
import { MyGroupsCard } from '../../features/groups/my-groups-card';
import { UnreadMessagesCard } from '../../features/messaging/unread-messages-card';
import { DashboardHeading } from '../../ui/welcome';

/** `/employer/dashboard` — the employer's groups, messages and announcements. */
export default function EmployerDashboardPage() {
  const firstName = useSession((s) => s.user?.firstName);
  return (
    <Stack>
      <DashboardHeading firstName={firstName} />
      <MyGroupsCard />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <UnreadMessagesCard />
        <AnnouncementsCard />
      </SimpleGrid>
    </Stack>
  );
}
