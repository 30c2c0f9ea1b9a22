import { describe, expect, it } from 'vitest';
import { SUPPORTED_SCOPES } from '../fhir.js';
import {
  PATIENT_ACCESS_SCOPES,
  patientAccessAppIn,
  redirectUriProblem,
  resourceTypesOf,
} from './patient-access.js';

describe('Patient Access scopes', () => {
  it('are the FHIR catalogue’s scopes and offline_access, nothing else', () => {
    expect([...PATIENT_ACCESS_SCOPES].sort()).toEqual(
      [...SUPPORTED_SCOPES, 'offline_access'].sort(),
    );
  });

  it('name the resource types they let an app read', () => {
    expect(resourceTypesOf(['launch/patient', 'offline_access'])).toEqual([]);
    expect(resourceTypesOf(['patient/Coverage.read', 'patient/ExplanationOfBenefit.rs'])).toEqual([
      'Coverage',
      'ExplanationOfBenefit',
    ]);
    expect(resourceTypesOf(['patient/*.rs'])).toHaveLength(5);
  });
});

describe('app registration', () => {
  it('takes https redirects and http only on this machine, without fragments or credentials', () => {
    expect(redirectUriProblem('https://app.example/cb?x=1')).toBeNull();
    expect(redirectUriProblem('http://127.0.0.1:8080/cb')).toBeNull();
    expect(redirectUriProblem('http://[::1]/cb')).toBeNull();
    expect(redirectUriProblem('http://localhost/cb')).toBeNull();
    expect(redirectUriProblem('http://app.example/cb')).toBe('httpsRequired');
    expect(redirectUriProblem('https://app.example/cb#x')).toBe('urlError');
    expect(redirectUriProblem('https://u:p@app.example/cb')).toBe('urlError');
    expect(redirectUriProblem('javascript:alert(1)')).toBe('urlError');
    expect(redirectUriProblem('cb')).toBe('urlError');
  });

  it('needs a resource scope and known, distinct scopes', () => {
    const base = {
      name: 'A',
      publisher: 'B',
      privacyPolicyUrl: 'https://b.example/p',
      redirectUris: ['https://b.example/cb'],
    };
    expect(patientAccessAppIn.safeParse({ ...base, scopes: ['patient/*.read'] }).success).toBe(
      true,
    );
    const issues = (scopes: string[]) =>
      patientAccessAppIn.safeParse({ ...base, scopes }).error?.issues.map((i) => i.message);
    expect(issues(['offline_access'])).toEqual(['resourceScopeRequired']);
    expect(issues(['patient/*.read', 'patient/*.read'])).toEqual(['invalidValue']);
    expect(issues(['patient/Claim.read'])).toContain('invalidValue');
  });
});
