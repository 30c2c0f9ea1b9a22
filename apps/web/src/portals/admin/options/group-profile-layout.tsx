import { GroupProfilePage } from '../../shared/group-pages';

/** `/admin/options/group-profile/{groupNumber}` (admin.groupProfile): the layout of the group's sections. */
export default function AdminGroupProfileLayout() {
  return <GroupProfilePage portal="admin" />;
}
