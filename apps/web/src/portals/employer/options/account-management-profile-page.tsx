import { AccountProfilePage } from '../../shared/account-pages';

/** `/employer/options/account-management-profile?id=` (employer.accountManagementProfile): own users. */
export default function Page() {
  return <AccountProfilePage portal="employer" />;
}
