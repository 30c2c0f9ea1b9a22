/**
 * The plan year a page shows: the requested one when the member has it, else this year, else the
 * latest earlier one, else the earliest later one (the server's default for coverage calls).
 */
export function choosePlanYear(
  years: readonly number[],
  requested: number | null | undefined,
  thisYear: number,
): number | undefined {
  if (requested != null && years.includes(requested)) return requested;
  if (years.length === 0) return undefined;
  if (years.includes(thisYear)) return thisYear;
  const earlier = years.filter((y) => y < thisYear);
  if (earlier.length > 0) return Math.max(...earlier);
  return Math.min(...years);
}

/** A year from a URL query value, or null. */
export function yearParam(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  return Number(value);
}
