import { describe, expect, it } from 'vitest';
import { checkPlan } from './plan-admin';

const ok = {
  planName: 'PPO',
  planIdType: 'ein' as const,
  planId: '12-3456789',
  planMarketType: 'group' as const,
  planSponsorName: 'Sponsor',
  issuerName: 'Self-insured',
  groupNumbers: '1001, 1002',
};

describe('checkPlan', () => {
  it('accepts a complete EIN plan', () => {
    expect(checkPlan(ok)).toEqual({});
  });
  it('needs the sponsor and a valid EIN for an EIN plan', () => {
    expect(checkPlan({ ...ok, planSponsorName: ' ', planId: '123' })).toEqual({
      planSponsorName: 'required',
      planId: 'taxError',
    });
  });
  it('lets a HIOS plan go without a sponsor and with any id', () => {
    expect(
      checkPlan({ ...ok, planIdType: 'hios', planId: '12345VA0010001', planSponsorName: '' }),
    ).toEqual({});
  });
  it('refuses group numbers that are not a comma-separated list of numbers', () => {
    expect(checkPlan({ ...ok, groupNumbers: '1001; x' })).toEqual({ groupNumbers: 'invalidValue' });
  });
});
