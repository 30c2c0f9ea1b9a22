/**
 * What a claim determination must tell (29 CFR 2560.503-1(g), 2590.715-2719, the No Surprises Act notice of
 * 45 CFR 149.430 / 29 CFR 2590.717-1): which lines are denied or reduced, the reason and the plan provision each
 * rests on, and whether the balance-billing protections apply. Pure rules over stored claim data.
 */

/** A plan provision in the reader's language: the plan document's section, title and short text. */
export interface Provision {
  section: string;
  title: string;
  text: string;
}

/** A denied or reduced line: its reason (a CARC and its text) and the provision it rests on. */
export interface LineDenial {
  lineNumber: number;
  reasonCode: string;
  reason: string;
  /** Null when the plan has no provision recorded for the reason. */
  provision: Provision | null;
}

/** A denied or reduced line with its plain-words explanation and next step (issue 31). */
export interface ExplainedDenial extends LineDenial {
  explanation: string;
  nextStep: string;
}

/** The amounts and codes of a line the rule reads. */
export interface NoticeLine {
  lineNumber: number;
  billedCents: number;
  allowedCents: number;
  notCoveredCents: number;
  remarkCodes: readonly string[];
}

/**
 * A line is denied or reduced when part of the charge is not covered (the member owes it), or when an
 * out-of-network provider's charge was allowed at less than billed (the plan paid on its maximum allowable
 * amount). An in-network contractual reduction (the provider writes it off) is not an adverse determination.
 */
export function isDeniedOrReduced(line: NoticeLine, network: 'in' | 'out' | string): boolean {
  return line.notCoveredCents > 0 || (network === 'out' && line.allowedCents < line.billedCents);
}

/**
 * The denied or reduced lines of a claim with their reason and provision: the reason is the line's first
 * remark code for which the plan has a provision, else its first remark code (its text from `reasonText`).
 * A denied line without remark codes is listed without a reason code ('').
 */
export function lineDenials(
  lines: readonly NoticeLine[],
  network: 'in' | 'out' | string,
  provisions: ReadonlyMap<string, Provision>,
  reasonText: (code: string) => string | undefined,
): LineDenial[] {
  return lines
    .filter((l) => isDeniedOrReduced(l, network))
    .map((l) => {
      const code = l.remarkCodes.find((c) => provisions.has(c)) ?? l.remarkCodes[0] ?? '';
      return {
        lineNumber: l.lineNumber,
        reasonCode: code,
        reason: (code && reasonText(code)) || '',
        provision: provisions.get(code) ?? null,
      };
    });
}

/** The reason codes whose provisions a claim's notice needs (the remark codes of its denied/reduced lines). */
export function denialReasonCodes(
  lines: readonly NoticeLine[],
  network: 'in' | 'out' | string,
): string[] {
  return [
    ...new Set(lines.filter((l) => isDeniedOrReduced(l, network)).flatMap((l) => l.remarkCodes)),
  ];
}

/** Why the No Surprises Act's balance-billing protections apply to a claim. */
export type NsaBasis = 'emergency' | 'outOfNetworkAtInNetworkFacility' | 'airAmbulance';

/** Place of service: emergency room – hospital (CMS POS 23). */
export const EMERGENCY_ROOM_POS = '23';

/**
 * Places of service that are participating-facility settings under the No Surprises Act (PHS Act 2799A-1(b)):
 * hospital outpatient (19, 22), inpatient hospital (21), emergency room (23), ambulatory surgical center (24).
 */
export const NSA_FACILITY_POS: ReadonlySet<string> = new Set(['19', '21', '22', '23', '24']);

/** Air ambulance HCPCS codes (fixed and rotary wing base rate and mileage). */
export const AIR_AMBULANCE_CODES: ReadonlySet<string> = new Set([
  'A0430',
  'A0431',
  'A0435',
  'A0436',
]);

/** What the NSA rule reads of a claim. */
export interface NsaFacts {
  /** The rendering/billing provider's network status. */
  network: 'in' | 'out' | string;
  /** The service facility's network status (null without a facility). */
  facilityNetwork: 'in' | 'out' | string | null;
  /** The claim's and its lines' places of service. */
  placesOfService: readonly (string | null)[];
  procedureCodes: readonly string[];
}

/**
 * Whether the No Surprises Act notice belongs on the claim's EOB, and why:
 * - emergency: care in a hospital emergency room (place of service 23 on the claim or a line), in or out of
 *   network — emergency services are protected whoever gives them;
 * - outOfNetworkAtInNetworkFacility: an out-of-network provider's care at an in-network facility (facility
 *   network 'in', a facility place of service);
 * - airAmbulance: an out-of-network air ambulance.
 * Otherwise null (an ordinary claim carries no notice).
 */
export function noSurprisesActBasis(c: NsaFacts): NsaBasis | null {
  const pos = c.placesOfService.filter((p): p is string => !!p);
  if (pos.includes(EMERGENCY_ROOM_POS)) return 'emergency';
  if (c.network !== 'out') return null;
  if (c.facilityNetwork === 'in' && pos.some((p) => NSA_FACILITY_POS.has(p)))
    return 'outOfNetworkAtInNetworkFacility';
  if (c.procedureCodes.some((code) => AIR_AMBULANCE_CODES.has(code))) return 'airAmbulance';
  return null;
}
