import { ConversationDetailsPage } from '../shared/messaging-pages';

/** A conversation in the admin portal (admin.conversationDetails). */
export default function AdminConversationDetailsPage() {
  return <ConversationDetailsPage portal="admin" />;
}
