import type { z } from 'zod';
import type {
  networkAddAccess,
  provider as providerSchema,
  providerCreateAccess,
  providerDetails,
  providerRegister,
  providerSearch,
  providerSetClaimsFilter,
} from '@bp/contract/api/providers';
import {
  hasAnyPermission,
  stripTaxIdDash,
  US_STATES,
  type EndpointBody,
  type PermissionKey,
} from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, invalidRequest, notFound } from '../../http/errors.js';
import * as accessRequests from '../provider-verification/access-requests.js';
import { providerVisibility } from '../scope/service.js';
import * as repo from './repo.js';

type Ctx = ServiceCtx;

type Provider = z.infer<typeof providerSchema>;
type ProviderDetails = z.infer<(typeof providerDetails)['response']>;

/** A tax id as the spec writes it (12-3456789); stored without the dash. */
export const formatTaxId = (t: string) =>
  /^\d{9}$/.test(t) ? `${t.slice(0, 2)}-${t.slice(2)}` : t;

const TYPE_NAMES: Record<string, string> = {
  physician: 'Physician',
  facility: 'Facility',
  laboratory: 'Laboratory',
  pharmacy: 'Pharmacy',
  dme: 'Durable Medical Equipment',
  other: 'Other',
};

function toProvider(r: repo.ProviderRow): Provider {
  return {
    providerNumber: r.providerNumber,
    npi: r.npi,
    taxId: formatTaxId(r.taxId),
    name: r.name,
    providerType: TYPE_NAMES[r.providerType] ?? r.providerType,
    specialty: r.specialty,
    address: r.addressLine1
      ? {
          addressLine1: r.addressLine1,
          addressLine2: r.addressLine2,
          city: r.city ?? '',
          state: r.state ?? '',
          zip: r.zip ?? '',
        }
      : null,
    phone: r.phone,
    inNetwork: r.networks.length > 0,
    networks: r.networks,
  };
}

/** Providers/search (staff): exact number, NPI, tax id; name contains; city, state, zip, specialty. */
export async function search(c: Ctx, input: EndpointBody<typeof providerSearch>) {
  const { pageNumber, itemsPerPage, ...f } = input;
  // Stored without the dash (spec §5: a provider's tax id has its dash stripped).
  if (f.taxId) f.taxId = stripTaxIdDash(f.taxId);
  const { rows, total } = await repo.search(c.db, f, {
    offset: (pageNumber - 1) * itemsPerPage,
    limit: itemsPerPage,
  });
  return {
    pageNumber,
    itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / itemsPerPage),
    items: rows.map((r) => ({
      ...toProvider(r),
      accountId: r.accountId === null ? null : Number(r.accountId),
    })),
  };
}

/** Providers/Details: any provider for staff; for a provider account only those it acts for (else 404). */
export async function details(c: Ctx, providerNumber: string): Promise<ProviderDetails> {
  const row = await repo.byNumber(c.db, providerNumber, providerVisibility(c.caller));
  if (!row) throw notFound();
  const provider = toProvider(row);
  return {
    ...provider,
    // The remit-to address on file, else the billing address (where remittances then go).
    remitAddress: row.remit.addressLine1
      ? {
          addressLine1: row.remit.addressLine1,
          addressLine2: row.remit.addressLine2,
          city: row.remit.city ?? '',
          state: row.remit.state ?? '',
          zip: row.remit.zip ?? '',
        }
      : provider.address,
    effectiveDate: row.effectiveDate,
    terminationDate: null,
  };
}

/** Providers/Types: the provider types, then the specialties (the registration form's lists). */
export async function types(c: { db: DbOrTx }) {
  const { types, specialties } = await repo.typesAndSpecialties(c.db);
  return [
    ...types.map((t) => ({ code: t, description: TYPE_NAMES[t] ?? t })),
    ...specialties.map((s) => ({ code: s.code, description: s.name })),
  ];
}

const PROVIDER_ADMIN: PermissionKey[] = ['CREATE_PROVIDER_ACCOUNT', 'RESET_PROVIDER_ACCOUNT'];
const TOUCHCARE_ADMIN: PermissionKey[] = ['CREATE_TOUCHCARE_ACCOUNT', 'RESET_TOUCHCARE_ACCOUNT'];

/** The account whose accesses a staff call manages: a Provider account (else 404, as unknown). */
async function providerAccount(c: Ctx, accountId: number): Promise<number> {
  if ((await repo.accountRole(c.db, accountId)) !== 'Provider') throw notFound();
  return accountId;
}

