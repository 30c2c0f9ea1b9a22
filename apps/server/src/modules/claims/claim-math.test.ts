import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  claimKeyOf,
  csvCell,
  csvRow,
  dedupeRemarks,
  lineRemarkSlots,
  modifiersOf,
  oneLineAddress,
  sumLines,
} from './claim-math.js';

const texts: Record<string, string> = {
  '1': 'Deductible',
  '2': 'Coinsurance',
  '45': 'Fee schedule',
};
const text = (c: string) => texts[c];

describe('lineRemarkSlots', () => {
  it('fills up to four slots with distinct codes in stored order', () => {
    expect(lineRemarkSlots(['1', ' 45 ', '1', 'ZZ'], text)).toEqual({
      explanationCode0: '1',
      explanation0: 'Deductible',
      explanationCode1: '45',
      explanation1: 'Fee schedule',
      explanationCode2: 'ZZ',
      explanation2: '',
      explanationCode3: null,
      explanation3: null,
    });
  });
  it('keeps at most four codes and leaves empty slots null', () => {
    const s = lineRemarkSlots(['1', '2', '45', 'A', 'B'], text);
    expect([
      s.explanationCode0,
      s.explanationCode1,
      s.explanationCode2,
      s.explanationCode3,
    ]).toEqual(['1', '2', '45', 'A']);
    expect(lineRemarkSlots([], text)).toMatchObject({ explanationCode0: null, explanation0: null });
  });
});

describe('dedupeRemarks', () => {
  it('lists each code of the claim once, first seen first', () => {
    expect(
      dedupeRemarks(
        [
          ['1', '45'],
          ['2', '1'],
          ['45', ''],
        ],
        text,
      ),
    ).toEqual([
      { code: '1', explanation: 'Deductible' },
      { code: '45', explanation: 'Fee schedule' },
      { code: '2', explanation: 'Coinsurance' },
    ]);
  });
});

describe('sumLines', () => {
  it('adds every amount of the lines', () => {
    const line = {
      billedCents: 100,
      allowedCents: 80,
      deductibleCents: 10,
      copayCents: 5,
      coinsuranceCents: 5,
      notCoveredCents: 20,
      planPaidCents: 60,
      memberResponsibilityCents: 40,
    };
    expect(sumLines([line, { ...line, billedCents: 1 }])).toEqual({
      ...Object.fromEntries(Object.entries(line).map(([k, v]) => [k, v * 2])),
      billedCents: 101,
    });
    expect(sumLines([]).billedCents).toBe(0);
  });
});

describe('CSV cells', () => {
  it('neutralises formulas but keeps plain negative numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-5)).toBe('-5');
  });
  it('quotes commas, quotes and line breaks; empty for null', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=a,"b"')).toBe(`"'=a,""b"""`);
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', null, 3])).toBe('a,,3\r\n');
  });
  it('writes cents as decimal dollars', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
  });
});

describe('claimKeyOf', () => {
  it('reads the parts; a two-part number has suffix 0', () => {
    expect(claimKeyOf('99', '123456789', '')).toEqual({ prefix: 99, number: 123456789, suffix: 0 });
    expect(claimKeyOf('1', '2', '3')).toEqual({ prefix: 1, number: 2, suffix: 3 });
  });
  it('refuses parts no stored claim can have', () => {
    expect(claimKeyOf('2147483648', '1', '')).toBeUndefined();
    expect(claimKeyOf('1', '1', '32768')).toBeUndefined();
    expect(claimKeyOf('2147483647', '999999999999', '32767')).toBeDefined();
  });
});

describe('modifiersOf and oneLineAddress', () => {
  it('splits stored modifiers', () => {
    expect(modifiersOf('25, 59')).toEqual(['25', '59']);
    expect(modifiersOf('LT RT')).toEqual(['LT', 'RT']);
    expect(modifiersOf(null)).toEqual([]);
  });
  it('joins the parts that exist', () => {
    expect(
      oneLineAddress({
        line1: '1 Main St',
        line2: 'Suite 2',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      }),
    ).toBe('1 Main St, Suite 2, Dallas, TX 75201');
    expect(
      oneLineAddress({ line1: '1 Main St', line2: null, city: null, state: 'TX', zip: null }),
    ).toBe('1 Main St, TX');
    expect(
      oneLineAddress({ line1: null, line2: null, city: null, state: null, zip: null }),
    ).toBeNull();
  });
});
