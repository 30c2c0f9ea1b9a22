import { parseClaimNumber, type Language } from '@bp/contract';
import type { ClaimLine } from '@bp/contract/api/claims';
import { notFound } from '../../http/errors.js';
import { anonClaimMatch, auditAnonymous, type AnonCtx } from '../scope/anonymous.js';
import { claimKeyOf, dedupeRemarks, lineRemarkSlots, modifiersOf, sumLines } from './claim-math.js';
import * as repo from './details-repo.js';
import { anonClaim, type AnonClaimRow } from './anon-repo.js';
import { textLanguage } from './options.js';
import { toSummary } from './service.js';

/** What an anonymous provider types: tax id (no dash), full claim number, check or patient account number. */
export interface AnonClaimInput {
  providerTaxId: string;
  fullClaimNumber: string;
  checkNumber?: string | undefined;
  patientAccountNumber?: string | undefined;
}

/** The claim every given identifier names, or undefined; one audit row either way. */
async function findAnon(
  c: AnonCtx,
  input: AnonClaimInput,
  entity: string,
): Promise<AnonClaimRow | undefined> {
  const parts = parseClaimNumber(input.fullClaimNumber);
  const key = parts && claimKeyOf(parts.claimPrefix, parts.claimNumber, parts.claimSuffix);
  const row = key
    ? await anonClaim(
        c.db,
        anonClaimMatch({
          key,
          providerTaxId: input.providerTaxId,
          checkNumber: input.checkNumber,
          patientAccountNumber: input.patientAccountNumber,
        }),
      )
    : undefined;
  await auditAnonymous(c, {
    entity,
    outcome: row ? 'found' : 'notFound',
    entityId: row?.claim.id ?? null,
    memberId: row?.claim.memberId ?? null,
    detail: {
      providerTaxId: input.providerTaxId,
      claimNumber: input.fullClaimNumber,
      checkNumber: input.checkNumber ?? null,
      patientAccountNumber: input.patientAccountNumber ?? null,
    },
  });
  return row;
}

/**
 * anonClaimsSearch: the claim the provider proves (tax id, full claim number and a check or patient
 * account number, all matching one claim billed or rendered under that tax id) with status and payment
 * only. No match is an empty page, the same for every wrong identifier. Audited, found or not.
 */
export async function anonClaimsSearch(
  c: AnonCtx,
  input: AnonClaimInput & { currentPage: number; items: number },
) {
  const row = await findAnon(c, input, 'claim.anonymousSearch');
  const results = row && input.currentPage === 1 ? [anonSummary(row)] : [];
  return {
    pageNumber: input.currentPage,
    itemsPerPage: input.items,
    totalPages: row ? 1 : 0,
    totalCount: row ? 1 : 0,
    results,
  };
}

/** The anonymous summary: status and payment, the patient's name, no member id, group or dependent. */
function anonSummary(row: AnonClaimRow) {
  const s = toSummary(row);
  return {
    claimPrefix: s.claimPrefix,
    claimNumber: s.claimNumber,
    claimSuffix: s.claimSuffix,
    fullClaimNumber: s.fullClaimNumber,
    patientFirstName: s.patientFirstName,
    patientLastName: s.patientLastName,
    claimType: s.claimType,
    patientAccountNumber: s.patientAccountNumber,
    serviceDateFrom: s.serviceDateFrom,
    serviceDateThru: s.serviceDateThru,
    processedDate: s.processedDate,
    status: s.status,
    billedCents: s.billedCents,
    allowedCents: s.allowedCents,
    planPaidCents: s.planPaidCents,
    patientResponsibilityCents: s.patientResponsibilityCents,
    checkNumber: s.checkNumber,
    checkDate: s.checkDate,
    eobAvailable: s.eobAvailable,
  };
}

/**
 * ClaimDetails/Anon: the same proof as the search; the claim's lines, remarks and payment, without the
 * member id, group, dependent number, provider address or admin data. Not found is one 404.
 */
export async function anonClaimDetails(
  c: AnonCtx,
  input: AnonClaimInput & { language?: Language },
) {
  const row = await findAnon(c, input, 'claim.anonymousDetails');
  if (!row) throw notFound();
  const claim = row.claim;
  const sp = textLanguage(input.language, c.caller) === 'sp';
  const [lineRows, payments] = await Promise.all([
    repo.linesOf(c.db, claim.id),
    repo.paymentsOf(c.db, claim.checkId),
  ]);
  const texts = await repo.remarkTexts(c.db, [...new Set(lineRows.flatMap((l) => l.remarkCodes))]);
  const text = (code: string) => {
    const t = texts.get(code);
    return t && (sp ? t.sp : t.en);
  };
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
  }));
  const totals = lineRows.length > 0 ? sumLines(lineRows) : claim;
  const {
    memberId: _m,
    groupNumber: _g,
    dependentNumber: _d,
    fsaPayable: _f,
    ...summary
  } = toSummary(row);
  return {
    ...summary,
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
  };
}
