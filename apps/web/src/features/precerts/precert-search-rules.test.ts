import { describe, expect, it } from 'vitest';
import { EMPTY_PRECERT_SEARCH, validatePrecertSearch } from './precert-search-rules';

const search = (v: Partial<typeof EMPTY_PRECERT_SEARCH>) =>
  validatePrecertSearch({ ...EMPTY_PRECERT_SEARCH, ...v });

describe('pre-certification search', () => {
  it('lists everything when nothing is typed', () => {
    expect(search({})).toEqual({ ok: true, data: {} });
  });
  it('sends the cert number trimmed and the numbers as numbers', () => {
    expect(search({ certNo: ' PC-1 ', groupNumber: '1001', employeeNumber: '00042' })).toEqual({
      ok: true,
      data: { certNo: 'PC-1', groupNumber: 1001, employeeNumber: 42 },
    });
  });
  it('refuses letters in numbers and over-long cert numbers', () => {
    expect(search({ groupNumber: '10a', employeeNumber: '-1', certNo: 'x'.repeat(21) })).toEqual({
      ok: false,
      fields: { certNo: 'max', groupNumber: 'numeric', employeeNumber: 'numeric' },
    });
  });
});
