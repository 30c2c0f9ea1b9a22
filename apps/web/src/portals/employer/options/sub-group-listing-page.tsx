import { SubGroupListingPage } from '../../shared/group-pages';

/** `/employer/options/sub-group-listing/{masterGroupNumber}` (employer.subGroupListing). */
export default function EmployerSubGroupListingPage() {
  return <SubGroupListingPage portal="employer" />;
}
