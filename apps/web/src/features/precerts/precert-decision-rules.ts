import { permissionId, type PermissionKey, type PermissionMap } from '@bp/contract/permissions';
import { precertUpdateStatus, type PrecertSummary } from '@bp/contract/api/precerts';
import type { z } from 'zod';
import { validateWith, validationOf, type Validation } from '../../lib/validate';

type Status = PrecertSummary['status'];
export type DecisionStatus = Exclude<Status, 'Pending'>;
export type DecisionBody = z.input<typeof precertUpdateStatus.body>;

/** The permissions that may decide a pre-certification, each needing a grant that is not read-only. */
export const DECISION_PERMISSIONS: readonly PermissionKey[] = [
  'PRE_CERTIFICATION',
  'WLT_PRECERT_DETAILS',
];

/** True when the user holds Pre-certification Form or WLT Precert Details with write (not read-only). */
export function canDecidePrecerts(permissions: PermissionMap): boolean {
  return DECISION_PERMISSIONS.some((k) => {
    const entry = permissions[permissionId(k)];
    return entry !== undefined && !entry.readonly;
  });
}

/**
 * The statuses a reviewer may give a pre-certification in `current` status: a Pending request may be
 * approved, partially approved, denied, withdrawn or closed; an approved or denied one only closed;
 * a withdrawn or closed one is final (none).
 */
export function nextStatuses(current: Status): DecisionStatus[] {
  if (current === 'Pending')
    return ['Approved', 'PartiallyApproved', 'Denied', 'Withdrawn', 'Closed'];
  if (current === 'Approved' || current === 'PartiallyApproved' || current === 'Denied')
    return ['Closed'];
  return [];
}

/** Days approved apply to approvals only. */
export function takesDays(status: string): boolean {
  return status === 'Approved' || status === 'PartiallyApproved';
}

/** What is typed into the decision form. */
export interface DecisionValues {
  status: string;
  daysApproved: string;
  decisionReason: string;
  note: string;
}

export const EMPTY_DECISION: DecisionValues = {
  status: '',
  daysApproved: '',
  decisionReason: '',
  note: '',
};

/**
 * The UpdateStatus body: a status (not Pending) is required; days approved a whole number 0–365 (only
 * for approvals); a reason is required when denying (≤ 500); a note ≤ 2000. Message keys per field.
 */
export function validateDecision(certNo: string, v: DecisionValues): Validation<DecisionBody> {
  const fields: Record<string, string> = {};
  if (!v.status) fields.status = 'required';
  const daysText = v.daysApproved.trim();
  let daysApproved: number | undefined;
  if (takesDays(v.status) && daysText) {
    if (!/^\d+$/.test(daysText)) fields.daysApproved = 'numeric';
    else daysApproved = Number(daysText);
  }
  const body = {
    certNo,
    status: v.status as DecisionStatus,
    ...(daysApproved !== undefined ? { daysApproved } : {}),
    ...(v.decisionReason.trim() ? { decisionReason: v.decisionReason.trim() } : {}),
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
  };
  if (!fields.status) {
    const checked = validateWith(precertUpdateStatus.body, body);
    if (!checked.ok) for (const [k, m] of Object.entries(checked.fields)) fields[k] ??= m;
  }
  return validationOf(fields, body);
}
