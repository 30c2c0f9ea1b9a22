import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedResults } from './common.js';
import { ANONYMOUS, ANY_USER, signedIn, staff } from './access.js';
import {
  cents,
  claimPart,
  claimSuffixPart,
  claimDateFilter,
  claimStatus,
  claimType,
  isoDate,
  isoDateTime,
  optDateIn,
  optLanguage,
  optText,
  option,
  taxIdIn,
  text,
} from './fields.js';
import {
  claimNumberRule,
  isGeneralClaimSearchValid,
  hasAnonClaimProof,
  isProviderClaimSearchValid,
  hasProviderClaimSearchField,
  laterThanDate,
  optional,
} from '../rules/index.js';

/** The three parts of a claim number (spec §3); the suffix is '' for two-part numbers. */
export const claimKey = z.object({
  claimPrefix: z.string(),
  claimNumber: z.string(),
  claimSuffix: z.string(),
});

/** One row of a claims list. */
export const claimSummary = claimKey.extend({
  /** prefix-number-suffix */
  fullClaimNumber: z.string(),
  memberId: z.string(),
  groupNumber: z.number().int(),
  dependentNumber: z.number().int(),
  patientFirstName: z.string(),
  patientLastName: z.string(),
  claimType,
  providerNumber: z.string().nullable(),
  providerName: z.string().nullable(),
  patientAccountNumber: z.string().nullable(),
  serviceDateFrom: isoDate,
  serviceDateThru: isoDate,
  receivedDate: isoDate.nullable(),
  processedDate: isoDate.nullable(),
  status: claimStatus,
  billedCents: cents,
  allowedCents: cents,
  planPaidCents: cents,
  patientResponsibilityCents: cents,
  checkNumber: z.string().nullable(),
  checkDate: isoDate.nullable(),
  /** An EOB/EOP can be produced for this claim. */
  eobAvailable: z.boolean(),
  /** The member may pay their share from a health account (FSA). */
  fsaPayable: z.boolean(),
});
export type ClaimSummary = z.infer<typeof claimSummary>;

/** The fields a claims list sorts by (`sortField`). */
export const CLAIM_SORT_FIELDS = [
  'serviceDateFrom',
  'processedDate',
  'receivedDate',
  'claimNumber',
  'billedCents',
  'planPaidCents',
  'patientLastName',
  'status',
] as const;

const sortField = z.enum(CLAIM_SORT_FIELDS).default('serviceDateFrom');

/** Member claims list params (spec §3). Members: dependentNumber limits to one person of the household. */
const memberClaimsListFields = {
  claimType: claimType.optional(),
  filterFromDate: optDateIn,
  filterThruDate: optDateIn,
  /** The claim date the from/thru range applies to (SearchOptions dateFilters); date of service by default. */
  dateFilter: claimDateFilter.optional(),
  providerNumber: optText(20),
  claimPrefix: optional(claimPart),
  claimNumber: optional(claimPart),
  claimSuffix: optional(claimPart),
  checkNumber: optText(20),
  dependentNumber: z.number().int().min(0).optional(),
  dateOfBirth: optDateIn,
  currentPage: z.number().int().min(1).default(1),
  items: z.number().int().min(1).max(100).default(20),
  sortField,
  sortAsc: z.boolean().default(false),
};

export const memberClaimsListRequest = z
  .strictObject(memberClaimsListFields)
  .superRefine(laterThanDate('filterThruDate', 'filterFromDate'));

/** Members see their household's claims with View Claims (a fixed grant of Employee and Dependent). */
const memberClaims = signedIn(['Members'], ['VIEW_CLAIMS']);

export const recentClaimsPaginated = endpoint({
  id: 'claims.recentClaimsPaginated',
  phi: 'claim',
  method: 'POST',
  path: '/api/ClaimsInfo/RecentClaimsPaginated',
  tag: 'Claims',
  summary: 'The signed-in member’s household claims, newest first (dashboard: page 1, 5 items).',
  access: memberClaims,
  body: memberClaimsListRequest,
  response: pagedResults(claimSummary),
});

/** Claim search params (spec §3) added to the list params for staff, employers and providers. */
const claimSearchFields = {
  ...memberClaimsListFields,
  fullClaimNumber: optional(claimNumberRule),
  patientAccountNumber: optText(30),
  memberId: optText(20),
  groupNumber: z.number().int().min(-1).optional(),
  /** Pages of at most 100, like the member's list: exports stream through ExportClaims/Admin instead (issue 29). */
  items: z.number().int().min(1).max(100).default(20),
};

export const adminClaimsListRequest = z
  .strictObject(claimSearchFields)
  .superRefine(laterThanDate('filterThruDate', 'filterFromDate'))
  .refine(
    // No search field at all is a provider's browse of its own claims; the server refuses it to others.
    (b) =>
      b.memberId !== undefined ||
      isGeneralClaimSearchValid(b) ||
      isProviderClaimSearchValid(b) ||
      !hasProviderClaimSearchField(b),
    {
      message: 'atLeastOneSearchField',
    },
  );

