/**
 * The FHIR R4 Patient Access API (issue 32): what `/fhir/R4` serves. One catalogue read by the server's data
 * layer (search validation), the CapabilityStatement and the SMART layer (scopes), so the three cannot drift
 * apart (docs/decisions.md, "FHIR Patient Access API: resources and search").
 *
 * Profiles are those of the CARIN Consumer Directed Payer Data Exchange IG (CARIN IG for Blue Button®,
 * "C4BB") 2.2.0 (hl7.fhir.us.carin-bb, sushi-config.yaml of HL7/carin-bb).
 */

/** The resource types the API serves (read and search), in the CapabilityStatement's order. */
export const FHIR_RESOURCE_TYPES = [
  'Patient',
  'Coverage',
  'ExplanationOfBenefit',
  'Organization',
  'Practitioner',
] as const;
export type FhirResourceType = (typeof FHIR_RESOURCE_TYPES)[number];

export const isFhirResourceType = (s: string): s is FhirResourceType =>
  (FHIR_RESOURCE_TYPES as readonly string[]).includes(s);

/** The CARIN BB IG: canonical base and the version the resources claim (meta.profile `<url>|<version>`). */
export const CARIN_BB_CANONICAL = 'http://hl7.org/fhir/us/carin-bb';
export const CARIN_BB_VERSION = '2.2.0';
/** The IG's server CapabilityStatement, which ours `instantiates`. */
export const CARIN_BB_SERVER_CAPABILITY = `${CARIN_BB_CANONICAL}/CapabilityStatement/c4bb|${CARIN_BB_VERSION}`;

/** The CARIN profiles the API's resources conform to (StructureDefinition ids). */
export const C4BB_PROFILE_IDS = {
  patient: 'C4BB-Patient',
  coverage: 'C4BB-Coverage',
  organization: 'C4BB-Organization',
  practitioner: 'C4BB-Practitioner',
  eobProfessional: 'C4BB-ExplanationOfBenefit-Professional-NonClinician',
  eobInpatient: 'C4BB-ExplanationOfBenefit-Inpatient-Institutional',
  eobOutpatient: 'C4BB-ExplanationOfBenefit-Outpatient-Institutional',
  eobPharmacy: 'C4BB-ExplanationOfBenefit-Pharmacy',
  eobOral: 'C4BB-ExplanationOfBenefit-Oral',
} as const;
export type C4bbProfileKey = keyof typeof C4BB_PROFILE_IDS;

/** The profile's canonical URL without version (CapabilityStatement.rest.resource.profile / supportedProfile). */
export const c4bbProfileUrl = (key: C4bbProfileKey): string =>
  `${CARIN_BB_CANONICAL}/StructureDefinition/${C4BB_PROFILE_IDS[key]}`;

/**
 * The versioned canonical a resource names in meta.profile: the IG's version invariants
 * (DEF_VersionInvariants.fsh) look for `<url>|2.2`.
 */
export const c4bbMetaProfile = (key: C4bbProfileKey): string =>
  `${c4bbProfileUrl(key)}|${CARIN_BB_VERSION}`;

/** FHIR search parameter types used here. */
export type FhirSearchParamType = 'token' | 'reference' | 'date' | 'number' | 'string';

export interface FhirSearchParamDef {
  readonly name: string;
  /** Canonical of the SearchParameter when it is a standard one. */
  readonly definition?: string;
  readonly type: FhirSearchParamType;
  readonly documentation: string;
}

export type FhirInteraction = 'read' | 'search-type';

export interface FhirResourceDef {
  readonly type: FhirResourceType;
  /** The profile every instance of the type conforms to (base profile for EOB: the abstract parent is not claimed). */
  readonly profile: string;
  /** Every profile instances may claim. */
  readonly supportedProfiles: readonly string[];
  readonly interactions: readonly FhirInteraction[];
  /** The search parameters (besides the result parameters `_count`, `_page` and `_include`). */
  readonly searchParams: readonly FhirSearchParamDef[];
  /** The `_include` values searches of the type take (CARIN searchparameters.md "_include Support"). */
  readonly includes: readonly string[];
}

const sp = (
  name: string,
  type: FhirSearchParamType,
  documentation: string,
  definition?: string,
): FhirSearchParamDef =>
  definition ? { name, type, documentation, definition } : { name, type, documentation };

