import { MemberConversationHistoryPage } from '../shared/messaging-pages';

/** member.conversationHistory: every conversation of the member, archived ones included. */
export default function ConversationHistoryPage() {
  return <MemberConversationHistoryPage />;
}
