import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { MEMBERS, staff, staffWrite } from './access.js';
import {
  createdId,
  dateIn,
  isoDate,
  isoDateTime,
  memberId,
  optDateIn,
  optText,
  text,
} from './fields.js';
import { laterThanDate } from '../rules/index.js';
import {
  DISCLOSURE_PURPOSES,
  DISCLOSURE_SOURCES,
  RECORDED_DISCLOSURE_PURPOSES,
} from '../disclosures.js';

/**
 * Compliance (issue 27, 45 CFR 164.312(b) and 164.528): the audit trail search and its CSV export, the
 * disclosures compliance staff record, and the member's own accounting of disclosures.
 */

const auditors = staff('AUDIT_TRAIL');

/** Most rows one page of the audit trail holds. */
export const AUDIT_PAGE_MAX = 100;
/** Most rows the CSV export of one search holds. */
export const AUDIT_EXPORT_LIMIT = 100_000;

const auditFilterFields = {
  /** The member the rows are about, by member id … */
  memberId: optText(20),
  /** … or by name (last name, optionally first name; exact, any case). */
  memberLastName: optText(50),
  memberFirstName: optText(50),
  /** The account that acted (user name), impersonation sessions included. */
  username: optText(100),
  /** The contract call id or event (`claims.claimDetails`, `impersonation.start`), exact. */
  action: optText(100),
  fromDate: optDateIn,
  thruDate: optDateIn,
};

type AuditFilter = { [K in keyof typeof auditFilterFields]?: unknown };

function auditFilterRules<T extends AuditFilter>(schema: z.ZodType<T>) {
  return schema.superRefine(laterThanDate('thruDate', 'fromDate')).superRefine((b, ctx) => {
    if (b.memberId !== undefined && b.memberLastName !== undefined)
      ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['memberLastName'] });
    if (b.memberFirstName !== undefined && b.memberLastName === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['memberLastName'] });
  });
}

export const auditSearchRequest = auditFilterRules(
  z.strictObject({
    ...auditFilterFields,
    /** The page after this one: the previous page's `nextCursor`. */
    cursor: optText(100),
    items: z.number().int().min(1).max(AUDIT_PAGE_MAX).default(25),
  }),
);
export const auditExportRequest = auditFilterRules(z.strictObject(auditFilterFields));

export const auditEntry = z.object({
  id: z.number().int(),
  at: isoDateTime,
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  actorUsername: z.string().nullable(),
  actorName: z.string().nullable(),
  impersonatorUsername: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The row's detail as JSON text (filters, counts, identifiers; never a secret). */
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A keyset page: `nextCursor` asks for the rows after the last one, null at the end. */
function keysetPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const auditSearch = endpoint({
  id: 'compliance.auditSearch',
  method: 'POST',
  path: '/api/Compliance/AuditTrail/Search',
  tag: 'Compliance',
  summary:
    'Search the audit trail by member, account, call or event and dates, newest first (keyset pages).',
  phi: 'member',
  access: auditors,
  body: auditSearchRequest,
  response: keysetPage(auditEntry),
});

export const auditSearchCsv = endpoint({
  id: 'compliance.auditSearchCsv',
  method: 'POST',
  path: '/api/Compliance/AuditTrail/Csv',
  tag: 'Compliance',
  summary: 'The rows of an audit trail search as CSV (newest first, at most 100,000), streamed.',
  phi: 'member',
  access: auditors,
  body: auditExportRequest,
  response: { kind: 'file', mediaTypes: ['text/csv'] },
});

export const recordDisclosureRequest = z.strictObject({
  memberId,
  disclosedOn: dateIn,
  recipient: text(200),
  purpose: z.enum(RECORDED_DISCLOSURE_PURPOSES, 'required'),
  description: text(2000),
});

export const recordDisclosure = endpoint({
  id: 'compliance.recordDisclosure',
  method: 'POST',
  path: '/api/Compliance/Disclosures',
  tag: 'Compliance',
  summary:
    'Record a disclosure made outside treatment, payment and operations (court, public health, law enforcement …).',
  access: staffWrite('AUDIT_TRAIL'),
  body: recordDisclosureRequest,
  response: createdId,
  status: 201,
});

export const disclosureEntry = z.object({
  id: z.number().int(),
  date: isoDate,
  /** A partner id (`hcbb`) for a partner hand-off, else the recipient as recorded. */
  recipient: z.string(),
  purpose: z.enum(DISCLOSURE_PURPOSES),
  source: z.enum(DISCLOSURE_SOURCES),
  /** What was disclosed; null for a partner hand-off (always name, member id and group). */
  description: z.string().nullable(),
});
export type DisclosureEntry = z.infer<typeof disclosureEntry>;

export const myDisclosures = endpoint({
  id: 'compliance.myDisclosures',
  method: 'GET',
  path: '/api/Member/Disclosures',
  tag: 'Compliance',
  summary:
    'The signed-in member’s own accounting of disclosures of the last six years, newest first (keyset pages).',
  phi: 'member',
  access: MEMBERS,
  query: z.strictObject({ cursor: optText(100) }),
  response: keysetPage(disclosureEntry),
});
