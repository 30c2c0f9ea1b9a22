import { describe, expect, it } from 'vitest';
import type { ClaimSummary } from '@bp/contract/api/claims';
import { STAFF_CSV_COLUMNS, csvCell, staffClaimsCsv } from './staff-claims-export';

describe('staff claims CSV', () => {
  it('quotes and guards cells', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe('');
  });

  it('writes a BOM, the header and one row per claim in dollars and MM/dd/yyyy', () => {
    const headers = Object.fromEntries(STAFF_CSV_COLUMNS.map((k) => [k, k])) as never;
    const claim = {
      fullClaimNumber: '1-2345-0',
      patientFirstName: 'Ana',
      patientLastName: 'Diaz',
      memberId: 'M100',
      claimType: 'MED',
      providerName: 'Clinic, Inc',
      serviceDateFrom: '2026-10-01',
      serviceDateThru: '2026-10-02',
      receivedDate: null,
      processedDate: '2026-10-10',
      status: 'PD',
      billedCents: 12000,
      allowedCents: 9050,
      planPaidCents: 7000,
      patientResponsibilityCents: 2050,
      checkNumber: null,
      checkDate: null,
    } as unknown as ClaimSummary;
    const csv = staffClaimsCsv([claim], headers, { status: () => 'Paid', type: () => 'Medical' });
    const [head, row] = csv.split('\r\n');
    expect(head!.startsWith('\uFEFFclaimNumber,patient,')).toBe(true);
    expect(row).toBe(
      '1-2345-0,Ana Diaz,M100,Medical,"Clinic, Inc",10/01/2026,10/02/2026,,10/10/2026,Paid,120.00,90.50,70.00,20.50,,',
    );
  });
});
