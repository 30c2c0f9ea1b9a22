import { PolicySwitcher } from '../../features/settings/policy-switcher';
import { PortalShell } from './portal-shell';

/** Shell of the member portal (lazy route module); the policy switcher shows for members with several policies. */
export default function MemberShell() {
  return <PortalShell portal="member" headerExtra={<PolicySwitcher />} />;
}
