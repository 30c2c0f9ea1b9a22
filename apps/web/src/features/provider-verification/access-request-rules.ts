import { addAnotherJsonProviderRequest } from '@bp/contract/api/conversation-requests';
import { validateWith, type Validation } from '../../lib/validate';
import type { AccessRequestBody } from './use-access-requests';

/** The practice access request form as typed (flat: the address fields beside the others). */
export interface AccessRequestValues {
  npi: string;
  taxId: string;
  providerName: string;
  contactFirstName: string;
  contactLastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  notes: string;
}

export const EMPTY_ACCESS_REQUEST: AccessRequestValues = {
  npi: '',
  taxId: '',
  providerName: '',
  contactFirstName: '',
  contactLastName: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  notes: '',
};

const optional = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The request body the values make (blank optional fields left out). */
export function accessRequestInput(v: AccessRequestValues) {
  return {
    npi: v.npi.trim(),
    taxId: v.taxId.trim(),
    providerName: v.providerName,
    contactFirstName: v.contactFirstName,
    contactLastName: v.contactLastName,
    email: v.email.trim(),
    phone: v.phone.trim(),
    address: {
      addressLine1: v.addressLine1,
      addressLine2: optional(v.addressLine2),
      city: v.city,
      state: v.state.trim(),
      zip: v.zip.trim(),
    },
    notes: optional(v.notes),
  };
}

/** A server or schema field path (`address.city`) → the form's field (`city`). */
export const accessRequestFieldOf = (path: string): string | undefined => {
  const field = path.replace(/^address\./, '');
  return field in EMPTY_ACCESS_REQUEST ? field : undefined;
};

/** Checks the form with the contract's rules (NPI, tax id, phone, e-mail, zip of spec §5). */
export function validateAccessRequest(v: AccessRequestValues): Validation<AccessRequestBody> {
  const result = validateWith(addAnotherJsonProviderRequest.body, accessRequestInput(v));
  if (result.ok) return result;
  const fields: Record<string, string> = {};
  for (const [path, key] of Object.entries(result.fields)) {
    const field = accessRequestFieldOf(path);
    if (field) fields[field] ??= key;
  }
  return { ok: false, fields };
}
