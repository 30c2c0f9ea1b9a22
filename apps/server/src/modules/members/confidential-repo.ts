import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { confidentialContacts, members } from '../../db/schema/index.js';

export type ConfidentialRow = typeof confidentialContacts.$inferSelect;

/** The confidential contact of member row `memberId`, if one is on file. */
export async function contactOf(
  db: DbOrTx,
  memberId: number,
): Promise<ConfidentialRow | undefined> {
  const [row] = await db
    .select()
    .from(confidentialContacts)
    .where(eq(confidentialContacts.memberId, memberId))
    .limit(1);
  return row;
}

/** Sets (inserts or replaces) the confidential contact of member row `memberId`. */
export async function saveContact(
  db: DbOrTx,
  memberId: number,
  v: Omit<ConfidentialRow, 'memberId' | 'updatedAt'>,
): Promise<void> {
  const values = { ...v, updatedAt: new Date() };
  await db
    .insert(confidentialContacts)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: confidentialContacts.memberId, set: values });
}

/** Removes the confidential contact of member row `memberId`; true when there was one. */
export async function removeContact(db: DbOrTx, memberId: number): Promise<boolean> {
  const rows = await db
    .delete(confidentialContacts)
    .where(eq(confidentialContacts.memberId, memberId))
    .returning({ id: confidentialContacts.memberId });
  return rows.length > 0;
}

const addressee = {
  id: members.id,
  subscriberId: members.subscriberId,
  firstName: members.firstName,
  lastName: members.lastName,
  dateOfBirth: members.dateOfBirth,
  addressLine1: members.addressLine1,
  addressLine2: members.addressLine2,
  city: members.city,
  state: members.state,
  zip: members.zip,
  email: members.email,
  language: members.language,
};
export type AddresseeRow = { [K in keyof typeof addressee]: (typeof members.$inferSelect)[K] };

/** The name, address, e-mail and language on file of member row `id`. */
export async function addresseeOf(db: DbOrTx, id: number): Promise<AddresseeRow | undefined> {
  const [row] = await db.select(addressee).from(members).where(eq(members.id, id)).limit(1);
  return row;
}
