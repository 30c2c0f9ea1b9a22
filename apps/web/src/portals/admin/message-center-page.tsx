import { MessageCenterPage } from '../shared/messaging-pages';

/** The admin portal's message centre (admin.messageCenter). */
export default function AdminMessageCenterPage() {
  return <MessageCenterPage portal="admin" />;
}
