import { GroupRightsPage } from '../../shared/account-pages';

/** `/employer/options/group-profile/:groupNumber/group-rights` (employer.groupRights, GROUP_RIGHTS). */
export default function Page() {
  return <GroupRightsPage portal="employer" />;
}
