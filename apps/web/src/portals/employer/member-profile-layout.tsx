import { Alert, Stack } from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import type { RouteName } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { useAllowedRoutes } from '../../lib/use-allowed-routes';
import { useSession } from '../../lib/session-store';
import { MemberSummaryStrip } from '../../features/members/member-summary-strip';
import { isMemberNotFound } from '../../features/members/use-members';
import { PageTitle } from '../../ui/page-title';
import { ProfileNotFound, ProfileTabs } from '../../ui/profile-tabs';
import { employerPaths } from './paths';
import { useEmployerMemberProfile } from './use-member-profile';

const TABS: readonly {
  name: RouteName;
  key: 'details' | 'claims' | 'contact';
  path: (id: string) => string;
}[] = [
  { name: 'employer.memberProfileDetails', key: 'details', path: employerPaths.details },
  { name: 'employer.memberProfileClaims', key: 'claims', path: employerPaths.claims },
  { name: 'employer.updateInfo', key: 'contact', path: employerPaths.contactUpdate },
];

/**
 * `/employer/member-profile/{id}`: a member of one of the employer's groups — who the member is above
 * every child page, and the sections. The claims section shows only when the server says the caller may
 * read the member's claims (plan-sponsor firewall: View Claims and a group certified for PHI); otherwise
 * the page says why. A member of another group is "not found", like an unknown id.
 */
export default function EmployerMemberProfileLayout() {
  const { t } = useTranslation('employer');
  const { id = '' } = useParams();
  const { canRead, profile } = useEmployerMemberProfile(id);
  const allowed = useAllowedRoutes(TABS.map((tab) => tab.name));
  const member = profile.data?.empdep;
  const claimsVisible = profile.data?.claimsVisible === true;
  const mayUpdate = useSession((s) => canWrite(s.permissions, 'UPDATE_MEMBER_DEMOGRAPHICS'));
  const title = member
    ? t('profile.titleOf', { name: `${member.firstName} ${member.lastName}` })
    : t('profile.titleOfId', { memberId: id });

  if (profile.isError && isMemberNotFound(profile.error))
    return (
      <ProfileNotFound
        title={t('profile.title')}
        heading={t('profile.notFoundTitle')}
        text={t('profile.notFound')}
        back={{ to: employerPaths.dashboard(), label: t('profile.backToDashboard') }}
      />
    );

  const tabs = TABS.filter(
    (tab) =>
      allowed.has(tab.name) &&
      (tab.key !== 'claims' || claimsVisible) &&
      (tab.key !== 'contact' || mayUpdate),
  ).map((tab) => ({ key: tab.key, path: tab.path(id), label: t(`profile.tabs.${tab.key}`) }));

  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      {canRead ? (
        <MemberSummaryStrip memberId={id} member={member} />
      ) : (
        <Alert color="gray" variant="light">
          {t('profile.needsDetails')}
        </Alert>
      )}
      {profile.data && !claimsVisible && allowed.has('employer.memberProfileClaims') && (
        <Alert color="blue" variant="light" title={t('profile.claimsWithheldTitle')}>
          {t('profile.claimsWithheld')}
        </Alert>
      )}
      <ProfileTabs label={t('profile.sections')} size="compact-md" tabs={tabs} />
      <Outlet />
    </Stack>
  );
}
