import { AccountManagementPage } from '../../shared/account-pages';

/** `/employer/options/account-management` (employer.accountManagement). */
export default function Page() {
  return <AccountManagementPage portal="employer" />;
}
