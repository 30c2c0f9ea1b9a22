import { AppealDetailsPage } from '../shared/appeals-pages';

/** `/member/appeals/:appealId` (member.appealDetails): one appeal (issue 31). */
export default function MemberAppealDetailsPage() {
  return <AppealDetailsPage portal="member" />;
}
