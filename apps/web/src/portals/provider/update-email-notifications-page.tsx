import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationSettings } from '../../features/settings/notification-settings';
import { PageTitle } from '../../ui/page-title';

/** `/provider/update-email-notifications` (provider.updateEmailNotifications). */
export default function ProviderUpdateEmailNotificationsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <NotificationSettings />
    </Stack>
  );
}
