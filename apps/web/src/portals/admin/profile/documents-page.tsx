import { useParams } from 'react-router';
import { MemberIdCards } from '../../../features/id-card/member-id-cards';

/** `/admin/member-profile/{id}/documents` (admin.documents): the member's ID cards, to view or download. */
export default function AdminMemberDocumentsPage() {
  const { id = '' } = useParams();
  return <MemberIdCards memberId={id} />;
}