const ID = sp(
  '_id',
  'token',
  'The logical id of the resource (comma-separated values: any of them).',
  'http://hl7.org/fhir/SearchParameter/Resource-id',
);
const LAST_UPDATED = sp(
  '_lastUpdated',
  'date',
  'When the resource last changed (meta.lastUpdated); prefixes eq, ne, gt, ge, lt, le, sa, eb; repeat to give a range.',
  'http://hl7.org/fhir/SearchParameter/Resource-lastUpdated',
);
const PATIENT = (definition: string) =>
  sp(
    'patient',
    'reference',
    'The patient the app was authorized for (`<id>` or `Patient/<id>`); any other patient gives an empty page.',
    definition,
  );

/** The catalogue: per type, its profile(s), interactions and search parameters. */
export const FHIR_CATALOGUE: Readonly<Record<FhirResourceType, FhirResourceDef>> = {
  Patient: {
    type: 'Patient',
    profile: c4bbProfileUrl('patient'),
    supportedProfiles: [c4bbProfileUrl('patient')],
    interactions: ['read', 'search-type'],
    searchParams: [
      ID,
      sp(
        'identifier',
        'token',
        'The member id printed on the ID card (`system|value` or `value`).',
        'http://hl7.org/fhir/SearchParameter/Patient-identifier',
      ),
      LAST_UPDATED,
    ],
    includes: [],
  },
  Coverage: {
    type: 'Coverage',
    profile: c4bbProfileUrl('coverage'),
    supportedProfiles: [c4bbProfileUrl('coverage')],
    interactions: ['read', 'search-type'],
    searchParams: [
      ID,
      PATIENT('http://hl7.org/fhir/SearchParameter/clinical-patient'),
      sp(
        'identifier',
        'token',
        "The patient's member id (`system|value` or `value`).",
        'http://hl7.org/fhir/SearchParameter/Coverage-identifier',
      ),
      LAST_UPDATED,
    ],
    includes: ['Coverage:payor'],
  },
  ExplanationOfBenefit: {
    type: 'ExplanationOfBenefit',
    profile: c4bbProfileUrl('eobProfessional'),
    supportedProfiles: [
      c4bbProfileUrl('eobProfessional'),
      c4bbProfileUrl('eobInpatient'),
      c4bbProfileUrl('eobOutpatient'),
      c4bbProfileUrl('eobPharmacy'),
      c4bbProfileUrl('eobOral'),
    ],
    interactions: ['read', 'search-type'],
    searchParams: [
      ID,
      PATIENT('http://hl7.org/fhir/SearchParameter/clinical-patient'),
      sp(
        'identifier',
        'token',
        'The unique claim id (prefix-number-suffix, `system|value` or `value`).',
        'http://hl7.org/fhir/SearchParameter/ExplanationOfBenefit-identifier',
      ),
      LAST_UPDATED,
      sp(
        'service-date',
        'date',
        'A day within the claim’s billable period (service dates); prefixes eq, ne, gt, ge, lt, le, sa, eb; repeatable.',
        `${CARIN_BB_CANONICAL}/SearchParameter/explanationofbenefit-service-date`,
      ),
      sp(
        'type',
        'token',
        'The claim type (http://terminology.hl7.org/CodeSystem/claim-type: professional, institutional, oral, pharmacy, vision).',
        `${CARIN_BB_CANONICAL}/SearchParameter/explanationofbenefit-type`,
      ),
      sp(
        'service-start-date',
        'date',
        'The first day of the claim’s billable period; prefixes as for service-date.',
        `${CARIN_BB_CANONICAL}/SearchParameter/explanationofbenefit-service-start-date`,
      ),
      sp(
        'billable-period-start',
        'date',
        'The first day of the claim’s billable period (billablePeriod.start); prefixes as for service-date.',
        `${CARIN_BB_CANONICAL}/SearchParameter/explanationofbenefit-billable-period-start`,
      ),
    ],
    includes: [
      'ExplanationOfBenefit:patient',
      'ExplanationOfBenefit:provider',
      'ExplanationOfBenefit:care-team',
      'ExplanationOfBenefit:coverage',
      'ExplanationOfBenefit:insurer',
      'ExplanationOfBenefit:payee',
      'ExplanationOfBenefit:*',
    ],
  },
  Organization: {
    type: 'Organization',
    profile: c4bbProfileUrl('organization'),
    supportedProfiles: [c4bbProfileUrl('organization')],
    interactions: ['read', 'search-type'],
    searchParams: [
      ID,
      sp(
        'identifier',
        'token',
        'NPI (http://hl7.org/fhir/sid/us-npi) or tax id; only organizations on the patient’s claims and coverage.',
        'http://hl7.org/fhir/SearchParameter/Organization-identifier',
      ),
      LAST_UPDATED,
    ],
    includes: [],
  },
  Practitioner: {
    type: 'Practitioner',
    profile: c4bbProfileUrl('practitioner'),
    supportedProfiles: [c4bbProfileUrl('practitioner')],
    interactions: ['read', 'search-type'],
    searchParams: [
      ID,
      sp(
        'identifier',
        'token',
        'NPI (http://hl7.org/fhir/sid/us-npi); only practitioners on the patient’s claims.',
        'http://hl7.org/fhir/SearchParameter/Practitioner-identifier',
      ),
      LAST_UPDATED,
    ],
    includes: [],
  },
};

