import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems } from './common.js';
import { signedIn } from './access.js';
import {
  cents,
  coverageType,
  dateIn,
  enrollmentType,
  gender,
  isoDate,
  isoDateTime,
  maritalStatus,
  optDateIn,
  payStatus,
  optText,
  qPosInt,
  relationship,
  ssnIn,
  ssnLast4,
  text,
} from './fields.js';
import { emailRule, laterThanDate, optional, phoneRule, zipRule } from '../rules/index.js';

/**
 * Enrollments, terminations and demographic changes. Seeing or creating enrollments also needs the
 * group's enrollment flag; demographic changes need the group's demographicUpdate flag (spec §6).
 */

export const ENROLLMENT_STATUSES = [
  'Submitted',
  'InReview',
  'Approved',
  'Rejected',
  'Cancelled',
] as const;

const enrollers = (write = false) =>
  signedIn(
    ['Administrative', 'EmployerVendor'],
    write ? ['CREATE_ENROLLMENT'] : ['ENROLLMENT_FORM_SEARCH', 'CREATE_ENROLLMENT'],
    { write },
  );

/** A dependent on an enrollment, as sent. */
const enrollmentDependentIn = z.strictObject({
  firstName: text(50),
  lastName: text(50),
  dateOfBirth: dateIn,
  ssn: optional(ssnIn),
  gender,
  relationship,
  coverageTypes: z.array(coverageType).min(1, 'required'),
});

/**
 * A new enrollment: the employee's fields at the top level, the other people in enrollmentDependents.
 * The server stores the employee as the dependent entry flagged primary (spec §3).
 */
export const enrollmentCreateRequest = z
  .strictObject({
    groupNumber: z.number().int().positive(),
    firstName: text(50),
    lastName: text(50),
    dateOfBirth: dateIn,
    ssn: ssnIn,
    gender,
    primaryMemberMaritalStatusType: maritalStatus,
    hireDate: dateIn,
    primaryMemberPayStatus: payStatus,
    enrollmentType: enrollmentType,
    coverageDate: dateIn,
    dateOfQualifyingEvent: optDateIn,
    coverageTypes: z.array(coverageType).min(1, 'required'),
    lifeCoverageAmountCents: z.number().int().min(0).optional(),
    addressLine1: text(100),
    addressLine2: optText(100),
    city: text(60),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'incorrectFormat'),
    zip: zipRule,
    primaryMemberHomePhone: optional(phoneRule),
    primaryMemberWorkPhone: optional(phoneRule),
    primaryMemberEmail: optional(emailRule),
    otherInsuranceCompany: optText(100),
    otherInsurancePolicyNumber: optText(50),
    otherInsuranceEffectiveDate: optDateIn,
    enrollmentDependents: z.array(enrollmentDependentIn).max(20).default([]),
  })
  .superRefine(laterThanDate('coverageDate', 'hireDate'))
  .refine((b) => b.enrollmentType !== 'QE' || b.dateOfQualifyingEvent !== undefined, {
    message: 'required',
    path: ['dateOfQualifyingEvent'],
  });

const enrollmentPerson = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: isoDate,
  ssnLast4,
  gender,
  coverageTypes: z.array(coverageType),
});

/** An enrollment as read: the primary entry merged onto the top level; dependents listed with their flag. */
export const enrollment = enrollmentPerson.extend({
  enrollmentId: z.number().int(),
  status: z.enum(ENROLLMENT_STATUSES),
  submittedDate: isoDateTime,
  submittedBy: z.string(),
  groupNumber: z.number().int(),
  groupName: z.string(),
  primaryMemberMaritalStatusType: maritalStatus,
  hireDate: isoDate,
  primaryMemberPayStatus: payStatus,
  enrollmentType: enrollmentType,
  coverageDate: isoDate,
  dateOfQualifyingEvent: isoDate.nullable(),
  lifeCoverageAmountCents: cents.nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  primaryMemberHomePhone: z.string().nullable(),
  primaryMemberWorkPhone: z.string().nullable(),
  primaryMemberEmail: z.string().nullable(),
  otherInsuranceCompany: z.string().nullable(),
  otherInsurancePolicyNumber: z.string().nullable(),
  otherInsuranceEffectiveDate: isoDate.nullable(),
  enrollmentDependents: z.array(enrollmentPerson.extend({ relationship, primary: z.boolean() })),
  /** The member id once the enrollment is loaded into eligibility. */
  memberId: z.string().nullable(),
});
export type Enrollment = z.infer<typeof enrollment>;

