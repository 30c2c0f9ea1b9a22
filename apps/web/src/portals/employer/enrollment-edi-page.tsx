import { EdiPage } from '../../features/edi/edi-page';

/**
 * `/employer/options/enrollment-edi` (employer.enrollmentEdi, Create Enrollment): the employer validates
 * an 834 file of one of its enrolling groups and gets the report (with the job's progress); loading it is
 * the TPA's eligibility staff's (the server refuses an apply from an employer).
 */
export default function EmployerEnrollmentEdiPage() {
  return <EdiPage validateOnly />;
}
