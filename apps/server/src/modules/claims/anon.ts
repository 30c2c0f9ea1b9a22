import { parseClaimNumber, type Language } from '@bp/contract';
import { notFound } from '../../http/errors.js';
import { anonClaimMatch, auditAnonymous, type AnonCtx } from '../scope/anonymous.js';
import { claimKeyOf } from './claim-math.js';
import { claimContent } from './details.js';
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
  const sp = textLanguage(input.language, c.caller) === 'sp';
  const {
    memberId: _m,
    groupNumber: _g,
    dependentNumber: _d,
    fsaPayable: _f,
    ...summary
  } = toSummary(row);
  return { ...summary, ...(await claimContent(c.db, row, sp)) };
}
