import { describe, expect, it } from 'vitest';
import { APPEAL_JOBS_WAIT_MS, appealAwaitsJobs, appealNumber } from './appeals.js';

const decidedAt = '2026-11-28T15:00:00.000Z';
const at = Date.parse(decidedAt) + 60_000;
const decided = {
  status: 'decided',
  subject: 'claim',
  outcome: 'overturned',
  decidedAt,
  letterAvailable: true,
  reprocessedClaim: '2610-100000099-1',
};

describe('appealNumber', () => {
  it('is AP- and the id in at least six digits', () => {
    expect(appealNumber(12)).toBe('AP-000012');
    expect(appealNumber(1_234_567)).toBe('AP-1234567');
  });
});

describe('appealAwaitsJobs', () => {
  it.each([
    ['an open appeal', { ...decided, status: 'inReview', decidedAt: null }, false],
    ['a decided appeal with its letter and its reprocessed claim', decided, false],
    ['a decided appeal whose letter is not made yet', { ...decided, letterAvailable: false }, true],
    ['an overturned claim not reprocessed yet', { ...decided, reprocessedClaim: null }, true],
    [
      'a partly overturned claim not reprocessed yet',
      { ...decided, outcome: 'partial', reprocessedClaim: null },
      true,
    ],
    [
      'an upheld denial (nothing to reprocess)',
      { ...decided, outcome: 'upheld', reprocessedClaim: null },
      false,
    ],
    [
      'an overturned pre-certification with its letter',
      { ...decided, subject: 'precert', reprocessedClaim: null },
      false,
    ],
  ])('%s: %s', (_, appeal, expected) => {
    expect(appealAwaitsJobs(appeal, at)).toBe(expected);
  });

  it('stops waiting a while after the decision (a failed job does not make the page ask forever)', () => {
    const waiting = { ...decided, letterAvailable: false };
    expect(appealAwaitsJobs(waiting, Date.parse(decidedAt) + APPEAL_JOBS_WAIT_MS)).toBe(true);
    expect(appealAwaitsJobs(waiting, Date.parse(decidedAt) + APPEAL_JOBS_WAIT_MS + 1)).toBe(false);
  });
});
