import { US_STATES, type Brand, type EndpointBody } from '@bp/contract';
import type {
  automatedCardIdRequest,
  certificateOfCoverage,
} from '@bp/contract/api/conversation-requests';
import type { DbOrTx } from '../../db/client.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { languageOf } from '../../mail/templates.js';
import { memberInScope, memberVisibility, type MemberRow } from '../scope/service.js';
import { coverageCode } from '../scope/codes.js';
import { mailingAddressOf } from '../members/service.js';
import * as repo from './repo.js';
import { confirmationMail, summaryLines, textsOf, type Lang } from './texts.js';

export type Ctx = ServiceCtx;
/** A request that mails its confirmation. */
type MailCtx = Ctx & { mailer: Mailer };

/** E-mail routing subjects of the two requests (reference data, spec §9 transaction index). */
const SUBJECT = { idCard: 4, cc: 5 } as const;

export interface Address {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
}
export interface MailingAddress extends Address {
  addressId: number;
  kind: 'Home' | 'Mailing' | 'Work';
}

const addressOf = (p: repo.Person): Address | null =>
  p.addressLine1 && p.city && p.state && p.zip
    ? {
        addressLine1: p.addressLine1,
        addressLine2: p.addressLine2,
        city: p.city,
        state: p.state,
        zip: p.zip,
      }
    : null;
const addressKey = (a: Address) =>
  [a.addressLine1, a.addressLine2 ?? '', a.city, a.state, a.zip]
    .map((s) => s.trim().toLowerCase())
    .join('|');
