import { describe, expect, it } from 'vitest';
import { validateCheckSearch } from './check-search-rules';

describe('check search rules', () => {
  it('needs a check or a claim number, reported on the check number', () => {
    expect(validateCheckSearch({ checkNumber: ' ', fullClaimNumber: '' })).toEqual({
      ok: false,
      fields: { checkNumber: 'checkOrClaimRequired' },
    });
  });

  it('checks the claim number format and sends what was typed', () => {
    expect(validateCheckSearch({ checkNumber: '', fullClaimNumber: '24-1-2-3' })).toEqual({
      ok: false,
      fields: { fullClaimNumber: 'invalidClaimNumber' },
    });
    expect(validateCheckSearch({ checkNumber: ' 100234 ', fullClaimNumber: '' })).toEqual({
      ok: true,
      data: { checkNumber: '100234' },
    });
    expect(validateCheckSearch({ checkNumber: '', fullClaimNumber: '24-000123-01' })).toEqual({
      ok: true,
      data: { fullClaimNumber: '24-000123-01' },
    });
  });
});
