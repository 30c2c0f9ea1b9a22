import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedItems } from './common.js';
import { signedIn } from './access.js';
import { LETTERS_PAGE_SIZE } from '../constants.js';
import { isoDate, isoDateTime, optDateIn, optText, qPosInt } from './fields.js';
import { laterThanDate } from '../rules/index.js';

/** Letters sent to members (Letters). Staff and members both need the Letters permission. */

const letterReaders = signedIn(['Administrative', 'Members'], ['LETTERS']);

export const letterSummary = z.object({
  letterNumber: z.number().int(),
  templateId: z.number().int(),
  templateName: z.string(),
  groupNumber: z.number().int(),
  employeeNumber: z.number().int(),
  dependentNumber: z.number().int(),
  recipientName: z.string(),
  createdDate: isoDateTime,
  sentDate: isoDate.nullable(),
  deliveryMethod: z.enum(['Mail', 'Email', 'Portal']),
  hasDocument: z.boolean(),
});
export type LetterSummary = z.infer<typeof letterSummary>;

export const letter = letterSummary.extend({
  subject: z.string().nullable(),
  /** Plain-text rendering for the screen; the PDF is the letter of record. */
  body: z.string().nullable(),
  memberId: z.string().nullable(),
  claimNumbers: z.array(z.string()),
});
export type Letter = z.infer<typeof letter>;

export const letterSearch = endpoint({
  id: 'letters.search',
  phi: 'letter',
  method: 'POST',
  path: '/api/Letters/search',
  tag: 'Letters',
  summary: 'Letter search (members: their household), newest first, 10 a page.',
  access: letterReaders,
  body: z
    .strictObject({
      groupNumber: z.number().int().min(-1).optional(),
      employeeNumber: z.number().int().optional(),
      dependentNumber: z.number().int().min(0).optional(),
      letterNumber: z.number().int().positive().optional(),
      memberId: optText(20),
      templateId: z.number().int().positive().optional(),
      fromDate: optDateIn,
      thruDate: optDateIn,
      pageNumber: z.number().int().min(1).default(1),
      itemsPerPage: z.number().int().min(1).max(100).default(LETTERS_PAGE_SIZE),
    })
    .superRefine(laterThanDate('thruDate', 'fromDate')),
  response: pagedItems(letterSummary),
});

export const letterTemplates = endpoint({
  id: 'letters.templates',
  method: 'GET',
  path: '/api/Letters/templates',
  tag: 'Letters',
  summary: 'Letter templates (for the search filter).',
  access: letterReaders,
  response: z.array(
    z.object({
      templateId: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
    }),
  ),
});

const letterParams = z.object({ letterNumber: qPosInt });

export const letterGet = endpoint({
  id: 'letters.get',
  phi: 'letter',
  method: 'GET',
  path: '/api/Letters/:letterNumber',
  tag: 'Letters',
  summary: 'One letter.',
  access: letterReaders,
  params: letterParams,
  response: letter,
});

export const letterDocument = endpoint({
  id: 'letters.document',
  phi: 'letter',
  method: 'GET',
  path: '/api/Letters/:letterNumber/document',
  tag: 'Letters',
  summary: 'The letter as sent, as a PDF.',
  access: letterReaders,
  params: letterParams,
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});
