import type { CodedValue } from './coded.js';

/** Relationships of spec §3 (the caller/subject of a call track or letter). */
export const RELATIONSHIPS = [
  { code: 'P', description: 'Patient' },
  { code: 'D', description: 'Physician' },
  { code: 'F', description: 'Facility' },
  { code: 'O', description: 'Other' },
] as const satisfies readonly CodedValue[];

/** A member's relationship to the subscriber (X12 834 INS02 codes). */
export const DEPENDENT_RELATIONSHIPS = [
  { code: '18', description: 'Self' },
  { code: '01', description: 'Spouse' },
  { code: '19', description: 'Child' },
  { code: '53', description: 'Life Partner' },
  { code: '15', description: 'Ward' },
  { code: 'G8', description: 'Other Relationship' },
] as const satisfies readonly CodedValue[];

/** Genders (X12 DMG03 codes). */
export const GENDERS = [
  { code: 'M', description: 'Male' },
  { code: 'F', description: 'Female' },
  { code: 'U', description: 'Unknown' },
] as const satisfies readonly CodedValue[];

/** Marital status (X12 DMG04 codes), primaryMemberMaritalStatusType of an enrollment. */
export const MARITAL_STATUSES = [
  { code: 'I', description: 'Single' },
  { code: 'M', description: 'Married' },
  { code: 'D', description: 'Divorced' },
  { code: 'W', description: 'Widowed' },
  { code: 'X', description: 'Legally Separated' },
  { code: 'R', description: 'Registered Domestic Partner' },
  { code: 'U', description: 'Unreported' },
] as const satisfies readonly CodedValue[];

/** Pay status of an employee (primaryMemberPayStatus of an enrollment). */
export const PAY_STATUSES = [
  { code: 'H', description: 'Hourly' },
  { code: 'S', description: 'Salaried' },
] as const satisfies readonly CodedValue[];

/** Enrollment types (why the enrollment is made; a qualifying event carries dateOfQualifyingEvent). */
export const ENROLLMENT_TYPES = [
  { code: 'NH', description: 'New Hire' },
  { code: 'OE', description: 'Open Enrollment' },
  { code: 'QE', description: 'Qualifying Life Event' },
  { code: 'RH', description: 'Rehire' },
  { code: 'CB', description: 'COBRA Continuation' },
  { code: 'LE', description: 'Late Enrollee' },
] as const satisfies readonly CodedValue[];
