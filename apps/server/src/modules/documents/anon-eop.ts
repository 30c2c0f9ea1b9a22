import { isLanguage, type Language } from '@bp/contract';
import type { FileResult } from '../../http/bind.js';
import { notFound } from '../../http/errors.js';
import { claimStatusCode } from '../scope/codes.js';
import { anonClaimMatch, auditAnonymous, type AnonCtx } from '../scope/anonymous.js';
import { eobFileName, renderClaimEob } from './eob.js';
import * as repo from './repo.js';

export interface AnonEopRequest {
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  providerTaxId: string;
  checkNumber?: string | undefined;
  patientAccountNumber?: string | undefined;
}

const DETERMINED = new Set(['PD', 'DN', 'AD']);
const MAX = { prefix: 2_147_483_647, suffix: 32_767 };

/** The claim key of the request's parts, or undefined when no stored claim can have them. */
function keyOf(r: AnonEopRequest) {
  const key = {
    prefix: Number(r.claimPrefix),
    number: Number(r.claimNumber),
    suffix: r.claimSuffix === '' ? 0 : Number(r.claimSuffix),
  };
  return key.prefix <= MAX.prefix && Number.isSafeInteger(key.number) && key.suffix <= MAX.suffix
    ? key
    : undefined;
}

/**
 * AnonGetEobPDF: the explanation of payment of a claim an anonymous provider proves (tax id of the
 * billing/rendering provider, claim number, check or patient account number, all matching), for a
 * determined claim only; always the provider's EOP (no member mailing address), named
 * prefix-number-suffix.pdf, in the session's language. Any mismatch is the same 404. Audited either way.
 */
export async function anonEopPdf(c: AnonCtx, input: AnonEopRequest): Promise<FileResult> {
  const key = keyOf(input);
  const row = key
    ? await repo.eobClaim(
        c.db,
        key,
        anonClaimMatch({
          key,
          providerTaxId: input.providerTaxId,
          checkNumber: input.checkNumber,
          patientAccountNumber: input.patientAccountNumber,
        }),
      )
    : undefined;
  const found = row !== undefined && DETERMINED.has(claimStatusCode(row.claim.status));
  await auditAnonymous(c, {
    entity: 'eop.anonymous',
    outcome: found ? 'found' : 'notFound',
    entityId: found ? row.claim.id : null,
    memberId: found ? row.claim.memberId : null,
    detail: {
      providerTaxId: input.providerTaxId,
      claimNumber: [input.claimPrefix, input.claimNumber, input.claimSuffix]
        .filter(Boolean)
        .join('-'),
      checkNumber: input.checkNumber ?? null,
      patientAccountNumber: input.patientAccountNumber ?? null,
    },
  });
  if (!found) throw notFound();
  const language: Language = isLanguage(c.caller.language) ? c.caller.language : 'en';
  const { data, claim } = await renderClaimEob(c.db, row, 'EOP', language);
  return {
    data,
    filename: eobFileName(claim.claimPrefix, claim.claimNumber, claim.claimSuffix),
    mediaType: 'application/pdf',
  };
}
