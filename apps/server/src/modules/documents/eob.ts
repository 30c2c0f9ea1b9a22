import { hasPermission, type EndpointBody, type Language } from '@bp/contract';
import type { getEobPdf } from '@bp/contract/api/cards';
import type { DbOrTx } from '../../db/client.js';
import type { ServiceCtx } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { claimStatusCode } from '../scope/codes.js';
import { claimVisibility, mayRead, providerVisibility } from '../scope/service.js';
import { remittancePdf } from './eop.js';
import type { FileResult } from '../../http/bind.js';
import type { PdfCtx, PdfRenderer } from '../../pdf-jobs/index.js';
import * as repo from './repo.js';
import { brandOf, DETERMINED, eobFileName, eobLineOf, maskMemberId } from './claim-document.js';
import { lineTotals, type EobDocument } from './eob-pdf.js';
import { mailingAddressOf, type Addressee } from '../members/service.js';
import { claimDenials } from '../claims/details.js';
import { noSurprisesActBasis } from '../claims/notices.js';
import { filingDeadline } from '@bp/contract/rules/appeal-clocks';

/**
 * GetEobPDF: a claim's EOB (member) or EOP (provider, or staff with isInsured false) as a tagged PDF.
 * Claim-level PHI: the claim must pass the claim rule (`claimVisibility`: a member's visible household,
 * a provider's own claims, a staff member's groups, an employer's groups whose sponsor certified the plan
 * documents, with View Claims) — the same rule as every claim call; with `memberId`, the claim's patient
 * must be that member. A caller who may never read claims gets 403; unknown, out of scope and
 * undetermined (pending, void) are the same 404. Each read is audited.
 */
export async function eobPdf(
  c: ServiceCtx & PdfCtx,
  input: EndpointBody<typeof getEobPdf>,
): Promise<FileResult> {
  const key = {
    prefix: Number(input.claimPrefix),
    number: Number(input.claimNumber),
    suffix: input.claimSuffix === '' ? 0 : Number(input.claimSuffix),
  };
  if (!mayRead(c.caller, 'claim')) throw forbidden();
  const provider = c.caller.roleClass === 'Provider';
  // A provider's explanation of payment needs Download EOP (View Claims alone shows the claim on screen).
  if (provider && !hasPermission(c.caller.permissions, 'DOWNLOAD_EOP')) throw forbidden();
  const taxId = input.providerTaxId;
  if (taxId && provider && !(await repo.taxIdHeld(c.db, taxId, providerVisibility(c.caller))))
    throw notFound();
  const row = await repo.eobClaim(c.db, key, claimVisibility(c.caller), {
    patientMemberId: input.memberId,
    providerTaxId: taxId,
  });
  const status = row ? claimStatusCode(row.claim.status) : undefined;
  if (!row || !status || !DETERMINED.has(status)) throw notFound();
  if (taxId && row.claim.checkId !== null) return remittancePdf(c, row, row.claim.checkId, taxId);
  const kind: EobDocument['kind'] =
    provider || (c.caller.roleClass !== 'Members' && !input.isInsured) ? 'EOP' : 'EOB';
  // The addressee (an EOB only): the one mailing-address rule, confidential contacts included.
  const mailTo =
    kind === 'EOB'
      ? await mailingAddressOf(c.db, c.caller, row.claim.memberId, 'subscriber')
      : undefined;
  const { data, doc, claim } = await renderClaimEob(c.db, c.pdf, row, kind, c.language, {
    mailTo,
  });
  c.audit.subject({ memberId: claim.memberId, entityId: claim.id });
  c.audit.detail({ document: kind, claimNumber: doc.fullClaimNumber, language: c.language });
  return {
    data,
    filename: eobFileName(claim.claimPrefix, claim.claimNumber, claim.claimSuffix),
    mediaType: 'application/pdf',
  };
}

/**
 * Builds and renders the EOB or EOP of a claim already found under the caller's rule (signed-in claim
 * rule or the anonymous proof): lines, remarks in `language`, payments; the addressee `mailTo` (from
 * members' `mailingAddressOf`) only on an EOB. The data is read here; `pdf` renders it (off the main thread).
 */
