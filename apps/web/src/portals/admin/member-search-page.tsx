import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@bp/contract/permissions';
import { canImpersonate } from '../../features/auth/impersonation';
import { useSession } from '../../lib/session-store';
import { MemberSearch, type MemberSearchColumn } from '../../features/members/member-search';
import { PageTitle } from '../../ui/page-title';
import { ImpersonateButton } from './impersonate-button';
import { adminPaths } from './paths';

/**
 * `/admin/options/member-search` (admin.memberSearch): members of the staff member's groups by name,
 * member id, group, date of birth or SSN (with date of birth and group, §5), 20 a page by group. The SSN
 * column shows the last four digits, which the server sends only to holders of View Protected Member Info.
 */
export default function AdminMemberSearchPage() {
  const { t } = useTranslation('admin-profile');
  const permissions = useSession((s) => s.permissions);
  const impersonate = canImpersonate('Employee', permissions);
  const protectedInfo = hasPermission(permissions, 'VIEW_PROTECTED_MEMBER_INFO');
  const columns: MemberSearchColumn[] = [
    {
      header: t('search.ssn'),
      cell: (m) =>
        m.ssnLast4 ? (
          <>
            <span aria-hidden="true">{`***-**-${m.ssnLast4}`}</span>
            <VisuallyHidden>{t('search.ssnMaskedOf', { last4: m.ssnLast4 })}</VisuallyHidden>
          </>
        ) : (
          <Text span size="sm" c="dimmed">
            {t(protectedInfo ? 'search.ssnNone' : 'search.ssnHidden')}
          </Text>
        ),
    },
  ];
  if (impersonate)
    columns.push({
      header: t('search.actions'),
      cell: (m) => (
        <ImpersonateButton
          target={{ memberId: m.memberId }}
          name={`${m.firstName} ${m.lastName}`}
        />
      ),
    });
  return (
    <Stack>
      <PageTitle>{t('search.title')}</PageTitle>
      <Text size="sm">{t('search.intro')}</Text>
      <MemberSearch
        profilePath={adminPaths.details}
        withSsn
        audience="staff"
        sortProperty="groupNumber"
        help={t('search.help')}
        columns={columns}
      />
    </Stack>
  );
}
