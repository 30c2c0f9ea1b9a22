import { and, eq } from 'drizzle-orm';
import { BRANDS, isLanguage, type BrandId, type Language } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import type { SignedInCaller } from '../../http/caller.js';
import { forbidden, notFound } from '../../http/errors.js';
import { audit } from '../../audit.js';
import { claimStatusCode } from '../scope/codes.js';
import { claimVisibility, mayRead } from '../scope/service.js';
import type { FileResult } from '../../http/bind.js';
import * as repo from './repo.js';
import { renderEobPdf, type EobDocument, type EobLine } from './eob-pdf.js';

export interface Ctx {
  db: DbOrTx;
  caller: SignedInCaller;
  requestId?: string;
}

export interface EobRequest {
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  memberId?: string | undefined;
  isInsured: boolean;
}

/** Statuses with a determination, the ones an EOB exists for (as the claim list's eobAvailable). */
const DETERMINED = new Set(['PD', 'DN', 'AD']);
/** ERISA §503 / 29 CFR 2560.503-1(h)(3)(i): at least 180 days after the notice to request a review. */
export const APPEAL_DAYS = 180;

/** ISO date `days` after an ISO date. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The download name of a claim's document: prefix-number-suffix.pdf (spec §3). */
export function eobFileName(prefix: number, number: number, suffix: number): string {
  return `${prefix}-${number}-${suffix}.pdf`;
}

/** The language of a generated document: the recipient's (the calling account's) language. */
export function recipientLanguage(caller: SignedInCaller): Language {
  return isLanguage(caller.language) ? caller.language : 'en';
}

const brandOf = (id: string) => BRANDS[(id in BRANDS ? id : 'default') as BrandId];

function sumLines(lines: EobLine[]): EobDocument['totals'] {
  const z = {
    billed: 0,
    allowed: 0,
    deductible: 0,
    copay: 0,
    coinsurance: 0,
    notCovered: 0,
    planPaid: 0,
    memberResponsibility: 0,
  };
  for (const l of lines) for (const k of Object.keys(z) as (keyof typeof z)[]) z[k] += l[k];
  return z;
}

/**
 * GetEobPDF: a claim's EOB (member) or EOP (provider, or staff with isInsured false) as a tagged PDF.
 * Claim-level PHI: the claim must pass the claim rule (`claimVisibility`: a member's visible household,
 * a provider's own claims, a staff member's groups, an employer's groups whose sponsor certified the plan
 * documents, with View Claims) — the same rule as every claim call; with `memberId`, the claim's patient
 * must be that member. A caller who may never read claims gets 403; unknown, out of scope and
 * undetermined (pending, void) are the same 404. Each read is audited.
 */
export async function eobPdf(c: Ctx, input: EobRequest): Promise<FileResult> {
  const key = {
    prefix: Number(input.claimPrefix),
    number: Number(input.claimNumber),
    suffix: input.claimSuffix === '' ? 0 : Number(input.claimSuffix),
  };
  if (!mayRead(c.caller, 'claim')) throw forbidden();
  const provider = c.caller.roleClass === 'Provider';
  const visible = input.memberId
    ? and(claimVisibility(c.caller), eq(members.memberId, input.memberId))!
    : claimVisibility(c.caller);
  const row = await repo.eobClaim(c.db, key, visible);
  const status = row ? claimStatusCode(row.claim.status) : undefined;
  if (!row || !status || !DETERMINED.has(status)) throw notFound();
  const kind: EobDocument['kind'] =
    provider || (c.caller.roleClass !== 'Members' && !input.isInsured) ? 'EOP' : 'EOB';
  const language = recipientLanguage(c.caller);
  const { data, doc, claim } = await renderClaimEob(c.db, row, kind, language);
  await audit(
    c.db,
    { caller: c.caller, ...(c.requestId ? { requestId: c.requestId } : {}) },
    {
      action: 'read',
      entity: kind === 'EOB' ? 'eob' : 'eop',
      entityId: claim.id,
      memberId: claim.memberId,
      detail: { claimNumber: doc.fullClaimNumber, language },
    },
  );
  return {
    data,
    filename: eobFileName(claim.claimPrefix, claim.claimNumber, claim.claimSuffix),
    mediaType: 'application/pdf',
  };
}

/**
 * Builds and renders the EOB or EOP of a claim already found under the caller's rule (signed-in claim
 * rule or the anonymous proof): lines, remarks in `language`, payments; the mailing address only on an EOB.
 */
export async function renderClaimEob(
  db: DbOrTx,
  row: repo.EobClaimRow,
  kind: EobDocument['kind'],
  language: Language,
): Promise<{ data: Buffer; doc: EobDocument; claim: repo.EobClaimRow['claim'] }> {
  const status = claimStatusCode(row.claim.status);
  const claim = row.claim;

  const [lineRows, payments] = await Promise.all([
    repo.eobLines(db, claim.id),
    repo.paymentOf(db, claim.checkId),
  ]);
  const lines: EobLine[] = lineRows.map(({ line: l, description, descriptionSp }) => ({
    serviceDate: l.serviceDate,
    serviceEndDate: l.serviceEndDate,
    procedureCode: l.procedureCode,
    modifier: l.modifier,
    description: language === 'sp' ? (descriptionSp ?? description) : description,
    billed: l.billedCents,
    allowed: l.allowedCents,
    deductible: l.deductibleCents,
    copay: l.copayCents,
    coinsurance: l.coinsuranceCents,
    notCovered: l.notCoveredCents,
    planPaid: l.planPaidCents,
    memberResponsibility: l.memberResponsibilityCents,
    remarkCodes: l.remarkCodes,
  }));
  const codes = [...new Set(lines.flatMap((l) => l.remarkCodes))];
  const texts = await repo.remarkTexts(db, codes);
  const noticeDate = claim.processedDate ?? claim.receivedDate;
  const s = row.subscriber;
  const doc: EobDocument = {
    kind,
    language,
    fullClaimNumber: `${claim.claimPrefix}-${claim.claimNumber}-${claim.claimSuffix}`,
    noticeDate,
    appealDeadline: addDays(noticeDate, APPEAL_DAYS),
    status,
    planName: row.planName,
    groupName: row.group.name,
    groupNumber: claim.groupNumber,
    subscriberName: `${s.firstName} ${s.lastName}`,
    subscriberMemberId: s.memberId,
    mailingAddress:
      kind === 'EOB' && s.addressLine1
        ? [
            `${s.firstName} ${s.lastName}`,
            s.addressLine1,
            s.addressLine2 ?? '',
            `${s.city ?? ''}, ${s.state ?? ''} ${s.zip ?? ''}`,
          ].filter(Boolean)
        : [],
    patientName: `${row.patient.firstName} ${row.patient.lastName}`,
    patientMemberId: row.patient.memberId,
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
    totals: sumLines(lines),
    remarks: codes.map((code) => {
      const t = texts.get(code);
      return { code, kind: t?.kind ?? '', text: t ? (language === 'sp' ? t.sp : t.en) : '' };
    }),
    payments: payments.map((p) => ({
      checkNumber: p.checkNumber,
      issueDate: p.issueDate,
      payeeName: p.payeeName,
      amountCents: p.amountCents,
    })),
  };
  const data = await renderEobPdf(brandOf(row.group.brand), doc);
  return { data, doc, claim };
}
