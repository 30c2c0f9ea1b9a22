import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.js';
import { resolvePlanYear } from './plan-year.js';

describe('resolvePlanYear', () => {
  it('takes a requested year that exists', () => {
    expect(resolvePlanYear([2026, 2025, 2024], 2024, 2026)).toBe(2024);
  });

  it('rejects a requested year without coverage with invalidService', () => {
    try {
      resolvePlanYear([2026, 2025], 2019, 2026);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).statusCode).toBe(400);
      expect((e as ApiError).toBody()).toEqual({
        error: 'invalid_request',
        error_description: 'invalidService',
        fields: { planYear: 'invalidService' },
      });
    }
  });

  it('defaults to this year, else the latest earlier, else the earliest later year', () => {
    expect(resolvePlanYear([2027, 2026, 2025], undefined, 2026)).toBe(2026);
    expect(resolvePlanYear([2024, 2023, 2028], undefined, 2026)).toBe(2024);
    expect(resolvePlanYear([2029, 2028], undefined, 2026)).toBe(2028);
  });

  it('no coverage at all is invalidService', () => {
    expect(() => resolvePlanYear([], undefined, 2026)).toThrow(ApiError);
  });
});
