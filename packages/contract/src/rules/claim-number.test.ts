import { describe, expect, it } from 'vitest';
import {
  claimFileName,
  claimNumberRule,
  formatClaimNumber,
  groupClaimMaskRule,
  parseClaimNumber,
} from './claim-number.js';
import {
  MIN_CHECK_NUMBER_LENGTH,
  MIN_PATIENT_ACCOUNT_LENGTH,
  isGeneralClaimSearchValid,
  isProviderClaimSearchValid,
} from './claim-search.js';
import { expectKey, expectOk } from './test-helpers.js';

describe('claim numbers', () => {
  it('parses three parts, keeping leading zeros', () => {
    expect(parseClaimNumber(' 24-000123-01 ')).toEqual({
      claimPrefix: '24',
      claimNumber: '000123',
      claimSuffix: '01',
    });
  });
  it('parses two parts with an empty suffix', () => {
    expect(parseClaimNumber('24-123')).toEqual({
      claimPrefix: '24',
      claimNumber: '123',
      claimSuffix: '',
    });
  });
  it.each(['24', '24-1-2-3', '24--1', 'a-1', '24-1-', ''])('refuses %j', (v) => {
    expect(parseClaimNumber(v)).toBeNull();
    expectKey(claimNumberRule, v, 'invalidClaimNumber');
  });
  it('formats and names the download', () => {
    const parts = { claimPrefix: '24', claimNumber: '000123', claimSuffix: '01' };
    expect(formatClaimNumber(parts)).toBe('24-000123-01');
    expect(claimFileName(parts)).toBe('24-000123-01.pdf');
    expect(formatClaimNumber({ ...parts, claimSuffix: '' })).toBe('24-000123');
  });
  it('claimNumberRule accepts 2 and 3 parts', () => {
    expectOk(claimNumberRule, '24-123');
    expectOk(claimNumberRule, '24-123-1');
  });
});

describe('groupClaimMaskRule', () => {
  it('accepts ####-#########-####', () => expectOk(groupClaimMaskRule, '1234-123456789-1234'));
  it.each(['1234-12345678-1234', '123-123456789-1234', '1234123456789-1234'])('refuses %j', (v) =>
    expectKey(groupClaimMaskRule, v, 'incorrectFormat'),
  );
});

describe('isProviderClaimSearchValid', () => {
  it('is valid with a valid claim number', () =>
    expect(isProviderClaimSearchValid({ fullClaimNumber: '24-1-1' })).toBe(true));
  it('is valid with a check number of 5 or more', () => {
    expect(MIN_CHECK_NUMBER_LENGTH).toBe(5);
    expect(isProviderClaimSearchValid({ checkNumber: '12345' })).toBe(true);
    expect(isProviderClaimSearchValid({ checkNumber: '1234' })).toBe(false);
  });
  it('is valid with a patient account number of 2 or more', () => {
    expect(MIN_PATIENT_ACCOUNT_LENGTH).toBe(2);
    expect(isProviderClaimSearchValid({ patientAccountNumber: 'AB' })).toBe(true);
    expect(isProviderClaimSearchValid({ patientAccountNumber: 'A' })).toBe(false);
  });
  it('is invalid with nothing or only an invalid claim number', () => {
    expect(isProviderClaimSearchValid({})).toBe(false);
    expect(isProviderClaimSearchValid({ fullClaimNumber: '24' })).toBe(false);
  });
});

describe('isGeneralClaimSearchValid', () => {
  it('needs at least one field', () => {
    expect(isGeneralClaimSearchValid({})).toBe(false);
    expect(isGeneralClaimSearchValid({ memberId: ' ' })).toBe(false);
    expect(isGeneralClaimSearchValid({ memberId: 'M1' })).toBe(true);
    expect(isGeneralClaimSearchValid({ providerNumber: '9' })).toBe(true);
    expect(isGeneralClaimSearchValid({ checkNumber: '1' })).toBe(true);
    expect(isGeneralClaimSearchValid({ fullClaimNumber: '24-1' })).toBe(true);
  });
  it('is invalid when a given claim number is malformed', () =>
    expect(isGeneralClaimSearchValid({ memberId: 'M1', fullClaimNumber: '24' })).toBe(false));
});
