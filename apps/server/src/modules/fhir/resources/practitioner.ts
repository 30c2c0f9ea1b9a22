import type { Practitioner } from 'fhir/r4';
import type { ProviderRow } from '../repo.js';
import { SYS, addressOf, concept, metaOf } from './common.js';

/**
 * C4BB-Practitioner of an individual provider: the NPI only — an individual's tax id may be an SSN, so it
 * is never sent (the profile needs an NPI or a tax id: Practitioner-identifier).
 */
export function toPractitioner(p: ProviderRow): Practitioner {
  const address = addressOf(p);
  const family = p.lastName ?? p.name;
  return {
    resourceType: 'Practitioner',
    id: String(p.id),
    meta: metaOf('practitioner', p.createdAt),
    identifier: [
      {
        use: 'official',
        type: concept(SYS.v2IdentifierType, 'NPI', 'National provider identifier'),
        system: SYS.npi,
        value: p.npi,
      },
    ],
    active: p.active,
    name: [
      {
        use: 'official',
        family,
        ...(p.firstName ? { given: [p.firstName] } : {}),
        ...(p.credential ? { suffix: [p.credential] } : {}),
      },
    ],
    ...(p.phone ? { telecom: [{ system: 'phone', value: p.phone, use: 'work' }] } : {}),
    ...(address ? { address: [address] } : {}),
  };
}
