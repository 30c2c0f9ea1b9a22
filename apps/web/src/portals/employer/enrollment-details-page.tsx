export { EmployerEnrollmentDetailsPage as default } from './enrollment-pages';
