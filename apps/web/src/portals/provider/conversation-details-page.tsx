import { ConversationDetailsPage } from '../shared/messaging-pages';

/** A conversation in the provider portal (provider.conversationDetails). */
export default function ProviderConversationDetailsPage() {
  return <ConversationDetailsPage portal="provider" />;
}
