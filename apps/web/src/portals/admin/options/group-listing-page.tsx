import { GroupListingPage } from '../../shared/group-pages';

/** `/admin/options/group-listing` (admin.groupListing, Group Listing & Search). */
export default function AdminGroupListingPage() {
  return <GroupListingPage portal="admin" />;
}
