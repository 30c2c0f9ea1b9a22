import { describe, expect, it } from 'vitest';
import {
  EMPTY_CALL_FORM,
  EMPTY_CALL_SEARCH,
  choicesOf,
  validateCallForm,
  validateCallSearch,
  withKey,
  type KeyOption,
} from './calltrack-rules';

const opt = (level: number, key: string, parentKey: string | null = null): KeyOption => ({
  key,
  description: key,
  level,
  parentKey,
});
const REGARD = [
  opt(1, 'CLM'),
  opt(1, 'ELG'),
  opt(2, 'STATUS', 'CLM'),
  opt(2, 'DENIAL', 'CLM'),
  opt(2, 'COVERAGE', 'ELG'),
  opt(3, 'RESOLVED'),
  opt(3, 'CALLBACK'),
];
const keys = (c: KeyOption[]) => c.map((o) => o.key);

describe('dependent call keys', () => {
  it('offers level 2 only after a level-1 key, and only its sub-keys or keys without a parent', () => {
    const none = choicesOf(REGARD, 'regard', EMPTY_CALL_SEARCH);
    expect(keys(none[1])).toEqual(['CLM', 'ELG']);
    expect(none[2]).toEqual([]);
    expect(none[3]).toEqual([]);
    const clm = choicesOf(REGARD, 'regard', { ...EMPTY_CALL_SEARCH, regardKey1: 'CLM' });
    expect(keys(clm[2])).toEqual(['STATUS', 'DENIAL']);
    expect(clm[3]).toEqual([]);
    const status = choicesOf(REGARD, 'regard', {
      ...EMPTY_CALL_SEARCH,
      regardKey1: 'CLM',
      regardKey2: 'STATUS',
    });
    expect(keys(status[3])).toEqual(['RESOLVED', 'CALLBACK']);
  });

  it('clears the later keys that no longer fit when a key changes', () => {
    let v = withKey(EMPTY_CALL_FORM, REGARD, 'regard', 1, 'CLM');
    v = withKey(v, REGARD, 'regard', 2, 'DENIAL');
    v = withKey(v, REGARD, 'regard', 3, 'CALLBACK');
    expect([v.regardKey1, v.regardKey2, v.regardKey3]).toEqual(['CLM', 'DENIAL', 'CALLBACK']);
    const elg = withKey(v, REGARD, 'regard', 1, 'ELG');
    expect([elg.regardKey1, elg.regardKey2, elg.regardKey3]).toEqual(['ELG', '', '']);
    const noDetail = withKey(v, REGARD, 'regard', 2, '');
    expect([noDetail.regardKey2, noDetail.regardKey3]).toEqual(['', '']);
    // The other kind is untouched.
    expect(withKey({ ...v, fromKey1: 'MEM' }, REGARD, 'regard', 1, 'ELG').fromKey1).toBe('MEM');
  });
});

describe('new call validation', () => {
  const filled = {
    ...EMPTY_CALL_FORM,
    callerName: 'Ana Lopez',
    fromKey1: 'MEM',
    regardKey1: 'CLM',
  };

  it('needs the caller name and a from and a regard key', () => {
    const r = validateCallForm(EMPTY_CALL_FORM);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.fields).toMatchObject({
        callerName: 'required',
        fromKey1: 'required',
        regardKey1: 'required',
      });
  });

  it('checks dates, phone and group number, and leaves out empty optional fields', () => {
    const bad = validateCallForm({
      ...filled,
      callDate: '13/40/2026',
      callerPhone: 'abc',
      groupNumber: '12a',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.fields).toMatchObject({
        callDate: 'invalidDateFormat',
        callerPhone: 'validationPhone',
        groupNumber: 'numeric',
      });
    expect(validateCallForm({ ...filled, regardKey2: 'STATUS', groupNumber: '1001' })).toEqual({
      ok: true,
      data: {
        callerName: 'Ana Lopez',
        callerRelationship: 'P',
        groupNumber: 1001,
        status: 'open',
        windowOpen: true,
        fromKey1: 'MEM',
        regardKey1: 'CLM',
        regardKey2: 'STATUS',
      },
    });
  });

  it('an update needs the call date and carries the call number', () => {
    const r = validateCallForm({ ...filled, window: 'closed' }, 7);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields.callDate).toBe('required');
    const ok = validateCallForm({ ...filled, callDate: '11/20/2026', window: 'closed' }, 7);
    expect(ok.ok && ok.data).toMatchObject({
      callNo: 7,
      windowOpen: false,
      callDate: '11/20/2026',
    });
  });
});

describe('call search validation', () => {
  it('refuses an end date before the begin date and a non-numeric call number', () => {
    const r = validateCallSearch({
      ...EMPTY_CALL_SEARCH,
      beginDate: '11/20/2026',
      endDate: '11/01/2026',
      callno: 'x',
    });
    expect(r).toEqual({
      ok: false,
      fields: { endDate: 'invalidLaterThanDate', callno: 'numeric' },
    });
  });

  it('sends only the criteria typed', () => {
    expect(
      validateCallSearch({ ...EMPTY_CALL_SEARCH, callno: '12', regardKey1: 'CLM', oppId: '625' }),
    ).toEqual({ ok: true, data: { callno: 12, regardKey1: 'CLM', oppId: 625 } });
  });
});
