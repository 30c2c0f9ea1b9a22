/** Providers: organizations (tax ids) with one to six providers each, with network participation. */
import type { Faker } from '@faker-js/faker';
import type { DbOrTx } from '../client.js';
import * as s from '../schema/index.js';
import type { ProviderPool } from './catalog.js';
import { insertMany, randomNpi, type Rng } from './util.js';

export interface ProviderInfo {
  id: number;
  name: string;
  taxId: string;
  pool: ProviderPool;
  inNetwork: boolean;
}

export interface ProviderData {
  providers: Record<ProviderPool, ProviderInfo[]>;
  allProviders: ProviderInfo[];
  /** The demo provider organization's tax id (provider@demo.test). */
  demoTaxId: string;
  newProviderTaxId: string;
}

const SPECIALTY_BY_POOL: Record<ProviderPool, readonly string[]> = {
  professional: [
    '08',
    '11',
    '37',
    '06',
    '07',
    '10',
    '13',
    '16',
    '20',
    '26',
    '35',
    '62',
    '65',
    '50',
    '97',
    '18',
    '34',
    '46',
  ],
  facility: ['A0', '49', '47'],
  lab: ['69'],
  pharmacy: ['A5'],
  dental: ['C5', 'E6', 'E2'],
  vision: ['41', '18'],
};
const POOLS: readonly (readonly [ProviderPool, number])[] = [
  ['professional', 0.55],
  ['facility', 0.12],
  ['lab', 0.06],
  ['pharmacy', 0.09],
  ['dental', 0.1],
  ['vision', 0.08],
];

/** Inserts about one provider per 40 members (at least 150); the first organization is the demo provider's. */
export async function seedProviders(
  db: DbOrTx,
  f: Faker,
  rng: Rng,
  memberTarget: number,
  networkIds: Map<string, number>,
): Promise<ProviderData> {
  const providerCount = Math.max(150, Math.round(memberTarget / 40));
  const providers: Record<ProviderPool, ProviderInfo[]> = {
    professional: [],
    facility: [],
    lab: [],
    pharmacy: [],
    dental: [],
    vision: [],
  };
  const allProviders: ProviderInfo[] = [];
  const providerRows: (typeof s.providers.$inferInsert)[] = [];
  const pnRows: (typeof s.providerNetworks.$inferInsert)[] = [];
  let id = 0;
  let demoTaxId = '';
  let newProviderTaxId = '';
  let org = 0;
  while (id < providerCount) {
    org++;
    const taxId = `${rng.int(10, 98)}${rng.digits(7)}`;
    let pool: ProviderPool = 'professional';
    let x = rng.next();
    for (const [p, w] of POOLS)
      if ((x -= w) < 0) {
        pool = p;
        break;
      }
    if (org === 1) pool = 'professional';
    const size = org === 1 ? 5 : pool === 'professional' || pool === 'dental' ? rng.int(1, 6) : 1;
    if (org === 1) demoTaxId = taxId;
    if (org === 2) newProviderTaxId = taxId;
    const orgName =
      pool === 'facility'
        ? `${f.location.city()} ${rng.pick(['Regional Medical Center', 'General Hospital', 'Imaging Center', 'Surgery Center'])}`
        : pool === 'lab'
          ? `${f.company.name()} Laboratories`
          : pool === 'pharmacy'
            ? `${f.person.lastName()} Pharmacy`
            : `${f.person.lastName()} ${rng.pick(['Family Medicine', 'Medical Group', 'Clinic', 'Health Partners'])}`;
    const address = {
      addressLine1: f.location.streetAddress(),
      city: f.location.city(),
      state: f.location.state({ abbreviated: true }),
      zip: f.location.zipCode('#####'),
    };
    const inNetwork = org === 1 || rng.chance(0.88);
    for (let k = 0; k < size && id < providerCount; k++) {
      id++;
      const individual =
        (pool === 'professional' || pool === 'dental' || pool === 'vision') && size > 1;
      const first = individual ? f.person.firstName() : null;
      const last = individual ? f.person.lastName() : null;
      const name = individual ? `${first} ${last}` : orgName;
      const info: ProviderInfo = { id, name, taxId, pool, inNetwork };
      providers[pool].push(info);
      allProviders.push(info);
      providerRows.push({
        id,
        providerNumber: `P${String(id).padStart(7, '0')}`,
        npi: randomNpi(rng),
        taxId,
        entityType: individual ? 'individual' : 'organization',
        providerType:
          pool === 'professional'
            ? 'physician'
            : pool === 'dental'
              ? 'dentist'
              : pool === 'vision'
                ? 'optometrist'
                : pool,
        name: individual ? `${orgName}` : orgName,
        firstName: first,
        lastName: last,
        credential: individual ? rng.pick(['MD', 'DO', 'NP', 'PA', 'DDS', 'OD']) : null,
        specialtyCode: rng.pick(SPECIALTY_BY_POOL[pool]),
        ...address,
        phone: f.phone.number({ style: 'national' }),
        email: null,
      });
      if (inNetwork) {
        const nets2 =
          pool === 'dental'
            ? ['DEN-NET']
            : pool === 'vision'
              ? ['VIS-NET']
              : rng.chance(0.7)
                ? ['PPO-NAT', 'PPO-REG']
                : ['PPO-NAT'];
        for (const n of nets2)
          pnRows.push({
            providerId: id,
            networkId: networkIds.get(n)!,
            effectiveDate: '2015-01-01',
          });
      }
    }
  }
  await insertMany(db, s.providers, providerRows);
  await insertMany(db, s.providerNetworks, pnRows);

  return { providers, allProviders, demoTaxId, newProviderTaxId };
}
