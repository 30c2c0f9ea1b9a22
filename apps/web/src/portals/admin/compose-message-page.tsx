import { ComposeMessagePage } from '../shared/messaging-pages';

/** The admin portal's compose page (admin.composeMessage). */
export default function AdminComposeMessagePage() {
  return <ComposeMessagePage portal="admin" />;
}
