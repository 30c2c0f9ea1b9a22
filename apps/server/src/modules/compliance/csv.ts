import type { SQL } from 'drizzle-orm';
import type { Language } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import { csvRow } from '../claims/claim-math.js';
import * as repo from './repo.js';

/** Rows fetched (and written) per query: one batch is all an export holds in memory. */
export const AUDIT_EXPORT_BATCH = 500;

const HEADERS: Record<Language, readonly string[]> = {
  en: [
    'Time (UTC)',
    'Action',
    'Entity',
    'Record',
    'Member ID',
    'Member',
    'User',
    'User name',
    'Impersonated by',
    'Request',
    'Detail',
  ],
  sp: [
    'Hora (UTC)',
    'Acción',
    'Entidad',
    'Registro',
    'ID de miembro',
    'Miembro',
    'Usuario',
    'Nombre del usuario',
    'Suplantado por',
    'Solicitud',
    'Detalle',
  ],
};

const name = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

/** One audit row as a CSV record. */
export function auditCsvRow(r: repo.AuditRow): string {
  return csvRow([
    r.at.toISOString(),
    r.action,
    r.entity,
    r.entityId,
    r.memberId,
    name(r.memberFirstName, r.memberLastName),
    r.actorUsername,
    name(r.actorFirstName, r.actorLastName),
    r.impersonatorUsername,
    r.requestId,
    r.detail,
  ]);
}

/**
 * The CSV text: byte-order mark and header in the caller's language, then one chunk per keyset batch,
 * newest first, at most `limit` rows. A null filter (it named nobody) gives the header alone.
 */
export async function* auditCsv(
  db: DbOrTx,
  filter: repo.AuditFilter | null,
  scope: SQL,
  language: Language,
  limit: number,
  batch = AUDIT_EXPORT_BATCH,
): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(HEADERS[language])}`;
  if (!filter) return;
  let cursor: repo.AuditCursor | null = null;
  let written = 0;
  while (written < limit) {
    const rows = await repo.auditBatch(db, filter, scope, cursor, Math.min(batch, limit - written));
    if (rows.length === 0) break;
    yield rows.map(auditCsvRow).join('');
    written += rows.length;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
    if (rows.length < batch) break;
  }
}
