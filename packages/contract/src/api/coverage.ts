import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedItems } from './common.js';
import { ANY_USER, MEMBERS, signedIn } from './access.js';
import {
  cents,
  coverageType,
  isoDate,
  memberId,
  optText,
  qGroupNumber,
  relationship,
} from './fields.js';
import { memberCoverage } from './members.js';

/** Coverage, benefits and accumulators (ClaimsCoverage, ClaimsBenefits, ClaimsFinancial, AccumulatorYears). */

/** Staff, employers (their groups) and providers (their patients) looking at a named member. */
const memberViewers = signedIn(
  ['Administrative', 'EmployerVendor', 'Provider'],
  ['VIEW_MEMBER_DETAILS', 'VIEW_CLAIMS'],
);

const planYear = z.coerce.number().int().min(1900).max(2999);

/** What the member pays for a service on one network tier (amounts from the plan's benefit rows). */
export const benefitTerms = z.object({
  covered: z.boolean(),
  copayCents: cents,
  /** Member coinsurance, percent. */
  coinsurancePct: z.number().int(),
  deductibleApplies: z.boolean(),
});
export type BenefitTerms = z.infer<typeof benefitTerms>;

/** A plan year's deductible and out-of-pocket limits on one network tier. */
export const planYearLimits = z.object({
  network: z.enum(['InNetwork', 'OutOfNetwork']),
  deductibleIndividualCents: cents,
  deductibleFamilyCents: cents,
  oopIndividualCents: cents,
  oopFamilyCents: cents,
  coinsurancePct: z.number().int(),
});

export const coverageDetails = z.object({
  planYear: z.number().int(),
  members: z.array(
    z.object({
      memberId: z.string(),
      dependentNumber: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      relationship,
      coverages: z.array(
        memberCoverage.extend({
          networkName: z.string().nullable(),
          planYearStartDate: isoDate,
          planYearEndDate: isoDate,
        }),
      ),
    }),
  ),
  /** The active policy's group. */
  groupNumber: z.number().int(),
  groupName: z.string(),
});
export type CoverageDetails = z.infer<typeof coverageDetails>;

export const coverageDetailsGet = endpoint({
  id: 'coverage.details',
  phi: 'member',
  method: 'GET',
  path: '/api/ClaimsCoverage/Details',
  tag: 'Coverage',
  summary: 'Coverage of the signed-in member’s household in a plan year.',
  access: MEMBERS,
  query: z.object({ planYear: planYear.optional() }),
  response: coverageDetails,
});

export const coverageDetailsAdmin = endpoint({
  id: 'coverage.detailsAdmin',
  phi: 'member',
  method: 'GET',
  path: '/api/ClaimsCoverage/Details/Admin',
  tag: 'Coverage',
  summary: 'Coverage of a member’s household, for staff, employers and providers.',
  access: memberViewers,
  query: z.object({ memberId, planYear: planYear.optional() }),
  response: coverageDetails,
});

export const procedure = z.object({
  procedureCode: z.string(),
  description: z.string(),
  category: z.string().nullable(),
});

/** Procedure codes: staff need ProcedureCodes; members and providers look codes up for precerts and costs. */
const procedureReaders = signedIn(['Administrative', 'Members', 'Provider'], ['PROCEDURE_CODES'], {
  exempt: ['Members', 'Provider'],
});

export const procedureSearch = endpoint({
  id: 'coverage.procedureSearch',
  method: 'POST',
  path: '/api/ClaimsCoverage/Procedure/Search',
  tag: 'Coverage',
  summary: 'Search procedure codes by code or words.',
  access: procedureReaders,
  body: z.strictObject({
    query: z.string().trim().min(2, 'min').max(100, 'max'),
    groupNumber: z.number().int().min(-1).optional(),
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(100).default(20),
  }),
  response: pagedItems(procedure),
});

