import { EmployerFormPage } from './form-page';

/** `/employer/feedback/{downloadId}/{displayName}` — send feedback (route and server need Send Feedback). */
export default function EmployerFeedbackPage() {
  return <EmployerFormPage kind="feedback" />;
}
