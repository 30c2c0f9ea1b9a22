import { auditEvent } from '../../audit.js';
import { todayIso } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { PermanentJobError, type JobContext } from '../../jobs/index.js';
import { memberCostSharing } from '../coverage/service.js';
import { appealNumber } from '@bp/contract/api/appeals';
import * as repo from './repo.js';
import { overturnedLineAmounts } from './reprocess-rules.js';

/**
 * The reprocessing job of an overturned (or partly overturned) appeal (issue 31; docs/decisions.md,
 * "Appeals: reprocessing (issue 31)"). A claim is re-adjudicated as an adjustment: a new claim with the next
 * suffix replaces it, the overturned lines allowed and cost-shared under the member's plan, the other lines
 * as they were; the original is reversed and marked `adjusted`. A pre-certification is approved with a note.
 * Idempotent: a second run finds the work done and changes nothing.
 */
export async function runReprocess(ctx: Pick<JobContext, 'job' | 'db'>) {
  const appealId = Number(ctx.job.payload.appealId);
  if (!Number.isSafeInteger(appealId) || appealId <= 0)
    throw new PermanentJobError('appeals.reprocess: no appealId');
  return reprocessAppeal(ctx.db, appealId);
}

export async function reprocessAppeal(db: Db, appealId: number) {
  return db.transaction(async (tx) => {
    const a = await repo.lockAppeal(tx, appealId);
    if (!a) throw new PermanentJobError(`appeals.reprocess: appeal ${appealId} not found`);
    if (a.status !== 'decided' || a.outcome === 'upheld' || a.outcome === null)
      return { skipped: 'notOverturned' };
    const sp = a.language === 'sp';

    if (a.subject === 'precert') {
      const note = sp
        ? `Aprobada tras la apelación ${appealNumber(a.id)}.`
        : `Approved on appeal ${appealNumber(a.id)}.`;
      const changed = await repo.approvePrecert(tx, a.certNo!, a.decidedBy, todayIso(), note);
      if (changed) await repo.insertEvent(tx, a.id, 'reprocessed', null, note);
      return { certNo: a.certNo, changed };
    }

    if (a.reprocessedClaimId !== null) return { claimId: a.reprocessedClaimId, changed: false };
    const found = await repo.claimToReprocess(tx, a.claimId!);
    if (!found) throw new PermanentJobError(`appeals.reprocess: claim ${a.claimId} not found`);
    const { claim, lines } = found;
    // Adjusted meanwhile (by hand or an earlier run that lost its link): link the adjustment made.
    if (claim.status === 'adjusted') {
      const existing = await repo.adjustmentOf(tx, claim.id);
      if (existing === undefined)
        throw new PermanentJobError(`appeals.reprocess: claim ${claim.id} adjusted, no adjustment`);
      await repo.updateAppeal(tx, a.id, { reprocessedClaimId: existing });
      return { claimId: existing, changed: false };
    }

    const network = claim.network === 'out' ? 'out' : 'in';
    const newLines: Omit<(typeof lines)[number], 'claimId'>[] = [];
    for (const l of lines) {
      const { claimId: _drop, ...rest } = l;
      void _drop;
      if (!a.overturnedLines.includes(l.lineNumber)) {
        newLines.push(rest);
        continue;
      }
      // Adjudicated now, in processing order, against the accumulators as they stand.
      const perUnit = await repo.usualAllowedPerUnit(tx, claim.providerId, l.procedureCode);
      const cs = await memberCostSharing(
        { db: tx },
        { id: claim.memberId, subscriberId: claim.subscriberId, groupNumber: claim.groupNumber },
        claim.planYear,
        [l.procedureCode],
      );
      const amounts = overturnedLineAmounts(
        { billedCents: l.billedCents, units: l.units, network },
        perUnit,
        (allowed) => cs.estimate(l.procedureCode, network, allowed).result,
      );
      const share = amounts.deductibleCents + amounts.copayCents + amounts.coinsuranceCents;
      const before = l.deductibleCents + l.copayCents + l.coinsuranceCents;
      await repo.addToAccumulators(
        tx,
        {
          memberId: claim.memberId,
          subscriberId: claim.subscriberId,
          year: claim.planYear,
          network,
        },
        amounts.deductibleCents - l.deductibleCents,
        share - before,
      );
      newLines.push({ ...rest, ...amounts });
    }
    const sum = (k: keyof (typeof newLines)[number] & keyof typeof claim) =>
      newLines.reduce((n, l) => n + Number(l[k]), 0);
    const planPaid = sum('planPaidCents');
    const allowed = sum('allowedCents');
    const { id: _id, createdAt: _created, ...header } = claim;
    void _id;
    void _created;
    const suffix = await repo.nextSuffix(tx, claim.claimPrefix, claim.claimNumber);
    const newId = await repo.writeAdjustment(
      tx,
      claim.id,
      {
        ...header,
        claimSuffix: suffix,
        originalClaimId: claim.id,
        processedDate: todayIso(),
        status: planPaid > 0 ? 'processed' : allowed === 0 ? 'denied' : 'processed',
        checkId: null,
        // What the claims this one replaces were paid: the original's plan payment when a check paid it,
        // else what was paid before it (an adjustment not yet paid). The check run pays the difference.
        previouslyPaidCents:
          claim.checkId !== null ? claim.planPaidCents : claim.previouslyPaidCents,
        processorId: (await repo.claimsUserOf(tx, a.decidedBy)) ?? claim.processorId,
        billedCents: sum('billedCents'),
        allowedCents: allowed,
        deductibleCents: sum('deductibleCents'),
        copayCents: sum('copayCents'),
        coinsuranceCents: sum('coinsuranceCents'),
        notCoveredCents: sum('notCoveredCents'),
        planPaidCents: planPaid,
        memberResponsibilityCents: sum('memberResponsibilityCents'),
      },
      newLines,
    );
    const reference = `${claim.claimPrefix}-${claim.claimNumber}-${suffix}`;
    await repo.updateAppeal(tx, a.id, { reprocessedClaimId: newId });
    // A PHI write by the system (the job has no caller): on the audit trail with the member and the claim.
    await auditEvent(
      tx,
      { caller: null },
      {
        action: 'appeals.reprocessed',
        entity: 'claim',
        entityId: newId,
        memberId: claim.memberId,
        detail: { appealId: a.id, originalClaimId: claim.id, claim: reference },
      },
    );
    await repo.insertEvent(
      tx,
      a.id,
      'reprocessed',
      null,
      sp ? `Reclamación reprocesada: ${reference}.` : `Claim reprocessed: ${reference}.`,
    );
    return { claimId: newId, changed: true };
  });
}
