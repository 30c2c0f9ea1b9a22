import type { EndpointBody, RoleClass } from '@bp/contract';
import type {
  addForEmailRouting,
  addJsonProviderRequest,
} from '@bp/contract/api/conversation-requests';
import { transaction } from '../../http/context.js';
import { invalidRequest } from '../../http/errors.js';
import * as accessRequests from '../provider-verification/access-requests.js';
import { memberInScope, type MemberRow } from '../scope/service.js';
import { fileConversation, SUBJECTS, type CallFilingCtx, type FilingCtx } from './filing.js';
import * as repo from './repo.js';
import { addressText, checkState, normalise, type Address } from './service.js';
import { textsOf } from './texts.js';

/** The body of both provider requests (the public one and the signed-in provider's). */
export type ProviderRequestInput = EndpointBody<typeof addJsonProviderRequest>;

/**
 * The two provider requests: a provider that could not register asks staff to create its account (public,
 * rate-limited), or a signed-in provider asks for access to another provider. Both are filed under the
 * Provider registration subject (§9 provider registration transaction) with the provider file's row for
 * the NPI and tax id, when there is one, so staff need not look it up. Returns the first message's id.
 */
async function fileProviderRequest(
  c: CallFilingCtx | FilingCtx,
  b: ProviderRequestInput,
  kind: 'providerAccountRequest' | 'providerAccessRequest',
): Promise<{
  returnedObject: number;
  conversationId: number;
  providerOnFile: number | null;
  address: Address;
}> {
  const address = checkState(normalise(b.address), 'address');
  const onFile = await repo.providerByNpiAndTaxId(c.db, b.npi, b.taxId);
  const t = textsOf(c.caller === null ? c.lang : c.language);
  const filed = await fileConversation(c, {
    kind,
    subjectId: SUBJECTS.providerRegistration,
    member: null,
    providerId: c.caller?.providerId ?? null,
    data: {
      npi: b.npi,
      taxId: b.taxId,
      providerName: b.providerName,
      contact: { firstName: b.contactFirstName, lastName: b.contactLastName },
      email: b.email,
      phone: b.phone,
      address,
      specialty: b.specialty ?? null,
      notes: b.notes ?? null,
      providerOnFile: onFile?.id ?? null,
    },
    lines: [
      [t.provider, b.providerName],
      [t.npi, b.npi],
      [t.taxId, b.taxId],
      [t.address, addressText(address)],
      [t.contact, `${b.contactFirstName} ${b.contactLastName}`],
      [t.phone, b.phone],
      [t.email, b.email],
      ...(b.specialty ? ([[t.specialty, b.specialty]] as [string, string][]) : []),
    ],
    text: [kind === 'providerAccountRequest' ? t.providerAccount : t.providerAccess, b.notes]
      .filter(Boolean)
      .join('\n\n'),
  });
  return {
    returnedObject: filed.messageId,
    conversationId: filed.conversationId,
    providerOnFile: onFile?.id ?? null,
    address,
  };
}

/** AddJSONProviderRequest (public): no account, no member; staff create the account. */
export async function requestProviderAccount(c: FilingCtx, b: ProviderRequestInput) {
  const filed = await fileProviderRequest(c, b, 'providerAccountRequest');
  return { returnedObject: filed.returnedObject };
}

/**
 * AddAnotherJSONProviderRequest: the signed-in provider asks to reach another practice (issue 29). In one
 * transaction: a practice the account already reaches or already asked for is refused (400 on the tax
 * id), the request is filed in the staff queue, and the pending practice access request is recorded
 * beside it for staff to approve (docs/decisions.md, "Practice access requests").
 */
export function requestProviderAccess(c: CallFilingCtx, b: ProviderRequestInput) {
  return transaction(c, async (tc) => {
    await accessRequests.assertMayRequest(tc.db, c.caller.accountId, b.taxId);
    const filed = await fileProviderRequest({ ...tc, brand: c.brand }, b, 'providerAccessRequest');
    await accessRequests.recordRequest(tc.db, {
      accountId: c.caller.accountId,
      taxId: b.taxId,
      npi: b.npi,
      providerId: filed.providerOnFile,
      practice: {
        name: b.providerName,
        contact: { firstName: b.contactFirstName, lastName: b.contactLastName },
        email: b.email,
        phone: b.phone,
        address: filed.address,
        specialty: b.specialty ?? null,
      },
      conversationId: filed.conversationId,
    });
    return { returnedObject: filed.returnedObject };
  });
}

/** The portal (email_routing_subjects.portals) of each class; staff may use every subject. */
const PORTAL: Partial<Record<RoleClass, string>> = {
  Members: 'member',
  EmployerVendor: 'employer',
  Provider: 'provider',
};

/**
 * addForEmailRouting: a message under a routed subject. The subject must be active and offered to the
 * caller's portal (400 subjectId otherwise). The member is the one named (within the caller's reach for
 * conversations, else 404) or, for a member, the caller; the message is the user's text.
 */
export async function sendForEmailRouting(
  c: CallFilingCtx,
  b: EndpointBody<typeof addForEmailRouting>,
): Promise<{ returnedObject: number }> {
  const subject = await repo.routingSubjectDetails(c.db, b.subjectId);
  const portal = PORTAL[c.caller.roleClass];
  if (!subject || !subject.active || (portal !== undefined && !subject.portals.includes(portal)))
    throw invalidRequest('invalidValue', { subjectId: 'invalidValue' });
  const member: MemberRow | null =
    b.memberId !== undefined || c.caller.roleClass === 'Members'
      ? await memberInScope({ db: c.db, caller: c.caller }, b.memberId, 'conversation')
      : null;
  const t = textsOf(c.language);
  const filed = await fileConversation(c, {
    kind: 'emailRouting',
    subjectId: subject.id,
    member,
    providerId: c.caller.roleClass === 'Provider' ? c.caller.providerId : null,
    data: {
      subjectId: subject.id,
      routeTo: subject.routeTo,
      memberId: member?.memberId ?? null,
      callbackPhone: b.callbackPhone ?? null,
    },
    lines: b.callbackPhone ? [[t.callbackPhone, b.callbackPhone]] : [],
    text: b.body,
  });
  return { returnedObject: filed.messageId };
}
