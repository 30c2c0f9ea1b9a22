import type { EndpointBody } from '@bp/contract';
import type { memberSyncPolicy } from '@bp/contract/api/members';
import { todayIso } from '../../clock.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { mayReadForGroup } from '../scope/service.js';
import * as repo from './policy-sync-repo.js';
import { coverageKey, planSync, type HouseholdCoverage } from './policy-sync-rules.js';

/**
 * Member/syncMemberPolicy (docs/decisions.md, "Member policy sync"): staff holding Sync Member Policy
 * re-derive a member of their groups (404 otherwise, as unknown) from the eligibility record and the
 * group's plan setup (`policy-sync-rules.ts`). One transaction with the member row held: the changes and
 * the audit row (what was added, changed, removed, and kept because claims were paid under it) commit
 * together. Running it again changes nothing.
 */
export async function syncMemberPolicy(
  c: ServiceCtx,
  b: EndpointBody<typeof memberSyncPolicy>,
): Promise<void> {
  // The call answers nothing about the member: the member's group must be one of the caller's (404
  // otherwise, as unknown); View Member Details is not needed (Plan Building / EDI staff sync).
  const target = await repo.memberByPublicId(c.db, b.memberId);
  if (!target || !(await mayReadForGroup(c.db, c.caller, null, target.groupNumber)))
    throw notFound();
  await transaction(c, async ({ db: tx }) => {
    const member = await repo.lockMember(tx, target.id);
    if (!member) throw notFound();
    const [policies, offered] = await Promise.all([
      repo.policiesOf(tx, member.id),
      repo.offeredPlanYears(tx, member.groupNumber),
    ]);
    const years = [
      ...new Set([...policies.map((p) => p.planYearId), ...offered.map((o) => o.planYearId)]),
    ];
    const household: HouseholdCoverage = new Map();
    for (const h of await repo.householdCoverage(tx, member.subscriberId, years)) {
      const k = coverageKey(h.planYearId, h.coverageType);
      household.set(k, [...(household.get(k) ?? []), h.relationship]);
    }
    const plan = planSync(member, policies, offered, household, todayIso());
    const withClaims = await repo.policiesWithClaims(tx, plan.remove);
    const kept = plan.remove.filter((id) => withClaims.has(id));
    plan.remove = plan.remove.filter((id) => !withClaims.has(id));
    await repo.applySync(tx, member.id, plan);
    c.audit.subject({
      memberId: member.id,
      entityId: member.id,
      detail: {
        added: plan.insert.map((p) => ({
          planYearId: p.planYearId,
          coverageType: p.coverageType,
          tier: p.tier,
        })),
        changed: plan.update,
        removed: plan.remove,
        keptWithClaims: kept,
      },
    });
  });
}
