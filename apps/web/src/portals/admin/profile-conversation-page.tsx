import { AdminProfileConversationPage } from '../shared/messaging-pages';

/** admin.profileConversationDetails: a conversation opened from a member's history. */
export default function ProfileConversationPage() {
  return <AdminProfileConversationPage />;
}
