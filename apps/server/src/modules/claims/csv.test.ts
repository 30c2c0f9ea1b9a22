import { describe, expect, it } from 'vitest';
import type { ClaimSummary } from '@bp/contract/api/claims';
import { claimCsvRow, csvHeader, exportFileName } from './csv.js';

const claim: ClaimSummary = {
  claimPrefix: '99',
  claimNumber: '123',
  claimSuffix: '0',
  fullClaimNumber: '99-123-0',
  memberId: 'M1',
  groupNumber: 1,
  dependentNumber: 0,
  patientFirstName: 'Ana',
  patientLastName: 'O’Neil, Jr.',
  claimType: 'MED',
  providerNumber: 'P1',
  providerName: '@Clinic',
  patientAccountNumber: null,
  serviceDateFrom: '2026-01-02',
  serviceDateThru: '2026-01-03',
  receivedDate: '2026-01-05',
  processedDate: null,
  status: 'PN',
  billedCents: 12345,
  allowedCents: 0,
  planPaidCents: 0,
  patientResponsibilityCents: 0,
  checkNumber: null,
  checkDate: null,
  eobAvailable: false,
  fsaPayable: false,
};

describe('claims CSV', () => {
  it('headers in both languages have the same columns as a row', () => {
    const row = claimCsvRow(claim, 'en', () => 'Medical');
    const cells = (s: string) => s.replace(/"[^"]*"/g, 'q').split(',').length;
    expect(cells(csvHeader('en'))).toBe(cells(row));
    expect(cells(csvHeader('sp'))).toBe(cells(row));
    expect(csvHeader('sp')).toMatch(/^Número de reclamo,Paciente,/);
  });

  it('writes a row with words, dollars, US dates and safe cells', () => {
    expect(claimCsvRow(claim, 'en', () => 'Medical')).toBe(
      `99-123-0,"Ana O’Neil, Jr.",M1,Medical,'@Clinic,,01/02/2026,01/03/2026,01/05/2026,,Pending,123.45,0.00,0.00,0.00,,\r\n`,
    );
    expect(claimCsvRow(claim, 'sp', () => 'Médico')).toContain(',Médico,');
    expect(claimCsvRow(claim, 'sp', () => 'Médico')).toContain(',Pendiente,');
  });

  it('names the file by the day', () => {
    expect(exportFileName(new Date('2026-07-04T12:00:00Z'))).toBe('claims-2026-07-04.csv');
  });
});
