import { AdminConversationHistoryPage } from '../shared/messaging-pages';

/** admin.conversationHistory: a member's conversations (until the admin member profile exists, a page of its own). */
export default function ConversationHistoryPage() {
  return <AdminConversationHistoryPage />;
}
