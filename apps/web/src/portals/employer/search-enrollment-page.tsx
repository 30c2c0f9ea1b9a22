export { EmployerSearchEnrollmentPage as default } from './enrollment-pages';
