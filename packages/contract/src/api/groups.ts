import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems, queryBool } from './common.js';
import { ANY_USER, PUBLIC, signedIn, staffWrite, barImpersonation } from './access.js';
import {
  address,
  coverageType,
  dateIn,
  isoDate,
  memberId,
  optText,
  qAccountId,
  qGroupNumber,
  qPageNumber,
  qPageSize,
  qPosInt,
  text,
} from './fields.js';
import { memberSearchItem, memberSearchPage } from './members.js';
import { emailRule, laterThanDate, optional, sameOrAfterToday, zipRule } from '../rules/index.js';

/** A group as lists and the caller's group cache show it (spec §3 Group). */
export const group = z.object({
  groupNumber: z.number().int(),
  masterGroupNumber: z.number().int(),
  name: z.string(),
  /** Whether the caller (or the managed account) has access. */
  access: z.boolean(),
  effectiveDate: isoDate,
  terminationDate: isoDate.nullable(),
  /** Online enrollment is offered. */
  enrollment: z.boolean(),
  /** Members may update their demographics. */
  demographicUpdate: z.boolean(),
  costComparisonTool: z.boolean(),
  healthAccountEmployer: z.string().nullable(),
  hasLogo: z.boolean(),
});
export type Group = z.infer<typeof group>;

/** Group numbers are 32-bit integers in the database: anything larger is bad input, not a lookup. */
const GROUP_MAX = 2_147_483_647;
const qGroup = qPosInt.max(GROUP_MAX, 'invalidValue');
const groupLookup = { groupNumber: qGroupNumber.max(GROUP_MAX, 'invalidValue') };

export const groupList = endpoint({
  id: 'groups.list',
  method: 'POST',
  path: '/api/Groups/List',
  tag: 'Groups',
  summary:
    'Group listing and search (sub-groups with masterGroupNumber); groups by number, descending. Staff see their groups, employers their own.',
  access: signedIn(['Administrative', 'EmployerVendor'], ['GROUP_LISTING_SEARCH']),
  body: z.strictObject({
    groupNumber: z.number().int().min(-1).max(GROUP_MAX, 'invalidValue').optional(),
    masterGroupNumber: z.number().int().min(0).max(GROUP_MAX, 'invalidValue').optional(),
    groupName: optText(100),
    includeTerminated: z.boolean().default(false),
    sortProperty: z
      .enum(['groupNumber', 'masterGroupNumber', 'name', 'effectiveDate'])
      .default('groupNumber'),
    sortDesc: z.boolean().default(true),
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(100).default(20),
  }),
  response: pagedItems(group),
});

/** Groups a picker asks for at a time (MyGroups with `limit`). */
export const GROUP_PICK_LIMIT = 50;

export const myGroups = endpoint({
  id: 'groups.myGroups',
  method: 'POST',
  path: '/api/Groups/MyGroups',
  tag: 'Groups',
  summary:
    'The groups the caller may act for, by number; staff with all access get Every Group (-1) first. With `limit`, a page for a picker: at most `limit` groups after `offset`, matching `search` (the start of the number, or words of the name). `enrollment: true` / `demographicUpdate: true` keep only the groups with that flag, `groupNumber` only that group (no Every Group then).',
  access: signedIn(['Administrative', 'EmployerVendor']),
  body: z
    .strictObject({
      includeEveryGroup: z.boolean().default(true),
      /** The start of the group number, or text the name contains. */
      search: optText(60),
      /** Only groups that offer online enrollment. */
      enrollment: z.literal(true).optional(),
      /** Only groups whose members may update their demographics. */
      demographicUpdate: z.literal(true).optional(),
      /** Only this group (none when it is out of the caller's reach). */
      groupNumber: z.number().int().min(1).max(GROUP_MAX, 'invalidValue').optional(),
      limit: z.number().int().min(1).max(100).optional(),
      offset: z.number().int().min(0).max(1_000_000).default(0),
    })
    .optional(),
  response: z.array(group),
});

/** Groups the employer dashboard lists with their enrollment counts: at most this many a page, by number. */
export const ENROLLMENT_COUNTS_MAX_GROUPS = 50;

