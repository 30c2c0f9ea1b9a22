import { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  AUDIT_EXPORT_LIMIT,
  DISCLOSURE_LOOKBACK_YEARS,
  type AuditEntry,
  type DisclosureEntry,
  type auditExportRequest,
  type auditSearchRequest,
  type recordDisclosureRequest,
} from '@bp/contract';
import type { FileResult } from '../../http/bind.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { forbidden, invalidRequest } from '../../http/errors.js';
import { todayIso } from '../../clock.js';
import {
  callerGroups,
  mayRead,
  memberIfInScope,
  memberInScope,
  memberVisibility,
  ownMember,
} from '../scope/service.js';
import * as repo from './repo.js';
import { auditCsv } from './csv.js';

/**
 * Compliance (docs/decisions.md, "Audit"): the audit trail search and export (45 CFR 164.312(b)), the
 * disclosures compliance staff record and the member's accounting of disclosures (164.528).
 */

type SearchInput = z.infer<typeof auditSearchRequest>;
type FilterInput = z.infer<typeof auditExportRequest>;

/** Most members a name may match: a search by name is for finding one person, not a crowd. */
export const MAX_NAME_MATCHES = 20;

const encode = (parts: (string | number)[]) => Buffer.from(parts.join('|')).toString('base64url');
function decode(cursor: string, field = 'cursor'): [string, number] {
  const [a, b, extra] = Buffer.from(cursor, 'base64url').toString().split('|');
  const id = Number(b);
  if (!a || extra !== undefined || !Number.isSafeInteger(id) || id < 1)
    throw invalidRequest('invalidValue', { [field]: 'invalidValue' });
  return [a, id];
}

const AT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The search's filter in internal ids, or null when it names a member or account nobody can match (the
 * answer is then empty). Members found are noted on the audit trail; so is the filter.
 */
async function resolveFilter(c: ServiceCtx, input: FilterInput): Promise<repo.AuditFilter | null> {
  // The rows name members: reading them is reading member data.
  if (!mayRead(c.caller, 'member')) throw forbidden();
  const { memberId, memberLastName, memberFirstName, username, action, fromDate, thruDate } = input;
  c.audit.detail({
    filter: Object.fromEntries(
      Object.entries({
        memberId,
        memberLastName,
        memberFirstName,
        username,
        action,
        fromDate,
        thruDate,
      }).filter(([, v]) => v !== undefined),
    ),
  });
  const f: repo.AuditFilter = {
    ...(action !== undefined ? { action } : {}),
    ...(fromDate !== undefined ? { fromDate } : {}),
    ...(thruDate !== undefined ? { thruDate } : {}),
  };
  if (memberId !== undefined) {
    const m = await memberIfInScope(c, memberId, 'member');
    if (!m) return null;
    f.memberIds = [m.id];
  } else if (memberLastName !== undefined) {
    const found = await repo.membersByName(
      c.db,
      memberLastName,
      memberFirstName,
      memberVisibility(c.caller, 'member'),
      MAX_NAME_MATCHES + 1,
    );
    if (found.length > MAX_NAME_MATCHES)
      throw invalidRequest('tooManyMembers', { memberLastName: 'tooManyMembers' });
    if (found.length === 0) return null;
    for (const m of found) c.audit.subject({ memberId: m.id });
    f.memberIds = found.map((m) => m.id);
  }
  if (username !== undefined) {
    const id = await repo.accountIdByUsername(c.db, username);
    if (id === undefined) return null;
    f.actorAccountId = id;
  }
  return f;
}

async function scopeOf(c: ServiceCtx) {
  const groups = await callerGroups(c.db, c.caller);
  return repo.auditScope(c.caller.accountId, groups.all);
}

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

export function toEntry(r: repo.AuditRow): AuditEntry {
  return {
    id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    memberId: r.memberId,
    memberName: fullName(r.memberFirstName, r.memberLastName),
    actorUsername: r.actorUsername,
    actorName: fullName(r.actorFirstName, r.actorLastName),
    impersonatorUsername: r.impersonatorUsername,
    requestId: r.requestId,
    detail: r.detail,
  };
}

