import { AccountSetupPage } from '../../shared/account-pages';

/** `/admin/options/account-setup` (admin.accountSetup, Group Account Setup). */
export default function Page() {
  return <AccountSetupPage portal="admin" />;
}
