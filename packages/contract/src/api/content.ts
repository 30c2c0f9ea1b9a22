import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems } from './common.js';
import { ANY_USER, PUBLIC, staff, staffWrite } from './access.js';
import { dateIn, isoDate, optLanguage, optText, qPosInt, text } from './fields.js';
import {
  emailRule,
  laterThanDate,
  optional,
  phoneRule,
  sameOrAfterToday,
  urlRule,
} from '../rules/index.js';

/** Announcements, links, FAQs, online forms, support contact and e-mail routing subjects. */

/** Announcement (bulletin), spec §3. groupNumber -1 is Every Group. */
export const bulletin = z.object({
  bulletinId: z.number().int(),
  groupNumber: z.number().int(),
  locationNumber: z.number().int().nullable(),
  employeeSite: z.boolean(),
  employerSite: z.boolean(),
  providerSite: z.boolean(),
  customerServiceSite: z.boolean(),
  beginDate: isoDate,
  endDate: isoDate,
  bulletinText: z.string(),
});
export type Bulletin = z.infer<typeof bulletin>;

export const announcementsList = endpoint({
  id: 'content.announcements',
  method: 'GET',
  path: '/api/Announcements/Announcements',
  tag: 'Content',
  summary:
    'Current announcements for the caller’s portal and groups; staff with Manage Announcements get all, past and future.',
  access: ANY_USER,
  response: z.array(bulletin),
});

/** A page of an admin list, with an optional text search (issue 29). */
const adminListPage = {
  /** Words the text (announcements) or the description and address (links) contain. */
  search: optText(100),
  pageNumber: z.number().int().min(1).default(1),
  itemsPerPage: z.number().int().min(1).max(100).default(20),
};

export const announcementSearch = endpoint({
  id: 'content.announcementSearch',
  method: 'POST',
  path: '/api/Announcements/Search',
  tag: 'Content',
  summary:
    'Every announcement of the staff member’s groups, past and future, newest first, a page at a time (the admin list).',
  access: staff('MANAGE_ANNOUNCEMENTS'),
  body: z.strictObject(adminListPage),
  response: pagedItems(bulletin),
});

export const announcementCreate = endpoint({
  id: 'content.announcementCreate',
  method: 'POST',
  path: '/api/Announcements/Create',
  tag: 'Content',
  summary: 'Create an announcement, or replace one when bulletinId is given.',
  access: staffWrite('MANAGE_ANNOUNCEMENTS'),
  body: z
    .strictObject({
      bulletinId: z.number().int().positive().optional(),
      groupNumber: z.number().int().min(-1),
      locationNumber: z.number().int().positive().optional(),
      employeeSite: z.boolean().default(true),
      employerSite: z.boolean().default(true),
      providerSite: z.boolean().default(true),
      customerServiceSite: z.boolean().default(true),
      beginDate: dateIn,
      endDate: dateIn,
      bulletinText: text(4000),
    })
    .superRefine(laterThanDate('endDate', 'beginDate'))
    .superRefine(sameOrAfterToday('beginDate'))
    .refine((b) => b.employeeSite || b.employerSite || b.providerSite || b.customerServiceSite, {
      message: 'required',
      path: ['employeeSite'],
    }),
  response: z.object({ bulletinId: z.number().int() }),
  status: 201,
});

export const announcementDelete = endpoint({
  id: 'content.announcementDelete',
  method: 'DELETE',
  path: '/api/Announcements/Delete',
  tag: 'Content',
  summary: 'Delete an announcement.',
  access: staffWrite('MANAGE_ANNOUNCEMENTS'),
  query: z.object({ bulletinId: qPosInt }),
  response: okResponse,
});

/** A link as lists return it (spec §3). */
export const link = z.object({
  linkId: z.number().int(),
  description: z.string(),
  url: z.string(),
  summary: z.string().nullable(),
  categoryId: z.number().int(),
  groupDTO: z.array(z.object({ groupNumber: z.number().int(), name: z.string() })),
  rolesDTO: z.array(z.object({ roleId: z.number().int(), roleDescription: z.string() })),
});
export type Link = z.infer<typeof link>;

/** A link as it is sent: capitalised names (spec §3). Empty GroupDTO / RolesDTO mean every group / role. */
export const linkIn = z.strictObject({
  Description: text(200),
  Url: urlRule,
  Summary: optText(1000),
  CategoryId: z.number().int().positive(),
  GroupDTO: z
    .array(z.strictObject({ groupNumber: z.number().int().min(-1) }))
    .max(5000)
    .default([]),
  RolesDTO: z
    .array(z.strictObject({ roleId: z.number().int().positive() }))
    .max(50)
    .default([]),
});

export const linksList = endpoint({
  id: 'content.links',
  method: 'GET',
  path: '/api/links',
  tag: 'Content',
  summary: 'Links for the caller’s role and groups; staff with Manage Links get all.',
  access: ANY_USER,
  query: z.object({ categoryId: qPosInt.optional() }),
  response: z.array(link),
});

