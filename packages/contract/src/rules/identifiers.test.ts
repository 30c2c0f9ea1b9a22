import { describe, expect, it } from 'vitest';
import { optional } from './common.js';
import {
  emailRule,
  npiCheckDigit,
  npiRule,
  phoneRule,
  stripTaxIdDash,
  taxIdRule,
  urlRule,
  usernameRule,
  zipRule,
} from './identifiers.js';
import { expectKey, expectOk } from './test-helpers.js';

describe('npiRule', () => {
  it('accepts ten digits', () => expectOk(npiRule, '1234567893'));
  it.each(['0000000000', '123456789', '12345678901', '12345abcde', ''])('refuses %j', (v) =>
    expectKey(npiRule, v, 'npiError'),
  );
  it('computes the Luhn check digit of a real NPI', () =>
    expect(npiCheckDigit('123456789')).toBe(3));
});

describe('taxIdRule', () => {
  it('accepts 12-3456789', () => expectOk(taxIdRule, '12-3456789'));
  it.each(['123456789', '1-23456789', '12-345678', 'ab-cdefghi'])('refuses %j', (v) =>
    expectKey(taxIdRule, v, 'taxError'),
  );
  it('strips the dash', () => expect(stripTaxIdDash('12-3456789')).toBe('123456789'));
});

describe('urlRule', () => {
  it.each(['http://a.example', 'https://www.example.com/x?y=1', 'HTTPS://X.EXAMPLE'])(
    'accepts %j',
    (v) => expectOk(urlRule, v),
  );
  it.each(['www.example.com', 'ftp://x.example', 'https://', 'http:// x'])('refuses %j', (v) =>
    expectKey(urlRule, v, 'urlError'),
  );
});

describe('zipRule', () => {
  it.each(['12345', '12345-6789'])('accepts %j', (v) => expectOk(zipRule, v));
  it.each(['1234', '123456', '12345-678', '12345 6789', 'abcde'])('refuses %j', (v) =>
    expectKey(zipRule, v, 'invalidZipCode'),
  );
});

describe('phoneRule', () => {
  it.each(['5555550100', '555-555-0100', '(555) 555-0100', '+555.555.0100', '555 555 010012'])(
    'accepts %j',
    (v) => expectOk(phoneRule, v),
  );
  it.each(['555-0100', '55-555-0100', '555-555-010', '555-555-0100123', 'phone'])(
    'refuses %j',
    (v) => expectKey(phoneRule, v, 'validationPhone'),
  );
});

describe('emailRule', () => {
  it('accepts a normal address', () => expectOk(emailRule, 'jane.doe+1@example.com'));
  it.each(['jane', 'jane@', '@example.com', 'jane@example'])('refuses %j', (v) =>
    expectKey(emailRule, v, 'validationEmail'),
  );
});

describe('usernameRule', () => {
  it.each(['jdoe01', 'jane.doe@example.com', 'a_b+c-d'])('accepts %j', (v) =>
    expectOk(usernameRule, v),
  );
  it.each(['jdoe', 'jane doe', 'jane#doe', 'jané01'])('refuses %j', (v) =>
    expectKey(usernameRule, v, 'userNameInvalidChars'),
  );
});

describe('optional()', () => {
  const rule = optional(zipRule);
  it('lets empty, null and undefined through as undefined', () => {
    expect(rule.parse('')).toBeUndefined();
    expect(rule.parse(null)).toBeUndefined();
    expect(rule.parse(undefined)).toBeUndefined();
  });
  it('still checks a given value', () => {
    expectOk(rule, '12345');
    expectKey(rule, '1', 'invalidZipCode');
  });
});
