/**
 * The accounting of disclosures (45 CFR 164.528; docs/decisions.md, "Audit"): what a member's "Who has
 * seen my information" list holds. Staff reads for treatment, payment and health care operations are on
 * the audit trail but are not disclosures and never appear on the member's list.
 */

/** Why PHI left the plan: the purposes a disclosure is accounted under. */
export const DISCLOSURE_PURPOSES = [
  /** A partner site the member was signed in to (an SSO hand-off carrying name, member id and group). */
  'partnerService',
  /** An app the member connected to the FHIR Patient Access API read their data (issue 32). */
  'memberApp',
  /** Court or administrative order, subpoena (164.512(e)). */
  'judicial',
  /** Law enforcement (164.512(f)). */
  'lawEnforcement',
  /** Public health authority (164.512(b)). */
  'publicHealth',
  /** Health oversight agency, audits and investigations (164.512(d)). */
  'healthOversight',
  /** Abuse, neglect or domestic violence report (164.512(c)). */
  'abuseReport',
  /** Coroner, medical examiner or funeral director (164.512(g)). */
  'decedent',
  /** Research without authorization (164.512(i)). */
  'research',
  /** Workers' compensation (164.512(l)). */
  'workersCompensation',
  /** Another purpose required or permitted by law. */
  'other',
] as const;
export type DisclosurePurpose = (typeof DISCLOSURE_PURPOSES)[number];

/** Purposes compliance staff record by hand (the partner hand-off and app reads are recorded by their calls). */
export const RECORDED_DISCLOSURE_PURPOSES = DISCLOSURE_PURPOSES.filter(
  (p): p is Exclude<DisclosurePurpose, 'partnerService' | 'memberApp'> =>
    p !== 'partnerService' && p !== 'memberApp',
);

/** How a disclosure came to be on the list: recorded by its call, or by compliance staff. */
export const DISCLOSURE_SOURCES = ['call', 'recorded'] as const;
export type DisclosureSource = (typeof DISCLOSURE_SOURCES)[number];

/** Years a disclosure stays on the member's list (164.528(a)(1): six years before the request). */
export const DISCLOSURE_LOOKBACK_YEARS = 6;
