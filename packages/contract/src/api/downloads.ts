import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems } from './common.js';
import { ANY_USER, PUBLIC, staffWrite } from './access.js';
import { isoDateTime, optLanguage, optText, qPosInt, text } from './fields.js';
import { emailRule, phoneRule } from '../rules/identifiers.js';
import { parseAnyDate } from '../rules/dates.js';
import { UPLOAD_MEDIA_TYPES } from '../rules/file-upload.js';

/**
 * Downloads: documents, online forms and feedback forms published to roles and groups (content
 * domain; apart from content.ts to keep files small). Readers see only what targets their role and groups.
 */

/** Input types of an online form's fields. */
export const formFieldType = z.enum([
  'text',
  'textarea',
  'date',
  'email',
  'phone',
  'checkbox',
  'select',
]);

/** One field of an online or feedback form, as AssignOnlineForm defines it. */
export const onlineFormField = z.object({
  name: z.string(),
  label: z.string(),
  type: formFieldType,
  required: z.boolean(),
  options: z.array(z.string()),
});
export type OnlineFormField = z.infer<typeof onlineFormField>;

export const download = z.object({
  downloadId: z.number().int(),
  displayName: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  year: z.number().int().nullable(),
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  uploadedDate: isoDateTime,
  /** An online form (filled in on screen) or a feedback form rather than a plain file. */
  isOnlineForm: z.boolean(),
  isFeedback: z.boolean(),
  groupNumbers: z.array(z.number().int()),
  roleIds: z.array(z.number().int()),
  /** The form's fields (online and feedback forms; empty for plain files). */
  fields: z.array(onlineFormField).optional(),
  /** The language the document is written in. */
  language: z.enum(['en', 'sp']),
});
export type Download = z.infer<typeof download>;

/** Longest value of a one-line field; multi-line fields may use the 4,000 the Forms/Form body allows. */
export const FORM_TEXT_MAX = 200;

/**
 * Checks submitted values against a form's fields: field name → message key for each problem
 * (unknown fields, missing required values, bad e-mail / phone / date, choices not offered).
 * One rule for the web's form and the server's Forms/Form.
 */
export function formValueErrors(
  fields: readonly OnlineFormField[],
  values: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(fields.map((f) => f.name));
  for (const name of Object.keys(values)) if (!known.has(name)) errors[name] = 'invalidValue';
  for (const f of fields) {
    const v = (values[f.name] ?? '').trim();
    if (f.type === 'checkbox') {
      if (v !== '' && v !== 'true' && v !== 'false') errors[f.name] = 'invalidValue';
      else if (f.required && v !== 'true') errors[f.name] = 'required';
      continue;
    }
    if (v === '') {
      if (f.required) errors[f.name] = 'required';
      continue;
    }
    if (f.type === 'email' && !emailRule.safeParse(v).success) errors[f.name] = 'validationEmail';
    else if (f.type === 'phone' && !phoneRule.safeParse(v).success)
      errors[f.name] = 'validationPhone';
    else if (f.type === 'date' && parseAnyDate(v) === null) errors[f.name] = 'invalidDateFormat';
    else if (f.type === 'select' && !f.options.includes(v)) errors[f.name] = 'invalidValue';
    else if (f.type !== 'textarea' && v.length > FORM_TEXT_MAX) errors[f.name] = 'max';
  }
  return errors;
}

const fileManagers = staffWrite('FILE_MANAGEMENT_PERMISSION');

export const downloadCategories = endpoint({
  id: 'content.downloadsListCategories',
  method: 'GET',
  path: '/api/Downloads/ListCategories',
  tag: 'Downloads',
  summary: 'Download categories, named in `language` (default the account’s).',
  access: ANY_USER,
  query: z.object({ language: optLanguage }),
  response: z.array(z.object({ categoryId: z.number().int(), description: z.string() })),
});

export const downloadOnlineForms = endpoint({
  id: 'content.downloadsListOnlineForms',
  method: 'GET',
  path: '/api/Downloads/ListOnlineForms',
  tag: 'Downloads',
  summary:
    'Online and feedback forms available to the caller (category names in `language`, default the account’s).',
  access: ANY_USER,
  query: z.object({ language: optLanguage }),
  response: z.array(download),
});

export const downloadYears = endpoint({
  id: 'content.downloadsYears',
  method: 'GET',
  path: '/api/Downloads/Years',
  tag: 'Downloads',
  summary: 'Years that have downloads, newest first.',
  access: ANY_USER,
  response: z.array(z.number().int()),
});

export const downloadGet = endpoint({
  id: 'content.downloadsGet',
  method: 'GET',
  path: '/api/Downloads/Get/:id',
  tag: 'Downloads',
  summary: 'The file of a download.',
  access: ANY_USER,
  params: z.object({ id: qPosInt }),
  response: { kind: 'file', mediaTypes: [...UPLOAD_MEDIA_TYPES, 'application/octet-stream'] },
});

