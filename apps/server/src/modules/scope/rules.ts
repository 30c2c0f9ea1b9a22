import type { PhiKind } from '@bp/contract';
import { mayReadPhi } from '@bp/contract';
import { holdsAny, type SignedInCaller } from '../../http/caller.js';

/**
 * One access rule per kind of member data (docs/decisions.md, "PHI access rules"): the class and
 * permissions come from the contract's `PHI_ACCESS`; the rows from the predicates (predicates.ts). Every
 * call that returns a kind of data goes through these, so no call applies a weaker rule than its siblings.
 */

/** Age under which a dependent is visible to the subscriber without a grant. */
export const MINOR_AGE = 18;

/**
 * True for a Provider account still pending verification (docs/decisions.md, "Provider account
 * verification"): until it has proved it belongs to the practice (a recent payment, or staff approval)
 * it reads no member data of any kind, whatever its permissions and accesses say.
 */
export function providerPending(caller: Pick<SignedInCaller, 'roleClass' | 'providerVerified'>) {
  return caller.roleClass === 'Provider' && !caller.providerVerified;
}

/**
 * True when the caller's class and permissions allow this kind of data at all; never for a provider
 * account pending verification. Every row rule below starts here.
 */
export function mayRead(caller: SignedInCaller, kind: PhiKind): boolean {
  if (providerPending(caller)) return false;
  return mayReadPhi(kind, caller.roleClass, caller.permissions);
}

/**
 * True when the caller may see the last four digits of a member's SSN (spec §6 View Protected Member
 * Info): members for their own visible household; staff and employers holding the permission; providers
 * never. The full SSN never leaves the server for anyone.
 */
export function mayReadProtected(caller: SignedInCaller): boolean {
  if (caller.roleClass === 'Members') return true;
  if (caller.roleClass === 'Provider') return false;
  return holdsAny(caller.permissions, ['VIEW_PROTECTED_MEMBER_INFO'], false);
}

/** True when the date of birth makes the person a minor today. */
export function isMinor(dateOfBirth: string, today = new Date()): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const adultOn = Date.UTC(y + MINOR_AGE, m - 1, d);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return now < adultOn;
}
