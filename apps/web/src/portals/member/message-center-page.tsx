import { MessageCenterPage } from '../shared/messaging-pages';

/** The member portal's message centre (member.messageCenter). */
export default function MemberMessageCenterPage() {
  return <MessageCenterPage portal="member" />;
}
