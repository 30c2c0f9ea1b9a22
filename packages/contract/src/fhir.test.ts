import { describe, expect, it } from 'vitest';
import {
  C4BB_PROFILE_IDS,
  FHIR_CATALOGUE,
  FHIR_RESOURCE_TYPES,
  SUPPORTED_SCOPES,
  c4bbMetaProfile,
  c4bbProfileUrl,
  scopeAllows,
  scopeGrants,
  scopedTypes,
} from './fhir.js';

describe('FHIR catalogue', () => {
  it('describes every served type, with read and search and CARIN profiles', () => {
    expect(Object.keys(FHIR_CATALOGUE).sort()).toEqual([...FHIR_RESOURCE_TYPES].sort());
    for (const t of FHIR_RESOURCE_TYPES) {
      const def = FHIR_CATALOGUE[t];
      expect(def.type).toBe(t);
      expect(def.interactions).toEqual(['read', 'search-type']);
      expect(def.supportedProfiles).toContain(def.profile);
      for (const p of def.supportedProfiles)
        expect(p).toMatch(/^http:\/\/hl7\.org\/fhir\/us\/carin-bb\/StructureDefinition\/C4BB-/);
      const names = def.searchParams.map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toContain('_id');
      expect(names).toContain('_lastUpdated');
      expect(names).not.toContain('_count');
    }
    expect(FHIR_CATALOGUE.ExplanationOfBenefit.supportedProfiles).toHaveLength(5);
    expect(FHIR_CATALOGUE.ExplanationOfBenefit.searchParams.map((p) => p.name)).toEqual(
      expect.arrayContaining(['patient', 'identifier', 'service-date', 'type']),
    );
  });

  it('gives meta.profile the versioned canonical the IG invariants look for', () => {
    expect(c4bbMetaProfile('patient')).toBe(
      'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Patient|2.2.0',
    );
    for (const key of Object.keys(C4BB_PROFILE_IDS) as (keyof typeof C4BB_PROFILE_IDS)[])
      expect(c4bbMetaProfile(key).startsWith(`${c4bbProfileUrl(key)}|2.2`)).toBe(true);
  });
});

describe('SMART scopes', () => {
  it('v1 .read and v2 .rs allow read and search of the type or of every type', () => {
    expect(scopeAllows(['patient/Patient.read'], 'Patient')).toBe(true);
    expect(scopeAllows(['patient/*.read'], 'ExplanationOfBenefit')).toBe(true);
    expect(scopeAllows(['patient/Coverage.rs'], 'Coverage')).toBe(true);
    expect(scopeAllows(['patient/*.rs'], 'Practitioner')).toBe(true);
    expect(scopeAllows(['patient/*.cruds'], 'Organization')).toBe(true);
  });

  it('another type, user or system level, and malformed scopes allow nothing', () => {
    expect(scopeAllows(['patient/Patient.read'], 'Coverage')).toBe(false);
    expect(scopeAllows(['user/*.read', 'system/*.rs'], 'Patient')).toBe(false);
    expect(scopeAllows(['patient/Patient.write'], 'Patient')).toBe(false);
    expect(scopeAllows(['patient/Patient.sr'], 'Patient')).toBe(false);
    expect(scopeAllows(['launch/patient', 'openid', 'fhirUser'], 'Patient')).toBe(false);
    expect(scopeAllows([], 'Patient')).toBe(false);
    // A v2 scope narrowed by a query is not supported: it grants nothing rather than everything.
    expect(
      scopeAllows(['patient/ExplanationOfBenefit.rs?type=pharmacy'], 'ExplanationOfBenefit'),
    ).toBe(false);
  });

  it('v2 letters grant only what they name', () => {
    expect(scopeGrants('patient/Patient.r', 'Patient')).toEqual(['read']);
    expect(scopeGrants('patient/Patient.s', 'Patient')).toEqual(['search']);
    expect(scopeAllows(['patient/Patient.r'], 'Patient')).toBe(false);
    expect(scopeAllows(['patient/Patient.r'], 'Patient', 'read')).toBe(true);
    expect(scopeAllows(['patient/Patient.r'], 'Patient', 'search')).toBe(false);
    expect(scopeAllows(['patient/Patient.r', 'patient/Patient.s'], 'Patient')).toBe(true);
    expect(scopeGrants('patient/Patient.c', 'Patient')).toEqual([]);
  });

  it('lists the supported scopes, each of which allows something', () => {
    expect(SUPPORTED_SCOPES).toContain('launch/patient');
    expect(SUPPORTED_SCOPES).toContain('patient/*.read');
    expect(SUPPORTED_SCOPES).toContain('patient/ExplanationOfBenefit.rs');
    for (const s of SUPPORTED_SCOPES.filter((x) => x.startsWith('patient/')))
      expect(scopedTypes([s]).length).toBeGreaterThan(0);
    expect(scopedTypes(['patient/Coverage.read', 'patient/Patient.r'])).toEqual([
      'Patient',
      'Coverage',
    ]);
  });
});
