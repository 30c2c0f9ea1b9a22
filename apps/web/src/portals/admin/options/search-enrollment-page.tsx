import { EnrollmentSearchPage } from '../../shared/enrollment-pages';
import { ADMIN_ENROLLMENT_PATHS } from './paths';

/** `/admin/options/search-enrollment` (admin.enrollmentSearch, Enrollment Form Search). */
export default function AdminSearchEnrollmentPage() {
  return <EnrollmentSearchPage paths={ADMIN_ENROLLMENT_PATHS} staff />;
}
