import { routePath } from '@bp/contract/routes';
import {
  EnrollmentDetailsPage,
  EnrollmentSearchPage,
  NewEnrollmentPage,
  type EnrollmentPaths,
} from '../shared/enrollment-pages';

export const EMPLOYER_ENROLLMENT_PATHS: EnrollmentPaths = {
  search: () => routePath('employer.enrollmentSearch'),
  details: (id) => routePath('employer.enrollmentDetails', { id: String(id) }),
  newEnrollment: () => routePath('employer.newEnrollment'),
};

/** `/employer/options/new-enrollment`: offered for the employer's groups with the enrollment flag. */
export function EmployerNewEnrollmentPage() {
  return <NewEnrollmentPage paths={EMPLOYER_ENROLLMENT_PATHS} />;
}

/** `/employer/options/search-enrollment`: the enrollments of the employer's enrolling groups. */
export function EmployerSearchEnrollmentPage() {
  return <EnrollmentSearchPage paths={EMPLOYER_ENROLLMENT_PATHS} staff={false} />;
}

/** `/employer/options/enrollment-details/{id}`: read-only (processing is the TPA's). */
export function EmployerEnrollmentDetailsPage() {
  return <EnrollmentDetailsPage paths={EMPLOYER_ENROLLMENT_PATHS} staff={false} />;
}
