import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse } from './common.js';
import { MEMBERS, barImpersonation, signedIn } from './access.js';
import { address, addressIn, isoDateTime, optText } from './fields.js';
import { emailRule, optional } from '../rules/index.js';
import { US_STATES } from '../reference/us-states.js';

/**
 * Confidential communications (45 CFR 164.522(b)): an adult covered person's own mailing address and
 * e-mail for her EOBs, letters and notices. Set by the person herself only; read by her and by staff with
 * member data access; the subscriber, other household members and employers never reach it.
 */

/** A confidential contact on file. */
export const confidentialContact = z.object({
  address,
  email: z.string().nullable(),
  /** E-mail instead of paper for her own EOBs and notices. */
  paperless: z.boolean(),
  updatedAt: isoDateTime,
});
export type ConfidentialContact = z.infer<typeof confidentialContact>;

export const confidentialContactAnswer = z.object({
  /** False for a minor (under 18): only adults may ask for confidential communications. */
  eligible: z.boolean(),
  contact: confidentialContact.nullable(),
});
export type ConfidentialContactAnswer = z.infer<typeof confidentialContactAnswer>;

export const confidentialContactGet = endpoint({
  id: 'members.confidentialContact',
  phi: 'member',
  method: 'GET',
  path: '/api/Member/ConfidentialContact',
  tag: 'Members',
  summary:
    'An adult member’s confidential mailing address and e-mail: members their own only; staff (View Member Details) name a member of their groups.',
  access: signedIn(['Members', 'Administrative'], ['VIEW_MEMBER_DETAILS'], {
    exempt: ['Members'],
  }),
  query: z.object({ memberId: optText(20) }),
  response: confidentialContactAnswer,
});

/** The body of a confidential contact: a US postal address, an optional e-mail, paperless (needs the e-mail). */
export const confidentialContactBody = z
  .strictObject({
    address: addressIn,
    email: optional(emailRule),
    paperless: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (!US_STATES.some((s) => s.code === b.address.state))
      ctx.addIssue({ code: 'custom', path: ['address', 'state'], message: 'incorrectFormat' });
    if (b.paperless && !b.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'required' });
  });

export const confidentialContactSet = endpoint({
  id: 'members.confidentialContactSet',
  phi: 'member',
  method: 'PUT',
  path: '/api/Member/ConfidentialContact',
  tag: 'Members',
  summary:
    'The signed-in adult member sets her own confidential mailing address and e-mail (a minor: 403 confidentialContactAdultsOnly).',
  access: barImpersonation(MEMBERS, 'contact'),
  body: confidentialContactBody,
  response: okResponse,
});

export const confidentialContactDelete = endpoint({
  id: 'members.confidentialContactDelete',
  phi: 'member',
  method: 'DELETE',
  path: '/api/Member/ConfidentialContact',
  tag: 'Members',
  summary:
    'The signed-in member removes her confidential contact: her documents go to the household address again.',
  access: barImpersonation(MEMBERS, 'contact'),
  response: okResponse,
});
