import { describe, expect, it } from 'vitest';
import { amountToCents, validatePayment } from './payment-rules';

describe('amountToCents', () => {
  it('reads amounts as they are printed on a check or remittance', () => {
    expect(amountToCents('195.87')).toBe(19587);
    expect(amountToCents('$1,234.56')).toBe(123456);
    expect(amountToCents(' 1234.5 ')).toBe(123450);
    expect(amountToCents('42')).toBe(4200);
  });
  it('refuses anything else', () => {
    for (const bad of ['', '0', '0.00', '1.234', '12,34.00', 'abc', '-5', '1e3', '99999999999'])
      expect(amountToCents(bad), bad).toBeNull();
  });
});

describe('validatePayment', () => {
  it('needs both fields, a number of at most 30 characters and an amount', () => {
    expect(validatePayment({ paymentNumber: ' ', amount: '' })).toEqual({
      ok: false,
      fields: { paymentNumber: 'required', amount: 'required' },
    });
    expect(validatePayment({ paymentNumber: 'x'.repeat(31), amount: 'ten' })).toEqual({
      ok: false,
      fields: { paymentNumber: 'max', amount: 'invalidValue' },
    });
    expect(validatePayment({ paymentNumber: ' 1000315 ', amount: '$195.87' })).toEqual({
      ok: true,
      data: { paymentNumber: '1000315', amountCents: 19587 },
    });
  });
});
