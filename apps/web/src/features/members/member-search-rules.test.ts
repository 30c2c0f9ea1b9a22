import { describe, expect, it } from 'vitest';
import { EMPTY_MEMBER_SEARCH, validateMemberSearch } from './member-search-rules';

const search = (v: Partial<typeof EMPTY_MEMBER_SEARCH>) =>
  validateMemberSearch({ ...EMPTY_MEMBER_SEARCH, ...v });

describe('provider member search', () => {
  it('needs something to search by', () => {
    expect(search({})).toEqual({ ok: false, fields: { _form: 'atLeastOneSearchField' } });
  });

  it('searches by member id alone', () => {
    expect(search({ memberId: ' M100 ' })).toEqual({ ok: true, data: { memberId: 'M100' } });
  });

  it('needs a date of birth and a last name with a name', () => {
    expect(search({ firstName: 'Ana' })).toEqual({
      ok: false,
      fields: { lastName: 'required', dateOfBirth: 'nameNeedsDateOfBirth' },
    });
    expect(search({ lastName: 'Diaz', dateOfBirth: '04/05/1980' })).toEqual({
      ok: true,
      data: { lastName: 'Diaz', dateOfBirth: '04/05/1980' },
    });
  });

  it('needs a date of birth and a group with an SSN (spec §5)', () => {
    const r = search({ ssn: '123-45-6789' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.fields.dateOfBirth).toBe('ssnNeedsDobAndGroup');
      expect(r.fields.groupNumber).toBe('ssnNeedsDobAndGroup');
    }
    expect(search({ ssn: '123-45-6789', dateOfBirth: '01/02/1990', groupNumber: '1001' })).toEqual({
      ok: true,
      data: { ssn: '123-45-6789', dateOfBirth: '01/02/1990', groupNumber: 1001 },
    });
  });

  it('reports malformed dates, SSNs and groups on their fields', () => {
    const r = search({ lastName: 'Diaz', dateOfBirth: '13/45/1980' });
    expect(r).toEqual({ ok: false, fields: { dateOfBirth: 'invalidDateFormat' } });
    const s = search({ ssn: '12-3', dateOfBirth: '01/02/1990', groupNumber: 'abc' });
    expect(s.ok).toBe(false);
    if (!s.ok) {
      expect(s.fields.groupNumber).toBe('numeric');
      expect(s.fields.ssn).toBe('incorrectFormat');
    }
  });
});

describe('staff member search', () => {
  const staff = (v: Partial<typeof EMPTY_MEMBER_SEARCH>) =>
    validateMemberSearch({ ...EMPTY_MEMBER_SEARCH, ...v }, 'staff');

  it('searches by a name, a group or a date of birth alone', () => {
    expect(staff({ lastName: 'Diaz' })).toEqual({ ok: true, data: { lastName: 'Diaz' } });
    expect(staff({ groupNumber: '1001' })).toEqual({ ok: true, data: { groupNumber: 1001 } });
    expect(staff({ dateOfBirth: '04/05/1980' })).toEqual({
      ok: true,
      data: { dateOfBirth: '04/05/1980' },
    });
  });

  it('still needs something, and a date of birth and a group with an SSN', () => {
    expect(staff({})).toEqual({ ok: false, fields: { _form: 'atLeastOneSearchField' } });
    expect(staff({ ssn: '123-45-6789' })).toMatchObject({
      ok: false,
      fields: { dateOfBirth: 'ssnNeedsDobAndGroup', groupNumber: 'ssnNeedsDobAndGroup' },
    });
  });
});
