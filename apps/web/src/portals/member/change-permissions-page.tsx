import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleOf, useSession } from '../../lib/session-store';
import {
  GrantAccessPanel,
  HouseholdAccessList,
} from '../../features/settings/dependent-permissions';
import { PageTitle } from '../../ui/page-title';

/**
 * `/member/settings/change-permissions` (member.changePermissions): a dependent grants or withdraws the
 * employee's access; the employee learns there is nothing to grant and sees whom he/she can see (read-only).
 */
export default function ChangePermissionsPage() {
  const { t } = useTranslation('settings');
  const role = useSession(roleOf);
  return (
    <Stack>
      <PageTitle>{t('permissions.title')}</PageTitle>
      <GrantAccessPanel
        {...(role === 'Dependent' ? {} : { emptyText: t('permissions.employeeNothingToGrant') })}
      />
      {role !== 'Dependent' && <HouseholdAccessList />}
    </Stack>
  );
}
