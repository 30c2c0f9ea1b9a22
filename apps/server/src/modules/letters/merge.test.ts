import { describe, expect, it } from 'vitest';
import { parseMergeData, renderTemplate } from './merge.js';

const derived = {
  name: 'Ana Rivera',
  group: 'Acme',
  date: '2026-02-01',
  certNo: '42',
  claim: null,
};

describe('letter templates', () => {
  it('fills placeholders from the merge data first, then derived values, dates as MM/dd/yyyy', () => {
    const merge = parseMergeData(JSON.stringify({ name: 'A. Rivera', certNo: 7 }));
    expect(renderTemplate('Dear {name}, {certNo} of {group} from {date}.', merge, derived)).toBe(
      'Dear A. Rivera, 7 of Acme from 02/01/2026.',
    );
  });

  it('never shows raw braces: a missing value becomes a dash', () => {
    expect(renderTemplate('Claim {claim} {unknown}', {}, derived)).toBe('Claim — —');
  });

  it('ignores merge data that is not a JSON object', () => {
    expect(parseMergeData('not json')).toEqual({});
    expect(parseMergeData('[1,2]')).toEqual({});
    expect(parseMergeData(null)).toEqual({});
  });
});
