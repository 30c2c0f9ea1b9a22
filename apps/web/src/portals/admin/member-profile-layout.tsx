import { Stack } from '@mantine/core';
import { canWrite } from '@bp/contract/access-rules';
import { hasPermission } from '@bp/contract/permissions';
import type { RouteName } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { useSession } from '../../lib/session-store';
import { ActiveMemos } from '../../features/memos/memo-list';
import { MemberSummaryStrip } from '../../features/members/member-summary-strip';
import { ConfidentialContactNotice } from '../../features/members/confidential-contact-notice';
import { SyncPolicyButton } from '../../features/members/sync-policy-button';
import { isMemberNotFound, useMemberProfileAdmin } from '../../features/members/use-members';
import { AppLink } from '../../ui/app-link';
import { PageTitle } from '../../ui/page-title';
import { ProfileNotFound, ProfileTabs } from '../../ui/profile-tabs';
import { useAllowedAdminRoutes } from './allowed-routes';
import { adminPaths } from './paths';

interface Tab {
  name: RouteName;
  key: string;
  path: (id: string) => string;
}

/** The profile's sections, then what staff can do for the member (each shown only when allowed). */
const TABS: readonly Tab[] = [
  { name: 'admin.memberProfileDetails', key: 'details', path: adminPaths.details },
  { name: 'admin.memberProfileClaims', key: 'claims', path: adminPaths.claims },
  { name: 'admin.memberProfileMemo', key: 'memo', path: adminPaths.memo },
  { name: 'admin.documents', key: 'documents', path: adminPaths.documents },
  { name: 'admin.memberPreCertification', key: 'precerts', path: adminPaths.precerts },
  { name: 'admin.conversationHistory', key: 'conversations', path: adminPaths.conversations },
  { name: 'admin.memberLetterHistory', key: 'letters', path: adminPaths.letters },
];
const ACTIONS: readonly Tab[] = [
  { name: 'admin.newPreCertification', key: 'newPrecert', path: adminPaths.newPrecert },
  { name: 'admin.requestIdCard', key: 'idCard', path: adminPaths.idCard },
  { name: 'admin.requestCertificateCoverage', key: 'certificate', path: adminPaths.certificate },
  {
    name: 'admin.updateInfo',
    key: 'location',
    path: (id) => adminPaths.updateInfo(id, 'location'),
  },
  { name: 'admin.updateInfo', key: 'contact', path: (id) => adminPaths.updateInfo(id, 'contact') },
  { name: 'admin.memberTermination', key: 'termination', path: adminPaths.termination },
];

/** Conversation pages belong to the history tab, claim pages to claims, letter pages to letters. */
function sectionPathOf(id: string, pathname: string): string {
  if (pathname.includes('/conversation-details/')) return adminPaths.conversations(id);
  if (pathname.includes('/member-letter-details/')) return adminPaths.letters(id);
  return pathname;
}

function TabLinks({ id, tabs, label }: { id: string; tabs: readonly Tab[]; label: string }) {
  const { t } = useTranslation('admin-profile');
  const location = useLocation();
  const allowed = useAllowedAdminRoutes(tabs.map((tab) => tab.name));
  return (
    <ProfileTabs
      label={label}
      size="compact-md"
      sectionPath={sectionPathOf(id, location.pathname)}
      tabs={tabs
        .filter((tab) => allowed.has(tab.name))
        .map((tab) => ({ key: tab.key, path: tab.path(id), label: t(`profile.tabs.${tab.key}`) }))}
    />
  );
}

/**
 * `/admin/member-profile/{id}`: a header strip with who the member is (name, member id, group, dependent
 * number, date of birth, eligibility status) that stays above every child page, the sections and actions
 * the staff member may open, and the child page below.
 */
export default function AdminMemberProfileLayout() {
  const { t } = useTranslation(['admin-profile', 'provider']);
  const { id = '' } = useParams();
  // Member/Profile/Admin needs View Member Details: without it the header names the member id only.
  const canRead = useSession((s) => hasPermission(s.permissions, 'VIEW_MEMBER_DETAILS'));
  const profile = useMemberProfileAdmin(id, canRead);
  const canMemos = useSession((s) => hasPermission(s.permissions, 'MEMOS'));
  const canSync = useSession((s) => canWrite(s.permissions, 'SYNC_MEMBER_POLICY'));
  const canSearch = useAllowedAdminRoutes(['admin.memberSearch']).has('admin.memberSearch');
  const member = profile.data?.empdep;
  const title = member
    ? t('profile.titleOf', { name: `${member.firstName} ${member.lastName}` })
    : t('profile.titleOfId', { memberId: id });

  if (profile.isError && isMemberNotFound(profile.error))
    return (
      <ProfileNotFound
        title={t('profile.title')}
        heading={t('profile.notFoundTitle')}
        text={t('profile.notFound')}
        back={canSearch ? { to: adminPaths.search(), label: t('profile.backToSearch') } : undefined}
      />
    );

  return (
    <Stack>
      <Stack gap="xs">
        {canSearch && (
          <AppLink to={adminPaths.search()} size="sm">
            {t('profile.backToSearch')}
          </AppLink>
        )}
        <PageTitle>{title}</PageTitle>
      </Stack>
      <MemberSummaryStrip memberId={id} member={member} />
      {canRead && member && <ConfidentialContactNotice memberId={id} />}
      {canMemos && <ActiveMemos memberId={id} />}
      <TabLinks id={id} tabs={TABS} label={t('profile.sections')} />
      <TabLinks id={id} tabs={ACTIONS} label={t('profile.actions')} />
      {canSync && <SyncPolicyButton memberId={id} />}
      <Outlet />
    </Stack>
  );
}
