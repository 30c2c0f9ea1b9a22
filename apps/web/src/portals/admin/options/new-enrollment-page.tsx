import { NewEnrollmentPage } from '../../shared/enrollment-pages';
import { ADMIN_ENROLLMENT_PATHS } from './paths';

/**
 * `/admin/options/new-enrollment` (admin.newEnrollment): the route guard lets in only users who may
 * create enrollments for one of their groups (Create Enrollment and a group with the enrollment flag).
 */
export default function AdminNewEnrollmentPage() {
  return <NewEnrollmentPage paths={ADMIN_ENROLLMENT_PATHS} />;
}
