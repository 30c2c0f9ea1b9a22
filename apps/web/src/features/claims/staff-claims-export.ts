import { useMutation } from '@tanstack/react-query';
import { recentClaimsPaginatedAdmin, type ClaimSummary } from '@bp/contract/api/claims';
import { EXPORT_PAGE_SIZE } from '@bp/contract/constants';
import { formatDate } from '@bp/contract/format';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import type { ClaimSortField } from './claim-filters';

/** One CSV cell (RFC 4180); text a spreadsheet would run as a formula (= + - @) is prefixed with '. */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The CSV columns, in order (their headers come from the caller, in the reader's language). */
export const STAFF_CSV_COLUMNS = [
  'claimNumber',
  'patient',
  'memberId',
  'claimType',
  'provider',
  'serviceDateFrom',
  'serviceDateThru',
  'receivedDate',
  'processedDate',
  'status',
  'billed',
  'allowed',
  'planPaid',
  'patientResponsibility',
  'checkNumber',
  'checkDate',
] as const;
export type StaffCsvColumn = (typeof STAFF_CSV_COLUMNS)[number];

/**
 * The member's claims as CSV text: a byte-order mark (Excel reads the accents), a header row, one row a
 * claim with money in dollars and dates MM/dd/yyyy, CRLF line ends.
 */
export function staffClaimsCsv(
  claims: readonly ClaimSummary[],
  headers: Record<StaffCsvColumn, string>,
  words: { status: (s: ClaimSummary['status']) => string; type: (t: string) => string },
): string {
  const row = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
  const lines = claims.map((c) =>
    row([
      c.fullClaimNumber,
      `${c.patientFirstName} ${c.patientLastName}`,
      c.memberId,
      words.type(c.claimType),
      c.providerName,
      formatDate(c.serviceDateFrom),
      formatDate(c.serviceDateThru),
      formatDate(c.receivedDate),
      formatDate(c.processedDate),
      words.status(c.status),
      dollars(c.billedCents),
      dollars(c.allowedCents),
      dollars(c.planPaidCents),
      dollars(c.patientResponsibilityCents),
      c.checkNumber,
      formatDate(c.checkDate),
    ]),
  );
  return `\uFEFF${row(STAFF_CSV_COLUMNS.map((k) => headers[k]))}${lines.join('')}`;
}

/**
 * Export Claims for staff: RecentClaimsPaginated/Admin for the member with the export page size (spec §7,
 * §9: 99999) in the list's sort, written as CSV in the browser and saved as claims-{memberId}-{day}.csv.
 * The contract's ExportClaims call is the member's own (Members only), so staff cannot use it.
 */
export function useStaffClaimsExport() {
  return useMutation({
    mutationFn: async (req: {
      memberId: string;
      sortField: ClaimSortField;
      sortAsc: boolean;
      toCsv: (claims: readonly ClaimSummary[]) => string;
    }) => {
      const page = await callApi(recentClaimsPaginatedAdmin, {
        body: {
          memberId: req.memberId,
          sortField: req.sortField,
          sortAsc: req.sortAsc,
          currentPage: 1,
          items: EXPORT_PAGE_SIZE,
        },
      });
      const blob = new Blob([req.toCsv(page.results)], { type: 'text/csv;charset=utf-8' });
      const today = new Date();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      saveFile(blob, `claims-${req.memberId}-${day}.csv`);
    },
  });
}
