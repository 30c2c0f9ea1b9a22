import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ANY_USER, PUBLIC, signedIn } from './access.js';
import { addressIn, coverageType, dateIn, optDateIn, optText, text, taxIdIn } from './fields.js';
import { returnedId } from './conversations.js';
import { emailRule, laterThanDate, npiRule, optional, phoneRule } from '../rules/index.js';

/**
 * Requests that open a conversation carrying a custom transaction (spec §9 ids by brand): certificate
 * of coverage, location change, contact update, ID card, precert, provider requests, e-mail routing.
 */

/** The conversation a request opened. */
export const requestCreated = z.object({
  conversationId: z.number().int().positive(),
  /** The brand's custom transaction id the request was filed under. */
  transactionId: z.number().int(),
});

const forMember = { memberId: optText(20) };
const dependents = z.array(z.number().int().min(0)).max(20);

const certificateOfCoverageBody = z.strictObject({
  ...forMember,
  dependentNumbers: dependents.min(1, 'required'),
  coverageTypes: z.array(coverageType).min(1, 'required'),
  deliveryMethod: z.enum(['Mail', 'Email']),
  email: optional(emailRule),
  mailingAddress: addressIn.optional(),
  reason: optText(500),
  /** The period the certificate should cover (optional; the coverage on file when absent). */
  coverageFrom: optDateIn,
  coverageThru: optDateIn,
});

export const certificateOfCoverage = endpoint({
  id: 'conversations.certificateOfCoverage',
  method: 'POST',
  path: '/api/Conversations/CertificateOfCoverage',
  tag: 'Requests',
  summary: 'A member (or staff for a member) requests a certificate of coverage.',
  access: signedIn(['Members', 'Administrative'], ['REQUEST_CC'], { write: true }),
  body: certificateOfCoverageBody.superRefine(laterThanDate('coverageThru', 'coverageFrom')),
  response: requestCreated,
  status: 201,
});

export const certificateOfCoverageEmployer = endpoint({
  id: 'conversations.certificateOfCoverageEmployer',
  method: 'POST',
  path: '/api/Conversations/CertificateOfCoverage/Employer',
  tag: 'Requests',
  summary: 'An employer requests a certificate of coverage for a member of their groups.',
  access: signedIn(['EmployerVendor'], ['REQUEST_CC'], { write: true }),
  body: certificateOfCoverageBody.extend({
    memberId: z.string().trim().min(1, 'required').max(20, 'max'),
  }),
  response: requestCreated,
  status: 201,
});

export const locationChangeRequest = endpoint({
  id: 'conversations.locationChangeRequest',
  method: 'POST',
  path: '/api/Conversations/LocationChangeRequest',
  tag: 'Requests',
  summary: 'Request a move of an employee to another location (division) of the group.',
  access: signedIn(['Members', 'EmployerVendor', 'Administrative'], ['CHANGE_LOCATION'], {
    write: true,
  }),
  body: z.strictObject({
    ...forMember,
    newLocationNumber: z.number().int().positive().optional(),
    newLocationName: optText(100),
    effectiveDate: dateIn,
    notes: optText(1000),
  }),
  response: requestCreated,
  status: 201,
});

export const updateContactInformation = endpoint({
  id: 'conversations.updateContactInformation',
  method: 'POST',
  path: '/api/Conversations/UpdateContactInformation',
  tag: 'Requests',
  summary:
    'Request a change of address, phone or e-mail (the group must allow demographic updates).',
  access: signedIn(
    ['Members', 'EmployerVendor', 'Administrative'],
    ['UPDATE_CONTACT_INFORMATION', 'UPDATE_MEMBER_DEMOGRAPHICS'],
    {
      write: true,
    },
  ),
  body: z
    .strictObject({
      ...forMember,
      address: addressIn.optional(),
      homePhone: optional(phoneRule),
      workPhone: optional(phoneRule),
      cellPhone: optional(phoneRule),
      email: optional(emailRule),
      effectiveDate: optDateIn,
    })
    .refine((b) => Boolean(b.address || b.homePhone || b.workPhone || b.cellPhone || b.email), {
      message: 'atLeastOneSearchField',
    }),
  response: requestCreated,
  status: 201,
});

