import { AppealsPage } from '../shared/appeals-pages';

/** `/member/appeals` (member.appeals): the appeals list (issue 31). */
export default function MemberAppealsPage() {
  return <AppealsPage portal="member" />;
}
