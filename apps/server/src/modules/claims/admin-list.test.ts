import { describe, expect, it } from 'vitest';
import { providerListAllowed, type AdminClaimsInput } from './admin-list.js';

const base: AdminClaimsInput = {
  currentPage: 1,
  items: 20,
  sortField: 'serviceDateFrom',
  sortAsc: false,
};

describe('providerListAllowed (spec §5 provider claim search, or one patient)', () => {
  it('allows one patient', () =>
    expect(providerListAllowed({ ...base, memberId: 'M1' })).toBe(true));
  it('allows a valid full claim number', () =>
    expect(providerListAllowed({ ...base, fullClaimNumber: '24-123-1' })).toBe(true));
  it('needs 5 characters of a check number and 2 of a patient account number', () => {
    expect(providerListAllowed({ ...base, checkNumber: '12345' })).toBe(true);
    expect(providerListAllowed({ ...base, checkNumber: '1234' })).toBe(false);
    expect(providerListAllowed({ ...base, patientAccountNumber: 'AB' })).toBe(true);
    expect(providerListAllowed({ ...base, patientAccountNumber: 'A' })).toBe(false);
  });
  it('refuses a bare provider number or dates', () => {
    expect(providerListAllowed({ ...base, providerNumber: 'P0000001' })).toBe(false);
    expect(providerListAllowed({ ...base, filterFromDate: '2026-01-01' })).toBe(false);
  });
});
