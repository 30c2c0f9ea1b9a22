import { describe, expect, it } from 'vitest';
import { DIAGNOSIS_CODES, PROCEDURE_CODES } from './codes.js';
import {
  DIAGNOSIS_TEXTS_SP,
  PROCEDURE_TEXTS_SP,
  diagnosisTextSp,
  procedureTextSp,
} from './code-texts-sp.js';
import { foldText } from '../../modules/coverage/plans-repo.js';

describe('Spanish texts of the reference codes', () => {
  it('every procedure code has a non-empty Spanish description different from the English one', () => {
    for (const [code, , description] of PROCEDURE_CODES) {
      const sp = PROCEDURE_TEXTS_SP[code];
      expect(sp?.trim(), code).toBeTruthy();
      expect(sp, code).not.toBe(description);
    }
  });

  it('every diagnosis code has a non-empty Spanish description different from the English one', () => {
    for (const [code, description] of DIAGNOSIS_CODES) {
      const sp = DIAGNOSIS_TEXTS_SP[code];
      expect(sp?.trim(), code).toBeTruthy();
      expect(sp, code).not.toBe(description);
    }
  });

  it('has no text for a code that is not in the lists (no stale keys)', () => {
    expect(Object.keys(PROCEDURE_TEXTS_SP).sort()).toEqual(PROCEDURE_CODES.map(([c]) => c).sort());
    expect(Object.keys(DIAGNOSIS_TEXTS_SP).sort()).toEqual(DIAGNOSIS_CODES.map(([c]) => c).sort());
  });

  it('the look-ups throw for an unknown code', () => {
    expect(procedureTextSp('71046')).toBe('Radiografía de tórax, 2 vistas');
    expect(diagnosisTextSp('I10')).toBe('Hipertensión esencial (primaria)');
    expect(() => procedureTextSp('NOPE')).toThrow(/NOPE/);
    expect(() => diagnosisTextSp('NOPE')).toThrow(/NOPE/);
  });
});

describe('foldText', () => {
  it('lower-cases and drops the accents of Spanish', () => {
    expect(foldText('Radiografía de TÓRAX, niño')).toBe('radiografia de torax, nino');
    expect(foldText('Pingüino')).toBe('pinguino');
  });
});
