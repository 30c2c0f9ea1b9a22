import { describe, expect, it } from 'vitest';
import { choosePlanYear, yearParam } from './plan-year';

describe('choosePlanYear', () => {
  it('keeps a requested year the member has', () =>
    expect(choosePlanYear([2026, 2025, 2024], 2024, 2026)).toBe(2024));
  it('ignores a requested year the member does not have', () =>
    expect(choosePlanYear([2025, 2024], 2026, 2026)).toBe(2025));
  it('defaults to this year, else the latest earlier, else the earliest later', () => {
    expect(choosePlanYear([2027, 2026, 2025], null, 2026)).toBe(2026);
    expect(choosePlanYear([2025, 2024], null, 2026)).toBe(2025);
    expect(choosePlanYear([2028, 2027], undefined, 2026)).toBe(2027);
  });
  it('has no year without plan years', () =>
    expect(choosePlanYear([], 2026, 2026)).toBeUndefined());
});

describe('yearParam', () => {
  it.each([
    ['2025', 2025],
    [null, null],
    ['', null],
    ['20x5', null],
    ['12025', null],
  ])('%j → %j', (v, year) => expect(yearParam(v)).toBe(year));
});
