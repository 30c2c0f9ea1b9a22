import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleOf, useSession } from '../../features/auth/session-store';
import { GrantAccessPanel, HouseholdAccessList } from '../../features/settings/dependent-permissions';
import { PageTitle } from '../../ui/page-title';

/**
 * `/member/settings/change-permissions` (member.changePermissions): a dependent grants or withdraws the
 * employee's access; the employee sees who granted it (read-only).
 */
export default function ChangePermissionsPage() {
  const { t } = useTranslation('settings');
  const role = useSession(roleOf);
  return (
    <Stack>
      <PageTitle>{t('permissions.title')}</PageTitle>
      {role === 'Dependent' ? <GrantAccessPanel /> : <HouseholdAccessList />}
    </Stack>
  );
}
