import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROVIDER_CLAIM_SEARCH,
  validateProviderClaimSearch,
} from './provider-claim-search-rules';

const search = (v: Partial<typeof EMPTY_PROVIDER_CLAIM_SEARCH>) =>
  validateProviderClaimSearch({ ...EMPTY_PROVIDER_CLAIM_SEARCH, ...v });

describe('provider claim search (spec §5)', () => {
  it('takes nothing typed as the browse of the newest claims', () => {
    expect(search({})).toEqual({ ok: true, data: {} });
    expect(search({ checkNumber: '   ' })).toEqual({ ok: true, data: {} });
  });
  it('takes a claim number of 2 or 3 parts, a check number of 5+, a patient account of 2+', () => {
    expect(search({ fullClaimNumber: ' 24-1-1 ' })).toEqual({
      ok: true,
      data: { fullClaimNumber: '24-1-1' },
    });
    expect(search({ checkNumber: '12345' }).ok).toBe(true);
    expect(search({ patientAccountNumber: 'AB' }).ok).toBe(true);
  });
  it('says which field is malformed or too short', () => {
    expect(
      search({ fullClaimNumber: '24', checkNumber: '1234', patientAccountNumber: 'A' }),
    ).toEqual({
      ok: false,
      fields: {
        fullClaimNumber: 'invalidClaimNumber',
        checkNumber: 'checkNumberTooShort',
        patientAccountNumber: 'patientAccountTooShort',
      },
    });
  });
});
