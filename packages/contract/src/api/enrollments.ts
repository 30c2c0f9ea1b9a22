import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedItems } from './common.js';
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
  qPageNumber,
  qPageSize,
  qPosInt,
  memberId,
  relationship,
  ssnIn,
  ssnLast4,
  text,
} from './fields.js';
import {
  dependentProblems,
  emailRule,
  isAfterToday,
  laterThanDate,
  MAX_ENROLLMENT_DEPENDENTS,
  optional,
  phoneRule,
  zipRule,
} from '../rules/index.js';

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
    enrollmentDependents: z
      .array(enrollmentDependentIn)
      .max(MAX_ENROLLMENT_DEPENDENTS, 'max')
      .default([]),
  })
  .superRefine(laterThanDate('coverageDate', 'hireDate'))
  .superRefine(laterThanDate('hireDate', 'dateOfBirth', { strict: true }))
  .superRefine((b, ctx) => {
    if (isAfterToday(b.dateOfBirth))
      ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['dateOfBirth'] });
    for (const [path, message] of Object.entries(dependentProblems(b.enrollmentDependents)))
      ctx.addIssue({
        code: 'custom',
        message,
        path: [
          'enrollmentDependents',
          ...path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
        ],
      });
  })
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
  /** The brand's new-enrollment custom transaction id it was filed under (§9: 169 / 177). */
  transactionId: z.number().int().nullable(),
  /** When and why staff processed it (approved or rejected). */
  processedDate: isoDateTime.nullable(),
  processedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
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
  response: z.object({ enrollmentId: z.number().int(), transactionId: z.number().int() }),
  status: 201,
});

/** Staff processing an enrollment of their groups (Create Enrollment, write; the group's enrollment flag). */
const processors = signedIn(['Administrative'], ['CREATE_ENROLLMENT'], { write: true });

export const enrollmentApprove = endpoint({
  id: 'enrollments.approve',
  phi: 'member',
  method: 'POST',
  path: '/api/Enrollments/Approve',
  tag: 'Enrollments',
  summary:
    'Approve a submitted enrollment: creates or updates the employee, the dependents, their policies and coverage in one transaction.',
  access: processors,
  body: z.strictObject({ enrollmentId: z.number().int().positive() }),
  response: enrollment,
});

export const enrollmentReject = endpoint({
  id: 'enrollments.reject',
  phi: 'member',
  method: 'POST',
  path: '/api/Enrollments/Reject',
  tag: 'Enrollments',
  summary: 'Reject a submitted enrollment with a reason.',
  access: processors,
  body: z.strictObject({
    enrollmentId: z.number().int().positive(),
    reason: text(500),
  }),
  response: enrollment,
});

/** Why coverage ends (a plain list: the web reads it without building the request's schema). */
export const TERMINATION_REASONS = [
  'EndOfEmployment',
  'Divorce',
  'AgeOut',
  'Death',
  'OtherCoverage',
  'Voluntary',
  'Other',
] as const;

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
    reason: z.enum(TERMINATION_REASONS),
    lastDayWorked: optDateIn,
    cobraEligible: z.boolean().optional(),
    notes: optText(2000),
  }),
  response: z.object({ conversationId: z.number().int(), transactionId: z.number().int() }),
  status: 201,
});

/** A termination request's life (issue 29): Requested → Approved → Processed, or Requested → Rejected. */
export const TERMINATION_STATUSES = ['Requested', 'Approved', 'Processed', 'Rejected'] as const;

/** A termination request as staff see it on the member's profile. */
export const terminationItem = z.object({
  terminationId: z.number().int(),
  /** The public member id of the person the request names (the employee for a whole household). */
  memberId: z.string(),
  /** The people whose coverage ends, by name (first and last). */
  people: z.array(z.object({ dependentNumber: z.number().int(), name: z.string() })),
  wholeHousehold: z.boolean(),
  /** The first day without coverage. */
  terminationDate: isoDate,
  reason: z.enum(TERMINATION_REASONS),
  status: z.enum(TERMINATION_STATUSES),
  requestedAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  decisionReason: z.string().nullable(),
  processedAt: isoDateTime.nullable(),
  conversationId: z.number().int().nullable(),
});
export type TerminationItem = z.infer<typeof terminationItem>;

/** Who decides termination requests: staff holding Terminations (Eligibility, Administrator). */
const terminationDeciders = (write = false) =>
  signedIn(['Administrative'], ['TERMINATIONS'], { write });

