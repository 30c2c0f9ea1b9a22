import type { CodedValue } from './coded.js';

/** Coverage types of spec §3 with our short codes (also the claim types of the member claims list). */
export const COVERAGE_TYPES = [
  { code: 'MED', description: 'Medical' },
  { code: 'DEN', description: 'Dental' },
  { code: 'VIS', description: 'Vision' },
  { code: 'RX', description: 'Drug' },
  { code: 'FSA', description: 'FSA' },
  { code: 'LIFE', description: 'Life' },
  { code: 'LTD', description: 'LTD' },
  { code: 'HSA', description: 'HSA' },
  { code: 'STD', description: 'STD' },
] as const satisfies readonly CodedValue[];
export type CoverageTypeCode = (typeof COVERAGE_TYPES)[number]['code'];

/** Claim types shown in claim lists and filters: the coverages that produce claims. */
export const CLAIM_TYPES = [
  { code: 'MED', description: 'Medical' },
  { code: 'DEN', description: 'Dental' },
  { code: 'VIS', description: 'Vision' },
  { code: 'RX', description: 'Prescription Drug' },
  { code: 'FSA', description: 'Flexible Spending Account' },
  { code: 'STD', description: 'Short-Term Disability' },
  { code: 'LTD', description: 'Long-Term Disability' },
] as const satisfies readonly CodedValue[];
export type ClaimTypeCode = (typeof CLAIM_TYPES)[number]['code'];

/**
 * SearchOptions dateFilters: the claim date a from/thru range applies to (date of service by default).
 * `descriptionSp` is the Spanish label the API returns to Spanish callers.
 */
export const CLAIM_DATE_FILTERS = [
  { code: 'serviceDate', description: 'Date of service', descriptionSp: 'Fecha de servicio' },
  { code: 'receivedDate', description: 'Date received', descriptionSp: 'Fecha de recepción' },
  { code: 'processedDate', description: 'Date processed', descriptionSp: 'Fecha de procesamiento' },
] as const satisfies readonly (CodedValue & { readonly descriptionSp: string })[];
export type ClaimDateFilterCode = (typeof CLAIM_DATE_FILTERS)[number]['code'];

/** The billing form a claim arrived on. */
export const CLAIM_FORM_TYPES = [
  { code: 'P', description: 'Professional (CMS-1500 / 837P)' },
  { code: 'I', description: 'Institutional (UB-04 / 837I)' },
  { code: 'D', description: 'Dental (ADA / 837D)' },
  { code: 'R', description: 'Pharmacy (NCPDP)' },
] as const satisfies readonly CodedValue[];

/** Claim statuses used by the demo data and the EOBs. */
export const CLAIM_STATUSES = [
  { code: 'PD', description: 'Paid' },
  { code: 'DN', description: 'Denied' },
  { code: 'PN', description: 'Pending' },
  { code: 'AD', description: 'Adjusted' },
  { code: 'VD', description: 'Voided' },
] as const satisfies readonly CodedValue[];

/** X12 claim adjustment group codes that prefix CARCs on an EOB/EOP. */
export const CLAIM_ADJUSTMENT_GROUP_CODES = [
  { code: 'CO', description: 'Contractual Obligations' },
  { code: 'OA', description: 'Other Adjustments' },
  { code: 'PI', description: 'Payor Initiated Reductions' },
  { code: 'PR', description: 'Patient Responsibility' },
] as const satisfies readonly CodedValue[];
