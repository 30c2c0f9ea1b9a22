import { SubGroupListingPage } from '../../shared/group-pages';

/** `/admin/options/sub-group-listing/{masterGroupNumber}` (admin.subGroupListing). */
export default function AdminSubGroupListingPage() {
  return <SubGroupListingPage portal="admin" />;
}