/** One of the caller's groups with its enrollment summary (counts only: no member-level data). */
export const groupEnrollmentCount = z.object({
  groupNumber: z.number().int(),
  masterGroupNumber: z.number().int(),
  name: z.string(),
  effectiveDate: isoDate,
  terminationDate: isoDate.nullable(),
  /** Covered individuals (employees and dependents) currently enrolled: active or COBRA. */
  enrolledMembers: z.number().int(),
  /** Of those, the ones in active (not COBRA) coverage. */
  activeMembers: z.number().int(),
  /** Employees (subscribers) currently enrolled. */
  enrolledEmployees: z.number().int(),
  /** The caller may read claim-level data of this group's members (certified sponsor and View Claims). */
  claimsVisible: z.boolean(),
  /** Online enrollment is offered. */
  enrollment: z.boolean(),
  /** Members may update their demographics. */
  demographicUpdate: z.boolean(),
});
export type GroupEnrollmentCount = z.infer<typeof groupEnrollmentCount>;

export const groupEnrollmentCounts = endpoint({
  id: 'groups.enrollmentCounts',
  method: 'GET',
  path: '/api/Groups/MyEnrollmentCounts',
  tag: 'Groups',
  summary:
    'A page of the employer’s groups by number (`itemsPerPage`, at most 50, default 50) with their enrollment counts and portal options, for the dashboard.',
  access: signedIn(['EmployerVendor']),
  query: z.object({
    pageNumber: qPageNumber,
    itemsPerPage: qPageSize(ENROLLMENT_COUNTS_MAX_GROUPS, ENROLLMENT_COUNTS_MAX_GROUPS),
  }),
  response: z.object({
    groups: z.array(groupEnrollmentCount),
    /** Every group the caller may see; more than `groups.length` when there are more pages. */
    totalGroups: z.number().int(),
  }),
});

export const groupAccessRequest = z.strictObject({
  accountIdToManageGroupAccess: z.number().int().positive(),
  haveAccess: z.boolean(),
  masterGroupNumber: z.number().int().optional(),
  groupNumber: z.number().int().min(-1).optional(),
  groupName: optText(100),
  pageNumber: z.number().int().min(1).default(1),
  itemsPerPage: z.number().int().min(1).max(100).default(20),
  sortProperty: z.enum(['masterGroupNumber', 'groupNumber', 'name']).default('masterGroupNumber'),
  sortDesc: z.boolean().default(false),
});

/** Group rights: staff, and employers over their own users. */
const groupRights = (write = false) =>
  signedIn(['Administrative', 'EmployerVendor'], ['GROUP_RIGHTS'], { write });

export const groupListAllAccess = endpoint({
  id: 'groups.listAllAccess',
  method: 'POST',
  path: '/api/Groups/ListAllAccess',
  tag: 'Groups',
  summary: 'Groups an account can (haveAccess true) or cannot access, for group-access management.',
  access: groupRights(),
  body: groupAccessRequest,
  response: pagedItems(group),
});

export const groupUpdateAccess = endpoint({
  id: 'groups.updateAccess',
  method: 'POST',
  path: '/api/Groups/UpdateAccess',
  tag: 'Groups',
  summary: 'Grant or revoke an account’s access to groups, or switch all-access on or off.',
  access: barImpersonation(groupRights(true), 'accessManagement'),
  body: z.strictObject({
    accountId: z.number().int().positive(),
    groupNumbers: z.array(z.number().int().min(-1)).max(5000).default([]),
    access: z.boolean(),
    /** Every group, present and future (Every Group, -1). */
    allAccess: z.boolean().optional(),
  }),
  response: okResponse,
});

export const groupIsAllAccessActivated = endpoint({
  id: 'groups.isAllAccessActivated',
  method: 'GET',
  path: '/api/Groups/IsAllAccessActivated',
  tag: 'Groups',
  summary: 'Whether an account has access to every group.',
  access: groupRights(),
  query: z.object({ accountId: qAccountId }),
  response: z.object({ result: z.boolean() }),
});

export const groupUpdate = endpoint({
  id: 'groups.update',
  method: 'POST',
  path: '/api/Groups/update',
  tag: 'Groups',
  summary:
    'Update a group’s portal settings (enrollment, demographic update, cost tool, health account employer, effective date); absent fields keep their value.',
  access: staffWrite('GROUP_ACCOUNT_SETUP'),
  body: z.strictObject({
    groupNumber: z.number().int().positive().max(GROUP_MAX, 'invalidValue'),
    enrollment: z.boolean().optional(),
    demographicUpdate: z.boolean().optional(),
    costComparisonTool: z.boolean().optional(),
    /** An empty string or null clears it. */
    healthAccountEmployer: z
      .string()
      .trim()
      .max(50, 'max')
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    /** Must not be after the group's termination date (invalidLaterThanDate). */
    effectiveDate: optional(dateIn),
  }),
  response: okResponse,
});

