import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse } from './common.js';
import { ANONYMOUS, MEMBERS, signedIn, staff, staffWrite } from './access.js';
import {
  address,
  coverageType,
  dateIn,
  gender,
  isoDate,
  memberId,
  optDateIn,
  optText,
  relationship,
  ssnIn,
  ssnLast4,
  text,
} from './fields.js';

/** One coverage line of a member. */
export const memberCoverage = z.object({
  coverageType,
  planName: z.string(),
  /** Employee only, employee + spouse, family … as the plan names it. */
  tier: z.string().nullable(),
  effectiveDate: isoDate,
  terminationDate: isoDate.nullable(),
  active: z.boolean(),
});

/** A covered individual (employee or dependent). Never carries a full SSN. */
export const member = z.object({
  memberId: z.string(),
  groupNumber: z.number().int(),
  groupName: z.string(),
  employeeNumber: z.number().int(),
  dependentNumber: z.number().int(),
  relationship,
  firstName: z.string(),
  middleInitial: z.string().nullable(),
  lastName: z.string(),
  dateOfBirth: isoDate,
  gender,
  ssnLast4,
  address: address.nullable(),
  homePhone: z.string().nullable(),
  workPhone: z.string().nullable(),
  email: z.string().nullable(),
  locationNumber: z.number().int().nullable(),
  status: z.enum(['Active', 'Terminated', 'Cobra', 'Retired']),
  coverages: z.array(memberCoverage),
  /** Household access: whether this person's details are visible to the caller. */
  accessGranted: z.boolean(),
});
export type Member = z.infer<typeof member>;

/** Member profile (spec §3): the current member and the covered individuals. */
export const memberProfile = z.object({ empdep: member, dependents: z.array(member) });
export type MemberProfile = z.infer<typeof memberProfile>;

/**
 * A member's profile as staff, employers and providers read it, with whether the caller may also read the
 * member's claim-level data (claims, EOBs, accumulators): the screen shows the claims tab only then. For an
 * employer it needs View Claims and the group's PHI certification (45 CFR 164.504(f)).
 */
export const memberProfileForCaller = memberProfile.extend({ claimsVisible: z.boolean() });
export type MemberProfileForCaller = z.infer<typeof memberProfileForCaller>;

export const memberSearchItem = z.object({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: isoDate,
  groupNumber: z.number().int(),
  groupName: z.string(),
  employeeNumber: z.number().int(),
  dependentNumber: z.number().int(),
  relationship,
  status: z.enum(['Active', 'Terminated', 'Cobra', 'Retired']),
  ssnLast4,
});
export type MemberSearchItem = z.infer<typeof memberSearchItem>;

