import { hasPermission } from '@bp/contract/permissions';
import { useSession } from '../../lib/session-store';
import { useMemberProfileAdmin } from '../../features/members/use-members';

/**
 * The member's profile as the employer's pages share it (one request by query key), asked for only with
 * View Member Details: without it the server answers 403, which would sign the user out (§8).
 */
export function useEmployerMemberProfile(memberId: string) {
  const canRead = useSession((s) => hasPermission(s.permissions, 'VIEW_MEMBER_DETAILS'));
  return { canRead, profile: useMemberProfileAdmin(memberId, canRead) };
}
