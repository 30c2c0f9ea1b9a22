import { describe, expect, it } from 'vitest';
import { dependentProblems, isAfterToday } from './enrollment.js';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('enrollment rules', () => {
  it('a date of birth may not be after today', () => {
    expect(isAfterToday('06/16/2026', NOW)).toBe(true);
    expect(isAfterToday('2026-06-15', NOW)).toBe(false);
    expect(isAfterToday('not a date', NOW)).toBe(false);
  });

  it('dependents: never Self, one spouse or partner, no future birth date', () => {
    expect(
      dependentProblems(
        [
          { relationship: '01', dateOfBirth: '1990-01-01' },
          { relationship: '19', dateOfBirth: '2020-01-01' },
          { relationship: '19', dateOfBirth: '2021-01-01' },
        ],
        NOW,
      ),
    ).toEqual({});
    expect(
      dependentProblems(
        [
          { relationship: '18', dateOfBirth: '1990-01-01' },
          { relationship: '53', dateOfBirth: '1990-01-01' },
          { relationship: '01', dateOfBirth: '2026-07-01' },
        ],
        NOW,
      ),
    ).toEqual({
      '0.relationship': 'invalidValue',
      '2.relationship': 'invalidValue',
      '2.dateOfBirth': 'invalidValue',
    });
  });
});
