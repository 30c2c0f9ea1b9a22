import type { Identifier, Organization } from 'fhir/r4';
import type { GroupRow, ProviderRow } from '../repo.js';
import { SYS, addressOf, concept, metaOf, payerOrgId } from './common.js';

const npiIdentifier = (npi: string): Identifier => ({
  use: 'official',
  type: concept(SYS.v2IdentifierType, 'NPI', 'National provider identifier'),
  system: SYS.npi,
  value: npi,
});

/** C4BB-Organization of a provider organization (billing provider or service facility): NPI and EIN. */
export function toProviderOrganization(p: ProviderRow): Organization {
  const address = addressOf(p);
  return {
    resourceType: 'Organization',
    id: String(p.id),
    meta: metaOf('organization', p.createdAt),
    identifier: [
      ...(p.npi ? [npiIdentifier(p.npi)] : []),
      {
        type: concept(SYS.v2IdentifierType, 'TAX', 'Tax ID number'),
        system: SYS.tax,
        value: p.taxId,
      },
    ],
    active: p.active,
    type: [concept(SYS.organizationType, 'prov', 'Healthcare Provider')],
    name: p.name,
    ...(p.phone ? { telecom: [{ system: 'phone', value: p.phone, use: 'work' }] } : {}),
    ...(address ? { address: [address] } : {}),
  };
}

/**
 * C4BB-Organization of the payer: the group's self-funded plan, named after the plan sponsor (the group),
 * with its EIN when the group has one.
 */
export function toPayerOrganization(g: GroupRow, today: string): Organization {
  const address = addressOf(g);
  return {
    resourceType: 'Organization',
    id: payerOrgId(g.groupNumber),
    meta: metaOf('organization', g.updatedAt),
    ...(g.taxId
      ? {
          identifier: [
            {
              type: concept(SYS.v2IdentifierType, 'TAX', 'Tax ID number'),
              system: SYS.tax,
              value: g.taxId,
            },
          ],
        }
      : {}),
    active: g.termDate === null || g.termDate >= today,
    type: [concept(SYS.organizationType, 'pay', 'Payer')],
    name: g.name,
    ...(g.phone ? { telecom: [{ system: 'phone', value: g.phone, use: 'work' }] } : {}),
    ...(address ? { address: [address] } : {}),
  };
}
