import { z } from 'zod';
import {
  CLAIM_DATE_FILTERS,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  COVERAGE_TYPES,
  DEPENDENT_RELATIONSHIPS,
  ENROLLMENT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  PAY_STATUSES,
  type CodedValue,
} from '../reference/index.js';
import { formatIsoDate, optional, parseAnyDate, stripTaxIdDash, zipRule } from '../rules/index.js';

/** Field schemas shared by the API catalogue. Requests are parsed; responses are the shape that may leave. */

/** A calendar date in the API: `YYYY-MM-DD`. */
export const isoDate = z.iso.date();
/** An instant in the API: ISO 8601 date-time with offset. */
export const isoDateTime = z.iso.datetime({ offset: true });
/** Money: integer cents. */
export const cents = z.number().int();

/**
 * A request date: ISO `YYYY-MM-DD` (the API form) or the screen's `MM/dd/yyyy` (the spec's date rule);
 * handlers always see `YYYY-MM-DD`. Message 'invalidDateFormat'.
 */
export const dateIn = z
  .string('required')
  .trim()
  .refine((s) => parseAnyDate(s) !== null, 'invalidDateFormat')
  .transform((s) => formatIsoDate(parseAnyDate(s)!));
/** An optional request date; an empty string or null counts as absent. */
export const optDateIn = optional(dateIn);

/** Trimmed text with a length cap; required unless wrapped. */
export function text(max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(min, min <= 1 ? 'required' : 'min')
    .max(max, 'max');
}
/** Optional trimmed text; an empty string counts as absent. */
export function optText(max: number) {
  return z
    .string()
    .trim()
    .max(max, 'max')
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

/** Member id as printed on the ID card. */
export const memberId = z.string().trim().min(1, 'required').max(20, 'max');
/** Optional member id (staff and employers name the member; members default to themselves). */
export const optMemberId = optText(20);

/** Integer ids and numbers in JSON bodies. */
export const int = z.number().int();
export const posInt = z.number().int().positive();
/** The largest `integer` column value: a larger group number or id is bad input, not a lookup (never a 500). */
export const INT4_MAX = 2_147_483_647;
/** Group number in a body: -1 is the synthetic "Every Group". */
export const groupNumber = z.number().int().min(-1);
/** Dependent number: 0 is the employee. */
export const dependentNumber = z.number().int().min(0);

/** Integer query and path parameters (strings on the wire). */
export const qInt = z.coerce.number().int();
export const qPosInt = z.coerce.number().int().positive();
/**
 * An account id in a query (accounts.id is an `integer` column): a larger one is bad input (400
 * invalidValue), never a database error. Ids of `bigint` columns (conversations, messages) stay qPosInt: a
 * large one is simply not found.
 */
export const qAccountId = qPosInt.max(INT4_MAX, 'invalidValue');
/** A group number in a query (an `integer` column; -1 is Every Group). */
export const qGroupNumber = z.coerce.number().int().min(-1).max(INT4_MAX, 'invalidValue');

/** One claim-number part: digits, leading zeros significant. */
export const claimPart = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'invalidClaimNumber');
/** The claim suffix: '' when the claim number has two parts. */
export const claimSuffixPart = z
  .string()
  .trim()
  .regex(/^\d{0,12}$/, 'invalidClaimNumber')
  .default('');
/** A provider tax id in a request, with or without its dash; handlers see nine digits (spec §5). */
export const taxIdIn = z
  .string()
  .trim()
  .regex(/^\d{2}-?\d{7}$/, 'taxError')
  .transform(stripTaxIdDash);

/** Paging in a JSON body. */
export const pageNumber = z.number().int().min(1).default(1);
export function pageSize(def: number, max = 100) {
  return z.number().int().min(1).max(max).default(def);
}
/** Paging in a query string. */
export const qPageNumber = z.coerce.number().int().min(1).default(1);
export function qPageSize(def: number, max = 100) {
  return z.coerce.number().int().min(1).max(max).default(def);
}

/** A value and its label for option lists. */
export const option = z.object({ value: z.string(), label: z.string() });
/** Masked SSN: the only form an SSN takes in a response. */
export const ssnLast4 = z
  .string()
  .regex(/^\d{4}$/)
  .nullable();
/** A full SSN in a request (enrollment, member search): nine digits, dashes allowed. */
export const ssnIn = z
  .string()
  .trim()
  .regex(/^\d{3}-?\d{2}-?\d{4}$/, 'incorrectFormat')
  .transform((v) => v.replace(/-/g, ''));

export const address = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** A job handed to the background queue (check runs, bulk PDFs). */
export const jobAccepted = z.object({ jobId: z.string() });

/** The id of a created record. */
export const createdId = z.object({ id: z.number().int() });

/** A postal address in a request. */
export const addressIn = z.strictObject({
  addressLine1: text(100),
  addressLine2: optText(100),
  city: text(60),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'incorrectFormat')
    .transform((s) => s.toUpperCase()),
  zip: zipRule,
});

/** A zod enum of the codes of a reference list (the API speaks codes; screens show descriptions). */
export function codeEnum<const T extends readonly CodedValue[]>(list: T) {
  return z.enum(
    list.map((v) => v.code) as unknown as readonly [T[number]['code'], ...T[number]['code'][]],
  );
}

/** Reference-list codes (packages/contract/src/reference). */
export const coverageType = codeEnum(COVERAGE_TYPES);
export const claimType = codeEnum(CLAIM_TYPES);
export const claimStatus = codeEnum(CLAIM_STATUSES);
/** Which claim date a from/thru range applies to (SearchOptions dateFilters). */
export const claimDateFilter = codeEnum(CLAIM_DATE_FILTERS);
/** The language of texts in a response (reference descriptions, remark explanations); default the account's. */
export const optLanguage = z.enum(['en', 'sp']).optional();
/** Relationship to the subscriber (X12 codes; 18 is the employee). */
export const relationship = codeEnum(DEPENDENT_RELATIONSHIPS);
export const gender = codeEnum(GENDERS);
export const maritalStatus = codeEnum(MARITAL_STATUSES);
export const payStatus = codeEnum(PAY_STATUSES);
export const enrollmentType = codeEnum(ENROLLMENT_TYPES);
