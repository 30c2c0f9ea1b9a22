import { parseClaimNumber, type EndpointBody, type EndpointDef } from '@bp/contract';
import { anonClaimsSearch as searchDef, claimDetailsAnon } from '@bp/contract/api/claims';
import { notFound } from '../../http/errors.js';
import { anonClaimMatch, auditLookup, type AnonymousCtx } from '../scope/anonymous.js';
import { claimKeyOf } from './claim-math.js';
import { claimContent } from './details.js';
import { anonClaim, type AnonClaimRow } from './anon-repo.js';
import { textLanguage } from './options.js';
import { toSummary } from './service.js';

/** What an anonymous provider types: tax id (no dash), full claim number, check or patient account number. */
type AnonClaimInput = EndpointBody<typeof claimDetailsAnon>;

/** The claim every given identifier names, or undefined; audited either way (scope/anonymous.ts). */
async function findAnon(
  c: AnonymousCtx,
  input: AnonClaimInput,
  call: EndpointDef,
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
  await auditLookup(c, call, row && { memberId: row.claim.memberId, entityId: row.claim.id }, {
    providerTaxId: input.providerTaxId,
    claimNumber: input.fullClaimNumber,
    checkNumber: input.checkNumber ?? null,
    patientAccountNumber: input.patientAccountNumber ?? null,
  });
  return row;
}

/**
 * anonClaimsSearch: the claim the provider proves (tax id, full claim number and a check or patient
 * account number, all matching one claim billed or rendered under that tax id) with status and payment
 * only. No match is an empty page, the same for every wrong identifier. Audited, found or not.
 */
export async function anonClaimsSearch(c: AnonymousCtx, input: EndpointBody<typeof searchDef>) {
  const row = await findAnon(c, input, searchDef);
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
export async function anonClaimDetails(c: AnonymousCtx, input: AnonClaimInput) {
  const row = await findAnon(c, input, claimDetailsAnon);
  if (!row) throw notFound();
  // The session's language (an anonymous session reads English), not the request's: as before issue 26.
  const sp = textLanguage(undefined, c.caller) === 'sp';
  const {
    memberId: _m,
    groupNumber: _g,
    dependentNumber: _d,
    fsaPayable: _f,
    ...summary
  } = toSummary(row);
  // Anonymous callers file no appeal (issue 31): no appeal block.
  return { ...summary, ...(await claimContent(c.db, row, sp)), appeal: null };
}
