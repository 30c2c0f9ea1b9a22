import type { Brand, EndpointBody, Language } from '@bp/contract';
import type { Letter, LetterSummary, letterSearch } from '@bp/contract/api/letters';
import type { SignedInCaller } from '../../http/caller.js';
import type { ServiceCtx } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { languageOf } from '../../mail/templates.js';
import { parseMergeData, renderTemplate } from './merge.js';
import { letterFileName } from './pdf.js';
import type { PdfCtx } from '../../pdf-jobs/index.js';
import { mayRead } from '../scope/service.js';
import { mailingAddressOf } from '../members/service.js';
import * as repo from './repo.js';

export type Ctx = ServiceCtx;

/** The caller's letter scope; a member account without a member sees nothing. */
function scopeOf(caller: SignedInCaller): repo.LetterScope {
  if (!mayRead(caller, 'letter')) throw forbidden();
  if (caller.roleClass === 'Members') {
    if (caller.memberId === null) throw notFound();
    return { kind: 'member', memberId: caller.memberId };
  }
  if (caller.roleClass === 'Administrative') return { kind: 'staff', accountId: caller.accountId };
  throw forbidden();
}

/**
 * The letters table has no channel or creation-time column: letters are printed and mailed on their
 * sent date (docs/decisions.md, Letters), so that is what the summary reports.
 */
function toSummary(r: repo.LetterRow): LetterSummary {
  const x = r.letter;
  return {
    letterNumber: x.letterNumber,
    templateId: x.templateId,
    templateName: r.templateName,
    groupNumber: x.groupNumber,
    employeeNumber: x.employeeNumber,
    dependentNumber: x.dependentNumber,
    recipientName: `${r.firstName} ${r.lastName}`,
    createdDate: `${x.sentDate}T00:00:00.000Z`,
    sentDate: x.sentDate,
    deliveryMethod: 'Mail',
    hasDocument: true,
  };
}

export type SearchInput = EndpointBody<typeof letterSearch>;

/** Letters/search: a page of the letters the caller may see, newest first. Audited (the letter numbers listed). */
export async function search(c: Ctx, b: SearchInput) {
  const scope = scopeOf(c.caller);
  const { pageNumber, itemsPerPage, ...filter } = b;
  const { rows, total } = await repo.search(c.db, scope, filter, {
    offset: (pageNumber - 1) * itemsPerPage,
    limit: itemsPerPage,
  });
  if (scope.kind === 'member') c.audit.subject({ memberId: scope.memberId });
  c.audit.detail({ letterNumbers: rows.map((r) => r.letter.letterNumber) });
  return {
    pageNumber,
    itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / itemsPerPage),
    items: rows.map(toSummary),
  };
}

/** Letters/templates: the active templates, described in the caller's language. */
export async function templates(c: Ctx) {
  const sp = c.language === 'sp';
  const rows = await repo.templates(c.db);
  return rows.map((t) => ({
    templateId: t.id,
    name: t.name,
    description: sp ? t.subjectSp : t.subjectEn,
  }));
}

interface Rendered {
  row: repo.LetterDetailRow;
  language: Language;
  subject: string;
  body: string;
  claimNumber: string | null;
}

/**
 * A letter in scope rendered from its template and merge data in the recipient's language; else 404.
 * Noted on the audit trail.
 */
async function load(c: Ctx, letterNumber: number): Promise<Rendered> {
  const row = await repo.byNumber(c.db, scopeOf(c.caller), letterNumber);
  if (!row) throw notFound();
  c.audit.subject({ memberId: row.letter.memberId, entityId: letterNumber });
  const x = row.letter;
  const language = languageOf(row.language);
  const claimNumber = row.claim
    ? `${row.claim.prefix}-${row.claim.number}-${row.claim.suffix}`
    : null;
  const body = renderTemplate(
    language === 'sp' ? row.templateBodySp : row.templateBodyEn,
    parseMergeData(x.body),
    {
      name: `${row.firstName} ${row.lastName}`,
      group: row.groupName,
      date: row.precertFromDate ?? row.effectiveDate,
      certNo: x.certNo === null ? null : String(x.certNo),
      claim: claimNumber,
    },
  );
  const subject = language === 'sp' ? row.templateSubjectSp : x.subject || row.templateSubjectEn;
  return { row, language, subject, body, claimNumber };
}

/** Letters/{letterNumber}: one letter in scope; unknown and out of scope are the same 404. Audited. */
export async function get(c: Ctx, letterNumber: number): Promise<Letter> {
  const r = await load(c, letterNumber);
  return {
    ...toSummary(r.row),
    subject: r.subject,
    body: r.body,
    memberId: r.row.publicMemberId,
    claimNumbers: r.claimNumber ? [r.claimNumber] : [],
  };
}

/**
 * Letters/{letterNumber}/document: the letter as a tagged PDF in the recipient's language, addressed by
 * members' `mailingAddressOf` (the person's confidential address when she has one and the reader is she
 * or staff). Audited.
 */
export async function document(c: Ctx & PdfCtx & { brand: Brand }, letterNumber: number) {
  const r = await load(c, letterNumber);
  const x = r.row.letter;
  // The addressee by the one mailing-address rule (a confidential contact for staff and the person).
  const to = await mailingAddressOf(c.db, c.caller, x.memberId, 'member');
  const document = {
    letterNumber,
    language: r.language,
    sentDate: x.sentDate,
    subject: r.subject,
    body: r.body,
    recipientName: to?.name ?? `${r.row.firstName} ${r.row.lastName}`,
    address: to?.lines ?? [],
    memberId: r.row.publicMemberId,
    groupName: r.row.groupName,
    claimNumber: r.claimNumber,
    certNo: x.certNo === null ? null : String(x.certNo),
  };
  const data = await c.pdf.render({ kind: 'letter', brand: c.brand.id, document });
  return { data, filename: letterFileName(letterNumber), mediaType: 'application/pdf' };
}
