import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkAdmin } from '../../../features/content-admin/link-admin';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/utilities/links` (admin.links, Manage Links): create, edit and delete links. */
export default function LinksAdminPage() {
  const { t } = useTranslation('content-admin');
  return (
    <Stack>
      <PageTitle>{t('titles.links')}</PageTitle>
      <LinkAdmin />
    </Stack>
  );
}
