import { GroupMembersPage } from '../../shared/group-pages';

/** `/admin/options/group-profile/{groupNumber}/group-members` (admin.groupMembers). */
export default function AdminGroupMembersPage() {
  return <GroupMembersPage portal="admin" />;
}
