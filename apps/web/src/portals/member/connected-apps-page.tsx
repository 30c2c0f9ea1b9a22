import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConnectedApps } from '../../features/patient-access/connected-apps';
import { PageTitle } from '../../ui/page-title';

/** `/member/settings/connected-apps` (member.connectedApps): the apps connected to the member's data. */
export default function ConnectedAppsPage() {
  const { t } = useTranslation('patient-access');
  return (
    <Stack>
      <PageTitle>{t('titles.connectedApps')}</PageTitle>
      <ConnectedApps />
    </Stack>
  );
}
