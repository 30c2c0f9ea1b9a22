import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems } from './common.js';
import { staff, staffWrite } from './access.js';
import { CALL_TRACK_PAGE_SIZE } from '../constants.js';
import { RELATIONSHIPS } from '../reference/index.js';
import {
  codeEnum,
  dateIn,
  isoDate,
  isoDateTime,
  optDateIn,
  optText,
  qPosInt,
  text,
} from './fields.js';
import { laterThanDate, optional, phoneRule } from '../rules/index.js';

/** Call tracking: staff log calls, with who called (from) and what about (regard), up to 3 keys each. */

const callTrackers = staff('CALL_TRACKING');
const callWriters = staffWrite('CALL_TRACKING');

const option = z.object({ key: z.string(), description: z.string() });
/** A from/regard key: its level (1–3, the field it fills) and, for a sub-key, the level-1 key it belongs to. */
const keyOption = option.extend({ level: z.number().int(), parentKey: z.string().nullable() });

/** The call statuses (keys; screens translate them). */
export const CALL_STATUSES = ['open', 'pending', 'closed'] as const;

export const callTrackOptions = endpoint({
  id: 'calltrack.options',
  method: 'GET',
  path: '/api/CallTrack/Options',
  tag: 'Call tracking',
  summary: 'Option lists of a call: from and regard keys, statuses, operators.',
  access: callTrackers,
  response: z.object({
    fromOptions: z.array(keyOption),
    regardOptions: z.array(keyOption),
    statuses: z.array(option),
    operators: z.array(z.object({ oppId: z.number().int(), name: z.string() })),
  }),
});

export const callTrack = z.object({
  callNo: z.number().int(),
  callDate: isoDateTime,
  /** The operator who took the call. */
  oppId: z.number().int(),
  operatorName: z.string(),
  callerName: z.string(),
  callerPhone: z.string().nullable(),
  callerRelationship: codeEnum(RELATIONSHIPS),
  memberId: z.string().nullable(),
  groupNumber: z.number().int().nullable(),
  providerNumber: z.string().nullable(),
  fromKey1: z.string().nullable(),
  fromKey2: z.string().nullable(),
  fromKey3: z.string().nullable(),
  regardKey1: z.string().nullable(),
  regardKey2: z.string().nullable(),
  regardKey3: z.string().nullable(),
  status: z.string(),
  dueDt: isoDate.nullable(),
  /** Notes for the operator (follow-up) and about the call. */
  operatorNotes: z.string().nullable(),
  callNotes: z.string().nullable(),
  /** The call window is open (still being worked) or closed. */
  windowOpen: z.boolean(),
});
export type CallTrack = z.infer<typeof callTrack>;

export const callTrackSummary = callTrack.omit({ operatorNotes: true, callNotes: true });

/** Call track search params (spec §3). */
export const callTrackSearchRequest = z
  .strictObject({
    beginDate: optDateIn,
    endDate: optDateIn,
    oppId: z.number().int().positive().optional(),
    callno: z.number().int().positive().optional(),
    fromKey1: optText(20),
    fromKey2: optText(20),
    fromKey3: optText(20),
    regardKey1: optText(20),
    regardKey2: optText(20),
    regardKey3: optText(20),
    dueDt: optDateIn,
    memberId: optText(20),
    groupNumber: z.number().int().min(-1).optional(),
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(100).default(CALL_TRACK_PAGE_SIZE),
  })
  .superRefine(laterThanDate('endDate', 'beginDate'));

export const callTrackSearch = endpoint({
  id: 'calltrack.search',
  method: 'POST',
  path: '/api/CallTrack/Search',
  tag: 'Call tracking',
  summary: 'Search calls, newest first.',
  phi: 'member',
  access: callTrackers,
  body: callTrackSearchRequest,
  response: pagedItems(callTrackSummary),
});

export const callTrackSearchCsv = endpoint({
  id: 'calltrack.searchCsv',
  method: 'POST',
  path: '/api/CallTrack/Search/Csv',
  tag: 'Call tracking',
  summary: 'The calls of a search as CSV (all pages, at most 10,000 rows), streamed.',
  phi: 'member',
  access: callTrackers,
  body: callTrackSearchRequest,
  response: { kind: 'file', mediaTypes: ['text/csv'] },
});

const callTrackFields = {
  callDate: optDateIn,
  callerName: text(100),
  callerPhone: optional(phoneRule),
  callerRelationship: codeEnum(RELATIONSHIPS),
  memberId: optText(20),
  groupNumber: z.number().int().positive().optional(),
  providerNumber: optText(20),
  fromKey1: text(20),
  fromKey2: optText(20),
  fromKey3: optText(20),
  regardKey1: text(20),
  regardKey2: optText(20),
  regardKey3: optText(20),
  status: text(20),
  dueDt: optDateIn,
  operatorNotes: optText(4000),
  callNotes: optText(8000),
  windowOpen: z.boolean().default(true),
};

export const callTrackCreate = endpoint({
  id: 'calltrack.create',
  method: 'POST',
  path: '/api/CallTrack/create',
  tag: 'Call tracking',
  summary: 'Log a new call; the caller is the operator.',
  access: callWriters,
  body: z.strictObject(callTrackFields),
  response: z.object({ callNo: z.number().int() }),
  status: 201,
});

export const callTrackUpdate = endpoint({
  id: 'calltrack.update',
  method: 'POST',
  path: '/api/CallTrack/Update',
  tag: 'Call tracking',
  summary: 'Update a logged call.',
  access: callWriters,
  body: z.strictObject({
    callNo: z.number().int().positive(),
    ...callTrackFields,
    callDate: dateIn,
  }),
  response: okResponse,
});

export const callTrackGet = endpoint({
  id: 'calltrack.get',
  method: 'GET',
  path: '/api/CallTrack/:callNo',
  tag: 'Call tracking',
  summary: 'One call with its notes.',
  phi: 'member',
  access: callTrackers,
  params: z.object({ callNo: qPosInt }),
  response: callTrack,
});
