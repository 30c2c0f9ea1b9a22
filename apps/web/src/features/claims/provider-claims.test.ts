import { describe, expect, it } from 'vitest';
import { claimPartsOfRoute, eopTaxIdFor } from './provider-claims';

describe('claim numbers in provider routes', () => {
  it('reads two or three numeric parts', () => {
    expect(claimPartsOfRoute('2604-100000085-0')).toEqual({
      claimPrefix: '2604',
      claimNumber: '100000085',
      claimSuffix: '0',
    });
    expect(claimPartsOfRoute('24-123')).toEqual({
      claimPrefix: '24',
      claimNumber: '123',
      claimSuffix: '',
    });
  });
  it('reads an encoded parameter', () => {
    expect(claimPartsOfRoute('24%2D1%2D2')?.claimSuffix).toBe('2');
  });
  it.each([undefined, '', '24', 'a-1-2', '1-2-3-4', '%E0%A4%A'])('refuses %j', (v) => {
    expect(claimPartsOfRoute(v)).toBeNull();
  });
});

describe('the tax id of an EOP', () => {
  const accesses = [
    { providerNumber: 'P1', taxId: '111111111' },
    { providerNumber: 'P2', taxId: '22-2222222' },
    { providerNumber: 'P3', taxId: null },
  ];
  it('is the access of the claim’s provider number', () => {
    expect(eopTaxIdFor({ providerNumber: 'P2', providerTaxIdLast4: null }, accesses)).toBe(
      '22-2222222',
    );
  });
  it('else the access whose tax id ends like the claim’s provider’s', () => {
    expect(eopTaxIdFor({ providerNumber: 'P9', providerTaxIdLast4: '1111' }, accesses)).toBe(
      '111111111',
    );
  });
  it('else the only tax id of the account, else none', () => {
    expect(
      eopTaxIdFor({ providerNumber: 'P9', providerTaxIdLast4: null }, [
        { providerNumber: 'A', taxId: '12-3456789' },
        { providerNumber: 'B', taxId: '123456789' },
      ]),
    ).toBe('12-3456789');
    expect(eopTaxIdFor({ providerNumber: 'P9', providerTaxIdLast4: null }, accesses)).toBe(
      undefined,
    );
  });
});
