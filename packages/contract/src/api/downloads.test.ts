import { describe, expect, it } from 'vitest';
import { formValueErrors, type OnlineFormField } from './downloads.js';

const f = (
  name: string,
  type: OnlineFormField['type'],
  required = false,
  options: string[] = [],
): OnlineFormField => ({
  name,
  label: name,
  type,
  required,
  options,
});

const fields = [
  f('comment', 'textarea', true),
  f('email', 'email'),
  f('phone', 'phone'),
  f('when', 'date'),
  f('rating', 'select', true, ['1', '2', '3']),
  f('agree', 'checkbox', true),
  f('name', 'text'),
];

describe('formValueErrors', () => {
  it('accepts valid values and empty optional ones', () => {
    expect(
      formValueErrors(fields, {
        comment: 'ok',
        rating: '2',
        agree: 'true',
        when: '03/15/2026',
        email: '',
      }),
    ).toEqual({});
    expect(
      formValueErrors(fields, {
        comment: 'ok',
        rating: '3',
        agree: 'true',
        when: '2026-03-15',
        phone: '555-010-1234',
      }),
    ).toEqual({});
  });

  it('names each problem with the spec’s message keys', () => {
    expect(
      formValueErrors(fields, {
        comment: '  ',
        email: 'nope',
        phone: '12',
        when: '02/30/2026',
        rating: '9',
        agree: 'false',
        name: 'x'.repeat(201),
        extra: 'y',
      }),
    ).toEqual({
      comment: 'required',
      email: 'validationEmail',
      phone: 'validationPhone',
      when: 'invalidDateFormat',
      rating: 'invalidValue',
      agree: 'required',
      name: 'max',
      extra: 'invalidValue',
    });
  });

  it('a checkbox takes only true or false', () => {
    expect(formValueErrors([f('ok', 'checkbox')], { ok: 'yes' })).toEqual({ ok: 'invalidValue' });
    expect(formValueErrors([f('ok', 'checkbox')], { ok: 'false' })).toEqual({});
  });
});
