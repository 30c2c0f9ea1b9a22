import { GroupMembersPage } from '../../shared/group-pages';

/** `/employer/options/group-profile/{groupNumber}/group-members` (employer.groupMembers). */
export default function EmployerGroupMembersPage() {
  return <GroupMembersPage portal="employer" />;
}
