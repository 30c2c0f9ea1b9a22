import { invalidRequest } from '../../http/errors.js';

/**
 * The plan year a coverage call answers for: the requested one when it is among `years`, otherwise
 * 400 invalidService (spec §8: coverage cannot be displayed for the values entered). Without a request:
 * this year when available, else the latest earlier year, else the earliest later one.
 */
export function resolvePlanYear(
  years: readonly number[],
  requested: number | undefined,
  thisYear: number,
): number {
  if (requested !== undefined) {
    if (!years.includes(requested))
      throw invalidRequest('invalidService', { planYear: 'invalidService' });
    return requested;
  }
  if (years.length === 0) throw invalidRequest('invalidService', { planYear: 'invalidService' });
  if (years.includes(thisYear)) return thisYear;
  const earlier = years.filter((y) => y < thisYear);
  if (earlier.length > 0) return Math.max(...earlier);
  return Math.min(...years);
}

export { currentYear } from '../../clock.js';
