import { GroupRightsPage } from '../../shared/account-pages';

/** `/admin/options/group-profile/:groupNumber/group-rights` (admin.groupRights, GROUP_RIGHTS). */
export default function Page() {
  return <GroupRightsPage portal="admin" />;
}
