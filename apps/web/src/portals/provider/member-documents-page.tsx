import { useParams } from 'react-router';
import { MemberIdCards } from '../../features/id-card/member-id-cards';

/** `/provider/member-profile/{id}/documents`: the member's ID cards, to view or download. */
export default function ProviderMemberDocumentsPage() {
  const { id = '' } = useParams();
  return <MemberIdCards memberId={id} />;
}
