import { SimpleGrid, Stack } from '@mantine/core';
import { useAllowedRoutes } from '../../lib/use-allowed-routes';
import { useSession } from '../../lib/session-store';
import { AnnouncementsCard } from '../../features/content/announcements-card';
import { MyGroupsCard } from '../../features/groups/my-groups-card';
import { UnreadMessagesCard } from '../../features/messaging/unread-messages-card';
import { DashboardHeading } from '../../ui/welcome';
import { employerPaths } from './paths';

/** `/employer/dashboard` — the employer's groups with their enrollment counts, messages and announcements. */
export default function EmployerDashboardPage() {
  const firstName = useSession((s) => s.user?.firstName);
  const canOpenGroup = useAllowedRoutes(['employer.groupProfile']).has('employer.groupProfile');
  return (
    <Stack>
      <DashboardHeading firstName={firstName} />
      <MyGroupsCard
        groupPathOf={canOpenGroup ? (g) => employerPaths.groupProfile(g.groupNumber) : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <UnreadMessagesCard />
        <AnnouncementsCard />
      </SimpleGrid>
    </Stack>
  );
}
