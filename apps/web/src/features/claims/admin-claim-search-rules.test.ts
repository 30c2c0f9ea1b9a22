import { describe, expect, it } from 'vitest';
import { EMPTY_ADMIN_CLAIM_SEARCH, validateAdminClaimSearch } from './admin-claim-search-rules';

const v = (over: Partial<typeof EMPTY_ADMIN_CLAIM_SEARCH>) => ({
  ...EMPTY_ADMIN_CLAIM_SEARCH,
  ...over,
});

describe('staff claim search rules (spec §5 general search)', () => {
  it('needs at least one of claim, check, member or provider number', () => {
    expect(validateAdminClaimSearch(v({}))).toEqual({
      ok: false,
      fields: { fullClaimNumber: 'atLeastOneSearchField' },
    });
    // A patient account number alone is not a general search.
    expect(validateAdminClaimSearch(v({ patientAccountNumber: 'PA-1' })).ok).toBe(false);
    for (const field of ['checkNumber', 'memberId', 'providerNumber'] as const)
      expect(validateAdminClaimSearch(v({ [field]: 'X1' })).ok).toBe(true);
  });

  it('accepts 2 or 3 numeric parts and refuses other claim numbers', () => {
    expect(validateAdminClaimSearch(v({ fullClaimNumber: '24-000123' })).ok).toBe(true);
    expect(validateAdminClaimSearch(v({ fullClaimNumber: ' 24-000123-01 ' }))).toEqual({
      ok: true,
      data: { fullClaimNumber: '24-000123-01' },
    });
    for (const bad of ['24', '24-1-2-3', '24-abc', '24--1'])
      expect(validateAdminClaimSearch(v({ fullClaimNumber: bad, memberId: 'M1' }))).toEqual({
        ok: false,
        fields: { fullClaimNumber: 'invalidClaimNumber' },
      });
  });

  it('sends only what was typed, trimmed', () => {
    expect(
      validateAdminClaimSearch(v({ memberId: ' M100 ', patientAccountNumber: 'PA7' })),
    ).toEqual({ ok: true, data: { memberId: 'M100', patientAccountNumber: 'PA7' } });
  });
});