/** The result parameters every search takes: page size and the opaque paging cursor of `next` links. */
export const FHIR_COUNT_PARAM = '_count';
export const FHIR_PAGE_PARAM = '_page';
export const FHIR_INCLUDE_PARAM = '_include';
export const FHIR_COUNT_DEFAULT = 20;
export const FHIR_COUNT_MAX = 100;

/** The identifier systems of this payer's own identifiers (member ids, claim ids, groups, plans). */
export const FHIR_ID_SYSTEMS = {
  memberId: 'https://www.benefits-portal.example/fhir/sid/member-id',
  claimId: 'https://www.benefits-portal.example/fhir/sid/claim-id',
  groupNumber: 'https://www.benefits-portal.example/fhir/sid/group-number',
  planCode: 'https://www.benefits-portal.example/fhir/sid/plan-code',
  providerNumber: 'https://www.benefits-portal.example/fhir/sid/provider-number',
} as const;

// ---------------------------------------------------------------------------------------------------------
// SMART scopes

/** The resource scopes an app may ask for: SMART v1 (`.read`) and v2 (`.rs`), per type and wildcard. */
export const FHIR_RESOURCE_SCOPES: readonly string[] = [
  'patient/*.read',
  'patient/*.rs',
  ...FHIR_RESOURCE_TYPES.flatMap((t) => [`patient/${t}.read`, `patient/${t}.rs`]),
];

/**
 * Every scope the authorization server supports for this API: the patient launch context and the resource
 * scopes (identity scopes such as `openid` / `fhirUser` are the SMART layer's to add).
 */
export const SUPPORTED_SCOPES: readonly string[] = ['launch/patient', ...FHIR_RESOURCE_SCOPES];

/** What a scope grants: `read` (GET [type]/[id]) and / or `search` (GET [type]?…). */
export type FhirScopeAccess = 'read' | 'search';

/**
 * The interactions one scope grants on `type`: SMART v1 `patient/<Type|*>.read` (read and search) or
 * `.*`, SMART v2 `patient/<Type|*>.<cruds>` (the letters r and s). Only patient-level scopes count; a v2
 * scope with a query (`?…`) is not supported and grants nothing (never broader than asked).
 */
export function scopeGrants(scope: string, type: FhirResourceType): FhirScopeAccess[] {
  const m = /^patient\/(\*|[A-Za-z]+)\.([a-z*]+)$/.exec(scope.trim());
  if (!m) return [];
  const [, target, perms] = m as unknown as [string, string, string];
  if (target !== '*' && target !== type) return [];
  if (perms === 'read' || perms === '*') return ['read', 'search'];
  if (!/^c?r?u?d?s?$/.test(perms)) return [];
  const out: FhirScopeAccess[] = [];
  if (perms.includes('r')) out.push('read');
  if (perms.includes('s')) out.push('search');
  return out;
}

/**
 * True when the granted `scopes` allow `type`: with `access`, that interaction; without, both read and
 * search (what `patient/<Type>.read` or `.rs` grant).
 */
export function scopeAllows(
  scopes: readonly string[],
  type: FhirResourceType,
  access?: FhirScopeAccess,
): boolean {
  const granted = new Set(scopes.flatMap((s) => scopeGrants(s, type)));
  return access ? granted.has(access) : granted.has('read') && granted.has('search');
}

/** The resource types the granted scopes allow at all (read or search), in catalogue order. */
export function scopedTypes(scopes: readonly string[]): FhirResourceType[] {
  return FHIR_RESOURCE_TYPES.filter(
    (t) => scopeAllows(scopes, t, 'read') || scopeAllows(scopes, t, 'search'),
  );
}
