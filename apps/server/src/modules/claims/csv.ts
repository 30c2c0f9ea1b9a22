/** The claims CSV export's columns and cells (pure; unit-tested beside). */

import type { Language } from '@bp/contract';
import type { ClaimSummary } from '@bp/contract/api/claims';
import { formatDate } from '@bp/contract/format';
import { centsToDecimal, csvRow } from './claim-math.js';

const HEADERS: Record<Language, readonly string[]> = {
  en: [
    'Claim number',
    'Patient',
    'Member ID',
    'Claim type',
    'Provider',
    'Patient account number',
    'Service date from',
    'Service date through',
    'Date received',
    'Date processed',
    'Status',
    'Billed',
    'Allowed',
    'Plan paid',
    'Patient responsibility',
    'Check number',
    'Check date',
  ],
  sp: [
    'Número de reclamo',
    'Paciente',
    'ID de miembro',
    'Tipo de reclamo',
    'Proveedor',
    'Número de cuenta del paciente',
    'Fecha de servicio desde',
    'Fecha de servicio hasta',
    'Fecha de recepción',
    'Fecha de procesamiento',
    'Estado',
    'Facturado',
    'Permitido',
    'Pagado por el plan',
    'Responsabilidad del paciente',
    'Número de cheque',
    'Fecha del cheque',
  ],
};

const STATUSES: Record<Language, Record<ClaimSummary['status'], string>> = {
  en: { PD: 'Paid', DN: 'Denied', PN: 'Pending', AD: 'Adjusted', VD: 'Void' },
  sp: { PD: 'Pagado', DN: 'Denegado', PN: 'Pendiente', AD: 'Ajustado', VD: 'Anulado' },
};

/** The header record in the language. */
export const csvHeader = (language: Language): string => csvRow(HEADERS[language]);

/** One claim as a CSV record: money in decimal dollars, dates MM/dd/yyyy, type and status as words. */
export function claimCsvRow(
  c: ClaimSummary,
  language: Language,
  claimTypeLabel: (code: string) => string,
): string {
  return csvRow([
    c.fullClaimNumber,
    `${c.patientFirstName} ${c.patientLastName}`,
    c.memberId,
    claimTypeLabel(c.claimType),
    c.providerName,
    c.patientAccountNumber,
    formatDate(c.serviceDateFrom),
    formatDate(c.serviceDateThru),
    formatDate(c.receivedDate),
    formatDate(c.processedDate),
    STATUSES[language][c.status],
    centsToDecimal(c.billedCents),
    centsToDecimal(c.allowedCents),
    centsToDecimal(c.planPaidCents),
    centsToDecimal(c.patientResponsibilityCents),
    c.checkNumber,
    formatDate(c.checkDate),
  ]);
}

/** The download name: claims-<yyyy-mm-dd>.csv for the given day. */
export const exportFileName = (day: Date): string => `claims-${day.toISOString().slice(0, 10)}.csv`;
