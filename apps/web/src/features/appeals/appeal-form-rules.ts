import { appealFile } from '@bp/contract/api/appeals';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { checkAttachments } from '../../lib/attachment-rules';
import { validateWith, type Validation } from '../../lib/validate';
import type { AppealPortal } from './appeal-paths';

/** What is appealed: a claim (its denied or reduced lines) or a pre-certification. */
export type AppealSubjectRef =
  { kind: 'claim'; claimNumber: string } | { kind: 'precert'; certNo: string };

/** The new-appeal form as typed. */
export interface AppealValues {
  /** The claim lines appealed (all denied or reduced lines at first). */
  lines: number[];
  statement: string;
  urgent: boolean;
  /** MM/DD/YYYY: when approved ongoing care ends (a pre-certification only; optional). */
  careEndsOn: string;
  attachments: File[];
  /** The member's signed authorized-representative form (a provider's filing). */
  designation: File[];
  representativeName: string;
  representativeRelationship: string;
  designationConfirmed: boolean;
}

export const STATEMENT_MAX = 4000;

export function initialAppealValues(lines: number[]): AppealValues {
  return {
    lines,
    statement: '',
    urgent: false,
    careEndsOn: '',
    attachments: [],
    designation: [],
    representativeName: '',
    representativeRelationship: '',
    designationConfirmed: false,
  };
}

export type AppealBody = EndpointBodyInput<typeof appealFile>;

/** The multipart text fields of Appeals/File for the values (files go separately). */
export function appealBodyOf(
  subject: AppealSubjectRef,
  portal: AppealPortal,
  v: AppealValues,
): AppealBody {
  const member = portal === 'member';
  const representative = member ? v.representativeName.trim() : '';
  return {
    ...(subject.kind === 'claim'
      ? {
          claimNumber: subject.claimNumber,
          lineNumbers: [...v.lines].sort((a, b) => a - b).join(','),
        }
      : { certNo: subject.certNo }),
    urgent: v.urgent ? 'true' : 'false',
    ...(subject.kind === 'precert' && v.careEndsOn.trim()
      ? { careEndsOn: v.careEndsOn.trim() }
      : {}),
    statement: v.statement,
    ...(representative
      ? {
          representativeName: representative,
          representativeRelationship: v.representativeRelationship,
          designationConfirmed: v.designationConfirmed ? 'true' : 'false',
        }
      : {}),
  };
}

/** Server (and schema) field paths → the form's fields; anything else is shown above the form. */
export function appealFieldOf(path: string): string | undefined {
  const first = path.split('.')[0]!;
  if (first === 'files' || first === 'file') return 'attachments';
  return [
    'lineNumbers',
    'statement',
    'urgent',
    'careEndsOn',
    'attachments',
    'designation',
    'representativeName',
    'representativeRelationship',
    'designationConfirmed',
  ].includes(first)
    ? first
    : undefined;
}

/**
 * The checks before sending: the contract's schema of Appeals/File on the fields, at least one line of a
 * claim, the upload rules on the files (≤ 5, 10 MB, types by content, no duplicates), and a provider's
 * designation form unless the appeal is urgent. Valid: the body to send as typed (the server parses it).
 */
export async function validateAppeal(
  subject: AppealSubjectRef,
  portal: AppealPortal,
  v: AppealValues,
): Promise<Validation<AppealBody>> {
  const body = appealBodyOf(subject, portal, v);
  const checked = validateWith(appealFile.body, body);
  const fields: Record<string, string> = {};
  if (!checked.ok)
    for (const [path, key] of Object.entries(checked.fields)) {
      const field = appealFieldOf(path) ?? path;
      fields[field] ??= key;
    }
  if (subject.kind === 'claim' && v.lines.length === 0) fields.lineNumbers = 'required';
  const files = await checkAttachments(v.attachments);
  if (files) fields.attachments = files.problem;
  if (portal === 'provider') {
    if (v.designation.length === 0 && !v.urgent) fields.designation = 'required';
    else if (v.designation.length > 0) {
      const problem = await checkAttachments(v.designation);
      if (problem) fields.designation = problem.problem;
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, data: body };
}