/** How a group's plan covers a procedure. */
export const procedureCoverage = procedure.extend({
  groupNumber: z.number().int(),
  covered: z.boolean(),
  requiresPrecert: z.boolean(),
  inNetwork: z.string().nullable(),
  outOfNetwork: z.string().nullable(),
  notes: z.string().nullable(),
  /** The plan whose benefits answer (null when no plan of the group has a benefit for the procedure). */
  planName: z.string().nullable(),
  coverageType: coverageType.nullable(),
  planYear: z.number().int().nullable(),
  /** The plan's benefit category applied to the procedure. */
  benefitCategory: z.string().nullable(),
  inNetworkTerms: benefitTerms.nullable(),
  outOfNetworkTerms: benefitTerms.nullable(),
  frequencyLimit: z.string().nullable(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
});
export type ProcedureCoverage = z.infer<typeof procedureCoverage>;

export const procedureGet = endpoint({
  id: 'coverage.procedure',
  method: 'GET',
  path: '/api/ClaimsCoverage/Procedure',
  tag: 'Coverage',
  summary: 'How a group’s plan covers one procedure code.',
  access: procedureReaders,
  query: z.object({
    procedureCode: z.string().trim().min(1, 'required').max(10, 'max'),
    groupNumber: qGroupNumber,
  }),
  response: procedureCoverage,
});

export const procedureAdvanced = endpoint({
  id: 'coverage.procedureAdvanced',
  method: 'GET',
  path: '/api/ClaimsCoverage/ProcedureAdvanced',
  tag: 'Coverage',
  summary: 'Coverage of a procedure across the group’s plans, coverage types and plan years.',
  access: procedureReaders,
  query: z.object({
    procedureCode: z.string().trim().min(1, 'required').max(10, 'max'),
    groupNumber: qGroupNumber,
    planYear: planYear.optional(),
    coverageType: coverageType.optional(),
  }),
  response: z.array(
    procedureCoverage.extend({ planName: z.string(), coverageType, planYear: z.number().int() }),
  ),
});

export const planBenefits = z.object({
  memberId: z.string(),
  planYear: z.number().int(),
  plans: z.array(
    z.object({
      coverageType,
      planName: z.string(),
      networkName: z.string().nullable(),
      planYearStartDate: isoDate,
      planYearEndDate: isoDate,
      limits: z.array(planYearLimits),
      benefits: z.array(
        z.object({
          category: z.string(),
          description: z.string(),
          /** Text as the plan states it, e.g. "20% after deductible". */
          inNetwork: z.string().nullable(),
          outOfNetwork: z.string().nullable(),
          notes: z.string().nullable(),
          inNetworkTerms: benefitTerms.nullable(),
          outOfNetworkTerms: benefitTerms.nullable(),
        }),
      ),
    }),
  ),
});
export type PlanBenefits = z.infer<typeof planBenefits>;

/** The query of PlanBenefits and benefits: the household member (default the caller) and the plan year. */
const planBenefitsQuery = z.object({ memberId: optText(20), planYear: planYear.optional() });

export const planBenefitsGet = endpoint({
  id: 'coverage.planBenefits',
  phi: 'member',
  method: 'GET',
  path: '/api/ClaimsBenefits/PlanBenefits',
  tag: 'Coverage',
  summary: 'Plan benefits of a member of the signed-in member’s household.',
  access: MEMBERS,
  query: planBenefitsQuery,
  response: planBenefits,
});

export const planBenefitsAdmin = endpoint({
  id: 'coverage.planBenefitsAdmin',
  phi: 'member',
  method: 'GET',
  path: '/api/ClaimsBenefits/PlanBenefits/Admin',
  tag: 'Coverage',
  summary: 'Plan benefits of a member, for staff, employers and providers.',
  access: memberViewers,
  query: z.object({ memberId, planYear: planYear.optional() }),
  response: planBenefits,
});

/**
 * ClaimsBenefits/benefits (spec §7 "GET benefits"): the spec's own name of the member's plan benefits,
 * served as well as PlanBenefits — the same query, answer, access and handler (docs/decisions.md,
 * "ClaimsBenefits/benefits").
 */
export const benefitsSummary = endpoint({
  id: 'coverage.benefits',
  phi: 'member',
  method: 'GET',
  path: '/api/ClaimsBenefits/benefits',
  tag: 'Coverage',
  summary:
    'Plan benefits of a member of the signed-in member’s household (the spec’s name of PlanBenefits).',
  access: MEMBERS,
  query: planBenefitsQuery,
  response: planBenefits,
});

export const accumulatorBucket = z.object({
  bucketId: z.number().int(),
  description: z.string(),
  coverageType,
  network: z.enum(['InNetwork', 'OutOfNetwork', 'Combined']),
  level: z.enum(['Individual', 'Family']),
  kind: z.enum(['Deductible', 'OutOfPocket', 'BenefitMaximum', 'Visits']),
  limitCents: cents,
  accumulatedCents: cents,
  remainingCents: cents,
});

export const accumulatorBuckets = z.object({
  memberId: z.string(),
  year: z.number().int(),
  buckets: z.array(accumulatorBucket),
});
export type AccumulatorBuckets = z.infer<typeof accumulatorBuckets>;

export const accumulatorBucketsGet = endpoint({
  id: 'coverage.accumulatorBuckets',
  phi: 'claim',
  method: 'GET',
  path: '/api/ClaimsFinancial/Accumulator/Buckets',
  tag: 'Coverage',
  summary: 'Deductible and out-of-pocket accumulators of a household member in a year.',
  access: MEMBERS,
  query: z.object({ memberId: optText(20), year: planYear.optional() }),
  response: accumulatorBuckets,
});

export const accumulatorBucketsAdmin = endpoint({
  id: 'coverage.accumulatorBucketsAdmin',
  phi: 'claim',
  method: 'GET',
  path: '/api/ClaimsFinancial/Accumulator/Buckets/Admin',
  tag: 'Coverage',
  summary: 'Accumulators of a member, for staff, employers and providers.',
  access: memberViewers,
  query: z.object({ memberId, year: planYear.optional() }),
  response: accumulatorBuckets,
});

export const accumulatorYears = endpoint({
  id: 'coverage.accumulatorYears',
  phi: 'claim',
  method: 'GET',
  path: '/api/ClaimsInfo/AccumulatorYears',
  tag: 'Coverage',
  summary: 'Years with accumulators for a member (members: their household).',
  access: ANY_USER,
  query: z.object({ memberId: optText(20) }),
  response: z.array(z.number().int()),
});
