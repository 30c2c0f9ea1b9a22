import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { MEMBERS, PUBLIC, staff, staffWrite } from './access.js';
import { cents, isoDate, isoDateTime, jobAccepted, optText, qPosInt, text } from './fields.js';

/**
 * Machine-readable files of the Transparency in Coverage rule (MRF maintenance). The table of
 * contents the portal publishes follows CMS's table-of-contents schema v2.2.0 (shared/reference/tic).
 */

const maintainers = staff('MRF_MAINTENANCE');
const editors = staffWrite('MRF_MAINTENANCE');
const httpsUrl = z
  .string()
  .trim()
  .regex(/^https:\/\/\S+$/i, 'urlError');

export const MRF_FILE_TYPES = ['in-network-rates', 'allowed-amounts'] as const;

/** A reporting plan (TOC reporting_plans); an `ein` plan needs its sponsor's name. */
export const reportingPlan = z.object({
  reportingPlanId: z.number().int(),
  planName: z.string(),
  planIdType: z.enum(['ein', 'hios']),
  planId: z.string(),
  planMarketType: z.enum(['group', 'individual']),
  planSponsorName: z.string().nullable(),
  issuerName: z.string(),
  groupNumbers: z.array(z.number().int()),
  updatedDate: isoDateTime,
});
export type ReportingPlan = z.infer<typeof reportingPlan>;

/** A network (in-network rates) or allowed-amounts file listed in the TOC. */
export const networkFile = z.object({
  networkFileId: z.number().int(),
  description: z.string(),
  fileType: z.enum(MRF_FILE_TYPES),
  /** Where the file is published (https). */
  location: z.string(),
  lastUpdatedOn: isoDate,
  schemaVersion: z.string(),
  /** Produced by the portal's MRF job rather than hosted by a network. */
  generated: z.boolean(),
  sizeBytes: z.number().int().nullable(),
  /** draft | generating | published | failed */
  status: z.enum(['draft', 'generating', 'published', 'failed']),
  /** Why the last generation was refused (schema errors), else null. */
  error: z.string().nullable(),
  /** Negotiated rates behind a generated in-network file (0 for an allowed-amounts file). */
  rateCount: z.number().int(),
});
export type NetworkFile = z.infer<typeof networkFile>;

/** A reporting structure: plans and the files that cover them. */
export const reportingStructure = z.object({
  reportingStructureId: z.number().int(),
  name: z.string(),
  reportingPlanIds: z.array(z.number().int()),
  inNetworkFileIds: z.array(z.number().int()),
  allowedAmountFileId: z.number().int().nullable(),
  updatedDate: isoDateTime,
});
export type ReportingStructure = z.infer<typeof reportingStructure>;

export const getNetworkFile = endpoint({
  id: 'mrf.getNetworkFile',
  method: 'GET',
  path: '/api/MRF/GetNetworkFile',
  tag: 'MRF',
  summary: 'One network file entry.',
  access: maintainers,
  query: z.object({ networkFileId: qPosInt }),
  response: networkFile,
});

export const getNetworkFileList = endpoint({
  id: 'mrf.getNetworkFileList',
  method: 'GET',
  path: '/api/MRF/GetNetworkFileList',
  tag: 'MRF',
  summary: 'Every network file entry.',
  access: maintainers,
  response: z.array(networkFile),
});

export const getReportingPlan = endpoint({
  id: 'mrf.getReportingPlan',
  method: 'GET',
  path: '/api/MRF/GetReportingPlan',
  tag: 'MRF',
  summary: 'One reporting plan.',
  access: maintainers,
  query: z.object({ reportingPlanId: qPosInt }),
  response: reportingPlan,
});

export const getReportingPlanList = endpoint({
  id: 'mrf.getReportingPlanList',
  method: 'GET',
  path: '/api/MRF/GetReportingPlanList',
  tag: 'MRF',
  summary: 'Every reporting plan.',
  access: maintainers,
  response: z.array(reportingPlan),
});

export const getReportingStructure = endpoint({
  id: 'mrf.getReportingStructure',
  method: 'GET',
  path: '/api/MRF/GetReportingStructure',
  tag: 'MRF',
  summary: 'One reporting structure.',
  access: maintainers,
  query: z.object({ reportingStructureId: qPosInt }),
  response: reportingStructure,
});

