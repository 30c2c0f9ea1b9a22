import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { MEMBERS, barImpersonation } from './access.js';
import { isoDateTime } from './fields.js';

/**
 * Single sign-on to partner sites: the server signs a short-lived assertion for the signed-in member;
 * the browser then goes to `url` (GET) or posts `fields` to it (POST, e.g. a SAML response).
 */
export const ssoLaunch = z.object({
  url: z.url({ protocol: /^https$/ }),
  method: z.enum(['GET', 'POST']),
  fields: z.record(z.string(), z.string()),
  expiresAt: isoDateTime,
});
export type SsoLaunch = z.infer<typeof ssoLaunch>;

export const hcbbSso = endpoint({
  id: 'sso.hcbb',
  method: 'GET',
  /** Each launch (a signed assertion that the member signed in) leaves an audit row. */
  audited: true,
  /** The assertion carries the member's name, member id and group to the partner. */
  disclosure: 'partnerService',
  path: '/api/HCBB/sso',
  tag: 'Single sign-on',
  summary:
    'Sign the member in to the HCBB price-comparison partner (groups with the cost comparison tool).',
  access: barImpersonation(MEMBERS, 'sso'),
  response: ssoLaunch,
});

export const talonSso = endpoint({
  id: 'sso.talon',
  method: 'GET',
  /** Each launch (a signed assertion that the member signed in) leaves an audit row. */
  audited: true,
  /** The assertion carries the member's name, member id and group to the partner. */
  disclosure: 'partnerService',
  path: '/api/TALON/sso',
  tag: 'Single sign-on',
  summary: 'Sign the member in to the TALON price-transparency shopping partner.',
  access: barImpersonation(MEMBERS, 'sso'),
  response: ssoLaunch,
});

export const healthAccountsSso = endpoint({
  id: 'sso.healthAccounts',
  method: 'GET',
  /** Each launch (a signed assertion that the member signed in) leaves an audit row. */
  audited: true,
  /** The assertion carries the member's name, member id and group to the partner. */
  disclosure: 'partnerService',
  path: '/api/healthaccounts/sso',
  tag: 'Single sign-on',
  summary:
    'Sign the member in to the health-account administrator’s site (groups with a health account employer).',
  access: barImpersonation(MEMBERS, 'sso'),
  response: ssoLaunch,
});

/** The partner sites of single sign-on. */
export const SSO_PARTNERS = ['healthAccounts', 'hcbb', 'talon'] as const;
export type SsoPartner = (typeof SSO_PARTNERS)[number];

export const ssoPartners = endpoint({
  id: 'sso.partners',
  method: 'GET',
  path: '/api/sso/Partners',
  tag: 'Single sign-on',
  summary:
    'The partner sites the signed-in member may be signed in to (configured, and offered to the member’s group).',
  access: MEMBERS,
  response: z.array(z.enum(SSO_PARTNERS)),
});
