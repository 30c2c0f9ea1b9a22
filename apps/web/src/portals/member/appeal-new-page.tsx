import { NewAppealPage } from '../shared/appeals-pages';

/** `/member/appeals/new` (member.appealNew): file an appeal of a denied claim or pre-certification (issue 31). */
export default function MemberNewAppealPage() {
  return <NewAppealPage portal="member" />;
}
