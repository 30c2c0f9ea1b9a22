import { canWrite, type EndpointBody } from '@bp/contract';
import type {
  locationChangeRequest,
  updateContactInformation,
} from '@bp/contract/api/conversation-requests';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { memberInScope } from '../scope/service.js';
import { fileConversation, SUBJECTS, type CallFilingCtx as Ctx } from './filing.js';
import * as repo from './repo.js';
import { addressText, checkState, normalise, type Address } from './service.js';
import { textsOf } from './texts.js';

const fullName = (m: { firstName: string; lastName: string; memberId: string }) =>
  `${m.firstName} ${m.lastName} (${m.memberId})`;

/**
 * LocationChangeRequest: members for themselves, employers and staff for members of their groups
 * (any other member is 404). A location number must be one of the member's group (400 newLocationNumber)
 * and not the current one; without a number the new location's name is required.
 */
export async function requestLocationChange(c: Ctx, b: EndpointBody<typeof locationChangeRequest>) {
  // The member is noted on the audit row with the conversation filed (fileConversation).
  const member = await memberInScope({ db: c.db, caller: c.caller }, b.memberId, 'member');
  if (c.caller.roleClass === 'Members' && member.id !== c.caller.memberId) throw notFound();
  let newLocation: { number: number | null; name: string };
  if (b.newLocationNumber !== undefined) {
    const found = await repo.groupLocation(c.db, member.groupNumber, b.newLocationNumber);
    if (!found || found.number === member.locationNumber)
      throw invalidRequest('invalidValue', { newLocationNumber: 'invalidValue' });
    newLocation = { number: found.number, name: found.name };
  } else if (b.newLocationName !== undefined) {
    newLocation = { number: null, name: b.newLocationName };
  } else {
    throw invalidRequest('required', { newLocationNumber: 'required' });
  }
  const current =
    member.locationNumber === null
      ? undefined
      : await repo.groupLocation(c.db, member.groupNumber, member.locationNumber);
  const t = textsOf(c.language);
  const where = (l: { number: number | null; name: string } | undefined) =>
    l ? (l.number === null ? l.name : `${l.name} (${l.number})`) : t.none;
  const filed = await fileConversation(c, {
    kind: 'locationChange',
    subjectId: SUBJECTS.locationChange,
    transaction: 'locationChange',
    member,
    data: {
      memberId: member.memberId,
      groupNumber: member.groupNumber,
      currentLocation: current ?? null,
      newLocation,
      effectiveDate: b.effectiveDate,
      notes: b.notes ?? null,
    },
    lines: [
      [t.member, fullName(member)],
      [t.group, `${member.groupName} (${member.groupNumber})`],
      [t.currentLocation, where(current)],
      [t.newLocation, where(newLocation)],
      [t.effectiveDate, b.effectiveDate],
    ],
    text: b.notes,
  });
  return { conversationId: filed.conversationId, transactionId: filed.transactionId };
}

/**
 * UpdateContactInformation: members for themselves or a household member they may see (Update Contact
 * Information), employers and staff for members of their groups (Update Member Demographics, §6); the
 * member's group must allow demographic updates (400 `forbidden` otherwise: the group's setting, not the
 * caller's rights, refuses it, and a 403 would sign the web out, §8).
 */
export async function requestContactUpdate(
  c: Ctx,
  b: EndpointBody<typeof updateContactInformation>,
) {
  const needed =
    c.caller.roleClass === 'Members' ? 'UPDATE_CONTACT_INFORMATION' : 'UPDATE_MEMBER_DEMOGRAPHICS';
  if (!canWrite(c.caller.permissions, needed)) throw forbidden();
  const member = await memberInScope({ db: c.db, caller: c.caller }, b.memberId, 'member');
  if (!(await repo.groupFlags(c.db, member.groupNumber))?.demographicUpdate)
    throw invalidRequest('forbidden');
  const address: Address | null = b.address ? checkState(normalise(b.address), 'address') : null;
  const changes = {
    address,
    homePhone: b.homePhone ?? null,
    workPhone: b.workPhone ?? null,
    cellPhone: b.cellPhone ?? null,
    email: b.email ?? null,
  };
  const onFile: Address | null =
    member.addressLine1 && member.city && member.state && member.zip
      ? {
          addressLine1: member.addressLine1,
          addressLine2: member.addressLine2,
          city: member.city,
          state: member.state,
          zip: member.zip,
        }
      : null;
  const t = textsOf(c.language);
  const lines: [string, string][] = [[t.member, fullName(member)]];
  if (address) lines.push([t.address, addressText(address)]);
  if (changes.homePhone) lines.push([t.homePhone, changes.homePhone]);
  if (changes.workPhone) lines.push([t.workPhone, changes.workPhone]);
  if (changes.cellPhone) lines.push([t.cellPhone, changes.cellPhone]);
  if (changes.email) lines.push([t.email, changes.email]);
  if (b.effectiveDate) lines.push([t.effectiveDate, b.effectiveDate]);
  const filed = await fileConversation(c, {
    kind: 'contactUpdate',
    subjectId: SUBJECTS.contactUpdate,
    transaction: 'contactUpdate',
    member,
    data: {
      memberId: member.memberId,
      changes,
      effectiveDate: b.effectiveDate ?? null,
      onFile: {
        address: onFile,
        homePhone: member.homePhone,
        workPhone: member.workPhone,
        email: member.email,
      },
    },
    lines,
  });
  return { conversationId: filed.conversationId, transactionId: filed.transactionId };
}
