import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ANONYMOUS, signedIn } from './access.js';
import {
  address,
  cents,
  claimPart,
  claimSuffixPart,
  coverageType,
  isoDate,
  memberId,
  optText,
  taxIdIn,
} from './fields.js';
import { optional } from '../rules/index.js';
import { anonClaimProofFields, refineAnonClaimProof } from './claims.js';

/** ID cards (CardID, RedCard) and EOB/EOP documents. */

/** Staff and providers need View Profile Documents (or the ID-card permissions); members see their household. */
const cardViewers = signedIn(
  ['Members', 'Provider', 'Administrative'],
  ['VIEW_PROFILE_DOCUMENTS', 'REQUEST_ID', 'CREATE_TEMP_ID_CARD'],
  {
    exempt: ['Members'],
  },
);

export const mailingAddress = address.extend({
  addressId: z.number().int(),
  kind: z.enum(['Home', 'Mailing', 'Work']),
});

export const cardAddressesByMemberId = endpoint({
  id: 'cards.addressesByMemberId',
  phi: 'member',
  method: 'GET',
  path: '/api/CardID/AddressesByMemberId',
  tag: 'ID cards',
  summary: 'Addresses an ID card for a member can be mailed to (staff).',
  access: signedIn(['Administrative'], ['REQUEST_ID', 'VIEW_MEMBER_DETAILS']),
  query: z.object({ memberId }),
  response: z.array(mailingAddress),
});

export const cardAddresses = endpoint({
  id: 'cards.addresses',
  method: 'GET',
  path: '/api/CardID/Addresses',
  tag: 'ID cards',
  summary: 'Addresses the signed-in member’s ID cards can be mailed to.',
  access: signedIn(['Members'], ['REQUEST_ID']),
  response: z.array(mailingAddress),
});

/** The printed content of an ID card (front and back). */
export const idCard = z.object({
  memberId: z.string(),
  dependentNumber: z.number().int(),
  memberName: z.string(),
  subscriberName: z.string(),
  groupNumber: z.number().int(),
  groupName: z.string(),
  coverageType,
  planName: z.string(),
  effectiveDate: isoDate,
  network: z.string().nullable(),
  /** Copays and deductibles printed on the card, e.g. { "Office visit": "$25" }. */
  benefits: z.array(z.object({ label: z.string(), value: z.string() })),
  rxBin: z.string().nullable(),
  rxPcn: z.string().nullable(),
  rxGroup: z.string().nullable(),
  customerServicePhone: z.string(),
  precertPhone: z.string().nullable(),
  claimsAddress: z.string().nullable(),
  payerId: z.string().nullable(),
  logoGroupNumber: z.number().int().nullable(),
  /** The plan year the card's amounts belong to (the active one). */
  planYear: z.number().int(),
  /** Every coverage type the member has in force (the card's plan is `coverageType`). */
  coverageTypes: z.array(coverageType),
  /** Deductible and out-of-pocket maximum per network tier (No Surprises Act card content). */
  limits: z.array(
    z.object({
      network: z.enum(['in', 'out']),
      deductibleIndividualCents: cents,
      deductibleFamilyCents: cents,
      oopIndividualCents: cents,
      oopFamilyCents: cents,
    }),
  ),
  /** Copays of the plan (only when it has them), in the caller's language. */
  copays: z.array(
    z.object({
      category: z.string(),
      description: z.string(),
      network: z.enum(['in', 'out']),
      copayCents: cents,
    }),
  ),
  /** Member services website (consumer assistance, No Surprises Act). */
  website: z.string(),
});
export type IdCard = z.infer<typeof idCard>;

const idCardRequest = z.strictObject({
  /** Members: someone of their household (default themselves); others must name the member. */
  memberId: optText(20),
  dependentNumber: z.number().int().min(0).optional(),
  coverageType: coverageType.optional(),
});

export const getIdCard = endpoint({
  id: 'cards.getIdCard',
  phi: 'idCard',
  method: 'POST',
  path: '/api/RedCard/GetIdCard',
  tag: 'ID cards',
  summary: 'The content of an ID card, for display.',
  access: cardViewers,
  body: idCardRequest,
  response: z.array(idCard),
});

