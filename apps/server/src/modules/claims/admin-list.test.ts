import { describe, expect, it } from 'vitest';
import { providerListAllowed, staffListAllowed, type AdminClaimsInput } from './admin-list.js';

const base: Partial<AdminClaimsInput> = {
  currentPage: 1,
  items: 20,
  sortField: 'serviceDateFrom',
  sortAsc: false,
};

describe('providerListAllowed (spec §5 provider claim search, one patient, or its own claims)', () => {
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
  it('allows a browse of its own claims (no search field), narrowed by provider number or dates', () => {
    expect(providerListAllowed(base)).toBe(true);
    expect(providerListAllowed({ ...base, providerNumber: 'P0000001' })).toBe(true);
    expect(providerListAllowed({ ...base, filterFromDate: '2026-01-01' })).toBe(true);
  });
  it('refuses a search field that does not make a valid search', () => {
    expect(providerListAllowed({ ...base, fullClaimNumber: '24' })).toBe(false);
    expect(providerListAllowed({ ...base, checkNumber: '12', filterFromDate: '2026-01-01' })).toBe(
      false,
    );
    expect(providerListAllowed({ ...base, checkNumber: '   ' })).toBe(true);
  });
});

describe('staffListAllowed (one member, or the spec §5 general or provider claim search)', () => {
  it('allows a member, a provider number, a claim number or a long enough check number', () => {
    expect(staffListAllowed({ ...base, memberId: 'M1' })).toBe(true);
    expect(staffListAllowed({ ...base, providerNumber: 'P0000001' })).toBe(true);
    expect(staffListAllowed({ ...base, fullClaimNumber: '24-123-1' })).toBe(true);
    expect(staffListAllowed({ ...base, patientAccountNumber: 'AB' })).toBe(true);
  });
  it('refuses a browse of every claim and a malformed claim number', () => {
    expect(staffListAllowed(base)).toBe(false);
    expect(staffListAllowed({ ...base, filterFromDate: '2026-01-01' })).toBe(false);
    expect(staffListAllowed({ ...base, fullClaimNumber: '24' })).toBe(false);
  });
});
