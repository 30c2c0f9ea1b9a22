import type { CapabilityStatement, CapabilityStatementRestResource } from 'fhir/r4';
import {
  CARIN_BB_SERVER_CAPABILITY,
  FHIR_CATALOGUE,
  FHIR_COUNT_DEFAULT,
  FHIR_COUNT_MAX,
  FHIR_RESOURCE_TYPES,
} from '@bp/contract/fhir';

export interface CapabilityOptions {
  /** Absolute base of the API, e.g. `https://portal.example/fhir/R4` (implementation.url). */
  baseUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** When the statement was published (default: now). */
  date?: string;
  /** The software's version (default 1.0.0). */
  version?: string;
}

const SMART_OAUTH_URIS = 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris';

/**
 * The server's CapabilityStatement (GET /fhir/R4/metadata): read-only JSON, the catalogue's resources
 * with their CARIN profiles, interactions and search parameters, and SMART-on-FHIR security with the
 * OAuth endpoints. It `instantiates` the CARIN BB server CapabilityStatement.
 */
export function capabilityStatement(o: CapabilityOptions): CapabilityStatement {
  const resource: CapabilityStatementRestResource[] = FHIR_RESOURCE_TYPES.map((t) => {
    const def = FHIR_CATALOGUE[t];
    return {
      type: t,
      profile: def.profile,
      supportedProfile: [...def.supportedProfiles],
      interaction: def.interactions.map((code) => ({ code })),
      versioning: 'no-version',
      readHistory: false,
      updateCreate: false,
      conditionalCreate: false,
      conditionalRead: 'not-supported',
      conditionalUpdate: false,
      conditionalDelete: 'not-supported',
      ...(def.includes.length ? { searchInclude: [...def.includes] } : {}),
      searchParam: def.searchParams.map((p) => ({
        name: p.name,
        ...(p.definition ? { definition: p.definition } : {}),
        type: p.type,
        documentation: p.documentation,
      })),
    };
  });
  return {
    resourceType: 'CapabilityStatement',
    url: `${o.baseUrl}/metadata`,
    version: o.version ?? '1.0.0',
    name: 'BenefitsPortalPatientAccess',
    title: 'Benefits Portal Patient Access API',
    status: 'active',
    experimental: false,
    date: o.date ?? new Date().toISOString(),
    publisher: 'Benefits Portal',
    description:
      'Read-only FHIR R4 Patient Access API of the health plans the Benefits Portal administers: the member, ' +
      'coverage, explanations of benefit and the providers and payer they reference, following the CARIN ' +
      `Consumer Directed Payer Data Exchange profiles. Searches page with _count (default ${FHIR_COUNT_DEFAULT}, ` +
      `at most ${FHIR_COUNT_MAX}) and the next link; unknown search parameters are refused (400) unless the ` +
      'request says Prefer: handling=lenient.',
    kind: 'instance',
    instantiates: [CARIN_BB_SERVER_CAPABILITY],
    software: { name: 'Benefits Portal', version: o.version ?? '1.0.0' },
    implementation: { description: 'Benefits Portal Patient Access API', url: o.baseUrl },
    fhirVersion: '4.0.1',
    format: ['json', 'application/fhir+json'],
    rest: [
      {
        mode: 'server',
        documentation: 'Patient-level access for an app the member authorized (SMART App Launch).',
        security: {
          cors: true,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                  display: 'SMART-on-FHIR',
                },
              ],
              text: 'OAuth 2.0 authorization code with PKCE (SMART App Launch)',
            },
          ],
          extension: [
            {
              url: SMART_OAUTH_URIS,
              extension: [
                { url: 'authorize', valueUri: o.authorizeUrl },
                { url: 'token', valueUri: o.tokenUrl },
                { url: 'revoke', valueUri: o.revokeUrl },
              ],
            },
          ],
          description:
            'Bearer access tokens from the token endpoint; scopes patient/*.read or patient/<Type>.read (SMART v1), ' +
            'patient/*.rs or patient/<Type>.rs (SMART v2), with launch/patient.',
        },
        resource,
      },
    ],
  };
}
