import { BRANDS, type BrandId } from '@bp/contract';
import type { EobLine } from './eob-pdf.js';
import type { EobLineRow } from './repo.js';

/**
 * What the claim documents (the EOB, the provider's EOP and the anonymous EOP) share: which claims have
 * one, the brand, the download name, masked member ids and the lines as a document shows them.
 */

/** Statuses with a determination, the ones an EOB exists for (as the claim list's eobAvailable). */
export const DETERMINED = new Set(['PD', 'DN', 'AD']);

/** The brand of a group (the default brand for an unknown one). */
export const brandOf = (id: string) => BRANDS[(id in BRANDS ? id : 'default') as BrandId];

/** The download name of a claim's document: prefix-number-suffix.pdf (spec §3). */
export function eobFileName(prefix: number, number: number, suffix: number): string {
  return `${prefix}-${number}-${suffix}.pdf`;
}

/** A member id shown by its last four characters only (documents for anonymous readers). */
export function maskMemberId(id: string): string {
  return id.length > 4 ? `${'*'.repeat(id.length - 4)}${id.slice(-4)}` : id;
}

/** A claim line as a document shows it: amounts in cents, the procedure described in the language. */
export function eobLineOf(
  { line: l, description, descriptionSp }: EobLineRow,
  sp: boolean,
): EobLine {
  return {
    lineNumber: l.lineNumber,
    serviceDate: l.serviceDate,
    serviceEndDate: l.serviceEndDate,
    procedureCode: l.procedureCode,
    modifier: l.modifier,
    description: sp ? (descriptionSp ?? description) : description,
    billed: l.billedCents,
    allowed: l.allowedCents,
    deductible: l.deductibleCents,
    copay: l.copayCents,
    coinsurance: l.coinsuranceCents,
    notCovered: l.notCoveredCents,
    planPaid: l.planPaidCents,
    memberResponsibility: l.memberResponsibilityCents,
    remarkCodes: l.remarkCodes,
  };
}