export const getReportingStructureList = endpoint({
  id: 'mrf.getReportingStructureList',
  method: 'GET',
  path: '/api/MRF/GetReportingStructureList',
  tag: 'MRF',
  summary: 'Every reporting structure.',
  access: maintainers,
  response: z.array(reportingStructure),
});

export const getTableOfContents = endpoint({
  id: 'mrf.getTableOfContents',
  method: 'GET',
  path: '/api/MRF/GetTableOfContents',
  tag: 'MRF',
  summary:
    'The published table of contents (CMS TOC schema v2.2.0), public: the login footer links to it.',
  access: PUBLIC,
  response: { kind: 'file', mediaTypes: ['application/json'] },
});

export const getNetworkFileFormatSchemas = endpoint({
  id: 'mrf.getNetworkFileFormatSchemas',
  method: 'GET',
  path: '/api/MRF/GetNetworkFileFormatSchemas',
  tag: 'MRF',
  summary: 'The CMS schemas and versions a network file may follow.',
  access: maintainers,
  response: z.array(
    z.object({ fileType: z.enum(MRF_FILE_TYPES), version: z.string(), schemaId: z.string() }),
  ),
});

export const saveReportingStructure = endpoint({
  id: 'mrf.saveReportingStructure',
  method: 'POST',
  path: '/api/MRF/SaveReportingStructure',
  tag: 'MRF',
  summary:
    'Create or update a reporting structure (needs at least one plan and an in-network or allowed-amounts file).',
  access: editors,
  body: z
    .strictObject({
      reportingStructureId: z.number().int().positive().optional(),
      name: text(200),
      reportingPlanIds: z.array(z.number().int().positive()).min(1, 'required').max(1000),
      inNetworkFileIds: z.array(z.number().int().positive()).max(1000).default([]),
      allowedAmountFileId: z.number().int().positive().nullable().default(null),
    })
    .refine((b) => b.inNetworkFileIds.length > 0 || b.allowedAmountFileId !== null, {
      message: 'required',
      path: ['inNetworkFileIds'],
    }),
  response: z.object({ reportingStructureId: z.number().int() }),
});

export const saveReportingPlan = endpoint({
  id: 'mrf.saveReportingPlan',
  method: 'POST',
  path: '/api/MRF/SaveReportingPlan',
  tag: 'MRF',
  summary: 'Create or update a reporting plan.',
  access: editors,
  body: z
    .strictObject({
      reportingPlanId: z.number().int().positive().optional(),
      planName: text(200),
      planIdType: z.enum(['ein', 'hios']),
      planId: text(20),
      planMarketType: z.enum(['group', 'individual']),
      planSponsorName: optText(200),
      issuerName: text(200),
      groupNumbers: z.array(z.number().int().positive()).max(5000).default([]),
    })
    .refine((b) => b.planIdType !== 'ein' || b.planSponsorName !== undefined, {
      message: 'required',
      path: ['planSponsorName'],
    })
    .refine((b) => b.planIdType !== 'ein' || /^\d{2}-?\d{7}$/.test(b.planId), {
      message: 'taxError',
      path: ['planId'],
    }),
  response: z.object({ reportingPlanId: z.number().int() }),
});

export const saveNetworkFile = endpoint({
  id: 'mrf.saveNetworkFile',
  method: 'POST',
  path: '/api/MRF/SaveNetworkFile',
  tag: 'MRF',
  summary: 'Create or update a network file entry (an https location, or generated by the portal).',
  access: editors,
  body: z
    .strictObject({
      networkFileId: z.number().int().positive().optional(),
      description: text(500),
      fileType: z.enum(MRF_FILE_TYPES),
      generated: z.boolean().default(false),
      location: httpsUrl.optional(),
      schemaVersion: z
        .string()
        .trim()
        .regex(/^\d+\.\d+(\.\d+)?$/, 'incorrectFormat')
        .default('2.2.0'),
    })
    .refine((b) => b.generated || b.location !== undefined, {
      message: 'required',
      path: ['location'],
    }),
  response: z.object({ networkFileId: z.number().int() }),
});

// ── Designed where §7 shows nothing (docs/decisions.md, "MRF generation, publishing and the price tool") ──

