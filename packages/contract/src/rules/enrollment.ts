import { compareCalendarDates, calendarDateOf, parseAnyDate } from './dates.js';

/** Enrollment rules (spec §3 Enrollment, §5), shared by the new-enrollment form and the server. */

/** The X12 relationship code of the employee (the primary entry); never a dependent's. */
export const EMPLOYEE_RELATIONSHIP = '18';
/** Relationships of which a household has at most one (a spouse or a life partner). */
export const PARTNER_RELATIONSHIPS: readonly string[] = ['01', '53'];
/** Most people on one enrollment besides the employee. */
export const MAX_ENROLLMENT_DEPENDENTS = 20;

/** True when the date (ISO or MM/dd/yyyy) is after today: a date of birth may not be. */
export function isAfterToday(text: string, now: Date = new Date()): boolean {
  const d = parseAnyDate(text);
  return d !== null && compareCalendarDates(d, calendarDateOf(now)) > 0;
}

interface DependentLike {
  relationship?: unknown;
  dateOfBirth?: unknown;
}

/**
 * Field problems of an enrollment's dependents (path within the list → message key): no dependent is
 * the employee ('invalidValue'), at most one spouse or life partner ('invalidValue' on the second), no
 * date of birth after today ('invalidValue').
 */
export function dependentProblems(
  dependents: readonly DependentLike[],
  now: Date = new Date(),
): Record<string, string> {
  const problems: Record<string, string> = {};
  let partners = 0;
  dependents.forEach((d, i) => {
    if (d.relationship === EMPLOYEE_RELATIONSHIP) problems[`${i}.relationship`] = 'invalidValue';
    else if (typeof d.relationship === 'string' && PARTNER_RELATIONSHIPS.includes(d.relationship)) {
      partners += 1;
      if (partners > 1) problems[`${i}.relationship`] = 'invalidValue';
    }
    if (typeof d.dateOfBirth === 'string' && isAfterToday(d.dateOfBirth, now))
      problems[`${i}.dateOfBirth`] = 'invalidValue';
  });
  return problems;
}
