import { canWrite, hasPermission, type EndpointBody } from '@bp/contract';
import {
  downloadGet,
  type downloadList,
  formValueErrors,
  onlineFormField,
  type Download,
  type OnlineFormField,
} from '@bp/contract/api/downloads';
import { z } from 'zod';
import type { formSubmit } from '@bp/contract/api/content';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { MailContent } from '../../mail/templates.js';
import { withTypeExtension } from '../../storage/index.js';
import * as repo from './downloads-repo.js';
import { reachOf } from './service.js';
import { supportAddress } from './support.js';

/** File managers (staff with File Management) see every download; everyone else by role and group. */
export function audienceOf(caller: SignedInCaller): repo.DownloadAudience {
  if (
    caller.roleClass === 'Administrative' &&
    hasPermission(caller.permissions, 'FILE_MANAGEMENT_PERMISSION')
  )
    return { all: true };
  return { all: false, roleId: caller.roleId, reach: reachOf(caller) };
}

const storedFields = z.array(onlineFormField);

/** A form's stored field definitions; a malformed definition counts as none. */
function fieldsOf(raw: unknown): OnlineFormField[] {
  const parsed = storedFields.safeParse(raw);
  return parsed.success ? parsed.data : [];
}

type Language = 'en' | 'sp';

/** Category names in the language asked for, else the request's (the caller's account language). */
const isSp = (c: ServiceCtx, language?: Language) => (language ?? c.language) === 'sp';

function toDownload(r: repo.DownloadRow, sp: boolean): Download {
  return {
    downloadId: r.id,
    displayName: r.displayName,
    description: r.description,
    categoryId: r.categoryId,
    categoryName: sp ? r.categorySp : r.categoryEn,
    year: r.year,
    fileName: r.fileName ? withTypeExtension(r.fileName, r.mediaType ?? '') : '',
    mediaType: r.mediaType ?? '',
    sizeBytes: r.size ?? 0,
    uploadedDate: r.createdAt.toISOString(),
    isOnlineForm: r.formKind === 'form',
    isFeedback: r.formKind === 'feedback',
    groupNumbers: r.groupNumbers,
    roleIds: r.roleIds,
    fields: r.formId === null ? [] : fieldsOf(r.formFields),
    language: r.language === 'sp' ? 'sp' : 'en',
  };
}

/** Download categories in the caller's language (readers: those holding something they may see). */
export async function categories(c: ServiceCtx, language?: Language) {
  const sp = isSp(c, language);
  return (await repo.categories(c.db, audienceOf(c.caller))).map((k) => ({
    categoryId: k.id,
    description: sp ? k.nameSp : k.nameEn,
  }));
}

/** Years of the downloads the caller may see. */
export function years(c: ServiceCtx) {
  return repo.downloadYears(c.db, audienceOf(c.caller));
}

/** A page of the downloads the caller may see. */
export async function list(c: ServiceCtx, b: EndpointBody<typeof downloadList>) {
  const { rows, total } = await repo.listDownloads(c.db, audienceOf(c.caller), b, b);
  const sp = isSp(c, b.language);
  return {
    pageNumber: b.pageNumber,
    itemsPerPage: b.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / b.itemsPerPage),
    items: rows.map((r) => toDownload(r, sp)),
  };
}

/** Online and feedback forms the caller may see. */
export async function onlineForms(c: ServiceCtx, language?: Language) {
  const sp = isSp(c, language);
  return (await repo.listOnlineForms(c.db, audienceOf(c.caller))).map((r) => toDownload(r, sp));
}

const SERVED_TYPES: readonly string[] =
  downloadGet.response.kind === 'file' ? downloadGet.response.mediaTypes : [];

/** The file of a download the caller may see; 404 otherwise (or when its bytes are not stored here). */
export async function file(c: ServiceCtx, id: number) {
  const row = await repo.downloadFile(c.db, audienceOf(c.caller), id);
  if (!row?.bytes) throw notFound();
  return servedFile({ name: row.name, mediaType: row.mediaType, bytes: row.bytes });
}

/**
 * A stored download as served: its stored (sniffed) type when the call may serve it, else
 * application/octet-stream, and its name with that type's extension (issue 25).
 */
export function servedFile(row: { name: string; mediaType: string; bytes: Buffer }) {
  const mediaType = SERVED_TYPES.includes(row.mediaType)
    ? row.mediaType
    : 'application/octet-stream';
  return { data: row.bytes, filename: withTypeExtension(row.name, mediaType), mediaType };
}

export type FormInput = EndpointBody<typeof formSubmit>;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message to the form's routing address (staff read English). */
export function submissionMail(
  id: number,
  form: { name: string; kind: string },
  download: string,
  username: string,
  values: [label: string, value: string][],
): MailContent {
  const lines = [
    `${form.kind === 'feedback' ? 'Feedback' : 'Online form'} #${id}: ${form.name}`,
    `Document: ${download}`,
    `Submitted by: ${username}`,
    '',
    ...values.map(([label, value]) => `${label}: ${value}`),
  ];
  return {
    subject: `${form.kind === 'feedback' ? 'Feedback' : 'Online form'} #${id}: ${form.name}`,
    text: `${lines.join('\n')}\n`,
    html: lines.map((l) => `<p>${escape(l)}</p>`).join(''),
  };
}

/**
 * Forms/Form: the download must be visible to the caller and carry a form of the kind sent; feedback
 * needs Send Feedback (a write grant). The values are checked against the form's fields, stored, and
 * e-mailed to the form's routing address (or support) in one transaction.
 */
export async function submitForm(
  c: ServiceCtx & { mailer: Mailer },
  b: FormInput,
): Promise<number> {
  const { caller } = c;
  const row = await repo.downloadById(c.db, audienceOf(caller), b.downloadId);
  if (!row || row.formId === null) throw notFound();
  const kind = row.formKind === 'feedback' ? 'feedback' : 'onlineForm';
  if (kind === 'feedback' && !canWrite(caller.permissions, 'SEND_FEEDBACK')) throw forbidden();
  if (b.kind !== kind) throw invalidRequest('invalidValue', { kind: 'invalidValue' });
  const fields = fieldsOf(row.formFields);
  const errors = formValueErrors(fields, b.fields);
  if (Object.keys(errors).length)
    throw invalidRequest(
      'invalidValue',
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [`fields.${k}`, v])),
    );
  const values = Object.fromEntries(fields.map((f) => [f.name, (b.fields[f.name] ?? '').trim()]));
  return transaction(c, async ({ db: tx }) => {
    const id = await repo.insertSubmission(tx, {
      kind: row.formKind === 'feedback' ? 'feedback' : 'form',
      downloadId: row.id,
      onlineFormId: row.formId,
      accountId: caller.accountId,
      memberId: caller.memberId,
      data: values,
    });
    const mail = submissionMail(
      id,
      { name: row.formName ?? row.displayName, kind: row.formKind ?? 'form' },
      row.displayName,
      caller.username,
      fields.map((f) => [f.label, values[f.name] ?? '']),
    );
    const to =
      row.formRouteTo && /^[^@\s]+@[^@\s]+$/.test(row.formRouteTo)
        ? row.formRouteTo
        : supportAddress();
    await c.mailer.send(tx, to, mail, `form.${kind}`);
    c.audit.subject({ entityId: id, detail: { downloadId: row.id } });
    return id;
  });
}
