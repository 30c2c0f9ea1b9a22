import { useParams } from 'react-router';
import { MemberClaimsAdmin } from '../../features/claims/provider-claim-views';
import { providerPaths } from './paths';

/** `/provider/member-profile/{id}/claims`: the member's claims billed or rendered by this provider. */
export default function ProviderMemberClaimsPage() {
  const { id = '' } = useParams();
  return (
    <MemberClaimsAdmin
      memberId={id}
      pathOf={(c) => providerPaths.claim(c.memberId || id, c.fullClaimNumber)}
    />
  );
}
