import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportsPanel } from '../../../features/reports/reports-panel';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/utilities/reports` — request reports of the staff member's groups, follow, download, delete. */
export default function AdminReportsPage() {
  const { t } = useTranslation('reports');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text mb="md">{t('intro')}</Text>
      <ReportsPanel />
    </>
  );
}
