import type { ClaimDetails, ClaimLine } from '@bp/contract/api/claims';
import type {
  claimDetailsAdmin as claimDetailsAdminDef,
  claimDetailsGet,
} from '@bp/contract/api/claims';
import type { EndpointBody, EndpointQuery, Language } from '@bp/contract';
import { hasPermission } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import type { ServiceCtx } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { claimVisibility, mayRead } from '../scope/service.js';
import {
  claimKeyOf,
  dedupeRemarks,
  lineRemarkSlots,
  modifiersOf,
  oneLineAddress,
  sumLines,
} from './claim-math.js';
import * as repo from './details-repo.js';
import {
  denialReasonCodes,
  isDeniedOrReduced as isDenied,
  lineDenials,
  type ExplainedDenial,
  type NoticeLine,
  type Provision,
} from './notices.js';
import { explainDenial } from './denial-explanations.js';
import { filingDeadline } from '@bp/contract/rules/appeal-clocks';
import { toSummary } from './service.js';
import { claimAppealInfo } from '../appeals/service.js';

/**
 * ClaimDetails (members): a claim of the signed-in member's visible household (own; as the subscriber,
 * minors' and granting adults'), with its lines, remark codes in the caller's language and payments.
 * Unknown and out-of-scope claims are the same 404. One audit row per read.
 */
export async function claimDetails(
  c: ServiceCtx,
  input: EndpointQuery<typeof claimDetailsGet>,
): Promise<ClaimDetails> {
  const key = claimKeyOf(input.claimPrefix, input.claimNumber, input.claimSuffix);
  if (c.caller.memberId === null || !key) throw notFound();
  const row = await repo.visibleClaimByKey(c.db, c.caller.memberId, key);
  if (!row) throw notFound();
  return detailsOf(c, row, input.language ?? c.language);
}

/**
 * ClaimDetails/Admin: a claim under the claim rule (`claimVisibility`: a provider's own claims, billed or
 * rendered by one of its providers; staff their groups; employers their certified groups); with
 * `memberId`, the patient must be that member. A caller who may never read claims gets 403; unknown and
 * out of scope are the same 404. Staff with View Admin Claim Details also get the `admin` block.
 */
export async function claimDetailsAdmin(
  c: ServiceCtx,
  input: EndpointBody<typeof claimDetailsAdminDef>,
): Promise<ClaimDetails> {
  if (!mayRead(c.caller, 'claim')) throw forbidden();
  const key = claimKeyOf(input.claimPrefix, input.claimNumber, input.claimSuffix);
  if (!key) throw notFound();
  const row = await repo.claimByKeyWhere(c.db, key, claimVisibility(c.caller), input.memberId);
  if (!row) throw notFound();
  const details = await detailsOf(c, row, c.language);
  const staffAdmin =
    c.caller.roleClass === 'Administrative' &&
    hasPermission(c.caller.permissions, 'VIEW_ADMIN_CLAIM_DETAILS');
  const facts = staffAdmin ? await repo.adminFactsOf(c.db, row.claim) : null;
  const original = facts?.originalClaim;
  return {
    ...details,
    // Only a member's own list offers FSA payment.
    fsaPayable: false,
    admin: facts
      ? {
          processorId: row.claim.processorId,
          adjudicationNotes: null,
          originalClaim: original
            ? `${original.prefix}-${original.number}-${original.suffix}`
            : null,
          pricingSource: row.networkName,
          remitAddress: oneLineAddress(facts.remitAddress),
        }
      : null,
  };
}

/** The answer of a claim found under the caller's rule; the claim and its patient noted on the trail. */
async function detailsOf(
  c: ServiceCtx,
  row: repo.ClaimHeaderRow,
  language: Language,
): Promise<ClaimDetails> {
  const claim = row.claim;
  const content = await claimContent(c.db, row, language === 'sp');
  c.audit.subject({ memberId: claim.memberId, entityId: claim.id });
  c.audit.detail({
    claimNumber: `${claim.claimPrefix}-${claim.claimNumber}-${claim.claimSuffix}`,
    language,
  });

  // The appeal block (issue 31): the filing deadline, whether an appeal may be filed, the caller's appeal.
  const appeal = await claimAppealInfo(
    c,
    claim,
    content.lines.map((l) => ({ ...l, remarkCodes: [] })),
  );
  return {
    ...toSummary(row),
    ...content,
    providerAddress: oneLineAddress(row.providerAddress),
    appeal,
    admin: null,
  };
}

/**
 * What every claim-details answer shows of a claim, whoever asks: the amounts (sums of the lines; a claim
 * without lines, e.g. pharmacy, keeps its own), lines with their remark slots, the de-duplicated remarks in
 * the language, the payments, network and diagnoses.
 */