/** Finance settings of a group (group finance settings page). */
export const groupFinancing = z.object({
  groupNumber: z.number().int(),
  checkRunDefinitions: z.array(
    z.object({
      checkRunDefinitionId: z.number().int(),
      name: z.string(),
      frequency: z.enum(['Daily', 'Weekly', 'BiWeekly', 'Monthly']),
      active: z.boolean(),
    }),
  ),
  bankName: z.string().nullable(),
  /** Only the last four digits of the funding account ever leave the server. */
  accountLast4: z.string().nullable(),
  achEnabled: z.boolean(),
  fundingThresholdCents: z.number().int().nullable(),
  notificationEmails: z.array(z.string()),
  publishToEmployer: z.boolean(),
  /** How often the group funds its claims: weekly | biweekly | monthly. */
  fundingFrequency: z.string(),
  /** Weekday of the check run, 1 (Monday) to 5 (Friday). */
  checkRunDay: z.number().int().nullable(),
  /** Claims above this amount need approval before release. */
  approvalThresholdCents: z.number().int().nullable(),
  stopLossCarrier: z.string().nullable(),
  specificDeductibleCents: z.number().int().nullable(),
  adminFeePmpmCents: z.number().int().nullable(),
});
export type GroupFinancing = z.infer<typeof groupFinancing>;

export const groupFinancingSave = endpoint({
  id: 'groups.financingSave',
  method: 'POST',
  path: '/api/Groups/Group/Financing',
  tag: 'Groups',
  summary: 'Save a group’s finance settings.',
  access: staffWrite('FINANCE_ADMIN'),
  body: z.strictObject({
    groupNumber: z.number().int().positive(),
    checkRunDefinitionIds: z.array(z.number().int().positive()).max(50),
    bankName: optText(100),
    /** Full account and routing numbers are write-only. */
    accountNumber: optional(z.string().regex(/^\d{4,17}$/, 'numbersOnly')),
    routingNumber: optional(z.string().regex(/^\d{9}$/, 'numbersOnly')),
    achEnabled: z.boolean(),
    fundingThresholdCents: z.number().int().min(0).nullable(),
    notificationEmails: z.array(emailRule).max(20),
    publishToEmployer: z.boolean(),
  }),
  response: okResponse,
});

export const groupFinancingGet = endpoint({
  id: 'groups.financing',
  // Finance settings: not member data, but each read is audited.
  audited: true,
  method: 'GET',
  path: '/api/Groups/Group/Financing/:id',
  tag: 'Groups',
  summary: 'A group’s finance settings; :id is the group number.',
  access: signedIn(['Administrative'], ['FINANCE_ADMIN', 'FINANCE', 'GROUP_FINANCE']),
  params: z.object({ id: qGroup }),
  response: groupFinancing,
});

export const groupCreateTempIdCard = endpoint({
  id: 'groups.createTempIdCard',
  phi: 'idCard',
  method: 'POST',
  path: '/api/Groups/CreateTempIdCard',
  tag: 'Groups',
  summary: 'Create a temporary ID card (PDF) for a member, valid for a short period.',
  access: staffWrite('CREATE_TEMP_ID_CARD'),
  body: z
    .strictObject({
      memberId,
      groupNumber: z.number().int().positive(),
      coverageTypes: z.array(coverageType).min(1, 'required'),
      effectiveDate: dateIn,
      expirationDate: dateIn,
      /** Also e-mail the card to the member. */
      sendToEmail: optional(emailRule),
    })
    .superRefine(laterThanDate('expirationDate', 'effectiveDate', { strict: true }))
    .superRefine(sameOrAfterToday('expirationDate')),
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});

export const groupListNonPaginated = endpoint({
  id: 'groups.listNonPaginated',
  method: 'GET',
  path: '/api/Groups/ListNonPaginated',
  tag: 'Groups',
  summary: 'Every group the caller may see, for pickers.',
  access: signedIn(['Administrative', 'EmployerVendor']),
  response: z.array(group.pick({ groupNumber: true, masterGroupNumber: true, name: true })),
});

const groupReaders = signedIn(['Administrative', 'EmployerVendor'], ['GROUP_LISTING_SEARCH']);

export const groupGet = endpoint({
  id: 'groups.get',
  method: 'GET',
  path: '/api/Groups/Get',
  tag: 'Groups',
  summary: 'One group.',
  access: groupReaders,
  query: z.object(groupLookup),
  response: group,
});

