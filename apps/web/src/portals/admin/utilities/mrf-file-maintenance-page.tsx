import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileAdmin } from '../../../features/mrf/file-admin';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/utilities/mrf-file-maintenance` (admin.mrfFileMaintenance, MRF Maintenance): network files, generation, publish history and diff. */
export default function FileAdminPage() {
  const { t } = useTranslation('mrf');
  return (
    <Stack>
      <PageTitle>{t('titles.files')}</PageTitle>
      <FileAdmin />
    </Stack>
  );
}
