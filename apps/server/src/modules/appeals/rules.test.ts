import { describe, expect, it } from 'vitest';
import {
  appealTypeFor,
  appealedLines,
  careEndsOnError,
  decidedLines,
  designationRequired,
  filerOf,
  respondByFor,
  storedDeadline,
  timelinessOf,
} from './rules.js';
import { overturnedLineAmounts } from './reprocess-rules.js';

describe('appealTypeFor', () => {
  it.each([
    ['claim', false, undefined, 'postService'],
    ['claim', true, undefined, 'urgent'],
    ['precert', false, undefined, 'preService'],
    ['precert', true, undefined, 'urgent'],
    ['precert', false, '2026-05-01', 'concurrent'],
    ['precert', true, '2026-05-01', 'concurrent'],
  ] as const)('%s urgent=%s careEndsOn=%s → %s', (subject, urgent, care, type) => {
    expect(appealTypeFor(subject, urgent, care)).toBe(type);
  });
  it('a claim takes no care end date', () => {
    expect(careEndsOnError('claim', '2026-05-01')).toEqual({ careEndsOn: 'invalidValue' });
    expect(careEndsOnError('precert', '2026-05-01')).toBeNull();
  });
});

describe('filer and designation', () => {
  it('a provider account is the provider; a member naming a representative is a representative', () => {
    expect(filerOf(true, 'Ann')).toBe('provider');
    expect(filerOf(false, 'Ann')).toBe('representative');
    expect(filerOf(false, undefined)).toBe('member');
  });
  it('a provider needs the designation except for urgent care (b)(4)', () => {
    expect(designationRequired('provider', 'postService')).toBe(true);
    expect(designationRequired('provider', 'preService')).toBe(true);
    expect(designationRequired('provider', 'urgent')).toBe(false);
    expect(designationRequired('provider', 'concurrent')).toBe(false);
    expect(designationRequired('representative', 'postService')).toBe(false);
  });
});

describe('appealedLines', () => {
  it('all denied lines by default; requested ones must be denied', () => {
    expect(appealedLines([3, 1], undefined)).toEqual([1, 3]);
    expect(appealedLines([1, 3], [3])).toEqual([3]);
    expect(appealedLines([1, 3], [2])).toBeUndefined();
    expect(appealedLines([], undefined)).toBeUndefined();
  });
});

describe('decidedLines', () => {
  it.each([
    ['upheld', [1, 2], [], []],
    ['upheld', [1, 2], [1], undefined],
    ['overturned', [1, 2], [], [1, 2]],
    ['overturned', [1, 2], [2, 1], [1, 2]],
    ['overturned', [1, 2], [1], undefined],
    ['partial', [1, 2], [2], [2]],
    ['partial', [1, 2], [1, 2], undefined],
    ['partial', [1, 2], [3], undefined],
    ['partial', [], [1], undefined],
    ['overturned', [], [], []],
  ] as const)('%s of %j naming %j → %j', (outcome, appealed, named, out) => {
    expect(decidedLines(outcome, [...appealed], [...named])).toEqual(out);
  });
});

describe('respondByFor', () => {
  it('at least 45 days after receipt (request date + 5): 50 days; a later date is kept', () => {
    expect(respondByFor('2026-03-01', undefined)).toBe('2026-04-20');
    expect(respondByFor('2026-03-01', '2026-03-10')).toBe('2026-04-20');
    expect(respondByFor('2026-03-01', '2026-05-01')).toBe('2026-05-01');
  });
});

describe('storedDeadline', () => {
  const receivedAt = new Date('2026-03-02T15:00:00Z');
  it('post-service: 60 days, end of day Chicago; an open request tolls to the end of its period', () => {
    expect(storedDeadline({ type: 'postService', receivedAt, careEndsAt: null }, [])).toEqual(
      new Date('2026-05-02T04:59:59.999Z'),
    );
    const open = [
      { requestedAt: new Date('2026-03-10T15:00:00Z'), answeredAt: null, respondBy: '2026-04-29' },
    ];
    // Tolled from Mar 10 to Apr 29: 50 days.
    expect(storedDeadline({ type: 'postService', receivedAt, careEndsAt: null }, open)).toEqual(
      new Date('2026-06-21T04:59:59.999Z'),
    );
    const answered = [{ ...open[0]!, answeredAt: new Date('2026-03-20T15:00:00Z') }];
    expect(storedDeadline({ type: 'postService', receivedAt, careEndsAt: null }, answered)).toEqual(
      new Date('2026-05-12T04:59:59.999Z'),
    );
  });
  it('urgent: 72 hours, never tolled', () => {
    const open = [
      { requestedAt: new Date('2026-03-02T16:00:00Z'), answeredAt: null, respondBy: '2026-04-21' },
    ];
    expect(storedDeadline({ type: 'urgent', receivedAt, careEndsAt: null }, open)).toEqual(
      new Date('2026-03-05T15:00:00Z'),
    );
  });
});

describe('timelinessOf', () => {
  it('percent and average hours to one decimal; null without decisions', () => {
    expect(timelinessOf({ decided: 3, onTime: 2, sumHours: 100, overturned: 1 })).toEqual({
      decided: 3,
      onTime: 2,
      onTimePercent: 66.7,
      averageHours: 33.3,
      overturned: 1,
    });
    expect(timelinessOf({ decided: 0, onTime: 0, sumHours: 0, overturned: 0 })).toMatchObject({
      onTimePercent: null,
      averageHours: null,
    });
  });
});

describe('overturnedLineAmounts', () => {
  const share = (allowed: number) => ({
    covered: true,
    allowedCents: allowed,
    copayCents: 0,
    deductibleCents: 1_000,
    coinsuranceCents: Math.round((allowed - 1_000) * 0.2),
    planPaidCents: 0,
  });
  it('allowed at the usual rate × units (at most billed), cost-shared, nothing left not covered', () => {
    const r = overturnedLineAmounts(
      { billedCents: 18_000, units: 1, network: 'in' },
      10_800,
      share,
    );
    expect(r).toEqual({
      allowedCents: 10_800,
      deductibleCents: 1_000,
      copayCents: 0,
      coinsuranceCents: 1_960,
      notCoveredCents: 0,
      planPaidCents: 7_840,
      memberResponsibilityCents: 2_960,
      remarkCodes: ['45', '1', '2'],
    });
  });
  it('no usual rate: the charge; no benefit on the plan: paid in full', () => {
    const r = overturnedLineAmounts(
      { billedCents: 5_000, units: 2, network: 'out' },
      undefined,
      () => ({
        covered: false,
        allowedCents: 0,
        copayCents: 0,
        deductibleCents: 0,
        coinsuranceCents: 0,
        planPaidCents: 0,
      }),
    );
    expect(r).toMatchObject({
      allowedCents: 5_000,
      planPaidCents: 5_000,
      memberResponsibilityCents: 0,
    });
    expect(r.remarkCodes).toEqual([]);
  });
});