export const addressText = (a: Address) =>
  [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/**
 * The home addresses on file of the household members the caller may see, without duplicates. An address
 * is identified by the dependent number of the first member it belongs to, plus one (stable, and no
 * internal key leaves).
 */
async function addressesOfHousehold(c: Ctx, base: MemberRow): Promise<MailingAddress[]> {
  const people = await repo.household(c.db, base, memberVisibility(c.caller, 'member'));
  const seen = new Set<string>();
  const out: MailingAddress[] = [];
  for (const p of people) {
    const a = addressOf(p);
    if (!a || seen.has(addressKey(a))) continue;
    seen.add(addressKey(a));
    out.push({ ...a, addressId: p.dependentNumber + 1, kind: 'Home' });
  }
  return out;
}

/** CardID/Addresses (the caller's household) and AddressesByMemberId (staff, a member in their groups). */
export async function addresses(c: Ctx, publicId?: string): Promise<MailingAddress[]> {
  const base = await memberInScope(c, publicId, 'member');
  return addressesOfHousehold(c, base);
}

/** The named household members, every one visible to the caller; any other number is a 404. */
async function chosenPeople(
  c: Ctx,
  base: MemberRow,
  dependentNumbers: number[],
): Promise<repo.Person[]> {
  const wanted = [...new Set(dependentNumbers)];
  const people = await repo.household(c.db, base, memberVisibility(c.caller, 'member'), wanted);
  if (people.length !== wanted.length) throw notFound();
  return people;
}

/** Every requested coverage must be one the chosen members have; 400 coverageTypes otherwise. */
async function checkCoverages(
  c: Ctx,
  people: repo.Person[],
  coverageTypes: string[],
): Promise<string[]> {
  const held = new Set(
    (
      await repo.coverageCodes(
        c.db,
        people.map((p) => p.id),
      )
    ).map(coverageCode),
  );
  const wanted = [...new Set(coverageTypes)];
  if (wanted.some((t) => !held.has(t as never)))
    throw invalidRequest('invalidValue', { coverageTypes: 'invalidValue' });
  return wanted;
}

/** A typed address must be in a US state (or territory / military code); 400 on the field otherwise. */
export function checkState(a: Address, field: string): Address {
  if (!US_STATES.some((s) => s.code === a.state))
    throw invalidRequest('invalidValue', { [`${field}.state`]: 'incorrectFormat' });
  return a;
}

export const normalise = (a: {
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}): Address => ({
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2 ?? null,
  city: a.city,
  state: a.state,
  zip: a.zip,
});

/** Who gets the confirmation: the member's own account, or (staff acting) the member's e-mail on file. */
async function recipient(
  c: Ctx,
  base: MemberRow,
): Promise<{ email: string; firstName: string; lang: Lang } | null> {
  if (c.caller.roleClass === 'Members') {
    const a = await repo.accountContact(c.db, c.caller.accountId);
    return a ? { email: a.email, firstName: a.firstName, lang: languageOf(a.language) } : null;
  }
  // Staff acting: the member's notice goes where her mail goes (her confidential e-mail when she has one).
  const to = await mailingAddressOf(c.db, null, base.id, 'member');
  return to?.email
    ? { email: to.email, firstName: base.firstName, lang: languageOf(base.language) }
    : null;
}

interface Filed {
  kind: 'idCard' | 'cc';
  base: MemberRow;
  transactionId: number | null;
  data: Record<string, unknown>;
  lines: [string, string][];
}

/**
 * Opens a request's conversation in the staff queue with its first message, on the caller's transaction
 * (used by precerts: an online pre-certification's conversation). Returns the conversation id.
 */
export function openRequestConversation(tx: DbOrTx, r: repo.NewRequest): Promise<number> {
  return repo.insertRequest(tx, r);
}

/**
 * Files a request: the conversation in the staff queue, its first message, the call's audit row (the
 * conversation and its member) and the e-mail, in one transaction.
 */
async function file(c: MailCtx, f: Filed): Promise<number> {
  const to = await recipient(c, f.base);
  const lang: Lang =
    c.caller.roleClass === 'Members' ? (to?.lang ?? 'en') : languageOf(f.base.language);
  const subject = await repo.routingSubject(c.db, SUBJECT[f.kind]);
  return transaction(c, async ({ db: tx }) => {
    const id = await repo.insertRequest(tx, {
      subject: subject ? (lang === 'sp' ? subject.sp : subject.en) : f.kind,
      subjectId: subject?.id ?? null,
      kind: f.kind === 'idCard' ? 'idCardRequest' : 'certificateOfCoverage',
      transactionId: f.transactionId,
      data: f.data,
      accountId: c.caller.accountId,
      memberId: f.base.id,
      groupNumber: f.base.groupNumber,
      body: summaryLines(f.lines),
    });
    c.audit.subject({ memberId: f.base.id, entityId: id });
    if (to)
      await c.mailer.send(
        tx,
        to.email,
        confirmationMail(to.lang, f.kind, to.firstName, id),
        `request.${f.kind}`,
      );
    return id;
  });
}

const names = (people: repo.Person[]) =>
  people.map((p) => `${p.firstName} ${p.lastName}`).join(', ');

/** AutomatedCardIDRequest: replacement ID cards for household members, mailed to an address on file or a new one. */
export async function requestIdCard(
  c: MailCtx,
  b: EndpointBody<typeof automatedCardIdRequest>,
  publicId?: string,
) {
  // The member is noted on the audit row with the conversation filed (file).
  const base = await memberInScope({ db: c.db, caller: c.caller }, publicId, 'member');
  const people = await chosenPeople(c, base, b.dependentNumbers);
  const coverageTypes = await checkCoverages(c, people, b.coverageTypes);
  // Each card goes to its person's mailing address by the one rule (members' mailingAddressOf): a person
  // with a confidential contact gets hers there, whatever address the request names (server-side).
  const mailTo = await Promise.all(people.map((p) => mailingAddressOf(c.db, null, p.id, 'member')));
  const confidential = new Map(
    people.flatMap((p, i) => {
      const to = mailTo[i];
      return to?.confidential && to.postal ? [[p.id, to.postal] as const] : [];
    }),
  );
  const own = confidential.get(base.id);
  let address: Address;
  if (own && people.length === 1 && people[0]!.id === base.id) {
    // A card for the person herself, filed under her (her conversation): her confidential address.
    address = own;
  } else if (b.addressId !== undefined) {
    const found = (await addressesOfHousehold(c, base)).find((a) => a.addressId === b.addressId);
    if (!found) throw invalidRequest('invalidValue', { addressId: 'invalidValue' });
    const { addressId: _id, kind: _kind, ...rest } = found;
    address = rest;
  } else if (b.mailingAddress) {
    address = checkState(normalise(b.mailingAddress), 'mailingAddress');
  } else {
    throw invalidRequest('required', { mailingAddress: 'required' });
  }
  const lang = c.caller.roleClass === 'Members' ? c.language : languageOf(base.language);
  const t = textsOf(lang);
  const conversationId = await file(c, {
    kind: 'idCard',
    base,
    transactionId: null,
    data: {
      memberId: base.memberId,
      // The fulfilment record: a confidential mailing is kept here only, never in the message text (which
      // the household member the request is filed under reads).
      members: people.map((p) => ({
        memberId: p.memberId,
        dependentNumber: p.dependentNumber,
        ...(confidential.has(p.id) ? { mailTo: confidential.get(p.id), confidential: true } : {}),
      })),
      coverageTypes,
      quantity: b.quantity,
      address,
      addressOnFile: b.addressId !== undefined,
    },
    lines: [
      [t.people, names(people)],
      [t.coverage, coverageTypes.join(', ')],
      [t.quantity, String(b.quantity)],
      [t.address, addressText(address)],
    ],
  });
  return { conversationId, transactionId: null };
}

/**
 * CertificateOfCoverage (member and staff) and CertificateOfCoverage/Employer (the same body with the
 * member required): filed under the brand's custom transaction id.
 */
export async function requestCertificate(
  c: MailCtx & { brand: Brand },
  b: EndpointBody<typeof certificateOfCoverage>,
) {
  // The member is noted on the audit row with the conversation filed (file).
  const base = await memberInScope({ db: c.db, caller: c.caller }, b.memberId, 'member');
  const people = await chosenPeople(c, base, b.dependentNumbers);
  const coverageTypes = await checkCoverages(c, people, b.coverageTypes);
  const lang = c.caller.roleClass === 'Members' ? c.language : languageOf(base.language);
  const t = textsOf(lang);
  let delivery: { email: string } | { address: Address };
  if (b.deliveryMethod === 'Email') {
    const email = b.email ?? (await recipient(c, base))?.email;
    if (!email) throw invalidRequest('required', { email: 'required' });
    delivery = { email };
  } else {
    const own = people.find((p) => p.dependentNumber === base.dependentNumber) ?? people[0]!;
    // Her own certificate without a typed address goes to her mailing address (confidential included).
    const onFile =
      own.id === base.id ? await mailingAddressOf(c.db, null, own.id, 'member') : undefined;
    const address = b.mailingAddress
      ? checkState(normalise(b.mailingAddress), 'mailingAddress')
      : onFile?.confidential
        ? onFile.postal
        : addressOf(own);
    if (!address) throw invalidRequest('required', { mailingAddress: 'required' });
    delivery = { address };
  }
  const transactionId = c.brand.customTransactions.certificateOfCoverage;
  const period =
    b.coverageFrom || b.coverageThru
      ? `${b.coverageFrom ?? '…'} – ${b.coverageThru ?? '…'}`
      : t.onFile;
  const conversationId = await file(c, {
    kind: 'cc',
    base,
    transactionId,
    data: {
      memberId: base.memberId,
      members: people.map((p) => ({ memberId: p.memberId, dependentNumber: p.dependentNumber })),
      coverageTypes,
      deliveryMethod: b.deliveryMethod,
      ...delivery,
      coverageFrom: b.coverageFrom ?? null,
      coverageThru: b.coverageThru ?? null,
      reason: b.reason ?? null,
    },
    lines: [
      [t.people, names(people)],
      [t.coverage, coverageTypes.join(', ')],
      [t.period, period],
      [
        t.delivery,
        'email' in delivery
          ? `${t.byEmail} (${delivery.email})`
          : `${t.mail} (${addressText(delivery.address)})`,
      ],
      ...(b.reason ? ([[t.reason, b.reason]] as [string, string][]) : []),
    ],
  });
  return { conversationId, transactionId };
}

// used by terminations
/** Opens a request in the staff queue with its first message (in the caller's transaction); returns its conversation id. */
export function openQueuedRequest(tx: DbOrTx, r: repo.NewRequest): Promise<number> {
  return repo.insertRequest(tx, r);
}
