import { COVERAGE_TYPES, type CoverageTypeCode } from '@bp/contract/reference/coverage';
import { isoOfTyped } from '../../lib/us-date';

/** What a provider types on the eligibility check (dates as MM/DD/YYYY). */
export interface EligibilityValues {
  memberId: string;
  lastName: string;
  dateOfBirth: string;
  serviceDate: string;
  coverageType: CoverageTypeCode;
}

/** The coverages a provider may ask about (the health coverages, not accounts or income plans). */
export const CHECKABLE_COVERAGES: readonly CoverageTypeCode[] = COVERAGE_TYPES.map(
  (c) => c.code,
).filter((c): c is CoverageTypeCode => ['MED', 'DEN', 'VIS', 'RX'].includes(c));

type Errors = Partial<Record<keyof EligibilityValues, string>>;

/**
 * Message keys per field (spec §5): member id and last name required, date of birth a real MM/DD/YYYY
 * date not after today, date of service a real date. `todayIso` is YYYY-MM-DD.
 */
export function eligibilityErrors(v: EligibilityValues, todayIso: string): Errors {
  const e: Errors = {};
  if (!v.memberId.trim()) e.memberId = 'required';
  else if (v.memberId.trim().length > 20) e.memberId = 'max';
  if (!v.lastName.trim()) e.lastName = 'required';
  else if (v.lastName.trim().length > 50) e.lastName = 'max';
  const dob = isoOfTyped(v.dateOfBirth);
  if (!v.dateOfBirth.trim()) e.dateOfBirth = 'required';
  else if (!dob) e.dateOfBirth = 'invalidDateFormat';
  else if (dob > todayIso) e.dateOfBirth = 'invalidValue';
  if (!v.serviceDate.trim()) e.serviceDate = 'required';
  else if (!isoOfTyped(v.serviceDate)) e.serviceDate = 'invalidDateFormat';
  return e;
}

/** The identity the quick view is opened with (router state, never the URL: it is PHI). */
export interface QuickViewIdentity {
  memberId: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  lastName: string;
}

/** Reads the quick view's identity from router state; null when the page was opened without one. */
export function quickViewIdentityOf(state: unknown): QuickViewIdentity | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const ok = (k: string) => typeof s[k] === 'string' && (s[k] as string).trim() !== '';
  if (!ok('memberId') || !ok('dateOfBirth') || !ok('lastName')) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s.dateOfBirth as string)) return null;
  return {
    memberId: s.memberId as string,
    dateOfBirth: s.dateOfBirth as string,
    lastName: s.lastName as string,
  };
}
