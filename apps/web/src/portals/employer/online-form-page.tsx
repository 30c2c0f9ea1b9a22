import { EmployerFormPage } from './form-page';

/** `/employer/onlineform/{downloadId}/{displayName}` — fill in and send a download's online form. */
export default function EmployerOnlineFormPage() {
  return <EmployerFormPage kind="onlineForm" />;
}
