import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems } from './common.js';
import { PUBLIC, signedIn, staff, staffWrite, barImpersonation } from './access.js';
import { address, optText, qAccountId, text } from './fields.js';
import { npiRule, optional, phoneRule, taxIdRule, zipRule } from '../rules/index.js';

/** Providers, provider accesses of accounts, and network accesses (Providers, Networks). */

export const provider = z.object({
  providerNumber: z.string(),
  npi: z.string().nullable(),
  /** Tax ids of providers are business identifiers (EINs), shown in full. */
  taxId: z.string().nullable(),
  name: z.string(),
  providerType: z.string().nullable(),
  specialty: z.string().nullable(),
  address: address.nullable(),
  phone: z.string().nullable(),
  inNetwork: z.boolean(),
  networks: z.array(z.string()),
});
export type Provider = z.infer<typeof provider>;

/** A provider search result: the provider and the active Provider account acting for it, if any. */
export const providerSearchItem = provider.extend({
  /** The portal account to impersonate (Impersonate Provider), null when no account acts for it. */
  accountId: z.number().int().nullable(),
});
export type ProviderSearchItem = z.infer<typeof providerSearchItem>;

const ACCOUNT_PROVIDER_ADMIN = ['CREATE_PROVIDER_ACCOUNT', 'RESET_PROVIDER_ACCOUNT'] as const;

export const providerSearch = endpoint({
  id: 'providers.search',
  method: 'POST',
  path: '/api/Providers/search',
  tag: 'Providers',
  summary: 'Provider listing and search.',
  access: staff('PROVIDER_LISTING_SEARCH', ...ACCOUNT_PROVIDER_ADMIN),
  body: z
    .strictObject({
      npi: optional(npiRule),
      taxId: optional(taxIdRule),
      providerNumber: optText(20),
      name: optText(100),
      city: optText(60),
      state: optional(z.string().regex(/^[A-Za-z]{2}$/, 'incorrectFormat')),
      zip: optional(zipRule),
      specialty: optText(100),
      pageNumber: z.number().int().min(1).default(1),
      itemsPerPage: z.number().int().min(1).max(100).default(20),
    })
    .refine(
      (b) =>
        Boolean(
          b.npi ||
          b.taxId ||
          b.providerNumber ||
          b.name ||
          b.city ||
          b.state ||
          b.zip ||
          b.specialty,
        ),
      {
        message: 'atLeastOneSearchField',
      },
    ),
  response: pagedItems(providerSearchItem),
});

export const providerDetails = endpoint({
  id: 'providers.details',
  method: 'POST',
  path: '/api/Providers/Details',
  tag: 'Providers',
  summary: 'One provider (providers: only those they have access to).',
  access: signedIn(
    ['Administrative', 'Provider'],
    ['PROVIDER_LISTING_SEARCH', ...ACCOUNT_PROVIDER_ADMIN],
    { exempt: ['Provider'] },
  ),
  body: z.strictObject({ providerNumber: text(20) }),
  response: provider.extend({
    remitAddress: address.nullable(),
    effectiveDate: z.iso.date().nullable(),
    terminationDate: z.iso.date().nullable(),
  }),
});

/** One provider access of an account: which provider's claims and members it may see. */
export const providerAccess = z.object({
  accountId: z.number().int(),
  providerNumber: z.string(),
  npi: z.string().nullable(),
  taxId: z.string().nullable(),
  name: z.string(),
  /** Claims limited to those filed by this provider number (not the whole tax id). */
  claimsFiltered: z.boolean(),
});

export const providerGetAccess = endpoint({
  id: 'providers.getAccess',
  method: 'GET',
  path: '/api/Providers/GetAccess',
  tag: 'Providers',
  summary: 'Provider accesses of an account (providers: their own).',
  access: signedIn(
    ['Administrative', 'Provider'],
    [...ACCOUNT_PROVIDER_ADMIN, 'PROVIDER_LISTING_SEARCH'],
    { exempt: ['Provider'] },
  ),
  query: z.object({ accountId: qAccountId.optional() }),
  response: z.array(providerAccess),
});

const accessChange = z.strictObject({
  accountId: z.number().int().positive(),
  providerNumber: text(20),
});

