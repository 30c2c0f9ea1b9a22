import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  accountNetworkAccess,
  accountProviderAccess,
  accounts,
  conversations,
  networks,
  providers,
  roles,
  specialties,
} from '../../db/schema/index.js';
import { todayIso } from '../../clock.js';

export interface ProviderSearchFilter {
  npi?: string;
  taxId?: string;
  providerNumber?: string;
  name?: string;
  city?: string;
  state?: string;
  zip?: string;
  specialty?: string;
}

const likeEscape = (v: string) => v.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`);

/** Search conditions: number, NPI and tax id are exact (indexed); the name a contains match (trigram index). */
export function searchConditions(f: ProviderSearchFilter): SQL[] {
  const w: SQL[] = [];
  if (f.npi) w.push(eq(providers.npi, f.npi));
  if (f.taxId) w.push(eq(providers.taxId, f.taxId));
  if (f.providerNumber) w.push(eq(providers.providerNumber, f.providerNumber.trim()));
  if (f.name) w.push(sql`lower(${providers.name}) like ${`%${likeEscape(f.name.trim())}%`}`);
  if (f.city) w.push(sql`lower(${providers.city}) = ${f.city.trim().toLowerCase()}`);
  if (f.state) w.push(eq(providers.state, f.state.toUpperCase()));
  if (f.zip) w.push(sql`${providers.zip} like ${`${f.zip.slice(0, 5)}%`}`);
  if (f.specialty)
    w.push(
      sql`${providers.specialtyCode} in (select sp.code from specialties sp where lower(sp.name) like ${`%${likeEscape(f.specialty.trim())}%`} or sp.code = ${f.specialty.trim()})`,
    );
  return w;
}

export interface ProviderRow {
  id: number;
  providerNumber: string;
  npi: string;
  taxId: string;
  name: string;
  providerType: string;
  specialty: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** The remit-to address; null fields when none is on file (remittances then go to the address above). */
  remit: {
    addressLine1: string | null;
    addressLine2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  phone: string | null;
  active: boolean;
  /** Names of the networks the provider participates in today. */
  networks: string[];
  /** Earliest network participation start. */
  effectiveDate: string | null;
}

function providerColumns() {
  const today = todayIso();
  return {
    id: providers.id,
    providerNumber: providers.providerNumber,
    npi: providers.npi,
    taxId: providers.taxId,
    name: providers.name,
    providerType: providers.providerType,
    specialty: specialties.name,
    addressLine1: providers.addressLine1,
    addressLine2: providers.addressLine2,
    city: providers.city,
    state: providers.state,
    zip: providers.zip,
    remit: {
      addressLine1: providers.remitAddressLine1,
      addressLine2: providers.remitAddressLine2,
      city: providers.remitCity,
      state: providers.remitState,
      zip: providers.remitZip,
    },
    phone: providers.phone,
    active: providers.active,
    networks: sql<
      string[]
    >`coalesce((select array_agg(n.name order by n.name) from provider_networks pn join networks n on n.id = pn.network_id where pn.provider_id = ${providers.id} and pn.effective_date <= ${today} and (pn.term_date is null or pn.term_date >= ${today})), '{}')`,
    effectiveDate: sql<
      string | null
    >`(select min(pn.effective_date)::text from provider_networks pn where pn.provider_id = ${providers.id})`,
  };
}

/**
 * The active Provider account acting for the provider row (its own account, or one granted the provider
 * or its tax id), the oldest first: each branch an index probe (accounts_provider_idx,
 * account_provider_access_provider_idx / _tax_idx).
 */
const actingAccountId = sql<number | null>`(select min(acting.id) from (
    select a.id from accounts a where a.provider_id = ${providers.id}
      and a.role_id = ${ROLE_IDS.Provider} and a.status = 'active'
    union all
    select a.id from account_provider_access x join accounts a on a.id = x.account_id
      where x.provider_id = ${providers.id} and a.role_id = ${ROLE_IDS.Provider} and a.status = 'active'
    union all
    select a.id from account_provider_access x join accounts a on a.id = x.account_id
      where x.tax_id = ${providers.taxId} and a.role_id = ${ROLE_IDS.Provider} and a.status = 'active'
  ) acting)`;

/** One page of providers matching the filter (name order) and the exact count. */
export async function search(
  db: DbOrTx,
  f: ProviderSearchFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: (ProviderRow & { accountId: number | null })[]; total: number }> {
  const where = and(...searchConditions(f));
  const rows = await db
    .select({ ...providerColumns(), accountId: actingAccountId })
    .from(providers)
    .leftJoin(specialties, eq(specialties.code, providers.specialtyCode))
    .where(where)
    .orderBy(asc(sql`lower(${providers.name})`), asc(providers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [n] = await db.select({ n: count() }).from(providers).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** One provider by number, only when `visible` (a predicate over `providers`) holds. */
export async function byNumber(
  db: DbOrTx,
  providerNumber: string,
  visible: SQL = sql`true`,
): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select(providerColumns())
    .from(providers)
    .leftJoin(specialties, eq(specialties.code, providers.specialtyCode))
    .where(and(eq(providers.providerNumber, providerNumber.trim()), visible))
    .limit(1);
  return row;
}

/** Provider types (distinct) and the specialties reference list. */
export async function typesAndSpecialties(db: DbOrTx) {
  const types = await db
    .selectDistinct({ code: providers.providerType })
    .from(providers)
    .orderBy(asc(providers.providerType));
  const specs = await db
    .select({ code: specialties.code, name: specialties.name })
    .from(specialties)
    .orderBy(asc(specialties.name));
  return { types: types.map((t) => t.code), specialties: specs };
}

/** The account's role name (undefined for an unknown account). */
export async function accountRole(db: DbOrTx, accountId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ role: roles.name })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.role;
}

export interface AccessListRow {
  accessId: number;
  providerNumber: string;
  npi: string;
  taxId: string;
  name: string;
  /** The access row names this provider (not only its tax id). */
  byProvider: boolean;
  /** The row opens the whole tax id. */
  byTaxId: boolean;
}

/**
 * The providers an account's access rows cover: the provider a row names and, when the row carries a
 * tax id, every provider under it. At most 500 entries.
 */
export async function accessList(db: DbOrTx, accountId: number): Promise<AccessListRow[]> {
  const result = (await db.execute(sql`
    select x.id as access_id, p.provider_number, p.npi, p.tax_id, p.name,
           (x.provider_id is not null) as by_provider, (x.tax_id is not null) as by_tax_id
    from account_provider_access x
    join providers p on p.id = x.provider_id or p.tax_id = x.tax_id
    where x.account_id = ${accountId}
    order by lower(p.name), p.provider_number
    limit 500`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    accessId: Number(r.access_id),
    providerNumber: String(r.provider_number),
    npi: String(r.npi),
    taxId: String(r.tax_id),
    name: String(r.name),
    byProvider: Boolean(r.by_provider),
    byTaxId: Boolean(r.by_tax_id),
  }));
}

/** The access row naming this provider for the account. */
export async function providerAccessRow(db: DbOrTx, accountId: number, providerId: number) {
  const [row] = await db
    .select()
    .from(accountProviderAccess)
    .where(
      and(
        eq(accountProviderAccess.accountId, accountId),
        eq(accountProviderAccess.providerId, providerId),
      ),
    )
    .limit(1);
  return row;
}

/** The tax-id-only access row of the account for a tax id. */
export async function taxAccessRow(db: DbOrTx, accountId: number, taxId: string) {
  const [row] = await db
    .select()
    .from(accountProviderAccess)
    .where(
      and(
        eq(accountProviderAccess.accountId, accountId),
        isNull(accountProviderAccess.providerId),
        eq(accountProviderAccess.taxId, taxId),
      ),
    )
    .limit(1);
  return row;
}

/** Every access row of the account that opens a tax id (tax-id-only rows and opened provider rows). */
export function taxCoveringRows(db: DbOrTx, accountId: number, taxId: string) {
  return db
    .select()
    .from(accountProviderAccess)
    .where(
      and(eq(accountProviderAccess.accountId, accountId), eq(accountProviderAccess.taxId, taxId)),
    );
}

/** Adds an access row naming one provider (claims of that provider only); false when it existed. */
export async function insertProviderAccess(
  db: DbOrTx,
  accountId: number,
  providerId: number,
): Promise<boolean> {
  const rows = await db
    .insert(accountProviderAccess)
    .values({ accountId, providerId, taxId: null })
    .onConflictDoNothing()
    .returning({ id: accountProviderAccess.id });
  return rows.length > 0;
}

/** Removes an access row by id. */
export async function deleteAccessRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(accountProviderAccess).where(eq(accountProviderAccess.id, id));
}

/** Opens (tax id) or narrows (null) a provider access row to its provider's tax id. */
export async function setAccessTaxId(db: DbOrTx, id: number, taxId: string | null): Promise<void> {
  await db.update(accountProviderAccess).set({ taxId }).where(eq(accountProviderAccess.id, id));
}

/** Every active network with whether the account has access to it. */
export async function networksOf(db: DbOrTx, accountId: number) {
  return db
    .select({
      networkId: networks.id,
      name: networks.name,
      access: sql<boolean>`exists (select 1 from account_network_access ana where ana.account_id = ${accountId} and ana.network_id = ${networks.id})`,
    })
    .from(networks)
    .where(eq(networks.active, true))
    .orderBy(asc(networks.name));
}

/** True when the network exists. */
export async function networkExists(db: DbOrTx, networkId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(eq(networks.id, networkId))
    .limit(1);
  return row !== undefined;
}

/** Grants a network; false when it was already granted. */
export async function addNetwork(
  db: DbOrTx,
  accountId: number,
  networkId: number,
): Promise<boolean> {
  const rows = await db
    .insert(accountNetworkAccess)
    .values({ accountId, networkId })
    .onConflictDoNothing()
    .returning({ networkId: accountNetworkAccess.networkId });
  return rows.length > 0;
}

/** Withdraws a network; false when it was not granted. */
export async function removeNetwork(
  db: DbOrTx,
  accountId: number,
  networkId: number,
): Promise<boolean> {
  const rows = await db
    .delete(accountNetworkAccess)
    .where(
      and(
        eq(accountNetworkAccess.accountId, accountId),
        eq(accountNetworkAccess.networkId, networkId),
      ),
    )
    .returning({ networkId: accountNetworkAccess.networkId });
  return rows.length > 0;
}

/** Holds the NPI and tax id for the transaction: two registrations of one provider run one after the other. */
export async function lockNpiTaxId(tx: DbOrTx, npi: string, taxId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`provider:${npi}:${taxId}`}))`);
}

