import { describe, expect, it } from 'vitest';
import {
  EOB_CLAIM_TYPE,
  EOB_PROFILE,
  kindsOfClaimType,
  parseUniqueClaimId,
  uniqueClaimId,
} from './eob.js';
import { EOB_KINDS } from '../repo.js';

describe('EOB kinds', () => {
  it('each kind has a CARIN profile and a claim type; institutional covers both institutional kinds', () => {
    for (const k of EOB_KINDS) {
      expect(EOB_PROFILE[k]).toBeDefined();
      expect(EOB_CLAIM_TYPE[k]).toBeDefined();
    }
    expect(kindsOfClaimType('institutional')).toEqual(['inpatient', 'outpatient']);
    expect(kindsOfClaimType('professional')).toEqual(['professional']);
    expect(kindsOfClaimType('vision')).toEqual(['vision']);
    expect(kindsOfClaimType('dental')).toEqual([]);
    expect(EOB_PROFILE.vision).toBe(EOB_PROFILE.professional);
  });
});

describe('unique claim id', () => {
  it('round-trips and refuses what no claim number can be', () => {
    const k = { claimPrefix: 2609, claimNumber: 100000101, claimSuffix: 1 };
    expect(uniqueClaimId(k)).toBe('2609-100000101-1');
    expect(parseUniqueClaimId('2609-100000101-1')).toEqual({
      prefix: 2609,
      number: 100000101,
      suffix: 1,
    });
    for (const bad of [
      '2609-100000101',
      '-1-2-3',
      'a-b-c',
      '1-2-99999',
      '99999999999-1-0',
      '1-2-3-4',
    ])
      expect(parseUniqueClaimId(bad), bad).toBeUndefined();
  });
});
