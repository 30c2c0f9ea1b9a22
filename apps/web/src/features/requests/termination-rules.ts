import { TERMINATION_REASONS, terminationCreate } from '@bp/contract/api/enrollments';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { isoOfTyped, normalizeUsDate } from '../../lib/us-date';
import { validateWith, validationOf, type Validation } from '../../lib/validate';

export type TerminationBody = EndpointBodyInput<typeof terminationCreate>;
export type TerminationReason = TerminationBody['reason'];

/** The reasons of the contract, in the order the form offers them. */
export { TERMINATION_REASONS };

/** What staff type into the termination form (dates as MM/DD/YYYY). */
export interface TerminationValues {
  /** An employee's request ends the whole household's coverage or only the chosen dependents'. */
  scope: 'household' | 'selected';
  dependents: string[];
  terminationDate: string;
  reason: TerminationReason | '';
  lastDayWorked: string;
  cobraEligible: boolean;
  notes: string;
}

export const EMPTY_TERMINATION: TerminationValues = {
  scope: 'household',
  dependents: [],
  terminationDate: '',
  reason: '',
  lastDayWorked: '',
  cobraEligible: false,
  notes: '',
};

export type TerminationField =
  'dependentNumbers' | 'terminationDate' | 'reason' | 'lastDayWorked' | 'notes';

/**
 * A termination request for a member: a date and a reason are required; with "selected dependents" at
 * least one; the last day worked only with end of employment and not after the termination date; then
 * the contract's formats. The server adds the date window (staff: back 60 days, ahead 365) and conflicts.
 */
export function validateTermination(
  memberId: string,
  v: TerminationValues,
): Validation<TerminationBody> {
  const fields: Partial<Record<TerminationField, string>> = {};
  if (!v.terminationDate.trim()) fields.terminationDate = 'required';
  if (!v.reason) fields.reason = 'required';
  if (v.scope === 'selected' && v.dependents.length === 0) fields.dependentNumbers = 'required';
  const endOfEmployment = v.reason === 'EndOfEmployment';
  if (endOfEmployment && v.lastDayWorked.trim()) {
    const worked = isoOfTyped(v.lastDayWorked);
    const ends = isoOfTyped(v.terminationDate);
    if (worked && ends && worked > ends) fields.lastDayWorked = 'invalidLaterThanDate';
  }
  const body: TerminationBody = {
    memberId,
    dependentNumbers: v.scope === 'selected' ? v.dependents.map(Number) : [],
    terminationDate: normalizeUsDate(v.terminationDate),
    reason: (v.reason || 'Other') as TerminationReason,
    ...(endOfEmployment && v.lastDayWorked.trim()
      ? { lastDayWorked: normalizeUsDate(v.lastDayWorked) }
      : {}),
    ...(v.cobraEligible ? { cobraEligible: true } : {}),
    ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
  };
  const checked = validateWith(terminationCreate.body, body);
  if (!checked.ok)
    for (const [key, message] of Object.entries(checked.fields)) {
      const field = (
        key.startsWith('dependentNumbers') ? 'dependentNumbers' : key
      ) as TerminationField;
      fields[field] ??= message;
    }
  return validationOf(fields, body);
}
