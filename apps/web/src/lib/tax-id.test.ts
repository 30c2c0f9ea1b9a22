import { describe, expect, it } from 'vitest';
import { typeTaxId } from './tax-id';

describe('typeTaxId', () => {
  it('adds the dash after two digits while typing, and to a pasted nine-digit id', () => {
    expect(typeTaxId('12', '123')).toBe('12-3');
    expect(typeTaxId('', '123456789')).toBe('12-3456789');
  });
  it('keeps deletions and typed dashes as they are', () => {
    expect(typeTaxId('12-3', '12-')).toBe('12-');
    expect(typeTaxId('12', '12-')).toBe('12-');
    expect(typeTaxId('1', '12')).toBe('12');
  });
});