export async function claimContent(
  db: DbOrTx,
  row: Pick<repo.ClaimHeaderRow, 'claim' | 'providerTaxId' | 'networkName'> &
    Partial<Pick<repo.ClaimHeaderRow, 'payments'>>,
  sp: boolean,
) {
  const claim = row.claim;
  // The lines come with their remark texts; the payments with the claim's header when it read them.
  const [{ lines: lineRows, texts }, payments] = await Promise.all([
    repo.linesOf(db, claim.id),
    row.payments ?? repo.paymentsOf(db, claim.checkId),
  ]);
  const text = (code: string) => {
    const t = texts.get(code);
    return t && (sp ? t.sp : t.en);
  };
  const denials = new Map(
    (await claimDenials(db, claim, lineRows, sp, text)).map((d) => [d.lineNumber, d]),
  );
  const lines: ClaimLine[] = lineRows.map((l) => ({
    lineNumber: l.lineNumber,
    serviceDateFrom: l.serviceDate,
    serviceDateThru: l.serviceEndDate,
    procedureCode: l.procedureCode,
    modifiers: modifiersOf(l.modifier),
    description: sp ? (l.procedureDescriptionSp ?? l.procedureDescription) : l.procedureDescription,
    placeOfService: l.placeOfService ?? claim.placeOfService,
    units: l.units,
    billedCents: l.billedCents,
    allowedCents: l.allowedCents,
    notCoveredCents: l.notCoveredCents,
    deductibleCents: l.deductibleCents,
    copayCents: l.copayCents,
    coinsuranceCents: l.coinsuranceCents,
    planPaidCents: l.planPaidCents,
    patientResponsibilityCents: l.memberResponsibilityCents,
    ...lineRemarkSlots(l.remarkCodes, text),
    denial: denialOf(denials.get(l.lineNumber)),
  }));
  const totals = lineRows.length > 0 ? sumLines(lineRows) : claim;
  return {
    billedCents: totals.billedCents,
    allowedCents: totals.allowedCents,
    planPaidCents: totals.planPaidCents,
    patientResponsibilityCents: totals.memberResponsibilityCents,
    deductibleCents: totals.deductibleCents,
    copayCents: totals.copayCents,
    coinsuranceCents: totals.coinsuranceCents,
    notCoveredCents: totals.notCoveredCents,
    providerTaxIdLast4: row.providerTaxId ? row.providerTaxId.slice(-4) : null,
    inNetwork: claim.network === 'in' ? true : claim.network === 'out' ? false : null,
    networkName: row.networkName,
    diagnosisCodes: claim.diagnosisCodes,
    lines,
    remarks: dedupeRemarks(
      lineRows.map((l) => l.remarkCodes),
      text,
    ),
    payments,
    // The appeal panel's facts come from the appeals module (issue 31), which sets them over this default.
    appeal: null,
  };
}

/** A line's denial as the claim details answer it. */
function denialOf(d: ExplainedDenial | undefined): ClaimLine['denial'] {
  return d
    ? {
        reasonCode: d.reasonCode,
        reason: d.reason,
        provision: d.provision,
        explanation: d.explanation,
        nextStep: d.nextStep,
      }
    : null;
}

/** The claim facts the denial sentences read. */
export interface DenialClaim {
  policyId: number | null;
  network: string;
  groupNumber: number;
  receivedDate: string;
  processedDate: string | null;
}

/** A line as the denial rules and sentences read it. */
export type DenialLine = NoticeLine & { procedureCode: string; serviceDate: string };

/**
 * The denied or reduced lines of a claim with the reason and the provision of the claim's plan each rests on,
 * and the reason in plain words with the member's next step (issue 31), in the language (claim details and
 * the EOB/EOP alike). The next step names the last day to appeal: `filingDeadline` of the notice date (the
 * processing date, else the date received), as the EOB prints it.
 */
export async function claimDenials(
  db: DbOrTx,
  claim: DenialClaim,
  lines: readonly DenialLine[],
  sp: boolean,
  reasonText: (code: string) => string | undefined,
): Promise<ExplainedDenial[]> {
  const deniedLines = lines.filter((l) => isDenied(l, claim.network));
  if (deniedLines.length === 0) return [];
  const codes = denialReasonCodes(lines, claim.network);
  const [rows, facts] = await Promise.all([
    repo.provisionsOfPolicy(db, claim.policyId, codes),
    repo.denialFactsOf(db, claim, [...new Set(deniedLines.map((l) => l.procedureCode))]),
  ]);
  const provisions = new Map<string, Provision>(
    rows.map((r) => [
      r.reasonCode,
      { section: r.section, title: sp ? r.titleSp : r.titleEn, text: sp ? r.textSp : r.textEn },
    ]),
  );
  const appealLastDay = filingDeadline(claim.processedDate ?? claim.receivedDate).lastDay;
  const byNumber = new Map(lines.map((l) => [l.lineNumber, l]));
  return lineDenials(lines, claim.network, provisions, reasonText).map((d) => {
    const line = byNumber.get(d.lineNumber)!;
    const procedure = facts.procedures.get(line.procedureCode);
    const plain = explainDenial(
      {
        reasonCode: d.reasonCode,
        remarkCodes: line.remarkCodes,
        outcome: line.allowedCents === 0 ? 'denied' : 'reduced',
        network: claim.network,
        benefit: procedure?.category ?? null,
        frequencyLimit: procedure?.frequencyLimit ?? null,
        coverageEndedOn:
          facts.termDate !== null && facts.termDate < line.serviceDate ? facts.termDate : null,
        serviceDate: line.serviceDate,
        receivedDate: claim.receivedDate,
        appealLastDay,
      },
      sp ? 'sp' : 'en',
    );
    return { ...d, explanation: plain.explanation, nextStep: plain.nextStep };
  });
}