/** The member-search page of spec §3. */
export function memberSearchPage<T extends z.ZodType>(item: T) {
  return z.object({
    totalCount: z.number().int(),
    results: z.array(item),
    /** Current page, 1-based. */
    current: z.number().int(),
    pages: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const memberProfileGet = endpoint({
  id: 'members.profile',
  phi: 'member',
  method: 'GET',
  path: '/api/Member/Profile',
  tag: 'Members',
  summary:
    'The signed-in member’s profile: themselves and the covered individuals of the active policy.',
  access: MEMBERS,
  response: memberProfile,
});

export const memberProfileAdmin = endpoint({
  id: 'members.profileAdmin',
  phi: 'member',
  method: 'GET',
  path: '/api/Member/Profile/Admin',
  tag: 'Members',
  summary: 'A member’s profile for staff, employers (their groups) and providers (their patients).',
  access: signedIn(['Administrative', 'EmployerVendor', 'Provider'], ['VIEW_MEMBER_DETAILS']),
  query: z.object({ memberId, birthdate: optDateIn }),
  response: memberProfileForCaller,
});

export const memberSearchRequest = z
  .strictObject({
    memberId: optText(20),
    firstName: optText(50),
    lastName: optText(50),
    dateOfBirth: optDateIn,
    groupNumber: z.number().int().min(-1).optional(),
    employeeNumber: z.number().int().optional(),
    /** Full SSN: accepted in the request only, with a date of birth and a group (spec §5). */
    ssn: ssnIn.optional(),
    includeTerminated: z.boolean().default(false),
    /** Set by the claim search's member picker. */
    isClaimSearch: z.boolean().default(false),
    sortProperty: z
      .enum(['lastName', 'firstName', 'memberId', 'groupNumber', 'dateOfBirth'])
      .default('groupNumber'),
    sortDesc: z.boolean().default(false),
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .refine(
    (b) =>
      Boolean(
        b.memberId ||
        b.firstName ||
        b.lastName ||
        b.dateOfBirth ||
        b.ssn ||
        b.employeeNumber ||
        (b.groupNumber !== undefined && b.groupNumber !== -1),
      ),
    {
      message: 'atLeastOneSearchField',
    },
  )
  .refine((b) => !b.ssn || (b.dateOfBirth !== undefined && b.groupNumber !== undefined), {
    message: 'ssnNeedsDobAndGroup',
    path: ['ssn'],
  });

export const memberSearch = endpoint({
  id: 'members.search',
  phi: 'member',
  method: 'POST',
  path: '/api/Member/Search',
  tag: 'Members',
  summary:
    'Member listing and search (staff: the groups they may see; employers and vendors: their groups; providers: their patients, by member id or name with date of birth).',
  // Providers act on their own accesses (rows: their patients); the service needs View Member Details.
  access: signedIn(
    ['Administrative', 'EmployerVendor', 'Provider'],
    ['MEMBER_LISTING_SEARCH', 'GLOBAL_CLAIMS_SEARCH'],
    { exempt: ['Provider'] },
  ),
  body: memberSearchRequest,
  response: memberSearchPage(memberSearchItem),
});

export const memberIdentifierAdmin = endpoint({
  id: 'members.identifierAdmin',
  phi: 'member',
  method: 'GET',
  path: '/api/Member/identifier/admin',
  tag: 'Members',
  summary:
    'Resolve a member id to the internal keys (group, employee, dependent); the SSN stays on the server.',
  access: staff('MEMBER_LISTING_SEARCH', 'VIEW_MEMBER_DETAILS', 'GLOBAL_CLAIMS_SEARCH'),
  query: z.object({ memberId }),
  response: z.object({
    memberId: z.string(),
    groupNumber: z.number().int(),
    employeeNumber: z.number().int(),
    dependentNumber: z.number().int(),
    ssnLast4,
  }),
});

export const quickViewItem = z.object({
  firstName: z.string(),
  lastName: z.string(),
  relationship,
  dependentNumber: z.number().int(),
  groupNumber: z.number().int(),
  groupName: z.string(),
  coverages: z.array(
    memberCoverage.pick({
      coverageType: true,
      planName: true,
      effectiveDate: true,
      terminationDate: true,
      active: true,
    }),
  ),
});

export const memberQuickView = endpoint({
  id: 'members.quickView',
  phi: 'member',
  method: 'POST',
  path: '/api/Member/quickview',
  tag: 'Members',
  summary:
    'Anonymous eligibility quick view for providers: the coverage of the one person whose member id, last name and date of birth are given.',
  access: ANONYMOUS,
  body: z.strictObject({
    memberId,
    dateOfBirth: dateIn,
    lastName: text(50),
    sortProperty: z.enum(['lastName', 'firstName', 'dependentNumber']).default('lastName'),
    sortDesc: z.boolean().default(false),
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  }),
  response: memberSearchPage(quickViewItem),
});

export const memberService = endpoint({
  id: 'members.service',
  phi: 'member',
  method: 'POST',
  path: '/api/Member/service',
  tag: 'Members',
  summary:
    'Eligibility check: is the member (member id, last name, date of birth) covered for a coverage type on a date of service (invalidService when not shown).',
  access: ANONYMOUS,
  body: z.strictObject({
    memberId,
    lastName: text(50),
    dateOfBirth: dateIn,
    serviceDate: dateIn,
    coverageType: coverageType.default('MED'),
  }),
  response: z.object({
    eligible: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    groupNumber: z.number().int(),
    groupName: z.string(),
    coverageType,
    planName: z.string().nullable(),
    effectiveDate: isoDate.nullable(),
    terminationDate: isoDate.nullable(),
  }),
});

export const memberSyncPolicy = endpoint({
  id: 'members.syncMemberPolicy',
  method: 'POST',
  path: '/api/Member/syncMemberPolicy',
  tag: 'Members',
  summary: 'Re-synchronise a member’s policies from the eligibility system.',
  access: staffWrite('SYNC_MEMBER_POLICY'),
  body: z.strictObject({ memberId }),
  response: okResponse,
});

/** Household member of a member account (user state memberDependents). */
export const householdMember = z.object({
  memberId: z.string(),
  groupNumber: z.number().int(),
  employeeNumber: z.number().int(),
  dependentNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  relationship,
  dateOfBirth: isoDate,
  accessGranted: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMember>;

/** Query of calls that name one member of the caller's household (members) or any member in scope (others). */
export const memberQuery = z.object({
  memberId: optText(20),
  dependentNumber: z.coerce.number().int().min(0).optional(),
});
