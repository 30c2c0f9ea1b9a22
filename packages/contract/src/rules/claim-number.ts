import { z } from 'zod';

/** Fewest and most dash-separated parts of a claim number (spec §5, §9). */
export const CLAIM_NUMBER_MIN_PARTS = 2;
export const CLAIM_NUMBER_MAX_PARTS = 3;

/** A claim number split into its parts (spec §3). Parts are digit strings; leading zeros are kept. */
export interface ClaimNumberParts {
  claimPrefix: string;
  claimNumber: string;
  /** '' when the claim number was given with two parts. */
  claimSuffix: string;
}

/**
 * Parses "prefix-number-suffix" or "prefix-number" (2 or 3 dash-separated numeric parts, spec §5);
 * null when the text is not a claim number.
 */
export function parseClaimNumber(text: string): ClaimNumberParts | null {
  const parts = text.trim().split('-');
  if (parts.length < CLAIM_NUMBER_MIN_PARTS || parts.length > CLAIM_NUMBER_MAX_PARTS) return null;
  if (!parts.every((p) => /^\d+$/.test(p))) return null;
  return { claimPrefix: parts[0]!, claimNumber: parts[1]!, claimSuffix: parts[2] ?? '' };
}

/** True when the text is a claim number of 2 or 3 dash-separated numeric parts. */
export function isClaimNumber(text: string): boolean {
  return parseClaimNumber(text) !== null;
}

/** Shows a claim number as prefix-number-suffix (prefix-number when there is no suffix). */
export function formatClaimNumber(parts: ClaimNumberParts): string {
  return [parts.claimPrefix, parts.claimNumber, parts.claimSuffix]
    .filter((p) => p !== '')
    .join('-');
}

/** The download name of a claim's EOB/EOP: prefix-number-suffix.pdf (spec §3). */
export function claimFileName(parts: ClaimNumberParts): string {
  return `${formatClaimNumber(parts)}.pdf`;
}

/** Claim number (spec §5): 2 or 3 dash-separated numeric parts; message 'invalidClaimNumber'. */
export const claimNumberRule = z.string().refine(isClaimNumber, 'invalidClaimNumber');

/** The mask of the group/claim-style id (spec §5). */
export const GROUP_CLAIM_MASK = '####-#########-####';

/** Group/claim-style id (spec §5): the mask ####-#########-####; message 'incorrectFormat' with params.mask. */
export const groupClaimMaskRule = z.string().refine((s) => /^\d{4}-\d{9}-\d{4}$/.test(s), {
  message: 'incorrectFormat',
  params: { mask: GROUP_CLAIM_MASK },
});
