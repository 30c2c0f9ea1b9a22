import { AdminProfileConversationPage } from '../shared/messaging-pages';

/** admin.profileConversationDetails: a conversation opened from the member profile's history. */
export default function ProfileConversationPage() {
  return <AdminProfileConversationPage />;
}
