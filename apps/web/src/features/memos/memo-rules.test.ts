import { describe, expect, it } from 'vitest';
import { EMPTY_MEMO, validateMemo } from './memo-rules';

describe('new memo', () => {
  it('needs a type and a text', () => {
    expect(validateMemo('M1', EMPTY_MEMO)).toEqual({
      ok: false,
      fields: { descno: 'required', text: 'required' },
    });
    expect(validateMemo('M1', { ...EMPTY_MEMO, text: '   ' })).toMatchObject({
      ok: false,
      fields: { text: 'required' },
    });
  });

  it('refuses an expiration before the effective date and a malformed date', () => {
    const r = validateMemo('M1', {
      ...EMPTY_MEMO,
      descno: '2',
      text: 'Called about a bill',
      effectiveDate: '05/10/2026',
      expirationDate: '05/01/2026',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields.expirationDate).toBeTruthy();
    const bad = validateMemo('M1', {
      ...EMPTY_MEMO,
      descno: '2',
      text: 'x',
      effectiveDate: '13/45',
    });
    expect(bad).toMatchObject({ ok: false, fields: { effectiveDate: 'invalidDateFormat' } });
  });

  it('builds the request', () => {
    expect(
      validateMemo('M1', { ...EMPTY_MEMO, descno: '3', text: ' Note ', active: true }),
    ).toEqual({ ok: true, data: { memberId: 'M1', descno: 3, text: 'Note', active: true } });
  });
});
