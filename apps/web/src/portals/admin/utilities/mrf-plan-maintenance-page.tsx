import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlanAdmin } from '../../../features/mrf/plan-admin';
import { PageTitle } from '../../../ui/page-title';

/** `/admin/utilities/mrf-plan-maintenance` (admin.mrfPlanMaintenance, MRF Maintenance): reporting plans: create, edit. */
export default function PlanAdminPage() {
  const { t } = useTranslation('mrf');
  return (
    <Stack>
      <PageTitle>{t('titles.plans')}</PageTitle>
      <PlanAdmin />
    </Stack>
  );
}
