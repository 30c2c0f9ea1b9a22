import { SimpleGrid, Stack } from '@mantine/core';
import { hasPermission } from '@bp/contract/permissions';
import { useSession } from '../../lib/session-store';
import { AnnouncementsCard } from '../../features/content/announcements-card';
import { WorkQueueCard } from '../../features/messaging/work-queue-card';
import { DashboardHeading } from '../../ui/welcome';
import { ShortcutsCard } from './shortcuts-card';

/** `/admin/dashboard` — the staff work queue, shortcuts and announcements. */
export default function AdminDashboardPage() {
  const firstName = useSession((s) => s.user?.firstName);
  const canReceive = useSession((s) => hasPermission(s.permissions, 'RECEIVE_MESSAGE'));
  return (
    <Stack>
      <DashboardHeading firstName={firstName} />
      <WorkQueueCard canReceive={canReceive} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ShortcutsCard />
        <AnnouncementsCard />
      </SimpleGrid>
    </Stack>
  );
}
