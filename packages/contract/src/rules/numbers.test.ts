import { describe, it } from 'vitest';
import { blankRule, requiredString, requiredTrueRule } from './common.js';
import {
  decimalRule,
  groupNumberRule,
  minValueRule,
  numbersOnlyRule,
  yearRule,
} from './numbers.js';
import { expectKey, expectOk } from './test-helpers.js';

describe('numbersOnlyRule', () => {
  it.each(['0', '123', '12.5'])('accepts %j', (v) => expectOk(numbersOnlyRule, v));
  it.each(['-1', '1.', '.5', '1,000', 'a1', '1.2.3'])('refuses %j', (v) =>
    expectKey(numbersOnlyRule, v, 'numbersOnly'),
  );
});

describe('groupNumberRule', () => {
  it.each(['-1', '0', '12345'])('accepts %j', (v) => expectOk(groupNumberRule, v));
  it.each(['-2', '-10', '12a', '1.5'])('refuses %j', (v) =>
    expectKey(groupNumberRule, v, 'groupNumbersOnly'),
  );
});

describe('yearRule', () => {
  it('accepts 2024', () => expectOk(yearRule, '2024'));
  it.each(['24', '20245', 'abcd'])('refuses %j', (v) => expectKey(yearRule, v, 'invalidYear'));
});

describe('decimalRule', () => {
  it.each(['10', '10.5', '10.25', '-3.1'])('accepts %j with 2 places', (v) =>
    expectOk(decimalRule(2), v),
  );
  it.each(['10.255', '1.', 'x', ''])('refuses %j with 2 places', (v) =>
    expectKey(decimalRule(2), v, 'invalidDecimal'),
  );
  it('takes integers only with 0 places', () => {
    expectOk(decimalRule(0), '12');
    expectKey(decimalRule(0), '12.0', 'invalidDecimal');
  });
});

describe('minValueRule', () => {
  it.each([5, '5', '7.5', 100])('accepts %j for min 5', (v) => expectOk(minValueRule(5), v));
  it.each([4, '4.99', '', 'abc'])('refuses %j for min 5', (v) =>
    expectKey(minValueRule(5), v, 'minValue'),
  );
});

describe('requiredString / blankRule / requiredTrueRule', () => {
  it('requiredString', () => {
    expectOk(requiredString, 'x');
    expectKey(requiredString, '', 'required');
    expectKey(requiredString, undefined, 'required');
  });
  it('blankRule', () => {
    expectOk(blankRule, ' x ');
    expectKey(blankRule, '', 'required');
    expectKey(blankRule, '   ', 'blankError');
  });
  it('requiredTrueRule', () => {
    expectOk(requiredTrueRule, true);
    expectKey(requiredTrueRule, false, 'required');
  });
});
