import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACCESS_REQUEST,
  accessRequestFieldOf,
  validateAccessRequest,
} from './access-request-rules';

const filled = {
  ...EMPTY_ACCESS_REQUEST,
  npi: '1234567893',
  taxId: '12-3456789',
  providerName: 'North Clinic',
  contactFirstName: 'Ana',
  contactLastName: 'Ruiz',
  email: 'ana@north.example',
  phone: '214-555-0100',
  addressLine1: '1 Main St',
  city: 'Dallas',
  state: 'tx',
  zip: '75201',
};

describe('validateAccessRequest', () => {
  it('sends the body the contract expects: tax id without the dash, state upper case, blanks left out', () => {
    const r = validateAccessRequest(filled);
    expect(r).toEqual({
      ok: true,
      data: {
        npi: '1234567893',
        taxId: '123456789',
        providerName: 'North Clinic',
        contactFirstName: 'Ana',
        contactLastName: 'Ruiz',
        email: 'ana@north.example',
        phone: '214-555-0100',
        address: { addressLine1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
      },
    });
  });

  it('applies the spec §5 NPI, tax id, zip and e-mail rules on the form’s own fields', () => {
    const r = validateAccessRequest({
      ...filled,
      npi: '12345',
      taxId: '123-45',
      zip: '752',
      email: 'x',
      city: '',
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.fields).toMatchObject({
        npi: 'npiError',
        taxId: 'taxError',
        zip: 'invalidZipCode',
        email: 'validationEmail',
        city: 'required',
      });
  });

  it('maps server field paths to the form', () => {
    expect(accessRequestFieldOf('address.state')).toBe('state');
    expect(accessRequestFieldOf('taxId')).toBe('taxId');
    expect(accessRequestFieldOf('other')).toBeUndefined();
  });
});
