import { MessageCenterPage } from '../shared/messaging-pages';

/** The employer portal's message centre (employer.messageCenter). */
export default function EmployerMessageCenterPage() {
  return <MessageCenterPage portal="employer" />;
}
