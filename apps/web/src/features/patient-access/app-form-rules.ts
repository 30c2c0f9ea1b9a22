import {
  patientAccessAppIn,
  type AppStatus,
  type PatientAccessApp,
  type PatientAccessAppIn,
} from '@bp/contract/api/patient-access';
import { ApiError } from '../../lib/api';
import { validateWith } from '../../lib/validate';
import type { FieldErrors } from '../../ui/use-contract-form';

/** The staff form's values: the redirect URIs one a line. */
export interface AppValues {
  name: string;
  publisher: string;
  homepageUrl: string;
  privacyPolicyUrl: string;
  redirectUris: string;
  scopes: string[];
  status: AppStatus;
}

export const EMPTY_APP: AppValues = {
  name: '',
  publisher: '',
  homepageUrl: '',
  privacyPolicyUrl: '',
  redirectUris: '',
  scopes: ['launch/patient', 'offline_access', 'patient/*.read'],
  status: 'active',
};

export const appValuesOf = (a: PatientAccessApp): AppValues => ({
  name: a.name,
  publisher: a.publisher,
  homepageUrl: a.homepageUrl ?? '',
  privacyPolicyUrl: a.privacyPolicyUrl,
  redirectUris: a.redirectUris.join('\n'),
  scopes: a.scopes,
  status: a.status,
});

/** The request body the values make (blank lines of the redirect URIs dropped). */
export function appBodyOf(v: AppValues): PatientAccessAppIn {
  return {
    name: v.name,
    publisher: v.publisher,
    ...(v.homepageUrl.trim() ? { homepageUrl: v.homepageUrl } : {}),
    privacyPolicyUrl: v.privacyPolicyUrl,
    redirectUris: v.redirectUris
      .split('\n')
      .map((u) => u.trim())
      .filter(Boolean),
    scopes: v.scopes as PatientAccessAppIn['scopes'],
    status: v.status,
  };
}

/**
 * A refusal of the contract's schema on the form: `redirectUris.2` is the redirect URIs' field; too many URIs
 * and no scope at all have the screen's own words (the common `max` and `required` say something else); the
 * other keys are the common `messages` ones (`urlError`, `httpsRequired`, `resourceScopeRequired` …).
 */
export function appFieldError(path: string, key: string): [field: string, key: string] {
  const field = path.split('.')[0]!;
  if (field === 'redirectUris' && key === 'max' && !path.includes('.'))
    return [field, 'patient-access-admin:errors.tooManyRedirectUris'];
  if (field === 'scopes' && key === 'required')
    return [field, 'patient-access-admin:errors.scopesRequired'];
  return [field, key];
}

function mapped(fields: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, key] of Object.entries(fields)) {
    const [field, k] = appFieldError(path, key);
    out[field] ??= k;
  }
  return out;
}

/** The form's check: the contract's schema (the server checks the same). */
export function checkApp(v: AppValues): FieldErrors {
  const result = validateWith(patientAccessAppIn, appBodyOf(v));
  return result.ok ? {} : mapped(result.fields);
}

/** A failed save with its field errors in the form's words. */
export function appSaveError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.body.fields) return error;
  return new ApiError(error.status, { ...error.body, fields: mapped(error.body.fields) });
}
