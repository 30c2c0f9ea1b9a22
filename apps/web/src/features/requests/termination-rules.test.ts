import { describe, expect, it } from 'vitest';
import { EMPTY_TERMINATION, validateTermination } from './termination-rules';

const check = (v: Partial<typeof EMPTY_TERMINATION>) =>
  validateTermination('M100', { ...EMPTY_TERMINATION, ...v });

describe('termination request', () => {
  it('needs a date and a reason', () => {
    expect(check({})).toEqual({
      ok: false,
      fields: { terminationDate: 'required', reason: 'required' },
    });
  });

  it('needs a dependent when only some are ended, and a real date', () => {
    expect(check({ scope: 'selected', terminationDate: '12/31/2026', reason: 'Divorce' })).toEqual({
      ok: false,
      fields: { dependentNumbers: 'required' },
    });
    expect(check({ terminationDate: '31/12/2026', reason: 'Divorce' })).toEqual({
      ok: false,
      fields: { terminationDate: 'invalidDateFormat' },
    });
  });

  it('keeps the last day worked on or before the termination date', () => {
    expect(
      check({
        terminationDate: '12/01/2026',
        reason: 'EndOfEmployment',
        lastDayWorked: '12/15/2026',
      }),
    ).toEqual({ ok: false, fields: { lastDayWorked: 'invalidLaterThanDate' } });
  });

  it('builds the request (the last day worked only with end of employment)', () => {
    expect(
      check({
        scope: 'selected',
        dependents: ['1', '2'],
        terminationDate: '12/1/2026',
        reason: 'AgeOut',
        lastDayWorked: '11/30/2026',
        notes: ' turns 26 ',
      }),
    ).toEqual({
      ok: true,
      data: {
        memberId: 'M100',
        dependentNumbers: [1, 2],
        terminationDate: '12/01/2026',
        reason: 'AgeOut',
        notes: 'turns 26',
      },
    });
  });
});
