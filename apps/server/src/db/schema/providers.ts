import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, day, ts } from './columns.js';
import { specialties } from './reference.js';

/** Provider networks (PPO networks a plan uses; provider participation). */
export const networks = pgTable('networks', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Market name used in MRF files. */
  mrfName: text('mrf_name'),
  active: boolean('active').notNull().default(true),
});

/** Healthcare providers: individual practitioners and facilities/organizations, billed under a tax id. */
export const providers = pgTable(
  'providers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public provider number (the claims' providerNumber). */
    providerNumber: text('provider_number').notNull(),
    npi: text('npi').notNull(),
    /** Nine digits without the dash. */
    taxId: text('tax_id').notNull(),
    /** individual | organization */
    entityType: text('entity_type').notNull(),
    /** physician | facility | laboratory | pharmacy | dme | other (Providers Types) */
    providerType: text('provider_type').notNull(),
    /** Organization or practice name (billing name). */
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    credential: text('credential'),
    specialtyCode: text('specialty_code').references(() => specialties.code),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    /** Where the plan mails the provider's checks and remittances (remit-to); null = the address above. */
    remitAddressLine1: text('remit_address_line1'),
    remitAddressLine2: text('remit_address_line2'),
    remitCity: text('remit_city'),
    remitState: text('remit_state'),
    remitZip: text('remit_zip'),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
    /** Checks are mailed / deposited to the billing name at this tax id. */
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('providers_number_uq').on(t.providerNumber),
    index('providers_npi_idx').on(t.npi),
    index('providers_tax_id_idx').on(t.taxId),
    index('providers_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('providers_zip_specialty_idx').on(t.zip, t.specialtyCode),
  ],
);

/** Provider participation in a network, with dates. */
export const providerNetworks = pgTable(
  'provider_networks',
  {
    providerId: bigId('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id),
    effectiveDate: day('effective_date').notNull(),
    termDate: day('term_date'),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.networkId] }),
    index('provider_networks_network_idx').on(t.networkId, t.providerId),
  ],
);
