import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AnnouncementForm,
  AnnouncementList,
} from '../../../features/content-admin/announcement-admin';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/utilities/announcement` (admin.announcement, Manage Announcements): post and remove bulletins. */
export default function AnnouncementPage() {
  const { t } = useTranslation('content-admin');
  return (
    <Stack>
      <PageTitle>{t('titles.announcement')}</PageTitle>
      <AnnouncementForm />
      <AnnouncementList />
    </Stack>
  );
}
