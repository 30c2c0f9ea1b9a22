import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.js';
import { formatDate, formatDateTime, formatMoney } from './format.js';

describe('money and dates, as every screen, PDF and export writes them', () => {
  it.each(LANGUAGES)('money in %s: USD, grouped thousands, two decimals', (language) => {
    expect(formatMoney(0, language)).toBe('$0.00');
    expect(formatMoney(-0, language)).toBe('$0.00');
    expect(formatMoney(5, language)).toBe('$0.05');
    expect(formatMoney(123450, language)).toBe('$1,234.50');
    expect(formatMoney(123456789, language)).toBe('$1,234,567.89');
    expect(formatMoney(-5, language)).toBe('-$0.05');
    expect(formatMoney(-250000, language)).toBe('-$2,500.00');
    expect(formatMoney(null, language)).toBe('');
    expect(formatMoney(undefined, language)).toBe('');
    expect(formatMoney(Number.NaN, language)).toBe('');
    expect(formatMoney(99, language)).toBe('$0.99');
    expect(formatMoney(100000, language)).toBe('$1,000.00');
    expect(formatMoney(99999999, language)).toBe('$999,999.99');
    expect(formatMoney(-100000000, language)).toBe('-$1,000,000.00');
    expect(formatMoney(Number.POSITIVE_INFINITY, language)).toBe('');
  });

  it('money reads as the es-US and en-US Intl formats write it', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 10, 999, 1000, 123456, 1000000, 987654321, -1, -99, -123456])
      for (const language of LANGUAGES)
        expect(formatMoney(cents, language)).toBe(intl.format(cents / 100));
  });

  it('dates: MM/DD/YYYY in both languages (the form has no language), the calendar date as written', () => {
    expect(formatDate('2026-03-09')).toBe('03/09/2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('12/31/2026');
    expect(formatDate('2027-01-01T00:30:00-05:00')).toBe('01/01/2027');
    expect(formatDate(new Date('2026-07-04T12:00:00Z'))).toBe('07/04/2026');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate('03/09/2026')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('an unknown language writes money as English does', () => {
    expect(formatMoney(123450, 'xx')).toBe('$1,234.50');
  });

  it('moments: MM/DD/YYYY and the time in the reader’s language, on the reader’s clock', () => {
    // A moment on the local clock, so the test holds in any time zone.
    const at = new Date(2026, 10, 26, 9, 5, 30);
    expect(formatDateTime(at, 'en')).toBe('11/26/2026 9:05 AM');
    expect(formatDateTime(at.toISOString(), 'en')).toBe('11/26/2026 9:05 AM');
    expect(formatDateTime(at, 'en', { seconds: true })).toBe('11/26/2026 9:05:30 AM');
    expect(formatDateTime(new Date(2026, 0, 2, 21, 0), 'en')).toBe('01/02/2026 9:00 PM');
    // Spanish writes the time its way; the date stays MM/DD/YYYY.
    expect(formatDateTime(at, 'sp')).toMatch(/^11\/26\/2026 9:05\s?a/);
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
