import { describe, expect, it } from 'vitest';
import {
  anonClaimDetailsPath,
  anonClaimProofOf,
  anonClaimParamsOf,
  anonClaimSearchBody,
  anonClaimSearchErrors,
  type AnonClaimSearchValues,
} from './anon-claim-search';

const ok: AnonClaimSearchValues = {
  providerTaxId: '12-3456789',
  fullClaimNumber: '26-000123-1',
  checkNumber: '100045',
  patientAccountNumber: '',
};

describe('anonClaimSearchErrors', () => {
  it('accepts tax id, claim number and check number', () =>
    expect(anonClaimSearchErrors(ok)).toEqual({}));

  it('accepts a patient account number of 2 characters instead of a check number', () =>
    expect(anonClaimSearchErrors({ ...ok, checkNumber: '', patientAccountNumber: 'A1' })).toEqual(
      {},
    ));

  it('requires the tax id as 12-3456789 and a valid claim number', () => {
    expect(
      anonClaimSearchErrors({ ...ok, providerTaxId: '123456789', fullClaimNumber: '26-ABC' }),
    ).toEqual({
      providerTaxId: 'messages:taxError',
      fullClaimNumber: 'messages:invalidClaimNumber',
    });
    expect(anonClaimSearchErrors({ ...ok, providerTaxId: ' ', fullClaimNumber: '' })).toEqual({
      providerTaxId: 'messages:required',
      fullClaimNumber: 'messages:required',
    });
  });

  it('needs a check number of 5+ or a patient account number of 2+', () => {
    expect(anonClaimSearchErrors({ ...ok, checkNumber: '' })).toEqual({
      checkNumber: 'anonymous:claims.errors.checkOrAccount',
    });
    expect(anonClaimSearchErrors({ ...ok, checkNumber: '1234' })).toEqual({
      checkNumber: 'anonymous:claims.errors.checkNumberMin',
    });
    expect(anonClaimSearchErrors({ ...ok, checkNumber: '', patientAccountNumber: 'A' })).toEqual({
      patientAccountNumber: 'anonymous:claims.errors.accountNumberMin',
    });
  });
});

describe('anonClaimSearchBody', () => {
  it('strips the tax id dash and leaves empty fields out', () =>
    expect(anonClaimSearchBody({ ...ok, fullClaimNumber: ' 26-000123-1 ' })).toEqual({
      providerTaxId: '123456789',
      fullClaimNumber: '26-000123-1',
      checkNumber: '100045',
      patientAccountNumber: undefined,
      currentPage: 1,
      items: 20,
    }));
});

describe('details path', () => {
  it('round-trips tax id and claim number', () => {
    const path = anonClaimDetailsPath('12-3456789', '26-000123-1');
    expect(path).toBe('/user/anon-claim-details/123456789/26-000123-1');
    const [, , , id, claimId] = path.split('/');
    expect(anonClaimParamsOf(id, claimId)).toEqual({
      providerTaxId: '123456789',
      fullClaimNumber: '26-000123-1',
    });
  });
  it('refuses malformed parameters', () => {
    expect(anonClaimParamsOf('12345', '26-1')).toBeNull();
    expect(anonClaimParamsOf('123456789', 'abc')).toBeNull();
    expect(anonClaimParamsOf(undefined, '26-1')).toBeNull();
  });
});

describe('anonClaimProofOf', () => {
  it('reads a check or patient account number long enough', () => {
    expect(anonClaimProofOf({ checkNumber: '100045' })).toEqual({
      checkNumber: '100045',
      patientAccountNumber: undefined,
    });
    expect(anonClaimProofOf({ checkNumber: '', patientAccountNumber: 'A1' })).toEqual({
      checkNumber: undefined,
      patientAccountNumber: 'A1',
    });
  });
  it('is null without state or with too short a proof', () => {
    expect(anonClaimProofOf(null)).toBeNull();
    expect(anonClaimProofOf({ checkNumber: '1234' })).toBeNull();
    expect(anonClaimProofOf({ checkNumber: 12345 })).toBeNull();
  });
});
