import {
  npiRule,
  phoneRule,
  stripTaxIdDash,
  taxIdRule,
  zipRule,
} from '@bp/contract/rules/identifiers';
import { US_STATES } from '@bp/contract/reference/us-states';
import type { Language } from '../../lib/constants';
import { accountErrors, type AccountValues } from './rules';

/** The provider registration form (spec §2 /provider-registration), as typed. */
export interface ProviderValues extends AccountValues {
  npi: string;
  taxId: string;
  providerName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  firstName: string;
  lastName: string;
  phone: string;
  fax: string;
}

export const EMPTY_PROVIDER: ProviderValues = {
  npi: '',
  taxId: '',
  providerName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  firstName: '',
  lastName: '',
  phone: '',
  fax: '',
  userName: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
};

type Errors = Partial<Record<keyof ProviderValues, string>>;

function text(e: Errors, v: ProviderValues, name: keyof ProviderValues, max: number) {
  const s = v[name].trim();
  if (!s) e[name] = 'required';
  else if (s.length > max) e[name] = 'max';
}

/**
 * Message keys per field (spec §5): NPI ten digits not all zero, tax id 12-3456789, phone, zip, a state
 * of the list, and the member registration's user name, e-mail and password rules.
 */
export function providerErrors(v: ProviderValues): Errors {
  const e: Errors = {};
  const npi = v.npi.trim();
  if (!npi) e.npi = 'required';
  else if (!npiRule.safeParse(npi).success) e.npi = 'npiError';
  const taxId = v.taxId.trim();
  if (!taxId) e.taxId = 'required';
  else if (!taxIdRule.safeParse(taxId).success) e.taxId = 'taxError';
  text(e, v, 'providerName', 100);
  text(e, v, 'addressLine1', 100);
  if (v.addressLine2.trim().length > 100) e.addressLine2 = 'max';
  text(e, v, 'city', 60);
  if (!v.state) e.state = 'required';
  else if (!US_STATES.some((s) => s.code === v.state)) e.state = 'invalidValue';
  if (!v.zip.trim()) e.zip = 'required';
  else if (!zipRule.safeParse(v.zip.trim()).success) e.zip = 'invalidZipCode';
  text(e, v, 'firstName', 50);
  text(e, v, 'lastName', 50);
  if (!v.phone.trim()) e.phone = 'required';
  else if (!phoneRule.safeParse(v.phone.trim()).success) e.phone = 'validationPhone';
  if (v.fax.trim() && !phoneRule.safeParse(v.fax.trim()).success) e.fax = 'validationPhone';
  return { ...e, ...accountErrors(v) };
}

/** The RegisterProvider body: the tax id without its dash (spec §5), empty optional fields left out. */
export function providerBody(v: ProviderValues, language: Language) {
  return {
    npi: v.npi.trim(),
    taxId: stripTaxIdDash(v.taxId.trim()),
    providerName: v.providerName.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    phone: v.phone.trim(),
    ...(v.fax.trim() ? { fax: v.fax.trim() } : {}),
    address: {
      addressLine1: v.addressLine1.trim(),
      ...(v.addressLine2.trim() ? { addressLine2: v.addressLine2.trim() } : {}),
      city: v.city.trim(),
      state: v.state,
      zip: v.zip.trim(),
    },
    userName: v.userName.trim(),
    email: v.email.trim(),
    confirmEmail: v.confirmEmail.trim(),
    password: v.password,
    language,
  };
}

/** A server field path (`address.zip`) → the form's field name (`zip`). */
export function providerFieldOf(path: string): keyof ProviderValues | undefined {
  const name = path.startsWith('address.') ? path.slice('address.'.length) : path;
  return name in EMPTY_PROVIDER ? (name as keyof ProviderValues) : undefined;
}
