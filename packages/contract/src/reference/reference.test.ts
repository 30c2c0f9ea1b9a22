import { describe, expect, it } from 'vitest';
import {
  CARC_CODES,
  COVERAGE_TYPES,
  PLACES_OF_SERVICE,
  PROVIDER_SPECIALTIES,
  RARC_CODES,
  RELATIONSHIPS,
  US_STATES,
  describeCode,
  type CodedValue,
} from './index.js';

const unique = (list: readonly CodedValue[]) =>
  new Set(list.map((v) => v.code)).size === list.length;

describe('reference lists', () => {
  it('have unique codes and non-empty descriptions', () => {
    for (const list of [
      CARC_CODES,
      COVERAGE_TYPES,
      PLACES_OF_SERVICE,
      PROVIDER_SPECIALTIES,
      RARC_CODES,
      RELATIONSHIPS,
      US_STATES,
    ]) {
      expect(unique(list)).toBe(true);
      expect(list.every((v) => v.description.trim().length > 0)).toBe(true);
    }
  });
  it('hold the spec’s coverage types and relationships', () => {
    expect(COVERAGE_TYPES.map((c) => c.description)).toEqual([
      'Medical',
      'Dental',
      'Vision',
      'Drug',
      'FSA',
      'Life',
      'LTD',
      'HSA',
      'STD',
    ]);
    expect(RELATIONSHIPS.map((c) => c.description)).toEqual([
      'Patient',
      'Physician',
      'Facility',
      'Other',
    ]);
  });
  it('hold well-known codes', () => {
    expect(describeCode(PROVIDER_SPECIALTIES, '06')).toBe('Cardiovascular Disease (Cardiology)');
    expect(describeCode(PROVIDER_SPECIALTIES, '35')).toBe('Chiropractic');
    expect(describeCode(PROVIDER_SPECIALTIES, '37')).toBe('Pediatric Medicine');
    expect(describeCode(CARC_CODES, '1')).toBe('Deductible Amount');
    expect(describeCode(CARC_CODES, '45')).toMatch(/^Charge exceeds fee schedule/);
    expect(describeCode(RARC_CODES, 'N130')).toMatch(/^Consult plan benefit documents/);
    expect(describeCode(PLACES_OF_SERVICE, '11')).toBe('Office');
    expect(describeCode(US_STATES, 'DC')).toBe('District of Columbia');
    expect(describeCode(CARC_CODES, 'nope')).toBeUndefined();
  });
  it('have sizes close to the real code sets', () => {
    expect(PROVIDER_SPECIALTIES.length).toBeGreaterThanOrEqual(125);
    expect(CARC_CODES.length).toBeGreaterThanOrEqual(40);
    expect(RARC_CODES.length).toBeGreaterThanOrEqual(40);
    expect(US_STATES.length).toBe(59);
  });
});
