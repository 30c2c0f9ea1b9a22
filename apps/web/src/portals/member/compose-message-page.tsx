import { ComposeMessagePage } from '../shared/messaging-pages';

/** The member portal's compose page (member.composeMessage and composeMessageWithSubject). */
export default function MemberComposeMessagePage() {
  return <ComposeMessagePage portal="member" />;
}
