import { describe, expect, it } from 'vitest';
import { appealAssign, appealQueue, appealTimeliness } from '@bp/contract/api/appeals';
import { parsePermissions } from '@bp/contract/permissions';
import { permissionId } from '@bp/contract/permissions';
import { ROLE_IDS } from '@bp/contract/roles';
import type { SessionState } from './session-store';
import { mayCall } from './use-may-call';

const A = permissionId('APPEALS');
const AUDIT = permissionId('AUDIT_TRAIL');

function session(
  role: keyof typeof ROLE_IDS,
  permissions: string,
  impersonating = false,
): SessionState {
  return {
    token: 't',
    user: { accountType: ROLE_IDS[role] } as SessionState['user'],
    permissions: parsePermissions(permissions),
    impersonation: impersonating ? { returnRoute: '/admin/dashboard', name: 'A' } : null,
  } as SessionState;
}

describe('which calls a screen may offer (the contract’s accessAllows)', () => {
  it('a write grant may assign; a read-only grant may read but not assign', () => {
    expect(mayCall(session('CustomerService', `${A}:False`), appealQueue, appealAssign)).toBe(true);
    expect(mayCall(session('Compliance', `${A}:True`), appealQueue)).toBe(true);
    expect(mayCall(session('Compliance', `${A}:True`), appealAssign)).toBe(false);
  });

  it('timeliness figures: Appeals or Audit Trail, staff only', () => {
    expect(mayCall(session('Compliance', `${AUDIT}:True`), appealTimeliness)).toBe(true);
    expect(mayCall(session('Compliance', `${AUDIT}:True`), appealQueue)).toBe(false);
    expect(
      mayCall(session('Eligibility', `${permissionId('VIEW_CLAIMS')}:False`), appealTimeliness),
    ).toBe(false);
    expect(mayCall(session('Provider', `${A}:False`), appealTimeliness)).toBe(false);
  });

  it('nobody signed in may call nothing', () => {
    expect(
      mayCall(
        { ...session('Administrator', `${A}:False`), token: null } as SessionState,
        appealQueue,
      ),
    ).toBe(false);
  });
});