export const groupMembers = endpoint({
  id: 'groups.groupMembers',
  phi: 'member',
  method: 'GET',
  path: '/api/Groups/GroupMembers',
  tag: 'Groups',
  summary:
    'Members of a group (group profile; a master group lists its sub-groups’ members too), by group number ascending then name.',
  access: signedIn(
    ['Administrative', 'EmployerVendor'],
    ['GROUP_LISTING_SEARCH', 'MEMBER_LISTING_SEARCH'],
  ),
  query: z.object({
    groupNumber: qGroup,
    query: optText(100),
    includeTerminated: queryBool.optional(),
    sortProperty: z
      .enum(['groupNumber', 'lastName', 'memberId', 'employeeNumber'])
      .default('groupNumber'),
    pageNumber: qPageNumber,
    pageSize: qPageSize(20),
  }),
  response: memberSearchPage(memberSearchItem),
});

export const groupDetails = z.object({
  groupNumber: z.number().int(),
  masterGroupNumber: z.number().int(),
  name: z.string(),
  taxIdLast4: z.string().nullable(),
  address: address.nullable(),
  phone: z.string().nullable(),
  contacts: z.array(
    z.object({
      name: z.string(),
      title: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ),
  plans: z.array(
    z.object({
      coverageType,
      planName: z.string(),
      effectiveDate: isoDate,
      terminationDate: isoDate.nullable(),
    }),
  ),
  subGroupCount: z.number().int(),
  activeEmployeeCount: z.number().int(),
  coveredMemberCount: z.number().int(),
  settings: group,
});
export type GroupDetails = z.infer<typeof groupDetails>;

export const groupGetDetails = endpoint({
  id: 'groups.getDetails',
  method: 'GET',
  path: '/api/Groups/GetDetails',
  tag: 'Groups',
  summary: 'The group profile: address, contacts, plans, counts and settings.',
  access: groupReaders,
  query: z.object(groupLookup),
  response: groupDetails,
});

export const groupRepricingInfo = endpoint({
  id: 'groups.repricingInfo',
  method: 'GET',
  path: '/api/Groups/RepricingInfo',
  tag: 'Groups',
  summary:
    'Where claims of a group are repriced and sent (network, repricer, claim address, payer id).',
  access: ANY_USER,
  query: z.object(groupLookup),
  response: z.object({
    groupNumber: z.number().int(),
    networkName: z.string().nullable(),
    repricerName: z.string().nullable(),
    repricerPhone: z.string().nullable(),
    claimsAddress: address.nullable(),
    payerId: z.string().nullable(),
  }),
});

export const groupRegisterEligibility = endpoint({
  id: 'groups.getGroupRegisterEligibility',
  method: 'GET',
  path: '/api/Groups/GetGroupRegisterEligibility',
  tag: 'Groups',
  summary:
    'Before member registration: may this person register here, or are they redirected elsewhere.',
  access: PUBLIC,
  query: z.object({
    groupNumber: qPosInt,
    memberId,
    firstName: text(50),
    lastName: text(50),
    zipCode: zipRule,
    dob: dateIn,
  }),
  /**
   * `match`: the five fields name one member (never which field failed, never PHI). `canRegister` false with a
   * `redirectMessage` when the member's group registers elsewhere; a member who already has an account is 409
   * duplicateAccount.
   */
  response: z.object({
    match: z.boolean(),
    canRegister: z.boolean(),
    redirectMessage: z.string().nullable(),
  }),
});

const logoParams = z.object({ groupNumber: qGroup });

export const groupLogoGet = endpoint({
  id: 'groups.logo',
  method: 'GET',
  path: '/api/Groups/Logo/:groupNumber',
  tag: 'Groups',
  summary:
    'A group’s logo image, with an ETag (304 on If-None-Match) and a long private Cache-Control.',
  access: ANY_USER,
  params: logoParams,
  response: { kind: 'file', mediaTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
});

export const groupLogoUpload = endpoint({
  id: 'groups.logoUpload',
  method: 'POST',
  path: '/api/Groups/Logo/:groupNumber',
  tag: 'Groups',
  summary:
    'Upload a group’s logo (field `logo`: one PNG, JPEG, GIF or WebP file by content, ≤ 2 MB; SVG refused).',
  access: staffWrite('GROUP_ACCOUNT_SETUP'),
  params: logoParams,
  bodyType: 'multipart',
  body: z.strictObject({}),
  response: okResponse,
});

export const groupLogoDelete = endpoint({
  id: 'groups.logoDelete',
  method: 'DELETE',
  path: '/api/Groups/Logo/:groupNumber',
  tag: 'Groups',
  summary: 'Remove a group’s logo.',
  access: staffWrite('GROUP_ACCOUNT_SETUP'),
  params: logoParams,
  response: okResponse,
});
