import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { EndpointBody } from '@bp/contract';
import type { exportClaimsAdmin } from '@bp/contract/api/claims';
import type { Language } from '@bp/contract';
import { forbidden, notFound } from '../../http/errors.js';
import { claimVisibility, mayRead, memberInScope } from '../scope/service.js';
import type { FileResult } from '../../http/bind.js';
import { coverageCode } from '../scope/codes.js';
import type { DbOrTx } from '../../db/client.js';
import type { ServiceCtx } from '../../http/context.js';
import type { ClaimFilter, SortField } from './repo.js';
import {
  exportBatch,
  householdOf,
  matchingPatients,
  patientClaims,
  type ExportCursor,
} from './export-repo.js';
import { coverageTypeRows } from './details-repo.js';
import { claimCsvRow, csvHeader, exportFileName } from './csv.js';
import { toFilter, toSummary, type ClaimsFilterInput } from './service.js';

/** Rows fetched (and written) per query: one batch is all an export holds in memory. */
export const EXPORT_BATCH = 500;

/** The CSV text of the export, header first, then one chunk per batch (keyset, in list order). */
export async function* claimsCsv(
  db: DbOrTx,
  scope: SQL,
  filter: ClaimFilter,
  sort: { field: SortField; asc: boolean },
  language: Language,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  const labels = new Map(
    (await coverageTypeRows(db)).map((r) => [
      coverageCode(r.code),
      language === 'sp' ? r.nameSp : r.name,
    ]),
  );
  const label = (code: string) => labels.get(code as never) ?? code;
  // A byte-order mark so spreadsheet programs read the UTF-8 text (Spanish accents) correctly.
  yield `\uFEFF${csvHeader(language)}`;
  let cursor: ExportCursor | null = null;
  do {
    const { rows, next } = await exportBatch(db, scope, filter, sort, cursor, batch);
    if (rows.length > 0) yield rows.map((r) => claimCsvRow(toSummary(r), language, label)).join('');
    cursor = next;
  } while (cursor);
}

/**
 * ExportClaims: the member's visible household claims matching the list's filters, in the list's sort,
 * as CSV streamed batch by batch. The header row is in the caller's language (the request's Accept-Language, else the account's). One audit row naming the
 * patients whose claims match.
 */
export async function exportClaimsCsv(
  c: ServiceCtx,
  input: ClaimsFilterInput,
): Promise<FileResult> {
  if (c.caller.memberId === null) throw notFound();
  const m = c.caller.memberId;
  const filter = toFilter(input);
  c.audit.subject({ memberId: m });
  c.audit.detail({ patients: await matchingPatients(c.db, m, filter) });
  const csv = claimsCsv(
    c.db,
    householdOf(m),
    filter,
    { field: input.sortField, asc: input.sortAsc },
    c.language,
  );
  return {
    data: Readable.from(csv),
    filename: exportFileName(new Date()),
    mediaType: 'text/csv; charset=utf-8',
  };
}

/**
 * ExportClaims/Admin: one member's claims for staff with Export Claims — the member must be in reach under the
 * claim rule (404 otherwise, 403 to a role that may never read claims), only the claims `claimVisibility` lets the
 * caller see, the list's filters and sort, streamed like the member's export. The audit row names the member.
 */
export async function exportClaimsAdminCsv(
  c: ServiceCtx,
  input: EndpointBody<typeof exportClaimsAdmin>,
): Promise<FileResult> {
  if (!mayRead(c.caller, 'claim')) throw forbidden();
  const target = await memberInScope(c, input.memberId, 'claim');
  const filter = toFilter(input);
  c.audit.detail({ memberId: input.memberId, sortField: input.sortField, sortAsc: input.sortAsc });
  const csv = claimsCsv(
    c.db,
    patientClaims(claimVisibility(c.caller), target.id),
    filter,
    { field: input.sortField, asc: input.sortAsc },
    c.language,
  );
  const day = new Date().toISOString().slice(0, 10);
  return {
    data: Readable.from(csv),
    filename: `claims-${input.memberId}-${day}.csv`,
    mediaType: 'text/csv; charset=utf-8',
  };
}