export const generateFiles = endpoint({
  id: 'mrf.generateFiles',
  method: 'POST',
  path: '/api/MRF/GenerateFiles',
  tag: 'MRF',
  summary:
    "Queue the MRF job: builds the generated in-network and out-of-network allowed-amounts files and every table of contents, validates each against the CMS schema and publishes the valid ones. 409 mrfPublicUrlMissing outside demo mode when PUBLIC_URL is not configured (the files' locations are built from it).",
  access: editors,
  body: z.strictObject({}).optional(),
  response: jobAccepted,
  status: 202,
});

export const generationStatus = endpoint({
  id: 'mrf.generationStatus',
  method: 'GET',
  path: '/api/MRF/GenerationStatus',
  tag: 'MRF',
  summary: 'Progress and outcome of an MRF job (refused files and why).',
  access: maintainers,
  query: z.object({ jobId: z.string().min(1, 'required').max(20) }),
  response: z.object({
    jobId: z.string(),
    state: z.enum(['queued', 'running', 'completed', 'failed']),
    progress: z.number().min(0).max(100),
    message: z.string().nullable(),
    published: z.array(z.string()),
    rejected: z.array(z.object({ fileName: z.string(), errors: z.array(z.string()) })),
  }),
});

/** One publication (published or refused) of a generated file or table of contents. */
export const publication = z.object({
  publicationId: z.number().int(),
  kind: z.enum(['in-network-rates', 'allowed-amounts', 'table-of-contents']),
  networkFileId: z.number().int().nullable(),
  fileName: z.string(),
  status: z.enum(['published', 'rejected']),
  current: z.boolean(),
  sizeBytes: z.number().int().nullable(),
  rateCount: z.number().int(),
  error: z.string().nullable(),
  publishedAt: isoDateTime,
});
export type Publication = z.infer<typeof publication>;

export const getPublishHistory = endpoint({
  id: 'mrf.getPublishHistory',
  method: 'GET',
  path: '/api/MRF/GetPublishHistory',
  tag: 'MRF',
  summary: 'Publish history, newest first (at most 200).',
  access: maintainers,
  query: z.object({ networkFileId: qPosInt.optional() }),
  response: z.array(publication),
});

const rateKey = z.object({
  billingCode: z.string(),
  providerName: z.string(),
  negotiatedType: z.string(),
  billingClass: z.string(),
});
export const getPublishDiff = endpoint({
  id: 'mrf.getPublishDiff',
  method: 'GET',
  path: '/api/MRF/GetPublishDiff',
  tag: 'MRF',
  summary:
    'Rates added, removed and changed between an in-network publication and the last one published in an earlier month.',
  access: maintainers,
  query: z.object({ publicationId: qPosInt }),
  response: z.object({
    publicationId: z.number().int(),
    previousPublicationId: z.number().int().nullable(),
    added: z.number().int(),
    removed: z.number().int(),
    changed: z.number().int(),
    /** The first changes of each kind (at most 50 each). */
    samples: z.array(
      rateKey.extend({
        change: z.enum(['added', 'removed', 'changed']),
        previousCents: cents.nullable(),
        currentCents: cents.nullable(),
      }),
    ),
  }),
});

/** A file listed on the public transparency page. */
export const transparencyFile = z.object({
  fileName: z.string(),
  kind: z.enum(['in-network-rates', 'allowed-amounts', 'table-of-contents']),
  description: z.string(),
  /** https location (hosted elsewhere) or the portal's own path. */
  url: z.string(),
  lastUpdatedOn: isoDate,
  sizeBytes: z.number().int().nullable(),
});
export type TransparencyFile = z.infer<typeof transparencyFile>;

export const getTransparencyFiles = endpoint({
  id: 'mrf.getTransparencyFiles',
  method: 'GET',
  path: '/api/MRF/GetTransparencyFiles',
  tag: 'MRF',
  summary: 'The current machine-readable files and tables of contents (public transparency page).',
  access: PUBLIC,
  response: z.array(transparencyFile),
});