/**
 * The account whose networks a staff call manages: a Provider account for holders of the provider
 * account permissions, a TouchCare vendor account for holders of the TouchCare ones; else 404.
 */
async function networkAccount(c: Ctx, accountId: number): Promise<number> {
  const role = await repo.accountRole(c.db, accountId);
  const p = c.caller.permissions;
  if (role === 'Provider' && hasAnyPermission(p, PROVIDER_ADMIN)) return accountId;
  if (role === 'TouchCareVendor' && hasAnyPermission(p, TOUCHCARE_ADMIN)) return accountId;
  throw notFound();
}

/**
 * Providers/GetAccess: the providers an account's accesses cover, one entry per provider number
 * (a tax-id access lists every provider under the tax id). A provider reads its own (another account
 * id is 404); staff name a Provider account.
 */
export async function getAccess(c: Ctx, accountId: number | undefined) {
  let target: number;
  if (c.caller.roleClass === 'Provider') {
    if (accountId !== undefined && accountId !== c.caller.accountId) throw notFound();
    target = c.caller.accountId;
  } else {
    if (accountId === undefined) throw invalidRequest('required', { accountId: 'required' });
    target = await providerAccount(c, accountId);
  }
  const byNumber = new Map<string, repo.AccessListRow & { filtered: boolean }>();
  for (const r of await repo.accessList(c.db, target)) {
    const filtered = r.byProvider && !r.byTaxId;
    const seen = byNumber.get(r.providerNumber);
    // Covered twice (its own row and its tax id): the wider access wins.
    byNumber.set(r.providerNumber, { ...r, filtered: seen ? seen.filtered && filtered : filtered });
  }
  return [...byNumber.values()].map((r) => ({
    accountId: target,
    providerNumber: r.providerNumber,
    npi: r.npi,
    taxId: formatTaxId(r.taxId),
    name: r.name,
    claimsFiltered: r.filtered,
  }));
}

type AccessChange = EndpointBody<typeof providerCreateAccess>;

/** The provider named by number (404 when unknown). */
async function providerByNumber(c: Ctx, providerNumber: string) {
  const p = await repo.byNumber(c.db, providerNumber);
  if (!p) throw notFound();
  return p;
}

/** Providers/CreateAccess: the account may act for this provider (its claims only). Idempotent, audited. */
export async function createAccess(c: Ctx, input: AccessChange): Promise<void> {
  const accountId = await providerAccount(c, input.accountId);
  const p = await providerByNumber(c, input.providerNumber);
  await transaction(c, async ({ db }) => {
    const created = await repo.insertProviderAccess(db, accountId, p.id);
    c.audit.subject({ entityId: accountId, detail: { providerNumber: p.providerNumber, created } });
  });
}

/**
 * Providers/DeleteAccess: removes the access row naming this provider, or, when the provider is covered
 * only through a tax-id access, that tax-id access (which is what the listed entry stands for). 404 when
 * no access covers it. Audited.
 */
export async function deleteAccess(c: Ctx, input: AccessChange): Promise<void> {
  const accountId = await providerAccount(c, input.accountId);
  const p = await providerByNumber(c, input.providerNumber);
  await transaction(c, async ({ db }) => {
    const row =
      (await repo.providerAccessRow(db, accountId, p.id)) ??
      (await repo.taxAccessRow(db, accountId, p.taxId));
    if (!row) throw notFound();
    await repo.deleteAccessRow(db, row.id);
    c.audit.subject({
      entityId: accountId,
      detail: {
        providerNumber: p.providerNumber,
        taxId: row.taxId,
        byProvider: row.providerId !== null,
      },
    });
  });
}

/**
 * Providers/SetClaimsFilter: `claimsFiltered: true` limits the account's access for this provider to the
 * claims billed or rendered by this provider number (every access opening its tax id is narrowed: a
 * tax-id-only one is replaced by an access to this provider alone, another provider's keeps that provider);
 * `false` opens it to every provider under the provider's tax id. 404 when no access covers the provider.
 * Audited.
 */
export async function setClaimsFilter(
  c: Ctx,
  input: EndpointBody<typeof providerSetClaimsFilter>,
): Promise<void> {
  const accountId = await providerAccount(c, input.accountId);
  const p = await providerByNumber(c, input.providerNumber);
  c.audit.subject({
    entityId: accountId,
    detail: { providerNumber: p.providerNumber, claimsFiltered: input.claimsFiltered },
  });
  await transaction(c, async ({ db: tx }) => {
    const own = await repo.providerAccessRow(tx, accountId, p.id);
    const byTax = await repo.taxCoveringRows(tx, accountId, p.taxId);
    if (!own && byTax.length === 0) throw notFound();
    if (input.claimsFiltered) {
      // Every access opening the tax id is narrowed: a tax-id-only one goes, a provider's keeps its provider.
      for (const r of byTax)
        if (r.providerId === null) await repo.deleteAccessRow(tx, r.id);
        else await repo.setAccessTaxId(tx, r.id, null);
      if (own) await repo.setAccessTaxId(tx, own.id, null);
      else await repo.insertProviderAccess(tx, accountId, p.id);
    } else if (own) {
      await repo.setAccessTaxId(tx, own.id, p.taxId);
    }
  });
}

