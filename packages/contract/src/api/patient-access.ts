import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems } from './common.js';
import { MEMBERS, barImpersonation, signedIn, staff } from './access.js';
import { isoDateTime, optText, qPageNumber, relationship, text } from './fields.js';
import { FHIR_RESOURCE_TYPES, scopedTypes, type FhirResourceType } from '../fhir.js';

/**
 * The FHIR Patient Access API's portal side (issue 32; not in spec §7): staff register the third-party apps
 * members may connect; a member answers an app's authorization request on a consent page and manages the
 * apps connected to their data ("Connected apps" in the settings). The OAuth endpoints (`/oauth/authorize`,
 * `/oauth/token`, `/oauth/revoke`) and the FHIR API (`/fhir/R4`) are not portal calls: they are described in
 * `@bp/contract/fhir`. Server behaviour: docs/decisions.md, "Patient Access API".
 */

/** The FHIR resource types the Patient Access API serves (CARIN Blue Button profiles): the API's catalogue. */
export const PATIENT_ACCESS_RESOURCE_TYPES = FHIR_RESOURCE_TYPES;
export type PatientAccessResourceType = FhirResourceType;

/**
 * The scopes an app may be registered for and ask for (SMART App Launch 1 `.read` and 2 `.rs` forms): the
 * patient context, a refresh token, and read/search of each resource type or all of them — the FHIR
 * catalogue's `SUPPORTED_SCOPES` and `offline_access` (a contract test keeps the two lists equal). `openid` and
 * `fhirUser` are not offered (no OpenID Connect identity token): an app asking for them is granted the rest.
 */
export const PATIENT_ACCESS_SCOPES = [
  'launch/patient',
  'offline_access',
  'patient/*.read',
  'patient/*.rs',
  ...FHIR_RESOURCE_TYPES.flatMap((t) => [`patient/${t}.read`, `patient/${t}.rs`] as const),
] as const;
export type PatientAccessScope = (typeof PATIENT_ACCESS_SCOPES)[number];

/** True when `scope` is one the API knows. */
export function isPatientAccessScope(scope: string): scope is PatientAccessScope {
  return (PATIENT_ACCESS_SCOPES as readonly string[]).includes(scope);
}

/** The resource types a set of granted scopes lets an app read or search (the FHIR catalogue's rule). */
export function resourceTypesOf(scopes: readonly string[]): FhirResourceType[] {
  return scopedTypes(scopes);
}

export const APP_STATUSES = ['active', 'suspended'] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

/** How long an authorization request waits for the member's answer. */
export const AUTHORIZATION_REQUEST_TTL_MS = 10 * 60_000;
/** How long an authorization code may be exchanged. */
export const AUTHORIZATION_CODE_TTL_MS = 60_000;
/** Lifetime of an access token. */
export const ACCESS_TOKEN_TTL_S = 3600;
/** Lifetime of a refresh token (rotated at every use; `offline_access` only). */
export const REFRESH_TOKEN_TTL_S = 90 * 24 * 3600;

const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]', 'localhost'];

/**
 * A redirect URI an app may register: absolute https, or http on a loopback address (native and test apps,
 * RFC 8252 §7.3); no fragment.
 */
export function redirectUriProblem(value: string): 'urlError' | 'httpsRequired' | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return 'urlError';
  }
  if (u.hash || u.username || u.password) return 'urlError';
  if (u.protocol === 'https:') return null;
  if (u.protocol === 'http:' && LOOPBACK_HOSTS.includes(u.hostname)) return null;
  return u.protocol === 'http:' ? 'httpsRequired' : 'urlError';
}