export async function renderClaimEob(
  db: DbOrTx,
  pdf: PdfRenderer,
  row: repo.EobClaimRow,
  kind: EobDocument['kind'],
  language: Language,
  opts: { maskMemberIds?: boolean; mailTo?: Addressee | undefined } = {},
): Promise<{ data: Buffer; doc: EobDocument; claim: repo.EobClaimRow['claim'] }> {
  const memberIdOf = (id: string) => (opts.maskMemberIds ? maskMemberId(id) : id);
  const status = claimStatusCode(row.claim.status);
  const claim = row.claim;

  const [lineRows, payments] = await Promise.all([
    repo.eobLines(db, claim.id),
    repo.paymentOf(db, claim.checkId),
  ]);
  const lines = lineRows.map((r) => eobLineOf(r, language === 'sp'));
  const codes = [...new Set(lines.flatMap((l) => l.remarkCodes))];
  const texts = await repo.remarkTexts(db, codes);
  const sp = language === 'sp';
  const reasonText = (code: string) => {
    const t = texts.get(code);
    return t && (sp ? t.sp : t.en);
  };
  const denials = await claimDenials(
    db,
    claim,
    lineRows.map((r) => r.line),
    sp,
    reasonText,
  );
  const nsa = noSurprisesActBasis({
    network: claim.network,
    facilityNetwork: claim.facilityNetwork,
    placesOfService: [claim.placeOfService, ...lineRows.map((r) => r.line.placeOfService)],
    procedureCodes: lineRows.map((r) => r.line.procedureCode),
  });
  const noticeDate = claim.processedDate ?? claim.receivedDate;
  const s = row.subscriber;
  const doc: EobDocument = {
    kind,
    language,
    fullClaimNumber: `${claim.claimPrefix}-${claim.claimNumber}-${claim.claimSuffix}`,
    noticeDate,
    // The member's last day to appeal: 180 days after the notice is taken as received (issue 31's clocks).
    appealDeadline: filingDeadline(noticeDate).lastDay,
    status,
    planName: row.planName,
    groupName: row.group.name,
    groupNumber: claim.groupNumber,
    subscriberName: `${s.firstName} ${s.lastName}`,
    subscriberMemberId: memberIdOf(s.memberId),
    mailingAddress:
      kind === 'EOB' && opts.mailTo && opts.mailTo.lines.length > 0
        ? [opts.mailTo.name, ...opts.mailTo.lines]
        : [],
    patientName: `${row.patient.firstName} ${row.patient.lastName}`,
    patientMemberId: memberIdOf(row.patient.memberId),
    providerName: row.provider.name,
    providerNpi: row.provider.npi,
    providerAddress: row.provider.addressLine1
      ? `${row.provider.addressLine1}, ${row.provider.city ?? ''}, ${row.provider.state ?? ''} ${row.provider.zip ?? ''}`
      : null,
    network: claim.network === 'in' ? 'in' : 'out',
    networkName: row.networkName,
    patientAccountNumber: claim.patientAccountNumber,
    serviceDate: claim.serviceDate,
    serviceEndDate: claim.serviceEndDate,
    receivedDate: claim.receivedDate,
    processedDate: claim.processedDate,
    lines,
    totals: lineTotals(lines),
    remarks: codes.map((code) => {
      const t = texts.get(code);
      return { code, kind: t?.kind ?? '', text: t ? (language === 'sp' ? t.sp : t.en) : '' };
    }),
    denials,
    nsa,
    facility:
      row.facilityName && claim.facilityNetwork && claim.facilityProviderId !== claim.providerId
        ? { name: row.facilityName, network: claim.facilityNetwork === 'in' ? 'in' : 'out' }
        : null,
    payments: payments.map((p) => ({
      checkNumber: p.checkNumber,
      issueDate: p.issueDate,
      payeeName: p.payeeName,
      amountCents: p.amountCents,
    })),
  };
  const data = await pdf.render({ kind: 'eob', brand: brandOf(row.group.brand).id, document: doc });
  return { data, doc, claim };
}
