/** Comparison rules of the registration match (pure: unit-tested beside this file). */

/** A name as compared: accents removed, case folded, inner blanks collapsed. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The five digits of a zip code (ZIP+4 and a stored ZIP+4 compare by their first five). */
export function zip5(zip: string | null | undefined): string {
  return (zip ?? '').trim().slice(0, 5);
}

/** A member id as stored: trimmed and upper-cased (`bp123` is `BP123`). */
export function memberIdKey(memberId: string): string {
  return memberId.trim().toUpperCase();
}

export interface MatchInput {
  groupNumber: number;
  firstName: string;
  lastName: string;
  zipCode: string;
  dob: string;
}

export interface MatchCandidate {
  groupNumber: number;
  firstName: string;
  lastName: string;
  zip: string | null;
  dateOfBirth: string;
}

/**
 * True when the member found by member id also has the typed group number, names (case- and
 * accent-insensitive), zip and date of birth. Every field is compared, so which one failed is never known.
 */
export function matches(member: MatchCandidate, input: MatchInput): boolean {
  const checks = [
    member.groupNumber === input.groupNumber,
    nameKey(member.firstName) === nameKey(input.firstName),
    nameKey(member.lastName) === nameKey(input.lastName),
    zip5(member.zip) !== '' && zip5(member.zip) === zip5(input.zipCode),
    member.dateOfBirth === input.dob,
  ];
  return checks.every(Boolean);
}
