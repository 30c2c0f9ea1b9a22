import { describe, expect, it } from 'vitest';
import { formatTaxId } from './service.js';

describe('formatTaxId', () => {
  it('writes a stored tax id as 12-3456789', () =>
    expect(formatTaxId('123456789')).toBe('12-3456789'));
  it('leaves anything else as it is', () => expect(formatTaxId('12-3456789')).toBe('12-3456789'));
});
