import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems, queryBool } from './common.js';
import { ANY_USER, signedIn, staff, staffWrite } from './access.js';
import { isoDateTime, optDateIn, optText, qAccountId, qPosInt, text } from './fields.js';
import { laterThanDate } from '../rules/index.js';

/** Messaging: conversations, the staff queue, messages and attachments (base /api/Conversations). */

export const CONVERSATION_STATUSES = [
  'Open',
  'InProgress',
  'WaitingOnMember',
  'Resolved',
  'Closed',
] as const;
export const conversationStatus = z.enum(CONVERSATION_STATUSES);

export const conversationSummary = z.object({
  conversationId: z.number().int(),
  subject: z.string(),
  subjectId: z.number().int().nullable(),
  status: conversationStatus,
  memberId: z.string().nullable(),
  createdByName: z.string(),
  createdDate: isoDateTime,
  lastMessageDate: isoDateTime,
  unreadCount: z.number().int(),
  ownerAccountId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  inQueue: z.boolean(),
  archived: z.boolean(),
  /** The custom transaction that opened it (certificate of coverage, precert …), spec §9. */
  transactionId: z.number().int().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const attachment = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
});

export const message = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  body: z.string(),
  sentDate: isoDateTime,
  senderAccountId: z.number().int().nullable(),
  senderName: z.string(),
  fromStaff: z.boolean(),
  /** A staff-only note (only staff ever receive these). */
  internal: z.boolean(),
  read: z.boolean(),
  attachments: z.array(attachment),
});
export type Message = z.infer<typeof message>;

