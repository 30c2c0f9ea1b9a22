import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportsPanel } from '../../features/reports/reports-panel';
import { PageTitle } from '../../ui/page-title';

/** `/employer/reports` — reports of the employer's groups: request, follow, download. */
export default function EmployerReportsPage() {
  const { t } = useTranslation('reports');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text mb="md">{t('intro')}</Text>
      <ReportsPanel />
    </>
  );
}