export const providerCreateAccess = endpoint({
  id: 'providers.createAccess',
  method: 'POST',
  path: '/api/Providers/CreateAccess',
  tag: 'Providers',
  summary: 'Give a provider account access to a provider.',
  access: barImpersonation(staffWrite(...ACCOUNT_PROVIDER_ADMIN), 'accessManagement'),
  body: accessChange,
  response: okResponse,
});

export const providerDeleteAccess = endpoint({
  id: 'providers.deleteAccess',
  method: 'POST',
  path: '/api/Providers/DeleteAccess',
  tag: 'Providers',
  summary: 'Remove a provider access from an account.',
  access: barImpersonation(staffWrite(...ACCOUNT_PROVIDER_ADMIN), 'accessManagement'),
  body: accessChange,
  response: okResponse,
});

export const providerSetClaimsFilter = endpoint({
  id: 'providers.setClaimsFilter',
  method: 'POST',
  path: '/api/Providers/SetClaimsFilter',
  tag: 'Providers',
  summary: 'Limit an access to the claims of one provider number, or open it to the whole tax id.',
  access: barImpersonation(
    staffWrite('FILTERED_CLAIMS', ...ACCOUNT_PROVIDER_ADMIN),
    'accessManagement',
  ),
  body: accessChange.extend({ claimsFiltered: z.boolean() }),
  response: okResponse,
});

export const providerRegister = endpoint({
  id: 'providers.register',
  method: 'POST',
  path: '/api/Providers/Register',
  tag: 'Providers',
  summary: 'Staff add a provider record (from a registration request that could not be matched).',
  access: barImpersonation(staffWrite('CREATE_PROVIDER_ACCOUNT'), 'accessManagement'),
  body: z.strictObject({
    npi: npiRule,
    taxId: taxIdRule,
    name: text(100),
    providerType: optText(50),
    specialty: optText(100),
    addressLine1: text(100),
    addressLine2: optText(100),
    city: text(60),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'incorrectFormat'),
    zip: zipRule,
    phone: phoneRule,
    /** The request conversation this registration answers. */
    conversationId: z.number().int().positive().optional(),
  }),
  response: z.object({ providerNumber: z.string() }),
  status: 201,
});

export const providerTypes = endpoint({
  id: 'providers.types',
  method: 'GET',
  path: '/api/Providers/Types',
  tag: 'Providers',
  summary: 'Provider types and specialties (public: the registration form uses them).',
  access: PUBLIC,
  response: z.array(z.object({ code: z.string(), description: z.string() })),
});

/** A network and whether an account has access to it. */
export const networkAccess = z.object({
  networkId: z.number().int(),
  name: z.string(),
  access: z.boolean(),
});

export const networkGetAccess = endpoint({
  id: 'providers.networkGetAccess',
  method: 'GET',
  path: '/api/Networks/GetAccess',
  tag: 'Providers',
  summary: 'Networks an account (provider or vendor) may see.',
  access: staff(...ACCOUNT_PROVIDER_ADMIN, 'CREATE_TOUCHCARE_ACCOUNT', 'RESET_TOUCHCARE_ACCOUNT'),
  query: z.object({ accountId: qAccountId }),
  response: z.array(networkAccess),
});

const networkChange = z.strictObject({
  accountId: z.number().int().positive(),
  networkId: z.number().int().positive(),
});

export const networkAddAccess = endpoint({
  id: 'providers.networkAddAccess',
  method: 'POST',
  path: '/api/Networks/AddAccess',
  tag: 'Providers',
  summary: 'Give an account access to a network.',
  access: barImpersonation(
    staffWrite(...ACCOUNT_PROVIDER_ADMIN, 'CREATE_TOUCHCARE_ACCOUNT', 'RESET_TOUCHCARE_ACCOUNT'),
    'accessManagement',
  ),
  body: networkChange,
  response: okResponse,
});

export const networkRemoveAccess = endpoint({
  id: 'providers.networkRemoveAccess',
  method: 'POST',
  path: '/api/Networks/RemoveAccess',
  tag: 'Providers',
  summary: 'Remove an account’s access to a network.',
  access: barImpersonation(
    staffWrite(...ACCOUNT_PROVIDER_ADMIN, 'CREATE_TOUCHCARE_ACCOUNT', 'RESET_TOUCHCARE_ACCOUNT'),
    'accessManagement',
  ),
  body: networkChange,
  response: okResponse,
});
