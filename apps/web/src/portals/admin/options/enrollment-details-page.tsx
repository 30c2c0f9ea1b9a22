import { EnrollmentDetailsPage } from '../../shared/enrollment-pages';
import { ADMIN_ENROLLMENT_PATHS } from './paths';

/** `/admin/options/enrollment-details/{id}` (admin.enrollmentDetails, Enrollment Form Search). */
export default function AdminEnrollmentDetailsPage() {
  return <EnrollmentDetailsPage paths={ADMIN_ENROLLMENT_PATHS} staff />;
}
