/**
 * Types the dash of a tax id (12-3456789, spec §5) once a third digit follows the first two, so the
 * numeric keypad (no dash) is enough; deleting, a typed dash or anything else stays as typed.
 */
export function typeTaxId(previous: string, next: string): string {
  if (next.length <= previous.length || !/^\d{3,9}$/.test(next)) return next;
  return `${next.slice(0, 2)}-${next.slice(2)}`;
}
