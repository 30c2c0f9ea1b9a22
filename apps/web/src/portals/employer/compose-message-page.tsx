import { ComposeMessagePage } from '../shared/messaging-pages';

/** The employer portal's compose page (employer.composeMessage). */
export default function EmployerComposeMessagePage() {
  return <ComposeMessagePage portal="employer" />;
}
