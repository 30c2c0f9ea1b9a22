import { AdminConversationHistoryPage } from '../shared/messaging-pages';

/** admin.conversationHistory: a member's conversations, a child of the member profile. */
export default function ConversationHistoryPage() {
  return <AdminConversationHistoryPage />;
}