/** Staff claim calls: a member's claims, the global search, filtered claims. */
const claimViewers = signedIn(
  ['Administrative', 'EmployerVendor', 'Provider'],
  ['VIEW_CLAIMS', 'GLOBAL_CLAIMS_SEARCH', 'FILTERED_CLAIMS'],
);

export const recentClaimsPaginatedAdmin = endpoint({
  id: 'claims.recentClaimsPaginatedAdmin',
  phi: 'claim',
  method: 'POST',
  path: '/api/ClaimsInfo/RecentClaimsPaginated/Admin',
  tag: 'Claims',
  summary:
    'Claims of a member or of a search, for staff, employers (their groups) and providers (their claims).',
  access: claimViewers,
  body: adminClaimsListRequest,
  response: pagedResults(claimSummary),
});

/** The member claims list filters and sort without paging: an export holds every matching row. */
export const memberClaimsExportRequest = z
  .strictObject((({ currentPage: _p, items: _i, ...rest }) => rest)(memberClaimsListFields))
  .superRefine(laterThanDate('filterThruDate', 'filterFromDate'));

/**
 * The member's claims list as CSV (the claims screen's export), streamed row by row, same filters and
 * sort as RecentClaimsPaginated. Staff export a member's claims with ExportClaims/Admin (spec §7's "csv
 * accepted" form of RecentClaimsPaginated/Admin, streamed instead of one page of 99999).
 */
export const exportClaims = endpoint({
  id: 'claims.exportClaims',
  phi: 'claim',
  method: 'POST',
  path: '/api/ClaimsInfo/ExportClaims',
  tag: 'Claims',
  summary: 'The signed-in member’s household claims matching the filters, as CSV (streamed).',
  access: memberClaims,
  body: memberClaimsExportRequest,
  response: { kind: 'file', mediaTypes: ['text/csv'] },
});

/** The staff export of one member's claims: the list's filters and sort without paging, and the member. */
export const adminClaimsExportRequest = z
  .strictObject({
    ...(({ currentPage: _p, items: _i, dependentNumber: _d, ...rest }) => rest)(
      memberClaimsListFields,
    ),
    memberId: text(20),
  })
  .superRefine(laterThanDate('filterThruDate', 'filterFromDate'));

/**
 * Staff's CSV of one member's claims (the member profile's claims list), streamed from the server like the
 * member's own export: the member must be in the staff member's reach (404 otherwise); Export Claims.
 */
export const exportClaimsAdmin = endpoint({
  id: 'claims.exportClaimsAdmin',
  phi: 'claim',
  method: 'POST',
  path: '/api/ClaimsInfo/ExportClaims/Admin',
  tag: 'Claims',
  summary:
    'A member’s claims (a member the staff member may see) matching the list’s filters, in its sort, as CSV (streamed).',
  access: signedIn(['Administrative'], ['EXPORT_CLAIMS']),
  body: adminClaimsExportRequest,
  response: { kind: 'file', mediaTypes: ['text/csv'] },
});

export const checkSummary = z.object({
  checkNumber: z.string(),
  checkDate: isoDate,
  payeeName: z.string(),
  payeeType: z.enum(['Provider', 'Member', 'Other']),
  amountCents: cents,
  status: z.enum(['Issued', 'Cleared', 'Void', 'Stopped']),
  clearDate: isoDate.nullable(),
  groupNumber: z.number().int(),
  claims: z.array(
    claimKey.extend({ fullClaimNumber: z.string(), memberId: z.string(), paidCents: cents }),
  ),
});

export const checkSearchAdmin = endpoint({
  id: 'claims.checkSearchAdmin',
  phi: 'claim',
  method: 'POST',
  path: '/api/ClaimsInfo/CheckSearch/Admin',
  tag: 'Claims',
  summary: 'Check search for staff: by check number or claim number (one is required).',
  access: staff('CHECK_SEARCH'),
  body: z
    .strictObject({
      checkNumber: optText(20),
      fullClaimNumber: optional(claimNumberRule),
      groupNumber: z.number().int().min(-1).optional(),
      currentPage: z.number().int().min(1).default(1),
      items: z.number().int().min(1).max(100).default(20),
    })
    .refine((b) => Boolean(b.checkNumber || b.fullClaimNumber), {
      message: 'checkOrClaimRequired',
      path: ['checkNumber'],
    }),
  response: pagedResults(checkSummary),
});

