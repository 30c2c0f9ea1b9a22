import { AccountSetupPage } from '../../shared/account-pages';

/** `/employer/options/account-setup` (employer.accountSetup, Group Account Setup). */
export default function Page() {
  return <AccountSetupPage portal="employer" />;
}
