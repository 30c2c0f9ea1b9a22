import type { FileResult } from '../../http/bind.js';
import type { ServiceCtx } from '../../http/context.js';
import type { PdfCtx } from '../../pdf-jobs/index.js';
import { claimStatusCode } from '../scope/codes.js';
import { claimVisibility } from '../scope/service.js';
import { brandOf, eobFileName, eobLineOf } from './claim-document.js';
import type { EobLine } from './eob-pdf.js';
import type { RemittanceDocument } from './eop-pdf.js';
import * as repo from './repo.js';

/** A tax id as the spec writes it (12-3456789). */
const formatTaxId = (t: string) => (/^\d{9}$/.test(t) ? `${t.slice(0, 2)}-${t.slice(2)}` : t);

/**
 * The provider's explanation of payment for a claim paid by a check: every claim that check pays under
 * the tax id (and the caller may see), with line amounts and the remark explanations, in the caller's
 * language, named after the requested claim. Audited with the claims it shows.
 */
export async function remittancePdf(
  c: ServiceCtx & PdfCtx,
  requested: repo.EobClaimRow,
  checkId: number,
  taxId: string,
): Promise<FileResult> {
  const language = c.language;
  const sp = language === 'sp';
  const claimRows = await repo.checkClaimsForTaxId(c.db, checkId, taxId, claimVisibility(c.caller));
  const [lineRows, payments] = await Promise.all([
    repo.linesOfClaims(
      c.db,
      claimRows.map((r) => r.claim.id),
    ),
    repo.paymentOf(c.db, checkId),
  ]);
  const linesOf = new Map<number, EobLine[]>();
  for (const r of lineRows) {
    const list = linesOf.get(r.line.claimId) ?? [];
    list.push(eobLineOf(r, sp));
    linesOf.set(r.line.claimId, list);
  }
  const codes = [...new Set(lineRows.flatMap((r) => r.line.remarkCodes))];
  const texts = await repo.remarkTexts(c.db, codes);
  const full = (k: { claimPrefix: number; claimNumber: number; claimSuffix: number }) =>
    `${k.claimPrefix}-${k.claimNumber}-${k.claimSuffix}`;
  const pay = payments[0];
  const doc: RemittanceDocument = {
    language,
    fullClaimNumber: full(requested.claim),
    taxId: formatTaxId(taxId),
    payment: pay
      ? {
          checkNumber: pay.checkNumber,
          issueDate: pay.issueDate,
          payeeName: pay.payeeName,
          amountCents: pay.amountCents,
        }
      : null,
    claims: claimRows.map((r) => ({
      fullClaimNumber: full(r.claim),
      patientName: `${r.patientFirst} ${r.patientLast}`,
      patientMemberId: r.patientMemberId,
      patientAccountNumber: r.claim.patientAccountNumber,
      providerName: r.providerName,
      providerNpi: r.providerNpi,
      serviceDate: r.claim.serviceDate,
      serviceEndDate: r.claim.serviceEndDate,
      status: claimStatusCode(r.claim.status),
      lines: linesOf.get(r.claim.id) ?? [],
    })),
    remarks: codes.map((code) => {
      const t = texts.get(code);
      return { code, kind: t?.kind ?? '', text: t ? (sp ? t.sp : t.en) : '' };
    }),
  };
  const data = await c.pdf.render({
    kind: 'remittance',
    brand: brandOf(requested.group.brand).id,
    document: doc,
  });
  c.audit.subject({ memberId: requested.claim.memberId, entityId: requested.claim.id });
  c.audit.detail({
    document: 'EOP',
    claimNumber: doc.fullClaimNumber,
    check: pay?.checkNumber ?? null,
    claims: claimRows.map((r) => r.claim.id),
    patients: [...new Set(claimRows.map((r) => r.claim.memberId))],
    language,
  });
  const k = requested.claim;
  return {
    data,
    filename: eobFileName(k.claimPrefix, k.claimNumber, k.claimSuffix),
    mediaType: 'application/pdf',
  };
}
