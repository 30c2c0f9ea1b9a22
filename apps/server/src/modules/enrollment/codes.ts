/**
 * Enrollment words as stored (schema comments, demo data) ↔ the contract's codes. Tolerant of values
 * already in code form, like scope/codes.ts.
 */
import { relationshipCode } from '../scope/codes.js';

export { relationshipCode };

const word = <C extends string>(map: Record<string, C>, codes: readonly C[], fallback: C) => {
  const set = new Set<string>(codes);
  return (v: string | null | undefined): C =>
    v == null ? fallback : set.has(v) ? (v as C) : (map[v.toLowerCase()] ?? fallback);
};

export type EnrollmentTypeCode = 'NH' | 'OE' | 'QE' | 'RH' | 'CB' | 'LE';
/** enrollments.enrollment_type → contract code. */
export const enrollmentTypeCode = word<EnrollmentTypeCode>(
  {
    new_hire: 'NH',
    open_enrollment: 'OE',
    qualifying_event: 'QE',
    rehire: 'RH',
    cobra: 'CB',
    late_enrollee: 'LE',
    change: 'QE',
  },
  ['NH', 'OE', 'QE', 'RH', 'CB', 'LE'],
  'NH',
);

export type MaritalCode = 'I' | 'M' | 'D' | 'W' | 'X' | 'R' | 'U';
/** marital_status words → X12 DMG04 codes. */
export const maritalCode = word<MaritalCode>(
  {
    single: 'I',
    married: 'M',
    divorced: 'D',
    widowed: 'W',
    separated: 'X',
    domestic_partner: 'R',
  },
  ['I', 'M', 'D', 'W', 'X', 'R', 'U'],
  'U',
);
const MARITAL_WORDS: Record<MaritalCode, string> = {
  I: 'single',
  M: 'married',
  D: 'divorced',
  W: 'widowed',
  X: 'separated',
  R: 'domestic_partner',
  U: 'unreported',
};
/** X12 marital code → the members table's word. */
export const maritalWord = (c: MaritalCode): string => MARITAL_WORDS[c];

export type PayCode = 'H' | 'S';
/** pay_status words → contract code (part-time counts as hourly). */
export const payCode = word<PayCode>(
  { hourly: 'H', part_time: 'H', salaried: 'S', retired: 'S', cobra: 'S' },
  ['H', 'S'],
  'S',
);
/** Contract pay code → the members table's word. */
export const payWord = (c: PayCode): string => (c === 'H' ? 'hourly' : 'salaried');

const RELATIONSHIP_WORDS: Record<string, string> = {
  '18': 'employee',
  '01': 'spouse',
  '19': 'child',
  '53': 'domestic_partner',
  '15': 'ward',
  G8: 'other',
};
/** X12 relationship code → the members table's word. */
export const relationshipWord = (c: string): string => RELATIONSHIP_WORDS[c] ?? 'other';

export type EnrollmentStatus = 'Submitted' | 'InReview' | 'Approved' | 'Rejected' | 'Cancelled';
const STATUS: Record<string, EnrollmentStatus> = {
  submitted: 'Submitted',
  in_review: 'InReview',
  processed: 'Approved',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
/** enrollments.status → contract status. */
export const enrollmentStatus = (v: string): EnrollmentStatus => STATUS[v] ?? 'Submitted';
/** Contract status → the stored words it may appear as. */
export const dbEnrollmentStatuses = (s: EnrollmentStatus): string[] =>
  Object.entries(STATUS)
    .filter(([, c]) => c === s)
    .map(([w]) => w);

export type DemoChangeStatus = 'Submitted' | 'Approved' | 'Rejected';
const DEMO: Record<string, DemoChangeStatus> = {
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const demoChangeStatus = (v: string): DemoChangeStatus => DEMO[v] ?? 'Submitted';
export const dbDemoChangeStatus = (s: DemoChangeStatus): string => s.toLowerCase();
