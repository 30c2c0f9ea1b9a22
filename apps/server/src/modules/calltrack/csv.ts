import { memberIfInScope } from '../scope/service.js';
import { Readable } from 'node:stream';
import type { Language } from '@bp/contract';
import { formatDate } from '@bp/contract/format';
import type { SQL } from 'drizzle-orm';
import type { FileResult } from '../../http/bind.js';
import type { DbOrTx } from '../../db/client.js';
import type { ServiceCtx } from '../../http/context.js';
import { csvRow } from '../claims/claim-math.js';
import * as repo from './repo.js';
import {
  CALL_EXPORT_LIMIT,
  exportFilter,
  scopeOf,
  toCall,
  type CallSearchInput,
} from './service.js';

/** Rows fetched (and written) per query. */
export const CALL_EXPORT_BATCH = 500;

const HEADERS: Record<Language, readonly string[]> = {
  en: [
    'Call number',
    'Call date',
    'Operator ID',
    'Operator',
    'Caller',
    'Caller phone',
    'Caller relationship',
    'Member ID',
    'Group',
    'Provider number',
    'From 1',
    'From 2',
    'From 3',
    'Regarding 1',
    'Regarding 2',
    'Regarding 3',
    'Status',
    'Due date',
    'Window open',
  ],
  sp: [
    'Número de llamada',
    'Fecha de llamada',
    'ID de operador',
    'Operador',
    'Persona que llama',
    'Teléfono',
    'Relación',
    'ID de miembro',
    'Grupo',
    'Número de proveedor',
    'De 1',
    'De 2',
    'De 3',
    'Asunto 1',
    'Asunto 2',
    'Asunto 3',
    'Estado',
    'Fecha límite',
    'Ventana abierta',
  ],
};
const YES_NO: Record<Language, [string, string]> = { en: ['Yes', 'No'], sp: ['Sí', 'No'] };

/** One call as a CSV record (the search's summary columns; notes stay out of exports). */
export function callCsvRow(r: repo.CallRow, language: Language): string {
  const c = toCall(r);
  return csvRow([
    c.callNo,
    formatDate(r.callDate),
    c.oppId,
    c.operatorName,
    c.callerName,
    c.callerPhone,
    c.callerRelationship,
    c.memberId,
    c.groupNumber,
    c.providerNumber,
    c.fromKey1,
    c.fromKey2,
    c.fromKey3,
    c.regardKey1,
    c.regardKey2,
    c.regardKey3,
    c.status,
    formatDate(c.dueDt),
    YES_NO[language][c.windowOpen ? 0 : 1],
  ]);
}

/** The CSV text: byte-order mark and header, then one chunk per keyset batch, at most `limit` rows. */
export async function* callsCsv(
  db: DbOrTx,
  filter: repo.CallFilter,
  scope: SQL,
  language: Language,
  limit = CALL_EXPORT_LIMIT,
  batch = CALL_EXPORT_BATCH,
): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(HEADERS[language])}`;
  let cursor: repo.CallCursor | null = null;
  let written = 0;
  while (written < limit) {
    const rows = await repo.callBatch(db, filter, scope, cursor, Math.min(batch, limit - written));
    if (rows.length === 0) break;
    yield rows.map((r) => callCsvRow(r, language)).join('');
    written += rows.length;
    const last = rows[rows.length - 1]!;
    cursor = { callDate: last.callDate, callNumber: last.callNumber };
    if (rows.length < batch) break;
  }
}

/**
 * CallTrack/Search/Csv: the search's calls (same filters and scope), newest first, at most 10,000,
 * streamed batch by batch, header in the caller's language. The call's audit row has the filter.
 */
export async function exportCalls(c: ServiceCtx, input: CallSearchInput): Promise<FileResult> {
  const filter = exportFilter(input);
  const { pageNumber: _p, itemsPerPage: _i, ...logged } = input;
  c.audit.detail({ filter: logged });
  // The rows stream after the audit row is written: a filter naming a member names it on the row.
  if (input.memberId) await memberIfInScope(c, input.memberId, 'member');
  return {
    data: Readable.from(callsCsv(c.db, filter, scopeOf(c.caller), c.language)),
    filename: `calls-${new Date().toISOString().slice(0, 10)}.csv`,
    mediaType: 'text/csv; charset=utf-8',
  };
}
