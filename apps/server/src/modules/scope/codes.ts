/**
 * The database stores readable words (schema comments); the API speaks the contract's codes. One place
 * maps between them, tolerant of values already in code form.
 */

const RELATIONSHIPS = {
  employee: '18',
  self: '18',
  spouse: '01',
  child: '19',
  domestic_partner: '53',
  ward: '15',
  other: 'G8',
} as const;
export type RelationshipCode = '18' | '01' | '19' | '53' | '15' | 'G8';
const RELATIONSHIP_CODES = new Set(['18', '01', '19', '53', '15', 'G8']);

/** members.relationship → X12 relationship code. */
export function relationshipCode(v: string): RelationshipCode {
  if (RELATIONSHIP_CODES.has(v)) return v as RelationshipCode;
  return (RELATIONSHIPS as Record<string, RelationshipCode>)[v.toLowerCase()] ?? 'G8';
}

export type GenderCode = 'M' | 'F' | 'U';
export const genderCode = (v: string): GenderCode => (v === 'M' || v === 'F' ? v : 'U');

export type MemberStatus = 'Active' | 'Terminated' | 'Cobra' | 'Retired';
/** members.status (active | terminated | cobra, retired by pay status) → API status. */
export function memberStatus(status: string, payStatus?: string | null): MemberStatus {
  const s = status.toLowerCase();
  if (s === 'terminated') return 'Terminated';
  if (s === 'cobra') return 'Cobra';
  if (s === 'retired' || payStatus === 'retired') return 'Retired';
  return 'Active';
}

export type CoverageCode = 'MED' | 'DEN' | 'VIS' | 'RX' | 'FSA' | 'LIFE' | 'LTD' | 'HSA' | 'STD';
const COVERAGE: Record<string, CoverageCode> = { DRG: 'RX', LIF: 'LIFE' };
/** coverage_types.code (DRG, LIF …) → contract coverage type (RX, LIFE …). */
export const coverageCode = (v: string): CoverageCode => (COVERAGE[v] ?? v) as CoverageCode;
/** Contract coverage type → database code. */
export const dbCoverageCode = (v: string): string =>
  Object.entries(COVERAGE).find(([, c]) => c === v)?.[0] ?? v;

export type ClaimTypeCode = 'MED' | 'DEN' | 'VIS' | 'RX' | 'FSA' | 'STD' | 'LTD';
const CLAIM_TYPES: Record<string, ClaimTypeCode> = {
  medical: 'MED',
  dental: 'DEN',
  vision: 'VIS',
  drug: 'RX',
  fsa: 'FSA',
  std: 'STD',
  ltd: 'LTD',
};
/** claims.claim_type → contract claim type. */
export function claimTypeCode(v: string): ClaimTypeCode {
  return (
    CLAIM_TYPES[v.toLowerCase()] ??
    (Object.values(CLAIM_TYPES).includes(v as ClaimTypeCode) ? (v as ClaimTypeCode) : 'MED')
  );
}
/** Contract claim type → the stored words it may appear as. */
export function dbClaimTypes(code: ClaimTypeCode): string[] {
  return [
    code,
    ...Object.entries(CLAIM_TYPES)
      .filter(([, c]) => c === code)
      .map(([w]) => w),
  ];
}

export type ClaimStatusCode = 'PD' | 'DN' | 'PN' | 'AD' | 'VD';
const CLAIM_STATUS: Record<string, ClaimStatusCode> = {
  paid: 'PD',
  processed: 'PD',
  denied: 'DN',
  received: 'PN',
  pending: 'PN',
  adjusted: 'AD',
  void: 'VD',
};
/** claims.status → contract claim status. */
export const claimStatusCode = (v: string): ClaimStatusCode =>
  CLAIM_STATUS[v.toLowerCase()] ?? 'PN';

export type PrecertStatus =
  'Pending' | 'Approved' | 'PartiallyApproved' | 'Denied' | 'Withdrawn' | 'Closed';
const PRECERT: Record<string, PrecertStatus> = {
  pending: 'Pending',
  approved: 'Approved',
  partial: 'PartiallyApproved',
  denied: 'Denied',
  cancelled: 'Withdrawn',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};
export const precertStatus = (v: string): PrecertStatus => PRECERT[v.toLowerCase()] ?? 'Pending';
/** Contract precert status → stored words. */
export const dbPrecertStatuses = (s: PrecertStatus): string[] =>
  Object.entries(PRECERT)
    .filter(([, c]) => c === s)
    .map(([w]) => w);

export type ConversationStatus = 'Open' | 'InProgress' | 'WaitingOnMember' | 'Resolved' | 'Closed';
const CONVERSATION: Record<string, ConversationStatus> = {
  open: 'Open',
  in_progress: 'InProgress',
  pending: 'WaitingOnMember',
  waiting: 'WaitingOnMember',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const conversationStatus = (v: string): ConversationStatus =>
  CONVERSATION[v.toLowerCase()] ?? 'Open';
export const dbConversationStatuses = (s: ConversationStatus): string[] =>
  Object.entries(CONVERSATION)
    .filter(([, c]) => c === s)
    .map(([w]) => w);

/** A date or timestamp as the API's ISO form. */
export const isoDateTime = (d: Date): string => d.toISOString();

const TIER_NAMES: Record<string, string> = {
  employee: 'Employee Only',
  employee_spouse: 'Employee + Spouse',
  employee_children: 'Employee + Children',
  family: 'Family',
};
/** policies.tier → the tier's name as plans print it (Member/Profile uses the same words). */
export const tierName = (v: string): string => TIER_NAMES[v] ?? v;

/**
 * An ICD-10-CM code as the reference list stores it: upper case, a dot after the third character
 * ("z0000" and "Z00.00" are both Z00.00).
 */
export function normalizeDiagnosisCode(v: string): string {
  const bare = v.replace(/[\s.]/g, '').toUpperCase();
  return bare.length > 3 ? `${bare.slice(0, 3)}.${bare.slice(3)}` : bare;
}