export const linkSearch = endpoint({
  id: 'content.linkSearch',
  method: 'POST',
  path: '/api/links/Search',
  tag: 'Content',
  summary: 'Every link, by category and order, a page at a time (the admin list).',
  access: staff('MANAGE_LINKS'),
  body: z.strictObject({ ...adminListPage, categoryId: z.number().int().positive().optional() }),
  response: pagedItems(link),
});

export const linkCreate = endpoint({
  id: 'content.linkCreate',
  method: 'POST',
  path: '/api/links',
  tag: 'Content',
  summary: 'Create a link.',
  access: staffWrite('MANAGE_LINKS'),
  body: linkIn,
  response: z.object({ linkId: z.number().int() }),
  status: 201,
});

export const linkUpdate = endpoint({
  id: 'content.linkUpdate',
  method: 'PUT',
  path: '/api/links',
  tag: 'Content',
  summary: 'Update a link.',
  access: staffWrite('MANAGE_LINKS'),
  body: linkIn.extend({ LinkId: z.number().int().positive() }),
  response: okResponse,
});

export const linkDelete = endpoint({
  id: 'content.linkDelete',
  method: 'DELETE',
  path: '/api/links',
  tag: 'Content',
  summary: 'Delete a link.',
  access: staffWrite('MANAGE_LINKS'),
  query: z.object({ linkId: qPosInt }),
  response: okResponse,
});

export const linkCategories = endpoint({
  id: 'content.linkCategories',
  method: 'GET',
  path: '/api/links/Categories',
  tag: 'Content',
  summary: 'Link categories, named in `language` (default the account’s).',
  access: ANY_USER,
  query: z.object({ language: optLanguage }),
  response: z.array(z.object({ categoryId: z.number().int(), description: z.string() })),
});

export const faqs = endpoint({
  id: 'content.faqs',
  method: 'GET',
  path: '/api/Faq/Faqs',
  tag: 'Content',
  summary: 'FAQs for the caller’s portal, in the requested language (default the account’s).',
  access: ANY_USER,
  query: z.object({ language: optLanguage }),
  response: z.array(
    z.object({
      faqId: z.number().int(),
      category: z.string(),
      question: z.string(),
      answer: z.string(),
      sortOrder: z.number().int(),
    }),
  ),
});

export const formSubmit = endpoint({
  id: 'content.form',
  method: 'POST',
  path: '/api/Forms/Form',
  tag: 'Content',
  summary:
    'Submit an online form or feedback form (feedback needs Send Feedback) built from a download.',
  // The permission depends on `kind`: the service requires Send Feedback for feedback forms.
  access: ANY_USER,
  body: z.strictObject({
    downloadId: z.number().int().positive(),
    kind: z.enum(['onlineForm', 'feedback']),
    displayName: text(200),
    /** Field name → value, as the form defines them. */
    fields: z
      .record(z.string().max(100), z.string().max(4000))
      .refine((r) => Object.keys(r).length <= 100, 'max'),
  }),
  response: okResponse,
  status: 201,
});

export const supportContact = endpoint({
  id: 'content.supportContact',
  method: 'POST',
  path: '/api/Support/contact',
  tag: 'Content',
  summary: 'The public contact-support form (rate-limited; always answers success once accepted).',
  access: PUBLIC,
  body: z.strictObject({
    firstName: text(50),
    lastName: text(50),
    email: emailRule,
    phone: optional(phoneRule),
    memberId: optText(20),
    groupNumber: z.number().int().positive().optional(),
    topic: z.enum(['Login', 'Registration', 'Claims', 'IdCard', 'Eligibility', 'Other']),
    message: text(4000),
  }),
  response: okResponse,
});

export const emailRoutingSubject = z.object({
  subjectId: z.number().int(),
  description: z.string(),
  /** Which portals offer the subject when composing. */
  roleClasses: z.array(z.enum(['Administrative', 'EmployerVendor', 'Members', 'Provider'])),
  /** Routed by e-mail rather than into the staff queue. */
  emailRouted: z.boolean(),
});

export const emailRoutingSubjects = endpoint({
  id: 'content.emailRoutingSubjects',
  method: 'GET',
  path: '/api/EmailRouting/GetSubjects',
  tag: 'Content',
  summary: 'Message subjects the caller may choose when composing.',
  access: ANY_USER,
  response: z.array(emailRoutingSubject),
});

export const emailRoutingTypeAhead = endpoint({
  id: 'content.emailRoutingTypeAhead',
  method: 'POST',
  path: '/api/EmailRouting/v2/TypeAhead',
  tag: 'Content',
  summary: 'Staff look up routing targets (subjects and staff mailboxes) by text.',
  access: staff('RECEIVE_MESSAGE'),
  body: z.strictObject({
    query: z.string().trim().min(2, 'min').max(100, 'max'),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  response: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['Subject', 'Staff']),
      name: z.string(),
      email: z.string().nullable(),
    }),
  ),
});
