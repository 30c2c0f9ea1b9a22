import type { EndpointBody } from '@bp/contract';
import type {
  ConfidentialContactAnswer,
  confidentialContactSet,
} from '@bp/contract/api/confidential-contact';
import { todayIso } from '../../clock.js';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { DbOrTx } from '../../db/client.js';
import { isMinor, memberInScope, ownMember } from '../scope/service.js';
import * as repo from './confidential-repo.js';

/**
 * Confidential communications (45 CFR 164.522(b); docs/decisions.md, "Members and household"): an adult
 * covered person's own address and e-mail for the EOBs, letters and notices about her. Only she sets it;
 * she and staff with member data access read it; nobody else learns that it exists.
 */

const minor = (dateOfBirth: string) => isMinor(dateOfBirth, new Date(`${todayIso()}T00:00:00Z`));

function toContact(r: repo.ConfidentialRow) {
  return {
    address: {
      addressLine1: r.addressLine1,
      addressLine2: r.addressLine2,
      city: r.city,
      state: r.state,
      zip: r.zip,
    },
    email: r.email,
    paperless: r.paperless,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * Member/ConfidentialContact (GET): members their own only (naming anyone else, even a household member
 * they may see, is the same 404 as unknown); staff a member of their groups (View Member Details).
 * A minor is not eligible and has none. Audited (PHI kind member).
 */
export async function confidentialContact(
  c: ServiceCtx,
  publicId: string | undefined,
): Promise<ConfidentialContactAnswer> {
  let person;
  if (c.caller.roleClass === 'Members') {
    person = await ownMember(c);
    if (publicId !== undefined && publicId !== person.memberId) throw notFound();
  } else {
    person = await memberInScope(c, publicId, 'member');
  }
  if (minor(person.dateOfBirth)) return { eligible: false, contact: null };
  const row = await repo.contactOf(c.db, person.id);
  return { eligible: true, contact: row ? toContact(row) : null };
}

/** The signed-in member's own row; a minor is refused (403 confidentialContactAdultsOnly). */
async function ownAdult(c: ServiceCtx) {
  const person = await ownMember(c);
  if (minor(person.dateOfBirth)) throw forbidden('confidentialContactAdultsOnly');
  return person;
}

/** Member/ConfidentialContact (PUT): the signed-in adult member sets her own. Audited. */
export async function setConfidentialContact(
  c: ServiceCtx,
  b: EndpointBody<typeof confidentialContactSet>,
): Promise<void> {
  const person = await ownAdult(c);
  c.audit.detail({ confidentialContact: 'set', paperless: b.paperless });
  await transaction(c, (tx) =>
    repo.saveContact(tx.db, person.id, {
      addressLine1: b.address.addressLine1,
      addressLine2: b.address.addressLine2 ?? null,
      city: b.address.city,
      state: b.address.state,
      zip: b.address.zip,
      email: b.email ?? null,
      paperless: b.paperless,
      updatedBy: c.caller.accountId,
    }),
  );
}

/** Member/ConfidentialContact (DELETE): the signed-in member removes hers (none on file: nothing to do). */
export async function removeConfidentialContact(c: ServiceCtx): Promise<void> {
  const person = await ownAdult(c);
  await transaction(c, async (tx) => {
    const removed = await repo.removeContact(tx.db, person.id);
    tx.audit.detail({ confidentialContact: removed ? 'removed' : 'none' });
  });
}

/** Where a document or notice about a person goes, and who it is addressed to. */
export interface Addressee {
  name: string;
  /** Postal lines below the name (street, street 2, "City, ST 12345"); empty when none is on file. */
  lines: string[];
  /** The same address in its parts; null when none is on file. */
  postal: Postal | null;
  email: string | null;
  /** The member's language (en | sp) for texts sent to her. */
  language: string;
  /** True when this is the person's confidential contact. */
  confidential: boolean;
  /** Paperless delivery asked for with the confidential contact. */
  paperless: boolean;
}

export interface Postal {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
}
type PostalOnFile = { [K in keyof Postal]: string | null };

const postalOf = (a: PostalOnFile): Postal | null =>
  a.addressLine1
    ? {
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2,
        city: a.city ?? '',
        state: a.state ?? '',
        zip: a.zip ?? '',
      }
    : null;

const postalLines = (a: PostalOnFile): string[] =>
  a.addressLine1
    ? [a.addressLine1, a.addressLine2 ?? '', `${a.city ?? ''}, ${a.state ?? ''} ${a.zip ?? ''}`]
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/**
 * Who may see that a person's confidential contact exists: the plan's own mailings and notices (no
 * reader), the person herself, and staff. Anyone else (the subscriber or another household member she
 * shares her information with, an employer, a provider) gets the usual addressee, so nothing shows it.
 */
function readerSeesConfidential(reader: SignedInCaller | null, memberId: number): boolean {
  if (reader === null) return true;
  if (reader.roleClass === 'Administrative') return true;
  return reader.roleClass === 'Members' && reader.memberId === memberId;
}

/**
 * THE mailing address of member X (member row `memberId`): every document, letter and notice about a
 * person resolves its addressee here. With a confidential contact on file (an adult's, 45 CFR
 * 164.522(b)) it is the person herself at her confidential address and e-mail; otherwise the usual
 * addressee — `usual: 'subscriber'` (EOBs: the employee at the household address) or `'member'` (letters,
 * notices: the person at the address on her member record). `reader` is who will see the document (null:
 * mailed or e-mailed by the plan); a reader who may not know of the confidential contact gets the usual
 * addressee. Undefined for an unknown member.
 */
export async function mailingAddressOf(
  db: DbOrTx,
  reader: SignedInCaller | null,
  memberId: number,
  usual: 'subscriber' | 'member',
): Promise<Addressee | undefined> {
  const person = await repo.addresseeOf(db, memberId);
  if (!person) return undefined;
  const contact = readerSeesConfidential(reader, memberId)
    ? await repo.contactOf(db, memberId)
    : undefined;
  if (contact)
    return {
      name: `${person.firstName} ${person.lastName}`,
      lines: postalLines(contact),
      postal: postalOf(contact),
      email: contact.email ?? person.email,
      language: person.language,
      confidential: true,
      paperless: contact.paperless,
    };
  const to =
    usual === 'subscriber' && person.subscriberId !== person.id
      ? await repo.addresseeOf(db, person.subscriberId)
      : person;
  if (!to) return undefined;
  return {
    name: `${to.firstName} ${to.lastName}`,
    lines: postalLines(to),
    postal: postalOf(to),
    email: to.email,
    language: to.language,
    confidential: false,
    paperless: false,
  };
}