export const enrollmentSummary = enrollment.pick({
  enrollmentId: true,
  status: true,
  submittedDate: true,
  groupNumber: true,
  groupName: true,
  firstName: true,
  lastName: true,
  enrollmentType: true,
  coverageDate: true,
  memberId: true,
});

const enrollmentIdQuery = z.object({ enrollmentId: qPosInt });

export const enrollmentGet = endpoint({
  id: 'enrollments.get',
  phi: 'member',
  method: 'GET',
  path: '/api/Enrollments/Get',
  tag: 'Enrollments',
  summary: 'One enrollment.',
  access: enrollers(),
  query: enrollmentIdQuery,
  response: enrollment,
});

export const enrollmentGetForm = endpoint({
  id: 'enrollments.getForm',
  phi: 'member',
  method: 'GET',
  path: '/api/Enrollments/GetForm',
  tag: 'Enrollments',
  summary: 'The enrollment form as submitted, as a PDF.',
  access: enrollers(),
  query: enrollmentIdQuery,
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});

export const enrollmentList = endpoint({
  id: 'enrollments.list',
  phi: 'member',
  method: 'POST',
  path: '/api/Enrollments/List',
  tag: 'Enrollments',
  summary: 'Enrollment form search, newest first.',
  access: enrollers(),
  body: z
    .strictObject({
      groupNumber: z.number().int().min(-1).optional(),
      firstName: optText(50),
      lastName: optText(50),
      status: z.enum(ENROLLMENT_STATUSES).optional(),
      fromDate: optDateIn,
      thruDate: optDateIn,
      pageNumber: z.number().int().min(1).default(1),
      itemsPerPage: z.number().int().min(1).max(100).default(20),
    })
    .superRefine(laterThanDate('thruDate', 'fromDate')),
  response: pagedItems(enrollmentSummary),
});

export const enrollmentCreate = endpoint({
  id: 'enrollments.create',
  method: 'POST',
  path: '/api/Enrollments/Create',
  tag: 'Enrollments',
  summary: 'Submit a new enrollment (filed under the brand’s new-enrollment transaction).',
  access: enrollers(true),
  body: enrollmentCreateRequest,
  response: z.object({ enrollmentId: z.number().int() }),
  status: 201,
});

export const terminationCreate = endpoint({
  id: 'enrollments.terminationCreate',
  method: 'POST',
  path: '/api/Terminations/Create',
  tag: 'Enrollments',
  summary: 'Request the termination of an employee’s or dependents’ coverage.',
  access: signedIn(['Administrative', 'EmployerVendor', 'Members'], ['TERMINATIONS'], {
    write: true,
  }),
  body: z.strictObject({
    memberId: optText(20),
    /** Empty: the whole household. */
    dependentNumbers: z.array(z.number().int().min(0)).max(20).default([]),
    terminationDate: dateIn,
    reason: z.enum([
      'EndOfEmployment',
      'Divorce',
      'AgeOut',
      'Death',
      'OtherCoverage',
      'Voluntary',
      'Other',
    ]),
    lastDayWorked: optDateIn,
    cobraEligible: z.boolean().optional(),
    notes: optText(2000),
  }),
  response: z.object({ conversationId: z.number().int(), transactionId: z.number().int() }),
  status: 201,
});

export const demoChange = endpoint({
  id: 'enrollments.demoChange',
  method: 'POST',
  path: '/api/OnlineEnrollments/DemoChange',
  tag: 'Enrollments',
  summary: 'Apply a demographic change (address, phones, e-mail) directly to eligibility.',
  access: signedIn(
    ['Administrative', 'EmployerVendor', 'Members'],
    ['UPDATE_MEMBER_DEMOGRAPHICS'],
    { write: true },
  ),
  body: z.strictObject({
    memberId: optText(20),
    addressLine1: text(100),
    addressLine2: optText(100),
    city: text(60),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'incorrectFormat'),
    zip: zipRule,
    homePhone: optional(phoneRule),
    workPhone: optional(phoneRule),
    email: optional(emailRule),
    effectiveDate: optDateIn,
  }),
  response: okResponse,
});
