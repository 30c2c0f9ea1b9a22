import { describe, expect, it } from 'vitest';
import { normalised } from './apply.js';

describe('normalised (an enrollment sent again changes nothing)', () => {
  it('reads phones and zip codes as digits, e-mail in lower case, text trimmed and upper-cased', () => {
    expect(normalised('homePhone', '(614) 733-8957')).toBe(normalised('homePhone', '614-733-8957'));
    expect(normalised('zip', '62701-1234')).toBe('627011234');
    expect(normalised('email', ' Ann@Example.COM ')).toBe('ann@example.com');
    expect(normalised('city', '  champaign   il ')).toBe('CHAMPAIGN IL');
    expect(normalised('addressLine2', '')).toBeNull();
    expect(normalised('addressLine2', null)).toBeNull();
  });

  it('still tells different values apart', () => {
    expect(normalised('homePhone', '614-733-8957')).not.toBe(
      normalised('homePhone', '614-733-8958'),
    );
    expect(normalised('lastName', 'Quintero')).not.toBe(normalised('lastName', 'Quinteros'));
    expect(normalised('hireDate', '2020-01-01')).not.toBe(normalised('hireDate', '2020-01-02'));
  });
});
