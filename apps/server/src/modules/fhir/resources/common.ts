import type { CodeableConcept, Coding, Extension, Meta, Money, Reference } from 'fhir/r4';
import { c4bbMetaProfile, type C4bbProfileKey } from '@bp/contract/fhir';

/** Code systems and identifier systems the mappers use (CARIN BB 2.2.0 Aliases.fsh, HL7 terminology). */
export const SYS = {
  c4bbIdentifierType: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBIdentifierType',
  v2IdentifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  c4bbAdjudication: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBAdjudication',
  c4bbAdjudicationDiscriminator:
    'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBAdjudicationDiscriminator',
  c4bbPayerAdjudicationStatus:
    'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBPayerAdjudicationStatus',
  c4bbSupportingInfoType: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBSupportingInfoType',
  c4bbClaimCareTeamRole: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBClaimCareTeamRole',
  c4bbClaimDiagnosisType: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBClaimDiagnosisType',
  c4bbInstitutionalClaimSubType:
    'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBInstitutionalClaimSubType',
  c4bbRelatedClaimRelationship:
    'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBRelatedClaimRelationshipCodes',
  adjudication: 'http://terminology.hl7.org/CodeSystem/adjudication',
  claimType: 'http://terminology.hl7.org/CodeSystem/claim-type',
  diagnosisType: 'http://terminology.hl7.org/CodeSystem/ex-diagnosistype',
  relatedClaimRelationship: 'http://terminology.hl7.org/CodeSystem/ex-relatedclaimrelationship',
  payeeType: 'http://terminology.hl7.org/CodeSystem/payeetype',
  subscriberRelationship: 'http://terminology.hl7.org/CodeSystem/subscriber-relationship',
  coverageClass: 'http://terminology.hl7.org/CodeSystem/coverage-class',
  organizationType: 'http://terminology.hl7.org/CodeSystem/organization-type',
  dataAbsentReason: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
  sopt: 'https://nahdo.org/sopt',
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  cpt: 'http://www.ama-assn.org/go/cpt',
  hcpcs: 'https://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
  cdt: 'http://www.ada.org/cdt',
  placeOfService:
    'https://www.cms.gov/Medicare/Coding/place-of-service-codes/Place_of_Service_Code_Set',
  carc: 'https://x12.org/codes/claim-adjustment-reason-codes',
  rarc: 'https://x12.org/codes/remittance-advice-remark-codes',
  ncpdpBrandGeneric: 'http://terminology.hl7.org/CodeSystem/NCPDPBrandGenericIndicator',
  npi: 'http://hl7.org/fhir/sid/us-npi',
  tax: 'urn:oid:2.16.840.1.113883.4.4',
  dataAbsentReasonExt: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason',
} as const;

export const coding = (system: string, code: string, display?: string): Coding =>
  display === undefined ? { system, code } : { system, code, display };

export const concept = (
  system: string,
  code: string,
  display?: string,
  text?: string,
): CodeableConcept => ({
  coding: [coding(system, code, display)],
  ...(text ? { text } : {}),
});

/** The meta every resource carries: the CARIN profile (versioned canonical) and when it last changed. */
export const metaOf = (profile: C4bbProfileKey, lastUpdated: Date): Meta => ({
  lastUpdated: lastUpdated.toISOString(),
  profile: [c4bbMetaProfile(profile)],
});

/** USD from integer cents. */
export const usd = (cents: number): Money => ({ value: cents / 100, currency: 'USD' });

export const ref = (type: string, id: string | number, display?: string): Reference => ({
  reference: `${type}/${id}`,
  ...(display ? { display } : {}),
});

/** The data-absent-reason extension (US Core "missing data": a required element the payer does not hold). */
export const absent = (reason: 'unknown' | 'not-applicable' = 'unknown'): Extension[] => [
  { url: SYS.dataAbsentReasonExt, valueCode: reason },
];

/** A postal address from nullable columns, or undefined when there is no line or city. */
export function addressOf(a: {
  addressLine1: string | null;
  addressLine2?: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}) {
  if (!a.addressLine1 && !a.city) return undefined;
  const line = [a.addressLine1, a.addressLine2].filter((x): x is string => !!x);
  return {
    ...(line.length ? { line } : {}),
    ...(a.city ? { city: a.city } : {}),
    ...(a.state ? { state: a.state } : {}),
    ...(a.zip ? { postalCode: a.zip } : {}),
    country: 'US',
  };
}

/** Id of the payer Organization of a group (the group's self-funded plan). */
export const payerOrgId = (groupNumber: number) => `group-${groupNumber}`;
/** Parses a payer Organization id; undefined when the id is not one. */
export function groupOfPayerId(id: string): number | undefined {
  const m = /^group-(\d{1,9})$/.exec(id);
  return m ? Number(m[1]) : undefined;
}
