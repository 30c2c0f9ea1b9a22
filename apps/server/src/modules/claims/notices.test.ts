import { describe, expect, it } from 'vitest';
import {
  denialReasonCodes,
  isDeniedOrReduced,
  lineDenials,
  noSurprisesActBasis,
  type NoticeLine,
  type Provision,
} from './notices.js';

const line = (over: Partial<NoticeLine>): NoticeLine => ({
  lineNumber: 1,
  billedCents: 10_000,
  allowedCents: 6_000,
  notCoveredCents: 0,
  remarkCodes: [],
  ...over,
});

const provisions = new Map<string, Provision>([
  ['50', { section: '7.3', title: 'Medical necessity', text: 'Only medically necessary care.' }],
  ['242', { section: '4.3', title: 'Out-of-network benefits', text: 'Maximum allowable amount.' }],
]);
const reasons: Record<string, string> = {
  '50': 'Not medically necessary.',
  '242': 'Not by network providers.',
  '45': 'Charge exceeds fee schedule.',
  '96': 'Non-covered charge(s).',
  MA01: 'Appeal rights.',
};
const reasonText = (code: string) => reasons[code];

describe('denied or reduced lines', () => {
  it('counts a not-covered amount, and an out-of-network allowance below the charge, but not an in-network write-off', () => {
    expect(isDeniedOrReduced(line({ notCoveredCents: 10_000, allowedCents: 0 }), 'in')).toBe(true);
    expect(isDeniedOrReduced(line({}), 'out')).toBe(true);
    expect(isDeniedOrReduced(line({ allowedCents: 10_000 }), 'out')).toBe(false);
    expect(isDeniedOrReduced(line({}), 'in')).toBe(false);
  });

  it('gives each such line the reason and the plan provision it rests on', () => {
    const lines = [
      line({
        lineNumber: 1,
        notCoveredCents: 10_000,
        allowedCents: 0,
        remarkCodes: ['50', 'MA01'],
      }),
      line({ lineNumber: 2, remarkCodes: ['45', '1'] }),
      line({ lineNumber: 3, notCoveredCents: 500, remarkCodes: ['MA01', '96'] }),
    ];
    expect(denialReasonCodes(lines, 'in')).toEqual(['50', 'MA01', '96']);
    expect(lineDenials(lines, 'in', provisions, reasonText)).toEqual([
      {
        lineNumber: 1,
        reasonCode: '50',
        reason: 'Not medically necessary.',
        provision: provisions.get('50'),
      },
      // No provision recorded for any of its codes: the first code is the reason, without a provision.
      { lineNumber: 3, reasonCode: 'MA01', reason: 'Appeal rights.', provision: null },
    ]);
  });

  it('finds the provision of an out-of-network reduction by a later remark code', () => {
    const lines = [line({ lineNumber: 4, remarkCodes: ['1', '242'] })];
    expect(lineDenials(lines, 'out', provisions, reasonText)).toEqual([
      {
        lineNumber: 4,
        reasonCode: '242',
        reason: 'Not by network providers.',
        provision: provisions.get('242'),
      },
    ]);
  });
});

describe('No Surprises Act notice', () => {
  const base = {
    network: 'in',
    facilityNetwork: null,
    placesOfService: ['11'],
    procedureCodes: ['99213'],
  };

  it('applies to emergency-room care in or out of network (place of service 23 on the claim or a line)', () => {
    expect(noSurprisesActBasis({ ...base, placesOfService: ['23'] })).toBe('emergency');
    expect(
      noSurprisesActBasis({ ...base, network: 'out', placesOfService: [null, '11', '23'] }),
    ).toBe('emergency');
  });

  it('applies to an out-of-network provider at an in-network facility setting', () => {
    const oon = { ...base, network: 'out', facilityNetwork: 'in', placesOfService: ['24'] };
    expect(noSurprisesActBasis(oon)).toBe('outOfNetworkAtInNetworkFacility');
    expect(noSurprisesActBasis({ ...oon, facilityNetwork: 'out' })).toBeNull();
    expect(noSurprisesActBasis({ ...oon, network: 'in' })).toBeNull();
    // An office visit is not a facility setting even with a facility recorded.
    expect(noSurprisesActBasis({ ...oon, placesOfService: ['11'] })).toBeNull();
  });

  it('applies to an out-of-network air ambulance', () => {
    expect(noSurprisesActBasis({ ...base, network: 'out', procedureCodes: ['A0430'] })).toBe(
      'airAmbulance',
    );
    expect(noSurprisesActBasis({ ...base, procedureCodes: ['A0430'] })).toBeNull();
  });

  it('does not apply to an ordinary claim, in or out of network', () => {
    expect(noSurprisesActBasis(base)).toBeNull();
    expect(noSurprisesActBasis({ ...base, network: 'out' })).toBeNull();
  });
});
