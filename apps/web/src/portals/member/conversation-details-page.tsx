import { ConversationDetailsPage } from '../shared/messaging-pages';

/** A conversation in the member portal (member.conversationDetails). */
export default function MemberConversationDetailsPage() {
  return <ConversationDetailsPage portal="member" />;
}
