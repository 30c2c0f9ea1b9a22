import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { hasPermission } from '@bp/contract/permissions';
import type { RouteName } from '@bp/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { useSession } from '../../features/auth/session-store';
import { ActiveMemos } from '../../features/memos/memo-list';
import { isMemberNotFound, useMemberProfileAdmin } from '../../features/members/use-members';
import { AppLink } from '../../ui/app-link';
import { DetailItem } from '../../ui/detail-item';
import { PageTitle } from '../../ui/page-title';
import { useFormat } from '../../ui/use-language';
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
  const shown = tabs.filter((tab) => allowed.has(tab.name));
  if (shown.length === 0) return null;
  const section = sectionPathOf(id, location.pathname);
  return (
    <Group component="nav" aria-label={label} gap="xs">
      {shown.map((tab) => {
        const path = tab.path(id);
        const exact = location.pathname === path;
        const within = exact || section === path || section.startsWith(`${path}/`);
        return (
          <Button
            key={tab.key}
            component={Link}
            to={path}
            size="compact-md"
            variant={within ? 'filled' : 'default'}
            aria-current={exact ? 'page' : within ? 'location' : undefined}
          >
            {t(`profile.tabs.${tab.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * `/admin/member-profile/{id}`: a header strip with who the member is (name, member id, group, dependent
 * number, date of birth, eligibility status) that stays above every child page, the sections and actions
 * the staff member may open, and the child page below.
 */
export default function AdminMemberProfileLayout() {
  const { t } = useTranslation(['admin-profile', 'provider']);
  const fmt = useFormat();
  const { id = '' } = useParams();
  // Member/Profile/Admin needs View Member Details: without it the header names the member id only.
  const canRead = useSession((s) => hasPermission(s.permissions, 'VIEW_MEMBER_DETAILS'));
  const profile = useMemberProfileAdmin(id, canRead);
  const canMemos = useSession((s) => hasPermission(s.permissions, 'MEMOS'));
  const canSearch = useAllowedAdminRoutes(['admin.memberSearch']).has('admin.memberSearch');
  const member = profile.data?.empdep;
  const title = member
    ? t('profile.titleOf', { name: `${member.firstName} ${member.lastName}` })
    : t('profile.titleOfId', { memberId: id });

  if (profile.isError && isMemberNotFound(profile.error))
    return (
      <Stack>
        <PageTitle>{t('profile.title')}</PageTitle>
        <Alert color="red" variant="light" role="alert" title={t('profile.notFoundTitle')}>
          <Text size="sm">{t('profile.notFound')}</Text>
          {canSearch && (
            <AppLink to={adminPaths.search()} size="sm">
              {t('profile.backToSearch')}
            </AppLink>
          )}
        </Alert>
      </Stack>
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
      <Paper
        withBorder
        p="sm"
        radius="md"
        component="section"
        aria-label={t('profile.summary')}
        mt={-8}
      >
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} component="dl" spacing="xs" m={0}>
          <DetailItem label={t('profile.fields.memberId')}>{member?.memberId ?? id}</DetailItem>
          <DetailItem label={t('profile.fields.group')}>
            {member ? `${member.groupNumber} · ${member.groupName}` : ''}
          </DetailItem>
          <DetailItem label={t('profile.fields.dependentNumber')}>
            {member ? String(member.dependentNumber) : ''}
          </DetailItem>
          <DetailItem label={t('profile.fields.dateOfBirth')}>
            {member ? fmt.date(member.dateOfBirth) : ''}
          </DetailItem>
          <DetailItem label={t('profile.fields.relationship')}>
            {member
              ? t(`coverage:relationships.${member.relationship}`, {
                  defaultValue: member.relationship,
                })
              : ''}
          </DetailItem>
          <DetailItem label={t('profile.fields.status')}>
            {member ? (
              <Badge
                color={member.status === 'Terminated' ? 'red.9' : 'teal.9'}
                variant="outline"
                radius="sm"
              >
                {t(`provider:memberStatus.${member.status}`, { defaultValue: member.status })}
              </Badge>
            ) : (
              ''
            )}
          </DetailItem>
        </SimpleGrid>
      </Paper>
      {canMemos && <ActiveMemos memberId={id} />}
      <TabLinks id={id} tabs={TABS} label={t('profile.sections')} />
      <TabLinks id={id} tabs={ACTIONS} label={t('profile.actions')} />
      <Outlet />
    </Stack>
  );
}
