import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { PUBLIC, staff, staffWrite } from './access.js';
import { isoDate, isoDateTime, optText, qPosInt, text } from './fields.js';

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
