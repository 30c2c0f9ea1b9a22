import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optional } from './common.js';
import {
  dateRule,
  formatUsDate,
  isoToUsDate,
  isSameOrAfterToday,
  parseUsDate,
  usDateToIso,
} from './dates.js';
import { laterThanDate, sameOrAfterToday } from './refinements.js';
import { expectKey, expectOk } from './test-helpers.js';

describe('dateRule', () => {
  it.each(['01/31/2024', '02/29/2024', '12/01/1999'])('accepts %j', (v) => expectOk(dateRule, v));
  it.each(['2024-01-31', '1/31/2024', '02/30/2024', '02/29/2023', '13/01/2024', '00/10/2024', 'x'])(
    'refuses %j',
    (v) => expectKey(dateRule, v, 'invalidDateFormat'),
  );
  it('lets an empty optional date pass', () => expectOk(optional(dateRule), ''));
});

describe('date conversions', () => {
  it('parses and formats MM/dd/yyyy', () => {
    expect(parseUsDate('07/04/2024')).toEqual({ year: 2024, month: 7, day: 4 });
    expect(parseUsDate('07/32/2024')).toBeNull();
    expect(formatUsDate({ year: 2024, month: 7, day: 4 })).toBe('07/04/2024');
    expect(formatUsDate(new Date(2024, 0, 5))).toBe('01/05/2024');
  });
  it('converts between screen and API dates', () => {
    expect(usDateToIso('07/04/2024')).toBe('2024-07-04');
    expect(usDateToIso('2024-07-04')).toBeNull();
    expect(isoToUsDate('2024-07-04')).toBe('07/04/2024');
    expect(isoToUsDate('2024-07-04T10:00:00Z')).toBe('07/04/2024');
    expect(isoToUsDate('2024-02-30')).toBeNull();
  });
});

describe('laterThanDate', () => {
  const schema = z
    .object({ beginDate: z.string(), endDate: z.string() })
    .superRefine(laterThanDate('endDate', 'beginDate'));
  it('passes when the end is after or on the begin date', () => {
    expectOk(schema, { beginDate: '01/01/2024', endDate: '01/02/2024' });
    expectOk(schema, { beginDate: '01/01/2024', endDate: '01/01/2024' });
  });
  it('fails on the end field when it is earlier', () => {
    const r = schema.safeParse({ beginDate: '02/01/2024', endDate: '01/01/2024' });
    expect(r.error?.issues).toMatchObject([{ message: 'invalidLaterThanDate', path: ['endDate'] }]);
  });
  it('is skipped when the target is empty', () =>
    expectOk(schema, { beginDate: '', endDate: '01/01/2024' }));
  it('refuses the same day when strict', () => {
    const strict = z
      .object({ a: z.string(), b: z.string() })
      .superRefine(laterThanDate('b', 'a', { strict: true }));
    expectKey(strict, { a: '01/01/2024', b: '01/01/2024' }, 'invalidLaterThanDate');
  });
});

describe('sameOrAfterToday', () => {
  const now = new Date(2024, 5, 15, 13, 0);
  const schema = z
    .object({ beginDate: z.string() })
    .superRefine(sameOrAfterToday('beginDate', () => now));
  it('passes today and later', () => {
    expectOk(schema, { beginDate: '06/15/2024' });
    expectOk(schema, { beginDate: '06/16/2024' });
    expectOk(schema, { beginDate: '' });
  });
  it('fails before today', () =>
    expectKey(schema, { beginDate: '06/14/2024' }, 'invalidSameOrAfterToday'));
  it('has a predicate form', () => {
    expect(isSameOrAfterToday('2024-06-15', now)).toBe(true);
    expect(isSameOrAfterToday('06/14/2024', now)).toBe(false);
  });
});