export const terminationList = endpoint({
  id: 'enrollments.terminationList',
  phi: 'member',
  method: 'GET',
  path: '/api/Terminations/List',
  tag: 'Enrollments',
  summary:
    'The termination requests of a member’s household, newest first (staff with Terminations, their groups).',
  access: terminationDeciders(),
  query: z.object({ memberId, pageNumber: qPageNumber, itemsPerPage: qPageSize(10, 50) }),
  response: pagedItems(terminationItem),
});

export const terminationDecide = endpoint({
  id: 'enrollments.terminationDecide',
  phi: 'member',
  method: 'POST',
  path: '/api/Terminations/Decide',
  tag: 'Enrollments',
  summary:
    'Approve or reject a requested termination (issue 29). An approval whose date is today or past is applied at once; a later one by the daily job on its date.',
  access: terminationDeciders(true),
  body: z
    .strictObject({
      terminationId: z.number().int().positive(),
      decision: z.enum(['Approve', 'Reject']),
      /** Required to reject: the requester reads it. */
      reason: optText(500),
    })
    .refine((b) => b.decision !== 'Reject' || Boolean(b.reason), {
      message: 'required',
      path: ['reason'],
    }),
  response: terminationItem,
});

export const DEMO_CHANGE_STATUSES = ['Submitted', 'Approved', 'Rejected'] as const;

/** A demographic change as submitted (address, phones, e-mail). */
export const demoChangeRequest = z.strictObject({
  memberId: optText(20),
  addressLine1: text(100),
  addressLine2: optText(100),
  city: text(60),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'incorrectFormat')
    .transform((v) => v.toUpperCase()),
  zip: zipRule,
  homePhone: optional(phoneRule),
  workPhone: optional(phoneRule),
  email: optional(emailRule),
  effectiveDate: optDateIn,
});

export const demoChange = endpoint({
  id: 'enrollments.demoChange',
  method: 'POST',
  path: '/api/OnlineEnrollments/DemoChange',
  tag: 'Enrollments',
  summary:
    'Submit a demographic change (address, phones, e-mail) for eligibility staff to review; members for their own household (Update Contact Information), employers and staff for their groups (Update Member Demographics); the group must allow demographic updates.',
  access: signedIn(
    ['Administrative', 'EmployerVendor', 'Members'],
    ['UPDATE_CONTACT_INFORMATION', 'UPDATE_MEMBER_DEMOGRAPHICS'],
    { write: true },
  ),
  body: demoChangeRequest,
  response: z.object({ demoChangeId: z.number().int(), status: z.enum(DEMO_CHANGE_STATUSES) }),
  status: 201,
});

const contactNow = z.object({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  homePhone: z.string().nullable(),
  workPhone: z.string().nullable(),
  email: z.string().nullable(),
});

/** A demographic change with the member's contact details on file, for the reviewer. */
export const demoChangeItem = z.object({
  demoChangeId: z.number().int(),
  status: z.enum(DEMO_CHANGE_STATUSES),
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  groupNumber: z.number().int(),
  submittedDate: isoDateTime,
  submittedBy: z.string(),
  effectiveDate: isoDate.nullable(),
  requested: contactNow,
  current: contactNow,
  reviewedDate: isoDateTime.nullable(),
  reviewedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type DemoChangeItem = z.infer<typeof demoChangeItem>;

const demoChangeReviewers = (write = false) =>
  signedIn(['Administrative'], ['UPDATE_MEMBER_DEMOGRAPHICS'], { write });

export const demoChangeList = endpoint({
  id: 'enrollments.demoChangeList',
  phi: 'member',
  method: 'POST',
  path: '/api/OnlineEnrollments/DemoChange/List',
  tag: 'Enrollments',
  summary: 'Demographic changes of the staff member’s groups, oldest waiting first.',
  access: demoChangeReviewers(),
  body: z.strictObject({
    status: z.enum(DEMO_CHANGE_STATUSES).default('Submitted'),
    groupNumber: z.number().int().min(-1).optional(),
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(100).default(20),
  }),
  response: pagedItems(demoChangeItem),
});

export const demoChangeReview = endpoint({
  id: 'enrollments.demoChangeReview',
  phi: 'member',
  method: 'POST',
  path: '/api/OnlineEnrollments/DemoChange/Review',
  tag: 'Enrollments',
  summary:
    'Approve (the member’s address, phones and e-mail are updated) or reject (with a reason) a submitted demographic change.',
  access: demoChangeReviewers(true),
  body: z
    .strictObject({
      demoChangeId: z.number().int().positive(),
      decision: z.enum(['Approved', 'Rejected']),
      reason: optText(500),
    })
    .refine((b) => b.decision !== 'Rejected' || b.reason !== undefined, {
      message: 'required',
      path: ['reason'],
    }),
  response: demoChangeItem,
});
