import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileManagement } from '../../../features/file-management/file-management';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/utilities/file-management` (admin.fileManagement, File Management): uploads and forms. */
export default function FileManagementPage() {
  const { t } = useTranslation('file-management');
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <FileManagement />
    </Stack>
  );
}
