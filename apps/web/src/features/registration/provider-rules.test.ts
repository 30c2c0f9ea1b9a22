import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROVIDER,
  providerBody,
  providerErrors,
  providerFieldOf,
  type ProviderValues,
} from './provider-rules';

const ok: ProviderValues = {
  npi: '1234567893',
  taxId: '12-3456789',
  providerName: 'Lakeside Family Medicine',
  addressLine1: '100 Main St',
  addressLine2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  firstName: 'Dana',
  lastName: 'Office',
  phone: '512-555-0100',
  fax: '',
  userName: 'lakeside.office',
  email: 'office@lakeside.test',
  confirmEmail: 'office@lakeside.test',
  password: 'Portal-2026x',
  confirmPassword: 'Portal-2026x',
};

describe('providerErrors', () => {
  it('accepts a complete registration', () => expect(providerErrors(ok)).toEqual({}));

  it('requires every field but the second address line and the fax', () => {
    const e = providerErrors(EMPTY_PROVIDER);
    expect(Object.keys(e).sort()).toEqual(
      Object.keys(EMPTY_PROVIDER)
        .filter((k) => k !== 'addressLine2' && k !== 'fax')
        .sort(),
    );
    expect(new Set(Object.values(e))).toEqual(new Set(['required']));
  });

  it('checks NPI (ten digits, not all zero) and tax id (12-3456789)', () => {
    expect(providerErrors({ ...ok, npi: '0000000000', taxId: '123456789' })).toEqual({
      npi: 'npiError',
      taxId: 'taxError',
    });
    expect(providerErrors({ ...ok, npi: '12345' }).npi).toBe('npiError');
  });

  it('checks phone, fax, zip, state, user name, e-mail and password rules', () => {
    expect(
      providerErrors({
        ...ok,
        phone: '555',
        fax: 'x',
        zip: '7870',
        state: 'ZZ',
        userName: 'abc',
        confirmEmail: 'other@lakeside.test',
        password: 'alllowercase1',
        confirmPassword: 'alllowercase1',
      }),
    ).toEqual({
      phone: 'validationPhone',
      fax: 'validationPhone',
      zip: 'invalidZipCode',
      state: 'invalidValue',
      userName: 'userNameInvalidChars',
      confirmEmail: 'emailDoNotMatch',
      password: 'invalidPassword',
    });
  });
});

describe('providerBody', () => {
  it('strips the tax id dash, nests the address and leaves empty optional fields out', () => {
    const body = providerBody({ ...ok, npi: ' 1234567893 ' }, 'sp');
    expect(body).toMatchObject({
      npi: '1234567893',
      taxId: '123456789',
      address: { addressLine1: '100 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      language: 'sp',
    });
    expect(body).not.toHaveProperty('fax');
    expect(body.address).not.toHaveProperty('addressLine2');
    expect(body).not.toHaveProperty('confirmPassword');
  });
});

it('maps server field paths onto the form', () => {
  expect(providerFieldOf('address.zip')).toBe('zip');
  expect(providerFieldOf('npi')).toBe('npi');
  expect(providerFieldOf('unknown')).toBeUndefined();
});