export const conversation = conversationSummary.extend({
  messages: z.array(message),
  resolutionTypeId: z.number().int().nullable(),
  /** Staff notes; null for everyone but staff. */
  notes: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversation>;

const sortProperty = z
  .enum(['lastMessageDate', 'createdDate', 'subject', 'status'])
  .default('lastMessageDate');

/** Latest-conversations params (spec §3). inQueue needs Receive Message; showArchived needs View Archived for staff. */
export const conversationListRequest = z.strictObject({
  showArchived: z.boolean().default(false),
  inQueue: z.boolean().default(false),
  pageNumber: z.number().int().min(1).default(1),
  sortProperty,
  sortDesc: z.boolean().default(true),
  amount: z.number().int().min(1).max(100).default(10),
  query: optText(100),
  memberId: optText(20),
});

export const conversationsList = endpoint({
  id: 'conversations.list',
  phi: 'conversation',
  method: 'POST',
  path: '/api/Conversations/Conversations',
  tag: 'Messaging',
  summary:
    'The caller’s conversations, or (inQueue, staff with Receive Message) the staff queue; newest first.',
  access: ANY_USER,
  body: conversationListRequest,
  response: pagedItems(conversationSummary),
});

export const conversationsSearch = endpoint({
  id: 'conversations.search',
  phi: 'conversation',
  method: 'POST',
  path: '/api/Conversations/Search',
  tag: 'Messaging',
  summary: 'Staff search over all conversations.',
  access: staff('RECEIVE_MESSAGE', 'CONVERSATION_HISTORY', 'VIEW_ARCHIVED_CONVERSATIONS'),
  body: z
    .strictObject({
      query: optText(100),
      memberId: optText(20),
      status: conversationStatus.optional(),
      subjectId: z.number().int().optional(),
      ownerAccountId: z.number().int().optional(),
      fromDate: optDateIn,
      thruDate: optDateIn,
      showArchived: z.boolean().default(false),
      inQueue: z.boolean().optional(),
      pageNumber: z.number().int().min(1).default(1),
      amount: z.number().int().min(1).max(100).default(20),
      sortProperty,
      sortDesc: z.boolean().default(true),
    })
    .superRefine(laterThanDate('thruDate', 'fromDate')),
  response: pagedItems(conversationSummary),
});

export const conversationGet = endpoint({
  id: 'conversations.get',
  phi: 'conversation',
  method: 'GET',
  path: '/api/Conversations/Get',
  tag: 'Messaging',
  summary: 'One conversation with its messages (a participant, or staff with Receive Message).',
  access: ANY_USER,
  query: z.object({ conversationId: qPosInt }),
  response: conversation,
});

/** A message's new id: positive on success (spec §7 returnedObject). */
export const returnedId = z.object({ returnedObject: z.number().int().positive() });

export const conversationUpload = endpoint({
  id: 'conversations.upload',
  method: 'POST',
  path: '/api/Conversations/Upload',
  tag: 'Messaging',
  summary:
    'Attach files to the caller’s message (≤ 5 files, ≤ 10 MB each, allowed types, no duplicates).',
  access: ANY_USER,
  query: z.object({ messageId: qPosInt }),
  bodyType: 'multipart',
  body: z.strictObject({}),
  response: z.object({ attachments: z.array(attachment) }),
  status: 201,
});

export const conversationReply = endpoint({
  id: 'conversations.reply',
  method: 'POST',
  path: '/api/Conversations/message',
  tag: 'Messaging',
  summary: 'Reply in a conversation; returns the new message id.',
  access: ANY_USER,
  body: z.strictObject({ conversationId: z.number().int().positive(), body: text(10000) }),
  response: returnedId,
  status: 201,
});

export const conversationAdd = endpoint({
  id: 'conversations.add',
  method: 'POST',
  path: '/api/Conversations/Add',
  tag: 'Messaging',
  summary:
    'Start a conversation (compose message); returns the first message’s id and the conversation id.',
  access: ANY_USER,
  body: z.strictObject({
    subjectId: z.number().int().positive(),
    subject: optText(200),
    body: text(10000),
    /** Staff and employers writing about a member; members about someone in their household. */
    memberId: optText(20),
    /** Staff starting a conversation with a user. */
    toAccountId: z.number().int().positive().optional(),
  }),
  response: returnedId.extend({ conversationId: z.number().int().positive() }),
  status: 201,
});

export const resolutionTypes = endpoint({
  id: 'conversations.resolutionTypes',
  method: 'GET',
  path: '/api/Conversations/ResolutionTypes',
  tag: 'Messaging',
  summary: 'How a conversation can be resolved.',
  access: staff('RECEIVE_MESSAGE'),
  response: z.array(z.object({ resolutionTypeId: z.number().int(), description: z.string() })),
});

export const conversationRedirect = endpoint({
  id: 'conversations.redirect',
  /** A change made by a GET (spec §7): audited like every signed-in change. */
  audited: true,
  method: 'GET',
  path: '/api/Conversations/Redirect',
  tag: 'Messaging',
  summary: 'Hand a conversation to another staff member or back to the queue of another subject.',
  access: staffWrite('RECEIVE_MESSAGE'),
  query: z
    .object({
      conversationId: qPosInt,
      toAccountId: qAccountId.optional(),
      subjectId: qPosInt.optional(),
    })
    .refine((q) => q.toAccountId !== undefined || q.subjectId !== undefined, {
      message: 'required',
    }),
  response: okResponse,
});

export const conversationUpdateNotes = endpoint({
  id: 'conversations.updateNotes',
  method: 'POST',
  path: '/api/Conversations/UpdateNotes',
  tag: 'Messaging',
  summary:
    'Replace the staff notes of a conversation (POST with a body: notes are PHI and stay out of URLs).',
  access: staffWrite('RECEIVE_MESSAGE'),
  body: z.strictObject({
    conversationId: z.number().int().positive(),
    notes: z.string().max(4000, 'max'),
  }),
  response: okResponse,
});

export const conversationUpdate = endpoint({
  id: 'conversations.update',
  method: 'POST',
  path: '/api/Conversations/Update',
  tag: 'Messaging',
  summary: 'Change a conversation’s status, resolution, subject or archived flag.',
  access: staffWrite('RECEIVE_MESSAGE'),
  body: z
    .strictObject({
      conversationId: z.number().int().positive(),
      status: conversationStatus.optional(),
      resolutionTypeId: z.number().int().positive().optional(),
      subjectId: z.number().int().positive().optional(),
      archived: z.boolean().optional(),
    })
    .refine((b) => b.status !== 'Resolved' || b.resolutionTypeId !== undefined, {
      message: 'required',
      path: ['resolutionTypeId'],
    }),
  response: okResponse,
});

export const singleAttachment = endpoint({
  id: 'conversations.singleAttachment',
  phi: 'conversation',
  method: 'GET',
  path: '/api/Conversations/message/SingleAttachment',
  tag: 'Messaging',
  summary:
    'Download one attachment (participants of its conversation, or staff with Receive Message).',
  access: ANY_USER,
  query: z.object({ attachmentId: qPosInt }),
  response: {
    kind: 'file',
    mediaTypes: [
      'application/octet-stream',
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/tiff',
      'image/heic',
      'image/heif',
    ],
  },
});

export const setAsOwner = endpoint({
  id: 'conversations.setAsOwner',
  /** A change made by a GET (spec §7): audited like every signed-in change. */
  audited: true,
  method: 'GET',
  path: '/api/Conversations/SetAsOwner',
  tag: 'Messaging',
  summary: 'Take a conversation from the queue.',
  access: staffWrite('RECEIVE_MESSAGE'),
  query: z.object({ conversationId: qPosInt }),
  response: okResponse,
});

export const conversationHistory = endpoint({
  id: 'conversations.history',
  phi: 'conversation',
  method: 'POST',
  path: '/api/Conversations/History',
  tag: 'Messaging',
  summary: 'Conversation history of a member (members: their own; staff: any member).',
  access: signedIn(['Administrative', 'Members'], ['CONVERSATION_HISTORY']),
  body: z.strictObject({
    memberId: optText(20),
    showArchived: z.boolean().default(true),
    pageNumber: z.number().int().min(1).default(1),
    amount: z.number().int().min(1).max(100).default(20),
  }),
  response: pagedItems(conversationSummary),
});

export const unreadAmount = endpoint({
  id: 'conversations.unreadAmount',
  method: 'GET',
  path: '/api/Conversations/UnReadAmount',
  tag: 'Messaging',
  summary: 'How many messages addressed to the caller are unread.',
  access: ANY_USER,
  response: z.object({ count: z.number().int() }),
});

export const messageRead = endpoint({
  id: 'conversations.messageRead',
  method: 'GET',
  path: '/api/Conversations/MessageRead',
  tag: 'Messaging',
  summary: 'Mark a message read (or unread) for the caller.',
  access: ANY_USER,
  query: z.object({ messageId: qPosInt, read: queryBool.default(true) }),
  response: okResponse,
});