/** What an anonymous provider sees of a claim: no member demographics beyond the patient's name. */
export const anonClaimSummary = claimSummary.pick({
  claimPrefix: true,
  claimNumber: true,
  claimSuffix: true,
  fullClaimNumber: true,
  patientFirstName: true,
  patientLastName: true,
  claimType: true,
  patientAccountNumber: true,
  serviceDateFrom: true,
  serviceDateThru: true,
  processedDate: true,
  status: true,
  billedCents: true,
  allowedCents: true,
  planPaidCents: true,
  patientResponsibilityCents: true,
  checkNumber: true,
  checkDate: true,
  eobAvailable: true,
});

/**
 * What an anonymous provider proves a claim with, besides its tax id and the full claim number: a check
 * number (5+) or a patient account number (2+). Every identifier given must match the same claim.
 */
export const anonClaimProofFields = {
  checkNumber: optText(20),
  patientAccountNumber: optText(30),
};

/** The refinement of a body carrying `anonClaimProofFields`: one of the two must be long enough. */
export function refineAnonClaimProof(
  b: { checkNumber?: string | undefined; patientAccountNumber?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!hasAnonClaimProof(b))
    ctx.addIssue({ code: 'custom', path: ['checkNumber'], message: 'atLeastOneSearchField' });
}

export const anonClaimsSearch = endpoint({
  id: 'claims.anonClaimsSearch',
  phi: 'claim',
  method: 'POST',
  path: '/api/ClaimsInfo/anonClaimsSearch',
  tag: 'Claims',
  summary:
    'Anonymous provider claim search: the provider’s tax id, the full claim number and a check or patient account number.',
  access: ANONYMOUS,
  body: z
    .strictObject({
      providerTaxId: taxIdIn,
      fullClaimNumber: claimNumberRule,
      ...anonClaimProofFields,
      currentPage: z.number().int().min(1).default(1),
      items: z.number().int().min(1).max(50).default(20),
    })
    .superRefine(refineAnonClaimProof),
  response: pagedResults(anonClaimSummary),
});

export const claimSearchOptions = endpoint({
  id: 'claims.searchOptions',
  method: 'GET',
  path: '/api/ClaimsInfo/SearchOptions',
  tag: 'Claims',
  summary: 'Option lists of the claim filters: claim types, coverage codes, date filters.',
  access: ANONYMOUS,
  query: z.object({ language: optLanguage }),
  response: z.object({
    claimTypes: z.array(option),
    coverageCodes: z.array(option),
    dateFilters: z.array(option),
  }),
});

const yearsQuery = z.object({ memberId: optText(20) });
const yearsResponse = z.array(z.number().int());

export const planYears = endpoint({
  id: 'claims.planYears',
  phi: 'member',
  method: 'GET',
  path: '/api/ClaimsInfo/PlanYears',
  tag: 'Claims',
  summary: 'Plan years of a member (members: their own; others name memberId).',
  access: ANY_USER,
  query: yearsQuery,
  response: yearsResponse,
});

export const claimYears = endpoint({
  id: 'claims.claimYears',
  phi: 'claim',
  method: 'GET',
  path: '/api/ClaimsInfo/ClaimYears',
  tag: 'Claims',
  summary: 'Years with claims, newest first (the screen prefixes a Recent option).',
  access: ANY_USER,
  query: yearsQuery,
  response: yearsResponse,
});

export const placeOfServiceCodes = endpoint({
  id: 'claims.placeOfServiceCodes',
  method: 'GET',
  path: '/api/ClaimsInfo/PlaceOfServiceCodes',
  tag: 'Claims',
  summary: 'CMS place-of-service codes and names.',
  access: ANY_USER,
  query: z.object({ language: optLanguage }),
  response: z.array(z.object({ code: z.string(), description: z.string() })),
});

/** The appeal of an adverse determination as a claim or pre-certification shows it (issue 31). */
export const claimAppealInfo = z.object({
  /** The last day to file (plan time zone), and its last instant. */
  lastDay: isoDate,
  deadline: isoDateTime,
  /** An appeal may be filed now: the deadline has not passed and no appeal of it is open or decided. */
  canAppeal: z.boolean(),
  /** The appeal already filed, when there is one the caller may see. */
  appealId: z.number().int().nullable(),
});

/** One remark code on a claim (de-duplicated by code, spec §3). */
export const claimRemark = z.object({ code: z.string(), explanation: z.string() });