export const getPublishedFile = endpoint({
  id: 'mrf.getPublishedFile',
  method: 'GET',
  path: '/api/MRF/Files/:fileName',
  tag: 'MRF',
  summary: 'A published file (gzip), public, with range requests.',
  access: PUBLIC,
  params: z.object({
    fileName: z
      .string()
      .max(200)
      .regex(/^[a-z0-9][a-z0-9._-]*\.json\.gz$/, 'invalidValue'),
  }),
  response: { kind: 'file', mediaTypes: ['application/gzip'] },
});

/**
 * How a cost share is made up (the cost-sharing engine: copay, deductible, coinsurance, out-of-pocket maximum).
 * The amounts left are those before the service; null where one does not apply to the member's coverage (the
 * family amounts on self-only coverage, the individual deductible of a non-embedded family deductible).
 */
export const costShareBreakdown = z.object({
  covered: z.boolean(),
  allowedCents: cents,
  copayCents: cents,
  deductibleCents: cents,
  coinsuranceCents: cents,
  /** The benefit's coinsurance, percent. */
  coinsurancePct: z.number().int(),
  /** Not covered: the member pays the whole price. */
  notCoveredCents: cents,
  planPaysCents: cents,
  memberCostCents: cents,
  /** The out-of-pocket maximum lowered the cost share. */
  outOfPocketMaxReached: z.boolean(),
  deductibleLeftIndividualCents: cents.nullable(),
  deductibleLeftFamilyCents: cents.nullable(),
  outOfPocketLeftIndividualCents: cents.nullable(),
  outOfPocketLeftFamilyCents: cents.nullable(),
  /** Out of network: the provider may also bill the difference between its charge and the allowed amount. */
  balanceBillingPossible: z.boolean(),
});
export type CostShareBreakdown = z.infer<typeof costShareBreakdown>;

/** One price of the member price tool (29 CFR 2590.715-2715A2): the seven required elements. */
export const priceEstimate = z.object({
  billingCode: z.string(),
  billingCodeType: z.string(),
  description: z.string(),
  providerName: z.string(),
  providerNpi: z.string().nullable(),
  /** 1. Estimated cost share for the member. */
  estimatedCostShareCents: cents,
  /** 2. Accumulated amounts toward the deductible and out-of-pocket limit. */
  accumulated: z.object({
    deductibleMetCents: cents,
    deductibleLimitCents: cents,
    outOfPocketMetCents: cents,
    outOfPocketLimitCents: cents,
    familyDeductibleMetCents: cents,
    familyDeductibleLimitCents: cents,
    familyOutOfPocketMetCents: cents,
    familyOutOfPocketLimitCents: cents,
  }),
  /** The benefit category of the code under the member's plan (null: no coverage rule or no medical plan). */
  benefitCategory: z.string().nullable(),
  /** The plan's deductible is embedded (null: no medical plan this year). */
  embeddedDeductible: z.boolean().nullable(),
  /** 1. How the in-network estimate is made up (its member cost is `estimatedCostShareCents`). */
  inNetworkCostShare: costShareBreakdown,
  /** At an out-of-network provider, at the out-of-network allowed amount (null when none is on record). */
  outOfNetworkCostShare: costShareBreakdown.nullable(),
  /** 3. In-network rate. */
  inNetworkRateCents: cents,
  /** 4. Out-of-network allowed amount (null when none is on record). */
  outOfNetworkAllowedCents: cents.nullable(),
  /** 5. Items and services in a bundle. */
  bundleItems: z.array(z.object({ billingCode: z.string(), description: z.string() })),
  /** 6. Prerequisites (message keys: precertRequired, …). */
  prerequisites: z.array(z.string()),
  /** 7. The required disclaimer is shown by the client in the caller's language (message key). */
  disclaimerKey: z.string(),
});
export type PriceEstimate = z.infer<typeof priceEstimate>;

export const getPriceEstimate = endpoint({
  id: 'mrf.getPriceEstimate',
  phi: 'claim',
  method: 'GET',
  path: '/api/MRF/PriceEstimate',
  tag: 'MRF',
  summary:
    "Member price tool: the caller's cost share for a billing code or plain-language term, optionally one provider.",
  access: MEMBERS,
  query: z.object({
    query: z.string().trim().min(2, 'required').max(100),
    provider: z.string().trim().max(100).optional(),
  }),
  response: z.object({ items: z.array(priceEstimate), truncated: z.boolean() }),
});