export const automatedCardIdRequest = endpoint({
  id: 'conversations.automatedCardIdRequest',
  method: 'POST',
  path: '/api/Conversations/AutomatedCardIDRequest',
  tag: 'Requests',
  summary: 'Order replacement ID cards by mail; staff name the member in the query.',
  access: signedIn(['Members', 'Administrative'], ['REQUEST_ID'], { write: true }),
  query: z.object({ memberId: optText(20) }),
  body: z.strictObject({
    dependentNumbers: dependents.min(1, 'required'),
    coverageTypes: z.array(coverageType).min(1, 'required'),
    quantity: z.number().int().min(1).max(5).default(1),
    /** One of the addresses from CardID; a new address otherwise. */
    addressId: z.number().int().positive().optional(),
    mailingAddress: addressIn.optional(),
  }),
  /** Spec §9 lists no custom transaction for ID cards: null. */
  response: requestCreated.extend({ transactionId: z.number().int().nullable() }),
  status: 201,
});

export const onlinePrecertification = endpoint({
  id: 'conversations.onlinePrecertification',
  method: 'POST',
  path: '/api/Conversations/OnlinePrecertification',
  tag: 'Requests',
  summary:
    'Submit a pre-certification request; returns the conversation and the precert number when assigned.',
  access: signedIn(['Members', 'Provider', 'Administrative'], ['PRE_CERTIFICATION'], {
    write: true,
  }),
  body: z.strictObject({
    ...forMember,
    dependentNumber: z.number().int().min(0),
    /**
     * The patient's last name and date of birth: a provider filing for someone who is not yet its
     * patient (no claim of it) proves the member this way (docs/decisions.md, issue 8).
     */
    patientLastName: optText(50),
    patientDateOfBirth: optDateIn,
    serviceType: z.enum([
      'Inpatient',
      'Outpatient',
      'Surgery',
      'Imaging',
      'Therapy',
      'DME',
      'HomeHealth',
      'Other',
    ]),
    admitDate: optDateIn,
    serviceDate: dateIn,
    dischargeDate: optDateIn,
    providerName: text(100),
    providerNpi: npiRule,
    providerTaxId: optional(taxIdIn),
    providerPhone: phoneRule,
    providerFax: optional(phoneRule),
    facilityName: optText(100),
    diagnosisCodes: z
      .array(z.string().trim().min(3, 'min').max(8, 'max'))
      .min(1, 'required')
      .max(12),
    procedureCodes: z.array(z.string().trim().min(4, 'min').max(7, 'max')).max(12).default([]),
    contactName: text(100),
    contactPhone: phoneRule,
    notes: optText(4000),
  }),
  response: requestCreated.extend({ certNo: z.string().nullable() }),
  status: 201,
});

const providerRequestBody = z.strictObject({
  npi: npiRule,
  taxId: taxIdIn,
  providerName: text(100),
  contactFirstName: text(50),
  contactLastName: text(50),
  email: emailRule,
  phone: phoneRule,
  address: addressIn,
  specialty: optText(100),
  notes: optText(2000),
});

export const addJsonProviderRequest = endpoint({
  id: 'conversations.addJsonProviderRequest',
  method: 'POST',
  path: '/api/Conversations/AddJSONProviderRequest',
  tag: 'Requests',
  summary:
    'A provider that could not register automatically asks staff to create the account (rate-limited).',
  access: PUBLIC,
  body: providerRequestBody,
  response: returnedId,
  status: 201,
});

export const addAnotherJsonProviderRequest = endpoint({
  id: 'conversations.addAnotherJsonProviderRequest',
  method: 'POST',
  path: '/api/Conversations/AddAnotherJSONProviderRequest',
  tag: 'Requests',
  summary:
    'A signed-in provider asks to reach another practice (NPI / tax id): filed in the staff queue with a pending practice access request (400 practiceAlreadyReached, accessRequestPending).',
  // Asking for more PHI reach is the account's own access management: never by staff acting as it.
  access: signedIn(['Provider'], [], { write: true, notWhileImpersonating: 'accessManagement' }),
  body: providerRequestBody,
  response: returnedId,
  status: 201,
});

export const addForEmailRouting = endpoint({
  id: 'conversations.addForEmailRouting',
  method: 'POST',
  path: '/api/Conversations/addForEmailRouting',
  tag: 'Requests',
  summary: 'Send a message whose subject is routed by e-mail to the responsible team.',
  access: ANY_USER,
  body: z.strictObject({
    subjectId: z.number().int().positive(),
    body: text(10000),
    ...forMember,
    callbackPhone: optional(phoneRule),
  }),
  response: returnedId,
  status: 201,
});