export const claimLine = z.object({
  lineNumber: z.number().int(),
  serviceDateFrom: isoDate,
  serviceDateThru: isoDate,
  procedureCode: z.string().nullable(),
  modifiers: z.array(z.string()),
  description: z.string().nullable(),
  placeOfService: z.string().nullable(),
  units: z.number(),
  billedCents: cents,
  allowedCents: cents,
  notCoveredCents: cents,
  deductibleCents: cents,
  copayCents: cents,
  coinsuranceCents: cents,
  planPaidCents: cents,
  patientResponsibilityCents: cents,
  explanationCode0: z.string().nullable(),
  explanation0: z.string().nullable(),
  explanationCode1: z.string().nullable(),
  explanation1: z.string().nullable(),
  explanationCode2: z.string().nullable(),
  explanation2: z.string().nullable(),
  explanationCode3: z.string().nullable(),
  explanation3: z.string().nullable(),
  /**
   * A denied or reduced line (29 CFR 2560.503-1(g)(1)(i)–(ii)): the reason (a CARC and its text) and the plan
   * provision it rests on (section, title, short text in the caller's language; null when none is recorded).
   * Null for a line paid as billed or allowed.
   */
  denial: z
    .object({
      reasonCode: z.string(),
      reason: z.string(),
      provision: z.object({ section: z.string(), title: z.string(), text: z.string() }).nullable(),
      /** Why, in plain words a member understands, in the caller's language (issue 31). */
      explanation: z.string(),
      /** What the member can do next, in the caller's language. */
      nextStep: z.string(),
    })
    .nullable(),
});
export type ClaimLine = z.infer<typeof claimLine>;

export const claimDetails = claimSummary.extend({
  providerTaxIdLast4: z.string().nullable(),
  providerAddress: z.string().nullable(),
  inNetwork: z.boolean().nullable(),
  networkName: z.string().nullable(),
  diagnosisCodes: z.array(z.string()),
  /** Claim-level amounts (the sums of the lines' amounts). */
  deductibleCents: cents,
  copayCents: cents,
  coinsuranceCents: cents,
  notCoveredCents: cents,
  lines: z.array(claimLine),
  /** All remark codes of the lines, de-duplicated by code. */
  remarks: z.array(claimRemark),
  payments: z.array(
    z.object({
      checkNumber: z.string(),
      checkDate: isoDate,
      payeeName: z.string(),
      amountCents: cents,
      clearDate: isoDate.nullable(),
    }),
  ),
  /**
   * The appeal of a denied or reduced claim (issue 31): the last day to file (`filingDeadline` of the
   * processing date), whether an appeal may still be filed, and the open or decided appeal of the claim. Null
   * when no line was denied or reduced, or the claim is not decided.
   */
  appeal: claimAppealInfo.nullable(),
  /** Staff with View Admin Claim Details only; null for everyone else. */
  admin: z
    .object({
      /** The claims examiner who adjudicated the claim; null while pending. */
      processorId: z.string().nullable(),
      adjudicationNotes: z.string().nullable(),
      /** An adjustment: the full number of the claim it replaces; null for an original claim. */
      originalClaim: z.string().nullable(),
      pricingSource: z.string().nullable(),
      /** Where the billing provider's payment and remittance go, on one line. */
      remitAddress: z.string().nullable(),
    })
    .nullable(),
});
export type ClaimDetails = z.infer<typeof claimDetails>;

const claimKeyIn = { claimPrefix: claimPart, claimNumber: claimPart, claimSuffix: claimSuffixPart };

export const claimDetailsGet = endpoint({
  id: 'claims.claimDetails',
  phi: 'claim',
  method: 'GET',
  path: '/api/ClaimsInfo/ClaimDetails',
  tag: 'Claims',
  summary: 'A claim of the signed-in member’s household, with its lines and remark codes.',
  access: memberClaims,
  query: z.object({ ...claimKeyIn, language: optLanguage }),
  response: claimDetails,
});

export const claimDetailsAdmin = endpoint({
  id: 'claims.claimDetailsAdmin',
  phi: 'claim',
  method: 'POST',
  path: '/api/ClaimsInfo/ClaimDetails/Admin',
  tag: 'Claims',
  summary: 'A claim for staff, employers (their groups) and providers (their claims).',
  access: signedIn(
    ['Administrative', 'EmployerVendor', 'Provider'],
    ['VIEW_CLAIMS', 'VIEW_ADMIN_CLAIM_DETAILS', 'GLOBAL_CLAIMS_SEARCH', 'FILTERED_CLAIMS'],
  ),
  body: z.strictObject({ ...claimKeyIn, memberId: optText(20) }),
  response: claimDetails,
});

export const claimDetailsAnon = endpoint({
  id: 'claims.claimDetailsAnon',
  phi: 'claim',
  method: 'POST',
  path: '/api/ClaimsInfo/ClaimDetails/Anon',
  tag: 'Claims',
  summary:
    'A claim for an anonymous provider: the full claim number, the provider’s tax id and a check or patient account number must match.',
  access: ANONYMOUS,
  body: z
    .strictObject({
      fullClaimNumber: claimNumberRule,
      providerTaxId: taxIdIn,
      ...anonClaimProofFields,
    })
    .superRefine(refineAnonClaimProof),
  response: claimDetails.omit({
    admin: true,
    providerAddress: true,
    memberId: true,
    groupNumber: true,
    dependentNumber: true,
    fsaPayable: true,
  }),
});