/** Compliance/AuditTrail/Search: one keyset page, newest first; the members on it are noted. */
export async function searchAudit(
  c: ServiceCtx,
  input: SearchInput,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  let cursor: repo.AuditCursor | null = null;
  if (input.cursor !== undefined) {
    const [at, id] = decode(input.cursor);
    if (!AT_RE.test(at) || Number.isNaN(Date.parse(at)))
      throw invalidRequest('invalidValue', { cursor: 'invalidValue' });
    cursor = { at, id };
  }
  const filter = await resolveFilter(c, input);
  if (!filter) return { items: [], nextCursor: null };
  const rows = await repo.auditBatch(c.db, filter, await scopeOf(c), cursor, input.items + 1);
  const page = rows.slice(0, input.items);
  for (const r of page) if (r.memberRowId !== null) c.audit.subject({ memberId: r.memberRowId });
  const last = page.at(-1);
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > input.items && last ? encode([last.cursorAt, last.id]) : null,
  };
}

/**
 * Compliance/AuditTrail/Csv: the search's rows, newest first, at most AUDIT_EXPORT_LIMIT, streamed batch
 * by batch. Its own audit row keeps the filter (and the member it names).
 */
export async function exportAudit(c: ServiceCtx, input: FilterInput): Promise<FileResult> {
  const filter = await resolveFilter(c, input);
  const scope = await scopeOf(c);
  return {
    data: Readable.from(auditCsv(c.db, filter, scope, c.language, AUDIT_EXPORT_LIMIT)),
    filename: `audit-trail-${todayIso()}.csv`,
    mediaType: 'text/csv; charset=utf-8',
  };
}

/** The first day of the accounting's lookback (six years before today). */
export function lookbackStart(today = todayIso()): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y - DISCLOSURE_LOOKBACK_YEARS, m - 1, d));
  // 29 February six years back is 1 March.
  return start.toISOString().slice(0, 10);
}

/**
 * Compliance/Disclosures: records a disclosure of a member in the caller's reach (404 otherwise), made on
 * a day within the lookback and not in the future.
 */
export async function recordDisclosure(
  c: ServiceCtx,
  input: z.infer<typeof recordDisclosureRequest>,
): Promise<{ id: number }> {
  const today = todayIso();
  if (input.disclosedOn > today || input.disclosedOn < lookbackStart(today))
    throw invalidRequest('invalidValue', { disclosedOn: 'invalidValue' });
  const m = await memberInScope(c, input.memberId, 'member');
  return transaction(c, async (tx) => {
    const id = await repo.insertDisclosure(tx.db, {
      memberId: m.id,
      disclosedOn: input.disclosedOn,
      source: 'recorded',
      purpose: input.purpose,
      recipient: input.recipient,
      description: input.description,
      action: 'compliance.recordDisclosure',
      recordedBy: c.caller.accountId,
      requestId: c.requestId,
    });
    c.audit.subject({ memberId: m.id, entityId: id });
    c.audit.detail({ purpose: input.purpose, disclosedOn: input.disclosedOn });
    return { id };
  });
}

export const DISCLOSURE_PAGE_SIZE = 25;

/**
 * Member/Disclosures: the signed-in person's own accounting of disclosures (never another household
 * member's: an adult dependent's list is hers alone), last six years, newest first.
 */
export async function myDisclosures(
  c: ServiceCtx,
  input: { cursor?: string | undefined },
): Promise<{ items: DisclosureEntry[]; nextCursor: string | null }> {
  let cursor: repo.DisclosureCursor | null = null;
  if (input.cursor !== undefined) {
    const [date, id] = decode(input.cursor);
    if (!DATE_RE.test(date)) throw invalidRequest('invalidValue', { cursor: 'invalidValue' });
    cursor = { date, id };
  }
  const me = await ownMember(c);
  const rows = await repo.disclosuresOf(
    c.db,
    me.id,
    lookbackStart(),
    cursor,
    DISCLOSURE_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, DISCLOSURE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      date: r.date,
      recipient: r.recipient,
      purpose: r.purpose as DisclosureEntry['purpose'],
      source: r.source as DisclosureEntry['source'],
      description: r.description,
    })),
    nextCursor: rows.length > DISCLOSURE_PAGE_SIZE && last ? encode([last.date, last.id]) : null,
  };
}