export const downloadList = endpoint({
  id: 'content.downloadsList',
  method: 'POST',
  path: '/api/Downloads/List',
  tag: 'Downloads',
  summary: 'Downloads visible to the caller (file managers: all), by category and year.',
  access: ANY_USER,
  body: z.strictObject({
    categoryId: z.number().int().positive().optional(),
    year: z.number().int().min(1900).max(2999).optional(),
    query: optText(100),
    onlineFormsOnly: z.boolean().default(false),
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(100).default(20),
    /** Language of the category names (default the account's); documents of every language are listed. */
    language: optLanguage,
  }),
  response: pagedItems(download),
});

export const downloadFilesUrl = endpoint({
  id: 'content.downloadsGetFilesUrl',
  method: 'POST',
  path: '/api/Downloads/GetFilesUrl',
  tag: 'Downloads',
  summary: 'Short-lived download URLs for several downloads at once.',
  access: ANY_USER,
  body: z.strictObject({
    downloadIds: z.array(z.number().int().positive()).min(1, 'required').max(50),
  }),
  response: z.array(
    z.object({ downloadId: z.number().int(), url: z.string(), expiresAt: isoDateTime }),
  ),
});

/** How long a GetFilesUrl address works. */
export const FILES_URL_TTL_SECONDS = 300;

/**
 * The file behind a GetFilesUrl address: the token (download, expiry, HMAC) is the authorisation, so the
 * address works without a bearer token (a link or a new tab) until it expires (docs/decisions.md).
 */
export const downloadSignedFile = endpoint({
  id: 'content.downloadsSignedFile',
  method: 'GET',
  path: '/api/Downloads/File/:token',
  tag: 'Downloads',
  summary: 'The file of a download through a short-lived GetFilesUrl address (404 when expired).',
  access: PUBLIC,
  params: z.object({ token: z.string().max(200) }),
  response: { kind: 'file', mediaTypes: [...UPLOAD_MEDIA_TYPES, 'application/octet-stream'] },
});

/** Multipart fields are text: lists are comma-separated ids. */
const idList = z
  .string()
  .trim()
  .regex(/^(-?\d+(,-?\d+)*)?$/, 'numbersOnly')
  .transform((s) => (s === '' ? [] : s.split(',').map(Number)));

export const downloadUpload = endpoint({
  id: 'content.downloadsUpload',
  method: 'POST',
  path: '/api/Downloads/Upload',
  tag: 'Downloads',
  summary: 'Upload files as downloads (≤ 5 files, ≤ 10 MB each) for roles and groups.',
  access: fileManagers,
  bodyType: 'multipart',
  body: z.strictObject({
    displayName: text(200),
    description: optText(1000),
    categoryId: z.coerce.number().int().positive(),
    year: z.coerce.number().int().min(1900).max(2999).optional(),
    groupNumbers: idList.default([]),
    roleIds: idList.default([]),
    /** The language the documents are written in (default English). */
    language: z.enum(['en', 'sp']).default('en'),
  }),
  response: z.object({ downloadIds: z.array(z.number().int()) }),
  status: 201,
});

export const downloadUpdate = endpoint({
  id: 'content.downloadsUpdate',
  method: 'POST',
  path: '/api/Downloads/Update',
  tag: 'Downloads',
  summary: 'Change a download’s name, category, year and audience.',
  access: fileManagers,
  body: z.strictObject({
    downloadId: z.number().int().positive(),
    displayName: text(200),
    description: optText(1000),
    categoryId: z.number().int().positive(),
    year: z.number().int().min(1900).max(2999).nullable(),
    groupNumbers: z.array(z.number().int().min(-1)).max(5000),
    roleIds: z.array(z.number().int().positive()).max(50),
    language: z.enum(['en', 'sp']).optional(),
  }),
  response: okResponse,
});

export const downloadAssignOnlineForm = endpoint({
  id: 'content.downloadsAssignOnlineForm',
  method: 'POST',
  path: '/api/Downloads/AssignOnlineForm',
  tag: 'Downloads',
  summary: 'Make a download an online form or a feedback form, with its field definitions.',
  access: fileManagers,
  body: z.strictObject({
    downloadId: z.number().int().positive(),
    isOnlineForm: z.boolean(),
    isFeedback: z.boolean(),
    /** Where submissions go. */
    recipientEmail: optText(200),
    fields: z
      .array(
        z.strictObject({
          name: z
            .string()
            .trim()
            .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, 'incorrectFormat'),
          label: text(200),
          type: formFieldType,
          required: z.boolean().default(false),
          options: z.array(z.string().max(100)).max(50).default([]),
        }),
      )
      .max(100)
      .default([]),
  }),
  response: okResponse,
});

export const downloadDelete = endpoint({
  id: 'content.downloadsDelete',
  method: 'DELETE',
  path: '/api/Downloads/Delete',
  tag: 'Downloads',
  summary: 'Delete a download.',
  access: fileManagers,
  query: z.object({ downloadId: qPosInt }),
  response: okResponse,
});
