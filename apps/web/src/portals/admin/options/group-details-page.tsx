import { GroupDetailsPage } from '../../shared/group-pages';

/** The details section of `/admin/options/group-profile/{groupNumber}`. */
export default function AdminGroupDetailsPage() {
  return <GroupDetailsPage portal="admin" />;
}
