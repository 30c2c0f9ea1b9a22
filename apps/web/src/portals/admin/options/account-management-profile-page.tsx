import { roleNameOf } from '@bp/contract/roles';
import { routePath } from '@bp/contract/routes';
import { portalOf } from '@bp/contract/roles';
import { canImpersonate } from '../../../features/auth/impersonation';
import { useSession } from '../../../lib/session-store';
import { AccountProfilePage } from '../../shared/account-pages';
import { ImpersonateButton } from '../impersonate-button';

/**
 * `/admin/options/account-management-profile?id=` (admin.accountManagementProfile), with "Impersonate"
 * when §6 allows it for the account's role (never an Administrator).
 */
export default function Page() {
  const perms = useSession((s) => s.permissions);
  return (
    <AccountProfilePage
      portal="admin"
      impersonate={(a) => {
        const role = roleNameOf(a.roleId);
        if (!role || !canImpersonate(role, perms)) return null;
        return (
          <ImpersonateButton
            target={{ userId: a.accountId }}
            name={`${a.firstName} ${a.lastName}`}
            landing={routePath(`${portalOf(role)}.dashboard`)}
          />
        );
      }}
    />
  );
}
