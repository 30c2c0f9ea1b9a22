import { describe, expect, it } from 'vitest';
import type { ClaimLine } from '@bp/contract/api/claims';
import { explanationsOf, lineRemarks } from './claim-remarks';

function line(codes: (string | null)[], texts: (string | null)[] = []): ClaimLine {
  return {
    lineNumber: 1,
    serviceDateFrom: '2025-01-01',
    serviceDateThru: '2025-01-01',
    procedureCode: '99213',
    modifiers: [],
    description: null,
    placeOfService: '11',
    units: 1,
    billedCents: 0,
    allowedCents: 0,
    notCoveredCents: 0,
    deductibleCents: 0,
    copayCents: 0,
    coinsuranceCents: 0,
    planPaidCents: 0,
    patientResponsibilityCents: 0,
    explanationCode0: codes[0] ?? null,
    explanation0: texts[0] ?? null,
    explanationCode1: codes[1] ?? null,
    explanation1: texts[1] ?? null,
    explanationCode2: codes[2] ?? null,
    explanation2: texts[2] ?? null,
    explanationCode3: codes[3] ?? null,
    explanation3: texts[3] ?? null,
    denial: null,
  };
}

describe('lineRemarks', () => {
  it('lists the up to four codes in slot order, skipping empty slots and repeats', () => {
    expect(
      lineRemarks(
        line(['45', null, 'N381', '45'], ['Over fee schedule', null, 'Contract terms', 'x']),
      ),
    ).toEqual([
      { code: '45', explanation: 'Over fee schedule' },
      { code: 'N381', explanation: 'Contract terms' },
    ]);
    expect(lineRemarks(line([]))).toEqual([]);
  });
});

describe('explanationsOf', () => {
  it('de-duplicates codes across lines, in order of first appearance', () => {
    const claim = {
      lines: [
        line(['2', '45'], ['Coinsurance', 'Over fee schedule']),
        line(['45', '1'], ['Over fee schedule', 'Deductible']),
      ],
      remarks: [],
    };
    expect(explanationsOf(claim).map((r) => r.code)).toEqual(['2', '45', '1']);
  });

  it('takes the explanation from the API list when a line has none, and adds codes only the list has', () => {
    const claim = {
      lines: [line(['45'])],
      remarks: [
        { code: '45', explanation: 'Over fee schedule' },
        { code: 'N130', explanation: 'Plan limits' },
      ],
    };
    expect(explanationsOf(claim)).toEqual([
      { code: '45', explanation: 'Over fee schedule' },
      { code: 'N130', explanation: 'Plan limits' },
    ]);
  });
});
