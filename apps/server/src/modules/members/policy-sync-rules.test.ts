import { describe, expect, it } from 'vitest';
import { coverageKey, planSync, tierOf, type SyncPolicy } from './policy-sync-rules.js';

const Y = 2026;
const policy = (over: Partial<SyncPolicy> = {}): SyncPolicy => ({
  id: 1,
  planId: 10,
  planYearId: 100,
  coverageType: 'MED',
  tier: 'family',
  effectiveDate: `${Y - 1}-01-01`,
  termDate: `${Y - 1}-12-31`,
  yearStart: `${Y - 1}-01-01`,
  yearEnd: `${Y - 1}-12-31`,
  ...over,
});
const offered = [
  {
    planId: 10,
    planYearId: 100,
    coverageType: 'MED',
    startDate: `${Y - 1}-01-01`,
    endDate: `${Y - 1}-12-31`,
  },
  {
    planId: 10,
    planYearId: 101,
    coverageType: 'MED',
    startDate: `${Y}-01-01`,
    endDate: `${Y}-12-31`,
  },
  {
    planId: 20,
    planYearId: 201,
    coverageType: 'DEN',
    startDate: `${Y}-01-01`,
    endDate: `${Y}-12-31`,
  },
];
const today = `${Y}-03-15`;
const member = { effectiveDate: '2020-01-01', terminationDate: null };

describe('tierOf', () => {
  it('derives the tier from who in the household holds the coverage', () => {
    expect(tierOf(['employee'])).toBe('employee');
    expect(tierOf(['employee', 'spouse'])).toBe('employee_spouse');
    expect(tierOf(['employee', 'child', 'child'])).toBe('employee_children');
    expect(tierOf(['employee', 'spouse', 'child'])).toBe('family');
  });
});

describe('planSync', () => {
  it('rolls a held coverage forward into the plan year in force today, at the household’s tier', () => {
    const household = new Map([[coverageKey(101, 'MED'), ['spouse']]]);
    const plan = planSync(member, [policy()], offered, household, today);
    expect(plan.insert).toEqual([
      {
        planId: 10,
        planYearId: 101,
        coverageType: 'MED',
        tier: 'employee_spouse',
        effectiveDate: `${Y}-01-01`,
        termDate: `${Y}-12-31`,
      },
    ]);
    // Dental was never elected: not invented.
    expect(plan.insert.some((p) => p.coverageType === 'DEN')).toBe(false);
  });

  it('changes nothing when the policies already follow the rules (idempotent)', () => {
    const current = policy({
      id: 2,
      planYearId: 101,
      tier: 'employee',
      effectiveDate: `${Y}-01-01`,
      termDate: `${Y}-12-31`,
      yearStart: `${Y}-01-01`,
      yearEnd: `${Y}-12-31`,
    });
    const household = new Map([[coverageKey(101, 'MED'), ['employee']]]);
    expect(planSync(member, [current], offered, household, today)).toEqual({
      insert: [],
      update: [],
      remove: [],
    });
  });

  it('clamps policies to the member’s eligibility and removes those wholly outside it', () => {
    const ended = { effectiveDate: '2020-01-01', terminationDate: `${Y - 1}-06-30` };
    const current = policy({
      id: 2,
      planYearId: 101,
      effectiveDate: `${Y}-01-01`,
      termDate: `${Y}-12-31`,
      yearStart: `${Y}-01-01`,
      yearEnd: `${Y}-12-31`,
    });
    const plan = planSync(ended, [policy(), current], offered, new Map(), today);
    expect(plan.update).toEqual([
      { id: 1, tier: 'family', effectiveDate: `${Y - 1}-01-01`, termDate: `${Y - 1}-06-30` },
    ]);
    expect(plan.remove).toEqual([2]);
    // Not eligible today: nothing is added.
    expect(plan.insert).toEqual([]);
  });

  it('adds nothing when the group offers no plan of the type today', () => {
    const plan = planSync(member, [policy({ coverageType: 'VIS' })], offered, new Map(), today);
    expect(plan.insert).toEqual([]);
  });
});
