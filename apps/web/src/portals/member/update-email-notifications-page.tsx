import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationSettings } from '../../features/settings/notification-settings';
import { PageTitle } from '../../ui/page-title';

/** `/member/settings/update-email-notifications` (member.updateEmailNotifications). */
export default function UpdateEmailNotificationsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <NotificationSettings />
    </Stack>
  );
}
