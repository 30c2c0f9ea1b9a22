import { MessageCenterPage } from '../shared/messaging-pages';

/** The provider portal's message centre (provider.messageCenter). */
export default function ProviderMessageCenterPage() {
  return <MessageCenterPage portal="provider" />;
}
