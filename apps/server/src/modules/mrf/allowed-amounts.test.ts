import { describe, expect, it } from 'vitest';
import {
  MIN_CLAIMS,
  oonWindow,
  outOfNetworkItem,
  reportableLines,
  type OonLine,
} from './allowed-amounts.js';
import { validateOutOfNetworkItem } from './validate.js';

const line = (o: Partial<OonLine> = {}): OonLine => ({
  planId: 1,
  claimId: 1,
  billingCodeType: 'CPT',
  billingCode: '99213',
  description: 'Office visit',
  providerId: 10,
  npi: '1234567893',
  tin: '123456789',
  billingClass: 'professional',
  placeOfService: '11',
  serviceDate: '2026-05-01',
  allowedCents: 10_000,
  billedCents: 15_000,
  ...o,
});
/** `n` different claims (ids from `first`) of one plan, code and provider. */
const claims = (n: number, o: Partial<OonLine> = {}, first = 1) =>
  Array.from({ length: n }, (_, i) => line({ claimId: first + i, ...o }));

const window = oonWindow('2026-11-01');

describe('reporting window (the 90 days beginning 180 days before publication)', () => {
  it('runs from 180 days before publication to 91 days before, both included', () => {
    expect(window).toEqual({ from: '2026-05-05', to: '2026-08-02' });
    // 90 days long.
    expect((Date.parse(window.to) - Date.parse(window.from)) / 86_400_000 + 1).toBe(90);
    // Across a year end and a leap day.
    expect(oonWindow('2028-03-01')).toEqual({ from: '2027-09-03', to: '2027-12-01' });
  });

  it('counts claims on both edge days and none the day before or after', () => {
    const mid = '2026-06-15';
    const edges = [window.from, window.to, ...Array<string>(18).fill(mid)];
    expect(
      reportableLines(
        edges.map((d, i) => line({ claimId: i + 1, serviceDate: d })),
        window,
      ),
    ).toHaveLength(20);
    for (const outside of ['2026-05-04', '2026-08-03']) {
      const dates = [outside, ...Array<string>(19).fill(mid)];
      expect(
        reportableLines(
          dates.map((d, i) => line({ claimId: i + 1, serviceDate: d })),
          window,
        ),
      ).toEqual([]);
    }
  });
});

describe('20-claim minimum per plan, item or service, and provider', () => {
  it('reports 20 different claims, not 19', () => {
    expect(MIN_CLAIMS).toBe(20);
    expect(reportableLines(claims(20, { serviceDate: '2026-06-01' }), window)).toHaveLength(20);
    expect(reportableLines(claims(19, { serviceDate: '2026-06-01' }), window)).toEqual([]);
  });

  it('counts different claims, not lines', () => {
    const sameClaimTwice = [...claims(19), line({ claimId: 1 })].map((l) => ({
      ...l,
      serviceDate: '2026-06-01',
    }));
    expect(sameClaimTwice).toHaveLength(20);
    expect(reportableLines(sameClaimTwice, window)).toEqual([]);
  });

  it('counts per plan, per code and per provider separately', () => {
    const d = { serviceDate: '2026-06-01' };
    expect(
      reportableLines(
        [...claims(10, { ...d, planId: 1 }), ...claims(10, { ...d, planId: 2 }, 11)],
        window,
      ),
    ).toEqual([]);
    expect(
      reportableLines(
        [...claims(10, d), ...claims(10, { ...d, billingCode: '99214' }, 11)],
        window,
      ),
    ).toEqual([]);
    expect(
      reportableLines([...claims(10, d), ...claims(10, { ...d, providerId: 11 }, 11)], window),
    ).toEqual([]);
    const mixed = reportableLines(
      [...claims(20, d), ...claims(5, { ...d, providerId: 11 }, 100)],
      window,
    );
    expect(mixed).toHaveLength(20);
    expect(mixed.every((l) => l.providerId === 10)).toBe(true);
  });

  it('leaves out lines without an allowed amount (denied, not covered) from the count', () => {
    const d = { serviceDate: '2026-06-01' };
    expect(
      reportableLines([...claims(19, d), line({ ...d, claimId: 99, allowedCents: 0 })], window),
    ).toEqual([]);
  });
});

describe('out_of_network item', () => {
  it('groups unique allowed amounts and billed charges by TIN, class and place of service', () => {
    const item = outOfNetworkItem(
      [
        line({ claimId: 1 }),
        line({ claimId: 2 }),
        line({ claimId: 3, npi: '1003000126' }),
        line({ claimId: 4, billedCents: 20_000 }),
        line({ claimId: 5, allowedCents: 9_000 }),
        line({ claimId: 6, tin: '987654321', npi: '1497758544', placeOfService: '22' }),
      ],
      '2026',
    )!;
    expect(validateOutOfNetworkItem(item), JSON.stringify(validateOutOfNetworkItem.errors)).toBe(
      true,
    );
    expect(item).toEqual({
      name: 'Office visit',
      billing_code_type: 'CPT',
      billing_code_type_version: '2026',
      billing_code: '99213',
      description: 'Office visit',
      allowed_amounts: [
        {
          tin: { type: 'ein', value: '123456789' },
          service_code: ['11'],
          billing_class: 'professional',
          payments: [
            { allowed_amount: 90, providers: [{ billed_charge: 150, npi: [1234567893] }] },
            {
              allowed_amount: 100,
              providers: [
                { billed_charge: 150, npi: [1003000126, 1234567893] },
                { billed_charge: 200, npi: [1234567893] },
              ],
            },
          ],
        },
        {
          tin: { type: 'ein', value: '987654321' },
          service_code: ['22'],
          billing_class: 'professional',
          payments: [
            { allowed_amount: 100, providers: [{ billed_charge: 150, npi: [1497758544] }] },
          ],
        },
      ],
    });
  });

  it('uses the NPI for a TIN that is not an EIN, and needs no place of service when institutional', () => {
    const item = outOfNetworkItem(
      [line({ tin: '', billingClass: 'institutional', placeOfService: null })],
      '2026',
    )!;
    expect(validateOutOfNetworkItem(item)).toBe(true);
    expect((item.allowed_amounts as unknown[])[0]).toMatchObject({
      tin: { type: 'npi', value: '1234567893' },
      billing_class: 'institutional',
    });
    expect((item.allowed_amounts as Record<string, unknown>[])[0]).not.toHaveProperty(
      'service_code',
    );
    expect(outOfNetworkItem([], '2026')).toBeNull();
  });
});
