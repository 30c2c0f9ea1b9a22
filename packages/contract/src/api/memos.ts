import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ANY_USER, signedIn, staff } from './access.js';
import { MEMO_PAGE_SIZE } from '../constants.js';
import { isoDate, isoDateTime, memberId, optDateIn, qGroupNumber, text } from './fields.js';
import { laterThanDate } from '../rules/index.js';

/** Memos on members and groups (Memo). */

export const memo = z.object({
  memoId: z.number().int(),
  memberId: z.string().nullable(),
  groupNumber: z.number().int().nullable(),
  /** Memo type number and description (spec §3 Memo type: descno, descr). */
  descno: z.number().int(),
  descr: z.string(),
  text: z.string(),
  createdDate: isoDateTime,
  createdBy: z.string(),
  effectiveDate: isoDate.nullable(),
  expirationDate: isoDate.nullable(),
  /** The active memo is shown as a banner on the profile. */
  active: z.boolean(),
});
export type Memo = z.infer<typeof memo>;

/** The memo list of spec §3. */
export const memoPage = z.object({
  memos: z.array(memo),
  totalNumberOfItems: z.number().int(),
  itemsPerPage: z.number().int(),
  totalNumberOfPages: z.number().int(),
  pageNumber: z.number().int(),
});

const memoReaders = staff('MEMOS');

export const memoSearch = endpoint({
  id: 'memos.search',
  method: 'POST',
  path: '/api/Memo/Search',
  tag: 'Memos',
  summary: 'A member’s memos, newest first.',
  phi: 'member',
  access: memoReaders,
  body: z.strictObject({
    memberId,
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(100).default(MEMO_PAGE_SIZE),
  }),
  response: memoPage,
});

export const memoCreate = endpoint({
  id: 'memos.create',
  method: 'POST',
  path: '/api/Memo/Create',
  tag: 'Memos',
  summary: 'Add a memo to a member or (Group Memo) to a group.',
  access: signedIn(['Administrative'], ['MEMOS', 'GROUP_MEMO'], { write: true }),
  body: z
    .strictObject({
      memberId: memberId.optional(),
      groupNumber: z.number().int().positive().optional(),
      descno: z.number().int().positive(),
      text: text(8000),
      effectiveDate: optDateIn,
      expirationDate: optDateIn,
      active: z.boolean().default(false),
    })
    .superRefine(laterThanDate('expirationDate', 'effectiveDate'))
    .refine((b) => (b.memberId === undefined) !== (b.groupNumber === undefined), {
      message: 'required',
      path: ['memberId'],
    }),
  response: z.object({ memoId: z.number().int() }),
  status: 201,
});

export const memoPlanInfo = endpoint({
  id: 'memos.planInfo',
  method: 'POST',
  path: '/api/Memo/planinfo',
  tag: 'Memos',
  summary: 'Plan information memos of the member’s group and plan year.',
  phi: 'member',
  access: signedIn(['Administrative'], ['MEMOS', 'GROUP_MEMO']),
  body: z.strictObject({ memberId, planYear: z.number().int().min(1900).max(2999).optional() }),
  response: z.array(memo),
});

export const memoGroup = endpoint({
  id: 'memos.group',
  method: 'POST',
  path: '/api/Memo/Group',
  tag: 'Memos',
  summary: 'A group’s memos, newest first.',
  access: staff('GROUP_MEMO'),
  body: z.strictObject({
    groupNumber: z.number().int().positive(),
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(100).default(MEMO_PAGE_SIZE),
  }),
  response: memoPage,
});

export const memoTypes = endpoint({
  id: 'memos.types',
  method: 'GET',
  path: '/api/Memo/Types',
  tag: 'Memos',
  summary: 'Memo types.',
  access: signedIn(['Administrative'], ['MEMOS', 'GROUP_MEMO']),
  response: z.array(z.object({ descno: z.number().int(), descr: z.string() })),
});

export const memoPrecert = endpoint({
  id: 'memos.precert',
  method: 'GET',
  path: '/api/Memo/Precert',
  tag: 'Memos',
  summary:
    'A group’s active precertification instructions (shown on precert pages); null when none.',
  access: ANY_USER,
  query: z.object({ groupNumber: qGroupNumber }),
  response: z
    .object({ groupNumber: z.number().int(), text: z.string(), effectiveDate: isoDate.nullable() })
    .nullable(),
});
