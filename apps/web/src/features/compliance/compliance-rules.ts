import { auditExportRequest, recordDisclosureRequest } from '@bp/contract/api/compliance';
import type { z } from 'zod';

/** The audit search form as typed ('' = not given). */
export interface AuditSearchValues {
  memberId: string;
  memberLastName: string;
  memberFirstName: string;
  username: string;
  action: string;
  fromDate: string;
  thruDate: string;
}

export const EMPTY_AUDIT_SEARCH: AuditSearchValues = {
  memberId: '',
  memberLastName: '',
  memberFirstName: '',
  username: '',
  action: '',
  fromDate: '',
  thruDate: '',
};

/** The search's filter as the server takes it (dates YYYY-MM-DD, empty fields left out). */
export type AuditCriteria = z.output<typeof auditExportRequest>;

/** What the audit search schema parses: the typed values without the empty ones. */
export const auditSearchInput = (v: AuditSearchValues) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x.trim() !== ''));

export const auditSearchSchema = auditExportRequest;

/** The "Record a disclosure" form as typed. */
export interface DisclosureValues {
  memberId: string;
  disclosedOn: string;
  recipient: string;
  purpose: string;
  description: string;
}

export const EMPTY_DISCLOSURE: DisclosureValues = {
  memberId: '',
  disclosedOn: '',
  recipient: '',
  purpose: '',
  description: '',
};

export const disclosureSchema = recordDisclosureRequest;
