import type { PrecertSummary } from '@bp/contract/api/precerts';

export type PrecertStatus = PrecertSummary['status'];

/** Badge colour of a precert status (AA contrast shades, see docs/decisions.md "Brand"). */
export function statusColor(status: PrecertStatus): string {
  if (status === 'Denied') return 'red.9';
  if (status === 'Approved' || status === 'PartiallyApproved') return 'teal.9';
  return 'gray.7';
}
