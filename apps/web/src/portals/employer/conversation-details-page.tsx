import { ConversationDetailsPage } from '../shared/messaging-pages';

/** A conversation in the employer portal (employer.conversationDetails). */
export default function EmployerConversationDetailsPage() {
  return <ConversationDetailsPage portal="employer" />;
}
