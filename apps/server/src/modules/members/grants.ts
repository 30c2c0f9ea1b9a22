import { transaction } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { relationshipCode } from '../scope/codes.js';
import { isMinor } from '../scope/service.js';
import * as repo from './repo.js';
import type { Ctx } from './service.js';

/**
 * DependentsPermissions/Permissions: whom the caller's information is shared with. The grant belongs to a
 * dependent (dependent_access: dependent → subscriber); a subscriber has nothing to grant.
 */
export async function grants(c: Ctx) {
  if (c.caller.memberId === null) throw notFound();
  const g = await repo.grantToSubscriber(c.db, c.caller.memberId);
  if (!g) return [];
  const s = g.subscriber;
  return [
    {
      dependentNumber: s.dependentNumber,
      firstName: s.firstName,
      lastName: s.lastName,
      relationship: relationshipCode(s.relationship),
      adult: !isMinor(s.dateOfBirth),
      accessGranted: g.granted,
    },
  ];
}

/** DependentsPermissions/Update: a dependent grants or withdraws the subscriber's access; anyone else is 404. */
export async function updateGrants(
  c: Ctx,
  list: { dependentNumber: number; accessGranted: boolean }[],
): Promise<void> {
  if (c.caller.memberId === null) throw notFound();
  const dependentId = c.caller.memberId;
  const g = await repo.grantToSubscriber(c.db, dependentId);
  if (!g || list.some((x) => x.dependentNumber !== g.subscriber.dependentNumber)) throw notFound();
  const granted = list[list.length - 1]!.accessGranted;
  c.audit.subject({ memberId: dependentId, detail: { accessGranted: granted } });
  await transaction(c, (tx) =>
    repo.setGrant(tx.db, dependentId, g.subscriber.id, granted, c.caller.accountId),
  );
}
