import { describe, expect, it } from 'vitest';
import { EMPTY_ENROLLMENT_SEARCH, validateEnrollmentSearch } from './enrollment-search-rules';

const search = (v: Partial<typeof EMPTY_ENROLLMENT_SEARCH>) =>
  validateEnrollmentSearch({ ...EMPTY_ENROLLMENT_SEARCH, ...v });

describe('enrollment search', () => {
  it('lists everything when nothing is chosen', () => {
    expect(search({})).toEqual({
      ok: true,
      data: { firstName: '', lastName: '', fromDate: '', thruDate: '' },
    });
  });
  it('sends the group as a number, the status and the dates as typed', () => {
    expect(
      search({ groupNumber: '1001', status: 'InReview', fromDate: '01/02/2026', lastName: 'Diaz' }),
    ).toMatchObject({
      ok: true,
      data: { groupNumber: 1001, status: 'InReview', fromDate: '01/02/2026', lastName: 'Diaz' },
    });
  });
  it('refuses a range that ends before it begins and over-long names', () => {
    const r = search({ fromDate: '02/01/2026', thruDate: '01/01/2026', firstName: 'x'.repeat(51) });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.fields.firstName).toBe('max');
      expect(Object.keys(r.fields)).toContain('thruDate');
    }
  });
});
