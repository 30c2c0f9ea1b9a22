export { EmployerNewEnrollmentPage as default } from './enrollment-pages';
