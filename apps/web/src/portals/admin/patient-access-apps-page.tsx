import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppAdmin } from '../../features/patient-access/app-admin';
import { PageTitle } from '../../ui/page-title';

/**
 * `/admin/patient-access-apps` (admin.patientAccessApps, Patient Access Apps): the apps members may connect
 * to the FHIR Patient Access API; a read-only grant lists them.
 */
export default function PatientAccessAppsPage() {
  const { t } = useTranslation('patient-access-admin');
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <AppAdmin />
    </Stack>
  );
}