export const getIdCardDownload = endpoint({
  id: 'cards.getIdCardDownload',
  phi: 'idCard',
  method: 'POST',
  path: '/api/RedCard/getIdCardDownload',
  tag: 'ID cards',
  summary: 'An ID card as a PDF (idCardNotAvailable when there is none).',
  access: cardViewers,
  body: idCardRequest,
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});

export const idCards = endpoint({
  id: 'cards.idCards',
  phi: 'idCard',
  method: 'GET',
  path: '/api/RedCard/IdCards',
  tag: 'ID cards',
  summary: 'Which ID cards exist for the household of the signed-in member (or a named member).',
  access: cardViewers,
  query: z.object({ memberId: optText(20) }),
  response: z.array(
    z.object({
      memberId: z.string(),
      dependentNumber: z.number().int(),
      memberName: z.string(),
      /** null when the member has no coverage in force (available false). */
      coverageType: coverageType.nullable(),
      available: z.boolean(),
    }),
  ),
});

/** EOB/EOP request (spec §3). isInsured true gives the member's EOB, false the provider's EOP. */
const eobFields = {
  claimPrefix: claimPart,
  claimNumber: claimPart,
  claimSuffix: claimSuffixPart,
  memberId: optText(20),
  isInsured: z.boolean().default(true),
  /** Kept for compatibility: the file is always the response body. */
  includeBytesInResponse: z.boolean().default(true),
};

export const getEobPdf = endpoint({
  id: 'cards.getEobPdf',
  phi: 'claim',
  method: 'POST',
  path: '/api/RedCard/GetEobPDF',
  tag: 'Documents',
  summary:
    'A claim’s EOB (member) or EOP (provider; needs Download EOP) as prefix-number-suffix.pdf.',
  access: signedIn(
    ['Members', 'Provider', 'Administrative', 'EmployerVendor'],
    ['DOWNLOAD_EOP', 'VIEW_CLAIMS', 'VIEW_PROFILE_DOCUMENTS'],
  ),
  body: z.strictObject({ ...eobFields, providerTaxId: optional(taxIdIn) }),
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});

export const anonGetEobPdf = endpoint({
  id: 'cards.anonGetEobPdf',
  phi: 'claim',
  method: 'POST',
  path: '/api/RedCard/AnonGetEobPDF',
  tag: 'Documents',
  summary:
    'An anonymous provider’s EOP: the claim must be theirs by tax id, proven with a check or patient account number.',
  access: ANONYMOUS,
  body: z
    .strictObject({
      ...eobFields,
      isInsured: z.literal(false).default(false),
      providerTaxId: taxIdIn,
      ...anonClaimProofFields,
    })
    .superRefine(refineAnonClaimProof),
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});

/** Longest validity of a temporary ID card, in days (docs/decisions.md, "Temporary ID cards"). */
export const TEMP_ID_CARD_MAX_DAYS = 90;

/** A temporary ID card issued by staff (Groups/CreateTempIdCard), listed while it has not expired. */
export const tempIdCard = z.object({
  id: z.number().int(),
  memberId: z.string(),
  dependentNumber: z.number().int(),
  memberName: z.string(),
  groupNumber: z.number().int(),
  coverageTypes: z.array(coverageType),
  effectiveDate: isoDate,
  expirationDate: isoDate,
  issuedAt: z.iso.datetime({ offset: true }),
});
export type TempIdCard = z.infer<typeof tempIdCard>;

export const tempIdCards = endpoint({
  id: 'cards.tempIdCards',
  phi: 'idCard',
  method: 'GET',
  path: '/api/RedCard/TempIdCards',
  tag: 'ID cards',
  summary:
    'Temporary ID cards not yet expired for the household of the signed-in member (or a named member’s household).',
  access: cardViewers,
  query: z.object({ memberId: optText(20) }),
  response: z.array(tempIdCard),
});

export const tempIdCardDownload = endpoint({
  id: 'cards.tempIdCardDownload',
  phi: 'idCard',
  method: 'POST',
  path: '/api/RedCard/TempIdCardDownload',
  tag: 'ID cards',
  summary: 'A temporary ID card as a PDF, until it expires (404 afterwards or out of scope).',
  access: cardViewers,
  body: z.strictObject({ id: z.number().int().positive() }),
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});
