import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationSettings } from '../../features/settings/notification-settings';
import { ConfidentialContactSection } from '../../features/settings/confidential-contact';
import { PageTitle } from '../../ui/page-title';

/**
 * `/member/settings/update-email-notifications` (member.updateEmailNotifications): e-mail, notifications and
 * (adults) confidential communications.
 */
export default function UpdateEmailNotificationsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <NotificationSettings />
      <ConfidentialContactSection />
    </Stack>
  );
}
