import { isLanguage, type EndpointBody, type Language } from '@bp/contract';
import { anonGetEobPdf } from '@bp/contract/api/cards';
import type { FileResult } from '../../http/bind.js';
import type { PdfCtx } from '../../pdf-jobs/index.js';
import { notFound } from '../../http/errors.js';
import { claimStatusCode } from '../scope/codes.js';
import { anonClaimMatch, auditLookup, type AnonymousCtx } from '../scope/anonymous.js';
import { DETERMINED, eobFileName } from './claim-document.js';
import { renderClaimEob } from './eob.js';
import * as repo from './repo.js';

type AnonEopRequest = EndpointBody<typeof anonGetEobPdf>;

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
 * prefix-number-suffix.pdf, in the session's language, member ids masked to their last four. Any
 * mismatch is the same 404. Audited either way (scope/anonymous.ts).
 */
export async function anonEopPdf(
  c: AnonymousCtx & PdfCtx,
  input: AnonEopRequest,
): Promise<FileResult> {
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
  await auditLookup(
    c,
    anonGetEobPdf,
    found ? { memberId: row.claim.memberId, entityId: row.claim.id } : undefined,
    {
      document: 'EOP',
      providerTaxId: input.providerTaxId,
      claimNumber: [input.claimPrefix, input.claimNumber, input.claimSuffix]
        .filter(Boolean)
        .join('-'),
      checkNumber: input.checkNumber ?? null,
      patientAccountNumber: input.patientAccountNumber ?? null,
    },
  );
  if (!found) throw notFound();
  // The session's language (an anonymous session reads English), not the request's: as before issue 26.
  const language: Language = isLanguage(c.caller.language) ? c.caller.language : 'en';
  // As in the anonymous JSON answers, the members' ids are not shown in full (last four only).
  const { data, claim } = await renderClaimEob(c.db, c.pdf, row, 'EOP', language, {
    maskMemberIds: true,
  });
  return {
    data,
    filename: eobFileName(claim.claimPrefix, claim.claimNumber, claim.claimSuffix),
    mediaType: 'application/pdf',
  };
}
