/** Public member id: "BP" + nine digits, a bijective scramble of the row id (unique, not sequential-looking). */
export const publicMemberId = (id: number): string =>
  `BP${String((id * 7919 + 104_729) % 1_000_000_000).padStart(9, '0')}`;
