import { Alert } from '@mantine/core';
import type { MemberProfile } from '@bp/contract/api/members';
import { hasPermission } from '@bp/contract/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { useMemberProfileAdmin } from '../../../features/members/use-members';
import { QueryState } from '../../../ui/query-state';

/**
 * The member's profile for a form that needs it (who is covered, the group): read with View Member
 * Details; without it the page says why instead of calling (a 403 would sign the user out, §8).
 */
export function WithMemberProfile({
  memberId,
  children,
}: {
  memberId: string;
  children: (profile: MemberProfile) => ReactNode;
}) {
  const { t } = useTranslation('admin-profile');
  const canRead = useSession((s) => hasPermission(s.permissions, 'VIEW_MEMBER_DETAILS'));
  const profile = useMemberProfileAdmin(memberId, canRead);
  if (!canRead)
    return (
      <Alert color="gray" variant="light">
        {t('profile.needsDetails')}
      </Alert>
    );
  return (
    <QueryState query={profile} emptyText="">
      {children}
    </QueryState>
  );
}
