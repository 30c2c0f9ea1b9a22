import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MemberClaimsAdmin } from '../../features/claims/provider-claim-views';
import { employerPaths } from './paths';
import { useEmployerMemberProfile } from './use-member-profile';

/**
 * `/employer/member-profile/{id}/claims` (employer.memberProfileClaims): the member's claims, 20 a page,
 * sortable — asked for only once the profile says they are open to the caller (the layout explains
 * otherwise), so a withheld group's claims are never requested.
 */
export default function EmployerMemberClaimsPage() {
  const { t } = useTranslation('employer');
  const { id = '' } = useParams();
  const { profile } = useEmployerMemberProfile(id);
  if (profile.data?.claimsVisible !== true) return null;
  return (
    <MemberClaimsAdmin
      memberId={id}
      pathOf={(c) => employerPaths.claim(id, c.fullClaimNumber)}
      title={t('claims.title')}
      emptyText={t('claims.empty')}
      captionOf={(p) => t('claims.caption', p)}
    />
  );
}