const redirectUri = z
  .string()
  .trim()
  .min(1, 'required')
  .max(500, 'max')
  .superRefine((v, ctx) => {
    const problem = redirectUriProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const httpsUrl = z
  .string()
  .trim()
  .max(500, 'max')
  .superRefine((v, ctx) => {
    if (v === '') return;
    try {
      if (new URL(v).protocol !== 'https:')
        ctx.addIssue({ code: 'custom', message: 'httpsRequired' });
    } catch {
      ctx.addIssue({ code: 'custom', message: 'urlError' });
    }
  });

/** What staff enter to register an app (and change later). */
export const patientAccessAppIn = z.strictObject({
  name: text(80),
  publisher: text(120),
  homepageUrl: httpsUrl.optional().transform((v) => (v === '' ? undefined : v)),
  privacyPolicyUrl: httpsUrl.pipe(z.string().min(1, 'required')),
  redirectUris: z.array(redirectUri).min(1, 'required').max(5, 'max'),
  scopes: z
    .array(z.enum(PATIENT_ACCESS_SCOPES, { message: 'invalidValue' }))
    .min(1, 'required')
    .max(PATIENT_ACCESS_SCOPES.length, 'max')
    .refine((s) => resourceTypesOf(s).length > 0, 'resourceScopeRequired')
    .refine((s) => new Set(s).size === s.length, 'invalidValue'),
  status: z.enum(APP_STATUSES).default('active'),
});
export type PatientAccessAppIn = z.input<typeof patientAccessAppIn>;

export const patientAccessApp = z.object({
  id: z.number().int(),
  clientId: z.string(),
  name: z.string(),
  publisher: z.string(),
  homepageUrl: z.string().nullable(),
  privacyPolicyUrl: z.string(),
  redirectUris: z.array(z.string()),
  scopes: z.array(z.string()),
  status: z.enum(APP_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Members connected to the app now (grants not revoked). */
  connectedMembers: z.number().int(),
});
export type PatientAccessApp = z.infer<typeof patientAccessApp>;

const MANAGE = 'PATIENT_ACCESS_APPS' as const;

export const patientAccessAppsList = endpoint({
  id: 'patientaccess.apps',
  method: 'GET',
  path: '/api/patient-access/apps',
  tag: 'Patient Access API',
  summary: 'The registered third-party apps, by name, a page at a time (staff).',
  access: staff(MANAGE),
  query: z.strictObject({
    name: optText(80),
    status: z.enum(APP_STATUSES).optional(),
    pageNumber: qPageNumber,
    itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pagedItems(patientAccessApp),
});

export const patientAccessAppGet = endpoint({
  id: 'patientaccess.app',
  method: 'GET',
  path: '/api/patient-access/apps/:appId',
  tag: 'Patient Access API',
  summary: 'One registered app (staff).',
  access: staff(MANAGE),
  params: z.strictObject({ appId: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: patientAccessApp,
});

export const patientAccessAppCreate = endpoint({
  id: 'patientaccess.registerApp',
  method: 'POST',
  path: '/api/patient-access/apps',
  tag: 'Patient Access API',
  summary: 'Register an app members may connect; the answer carries its new client id (staff).',
  access: signedIn(['Administrative'], [MANAGE], { write: true }),
  body: patientAccessAppIn,
  response: patientAccessApp,
  status: 201,
});

export const patientAccessAppUpdate = endpoint({
  id: 'patientaccess.updateApp',
  method: 'PUT',
  path: '/api/patient-access/apps/:appId',
  tag: 'Patient Access API',
  summary:
    'Change a registered app; suspending it stops all its tokens at once, and scopes taken away leave the grants that held them (staff).',
  access: signedIn(['Administrative'], [MANAGE], { write: true }),
  params: z.strictObject({ appId: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: patientAccessAppIn,
  response: patientAccessApp,
});

/** A person whose data the member may let an app read: themself or a household member they may see. */
export const patientChoice = z.object({
  dependentNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  relationship,
  self: z.boolean(),
});

export const authorizationRequest = z.object({
  app: z.object({
    name: z.string(),
    publisher: z.string(),
    homepageUrl: z.string().nullable(),
    privacyPolicyUrl: z.string(),
  }),
  /** The resource types the app asks to read. */
  resourceTypes: z.array(z.enum(PATIENT_ACCESS_RESOURCE_TYPES)),
  /** The app asks to keep access without the member present (a refresh token). */
  offlineAccess: z.boolean(),
  patients: z.array(patientChoice),
  expiresAt: isoDateTime,
});
export type AuthorizationRequest = z.infer<typeof authorizationRequest>;

const requestParams = z.strictObject({
  requestId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'invalidValue'),
});

export const authorizationRequestGet = endpoint({
  id: 'patientaccess.request',
  method: 'GET',
  path: '/api/patient-access/requests/:requestId',
  tag: 'Patient Access API',
  summary:
    'An app’s pending authorization request, for the consent page: the app, the data it asks for and whose data the member may share.',
  access: MEMBERS,
  params: requestParams,
  response: authorizationRequest,
});

export const authorizationDecide = endpoint({
  id: 'patientaccess.decide',
  method: 'POST',
  path: '/api/patient-access/requests/:requestId',
  tag: 'Patient Access API',
  summary:
    'The member allows or denies the app; the answer is where the browser goes next (the app’s redirect URI with a code or an error).',
  access: barImpersonation(MEMBERS, 'consent'),
  params: requestParams,
  body: z.strictObject({
    decision: z.enum(['allow', 'deny']),
    /** Whose data (allow only): the member’s own (their dependent number) or a household member’s. */
    dependentNumber: z.number().int().min(0).max(99).optional(),
  }),
  response: z.object({ redirectTo: z.string() }),
});

export const connectedApp = z.object({
  grantId: z.number().int(),
  appName: z.string(),
  publisher: z.string(),
  privacyPolicyUrl: z.string(),
  patientFirstName: z.string(),
  patientLastName: z.string(),
  resourceTypes: z.array(z.enum(PATIENT_ACCESS_RESOURCE_TYPES)),
  offlineAccess: z.boolean(),
  connectedAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  /** The app is suspended by the plan: it cannot read anything until it is reinstated. */
  appSuspended: z.boolean(),
});
export type ConnectedApp = z.infer<typeof connectedApp>;

export const connectedAppsList = endpoint({
  id: 'patientaccess.connectedApps',
  phi: 'member',
  method: 'GET',
  path: '/api/patient-access/connected-apps',
  tag: 'Patient Access API',
  summary: 'The apps the signed-in member has connected (not revoked), newest first.',
  access: MEMBERS,
  query: z.strictObject({
    pageNumber: qPageNumber,
    itemsPerPage: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: pagedItems(connectedApp),
});

export const connectedAppRevoke = endpoint({
  id: 'patientaccess.revoke',
  method: 'POST',
  path: '/api/patient-access/connected-apps/:grantId/revoke',
  tag: 'Patient Access API',
  summary: 'Disconnect an app: its tokens stop working at once.',
  access: barImpersonation(MEMBERS, 'consent'),
  params: z.strictObject({ grantId: z.coerce.number().int().positive() }),
  response: okResponse,
});
