import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_PRECERT, validateNewPrecert, type NewPrecertValues } from './new-precert-rules';

const member = { memberId: 'M100', dependentNumber: 0 };
const complete: NewPrecertValues = {
  ...EMPTY_NEW_PRECERT,
  serviceType: 'Imaging',
  serviceDate: '12/01/2026',
  providerName: 'Demo Clinic',
  providerNpi: '1234567893',
  providerTaxId: '12-3456789',
  providerPhone: '555-123-4567',
  diagnosisCodes: ['M54.5'],
  procedureCodes: ['72148'],
  contactName: 'Pat Doe',
  contactPhone: '555-765-4321',
};

describe('new pre-certification', () => {
  it('builds the request for the member', () => {
    const r = validateNewPrecert(complete, member);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.data).toMatchObject({
        memberId: 'M100',
        dependentNumber: 0,
        serviceType: 'Imaging',
        serviceDate: '12/01/2026',
        diagnosisCodes: ['M54.5'],
        procedureCodes: ['72148'],
      });
  });

  it('asks for what is missing, field by field', () => {
    const r = validateNewPrecert(EMPTY_NEW_PRECERT, member);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.fields.serviceType).toBe('required');
      expect(r.fields.serviceDate).toBe('required');
      expect(r.fields.diagnosisCodes).toBe('required');
      expect(r.fields.providerNpi).toBe('required');
      expect(r.fields.contactPhone).toBe('required');
      expect(r.fields.contactName).toBe('required');
    }
  });

  it('checks the NPI, the phone and the dates', () => {
    const r = validateNewPrecert(
      {
        ...complete,
        providerNpi: '0000000000',
        providerPhone: 'abc',
        serviceType: 'Inpatient',
        dischargeDate: '11/30/2026',
      },
      member,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.fields.providerNpi).toBe('npiError');
      expect(r.fields.providerPhone).toBe('validationPhone');
      expect(r.fields.admitDate).toBe('required');
    }
    const d = validateNewPrecert(
      { ...complete, admitDate: '12/05/2026', dischargeDate: '12/01/2026' },
      member,
    );
    expect(d).toEqual({ ok: false, fields: { dischargeDate: 'invalidLaterThanDate' } });
  });
});
