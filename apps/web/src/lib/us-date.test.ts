import { describe, expect, it } from 'vitest';
import { isoOfTyped, normalizeUsDate, typeUsDate } from './us-date';

/** Types `text` one character at a time through typeUsDate, as the input's onChange does. */
function typeAll(text: string): string {
  let value = '';
  for (const c of text) value = typeUsDate(value, value + c);
  return value;
}

describe('typing a date (MM/DD/YYYY)', () => {
  it('adds the slashes to digits typed on a numeric keypad', () => {
    expect(typeAll('04121980')).toBe('04/12/1980');
    expect(typeUsDate('', '04121980')).toBe('04/12/1980');
    expect(typeAll('041219801')).toBe('04/12/1980');
  });

  it('keeps slashes the person types where the format has them', () => {
    expect(typeAll('04/12/1980')).toBe('04/12/1980');
    expect(typeUsDate('04', '04/')).toBe('04/');
  });

  it('leaves deleting and other forms as typed', () => {
    expect(typeUsDate('04/12/', '04/12')).toBe('04/12');
    expect(typeUsDate('04/1', '04/')).toBe('04/');
    expect(typeAll('4/12/1980')).toBe('4/12/1980');
    expect(typeUsDate('1980-04', '1980-04-')).toBe('1980-04-');
  });

  it('pads a one-digit month or day before checking', () => {
    expect(normalizeUsDate(' 4/2/1980 ')).toBe('04/02/1980');
    expect(normalizeUsDate('04/12/1980')).toBe('04/12/1980');
    expect(normalizeUsDate('1980-04-12')).toBe('1980-04-12');
  });
});

describe('the ISO date of what was typed', () => {
  it('reads MM/DD/YYYY with one or two digits for the month and day', () => {
    expect(isoOfTyped('04/12/1980')).toBe('1980-04-12');
    expect(isoOfTyped('4/2/1980')).toBe('1980-04-02');
  });

  it('is null for anything that is not a real date in that form', () => {
    expect(isoOfTyped('02/30/1980')).toBeNull();
    expect(isoOfTyped('1980-04-12')).toBeNull();
    expect(isoOfTyped('')).toBeNull();
  });
});
