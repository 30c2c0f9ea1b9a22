import { AccountManagementPage } from '../../shared/account-pages';

/** `/admin/options/account-management` (admin.accountManagement). */
export default function Page() {
  return <AccountManagementPage portal="admin" />;
}