/** True when a provider with this NPI and tax id is on file. */
export async function existsNpiTaxId(db: DbOrTx, npi: string, taxId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.npi, npi), eq(providers.taxId, taxId)))
    .limit(1);
  return row !== undefined;
}

/** True when the specialty code is on the reference list. */
export async function specialtyExists(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: specialties.code })
    .from(specialties)
    .where(eq(specialties.code, code))
    .limit(1);
  return row !== undefined;
}

/** The kind of a conversation (undefined when unknown). */
export async function conversationKind(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ kind: conversations.kind })
    .from(conversations)
    .where(eq(conversations.id, id))
    .limit(1);
  return row?.kind;
}

/**
 * Adds a provider row and gives it its public number (P + the row id, seven digits, as the provider
 * file numbers its rows).
 */
export async function insertProvider(
  tx: DbOrTx,
  values: Omit<typeof providers.$inferInsert, 'providerNumber'>,
): Promise<{ id: number; providerNumber: string }> {
  const [row] = await tx
    .insert(providers)
    .values({ ...values, providerNumber: `new-${values.npi}-${values.taxId}-${Date.now()}` })
    .returning({ id: providers.id });
  const providerNumber = `P${String(row!.id).padStart(7, '0')}`;
  await tx.update(providers).set({ providerNumber }).where(eq(providers.id, row!.id));
  return { id: row!.id, providerNumber };
}
