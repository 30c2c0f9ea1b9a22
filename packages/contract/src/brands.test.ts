import { describe, expect, it } from 'vitest';
import {
  ALTERNATE_BRAND,
  CUSTOM_TRANSACTION_NAMES,
  DEFAULT_BRAND,
  brandForHost,
  isAlternateHost,
} from './brands.js';

describe('brands', () => {
  it('keeps the spec’s transaction ids in order', () => {
    const ids = (b: typeof DEFAULT_BRAND) =>
      CUSTOM_TRANSACTION_NAMES.map((n) => b.customTransactions[n]);
    expect(ids(DEFAULT_BRAND)).toEqual([10, 8, 14, 16, 13, 12, 11, 169]);
    expect(ids(ALTERNATE_BRAND)).toEqual([181, 175, 176, 182, 178, 179, 180, 177]);
  });
  it.each([
    'alt.portal.example',
    'ALT.portal.example.',
    'alt-staging.portal.example:8443',
    'portal.alternate.example',
    'summit-benefits.example',
  ])('chooses the alternate brand for %s', (host) => {
    expect(isAlternateHost(host)).toBe(true);
    expect(brandForHost(host)).toBe(ALTERNATE_BRAND);
  });
  it.each([
    'localhost',
    'portal.example',
    'salt.portal.example',
    'alto.example',
    '',
    null,
    undefined,
  ])('chooses the default brand for %s', (host) => expect(brandForHost(host)).toBe(DEFAULT_BRAND));
});
