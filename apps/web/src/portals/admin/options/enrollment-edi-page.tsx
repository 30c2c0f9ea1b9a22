import { EdiPage } from '../../../features/edi/edi-page';

/** `/admin/options/enrollment-edi` (admin.enrollmentEdi, Create Enrollment): EDI 834 import and export. */
export default function EnrollmentEdiPage() {
  return <EdiPage />;
}
