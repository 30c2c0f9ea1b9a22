import { GroupListingPage } from '../../shared/group-pages';

/** `/employer/options/group-listing` (employer.groupListing, Group Listing & Search). */
export default function EmployerGroupListingPage() {
  return <GroupListingPage portal="employer" />;
}