/** Networks/GetAccess: every active network with whether the account may see it. */
export async function networkGetAccess(c: Ctx, accountId: number) {
  const target = await networkAccount(c, accountId);
  const rows = await repo.networksOf(c.db, target);
  return rows.map((r) => ({ networkId: r.networkId, name: r.name, access: Boolean(r.access) }));
}

/** Networks/AddAccess and RemoveAccess: idempotent, audited; an unknown network is 404. */
export async function setNetworkAccess(
  c: Ctx,
  // AddAccess and RemoveAccess send the same body.
  input: EndpointBody<typeof networkAddAccess>,
  granted: boolean,
): Promise<void> {
  const target = await networkAccount(c, input.accountId);
  if (!(await repo.networkExists(c.db, input.networkId))) throw notFound();
  await transaction(c, async ({ db }) => {
    const changed = granted
      ? await repo.addNetwork(db, target, input.networkId)
      : await repo.removeNetwork(db, target, input.networkId);
    c.audit.subject({ entityId: target, detail: { networkId: input.networkId, changed } });
  });
}

/** The conversation kinds a provider registration answers (a request that could not be matched). */
const PROVIDER_REQUEST_KINDS = [
  'providerAccountRequest',
  'providerAccessRequest',
  'providerVerification',
];

/**
 * Providers/Register (docs/decisions.md, "Provider records added by staff"): staff add a provider to the
 * provider file — typically from a registration or access request whose NPI and tax id were not on file.
 * 400 on a field for an unknown type, specialty, state or request conversation; 409 providerAlreadyOnFile
 * when the NPI and tax id are on file. One transaction (the NPI and tax id held): the row, its number,
 * the request's pending practice access linked to it and an internal note on the request, the audit row.
 */
export async function register(
  c: Ctx,
  b: EndpointBody<typeof providerRegister>,
): Promise<{ providerNumber: string }> {
  const taxId = stripTaxIdDash(b.taxId);
  const state = b.state.toUpperCase();
  const fields: Record<string, string> = {};
  if (b.providerType !== undefined && !(b.providerType in TYPE_NAMES))
    fields.providerType = 'invalidValue';
  if (!US_STATES.some((s) => s.code === state)) fields.state = 'incorrectFormat';
  if (b.specialty !== undefined && !(await repo.specialtyExists(c.db, b.specialty)))
    fields.specialty = 'invalidValue';
  if (b.conversationId !== undefined) {
    const kind = await repo.conversationKind(c.db, b.conversationId);
    if (!kind || !PROVIDER_REQUEST_KINDS.includes(kind)) fields.conversationId = 'invalidValue';
  }
  if (Object.keys(fields).length > 0) throw invalidRequest('invalidValue', fields);
  return transaction(c, async ({ db: tx }) => {
    await repo.lockNpiTaxId(tx, b.npi, taxId);
    if (await repo.existsNpiTaxId(tx, b.npi, taxId)) throw conflict('providerAlreadyOnFile');
    const created = await repo.insertProvider(tx, {
      npi: b.npi,
      taxId,
      entityType: 'organization',
      providerType: b.providerType ?? 'other',
      name: b.name,
      specialtyCode: b.specialty ?? null,
      addressLine1: b.addressLine1,
      addressLine2: b.addressLine2 ?? null,
      city: b.city,
      state,
      zip: b.zip,
      phone: b.phone,
    });
    const linked =
      b.conversationId === undefined
        ? 0
        : await accessRequests.providerAdded(tx, {
            conversationId: b.conversationId,
            providerId: created.id,
            npi: b.npi,
            taxId,
            note: `Provider ${created.providerNumber} (${b.name}) added to the provider file by ${c.caller.username}.`,
            staffAccountId: c.caller.accountId,
          });
    c.audit.subject({
      entityId: created.providerNumber,
      detail: {
        npi: b.npi,
        taxId,
        conversationId: b.conversationId ?? null,
        accessRequestsLinked: linked,
      },
    });
    return { providerNumber: created.providerNumber };
  });
}
