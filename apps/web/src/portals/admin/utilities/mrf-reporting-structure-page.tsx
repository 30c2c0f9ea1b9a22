import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StructureAdmin } from '../../../features/mrf/structure-admin';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/utilities/mrf-reporting-structure` (admin.mrfReportingStructure, MRF Maintenance): reporting structures linking plans to files. */
export default function StructureAdminPage() {
  const { t } = useTranslation('mrf');
  return (
    <Stack>
      <PageTitle>{t('titles.structures')}</PageTitle>
      <StructureAdmin />
    </Stack>
  );
}
