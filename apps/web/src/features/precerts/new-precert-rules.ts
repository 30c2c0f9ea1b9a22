import { onlinePrecertification } from '@bp/contract/api/conversation-requests';
import { compareCalendarDates, parseAnyDate } from '@bp/contract/rules/dates';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import { validateWith, validationOf, type Validation } from '../../lib/validate';

export const SERVICE_TYPES = [
  'Inpatient',
  'Outpatient',
  'Surgery',
  'Imaging',
  'Therapy',
  'DME',
  'HomeHealth',
  'Other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The new pre-certification form's values (dates as typed, MM/DD/YYYY). */
export interface NewPrecertValues {
  serviceType: ServiceType | '';
  serviceDate: string;
  admitDate: string;
  dischargeDate: string;
  providerName: string;
  providerNpi: string;
  providerTaxId: string;
  providerPhone: string;
  providerFax: string;
  facilityName: string;
  diagnosisCodes: string[];
  procedureCodes: string[];
  contactName: string;
  contactPhone: string;
  notes: string;
}

export const EMPTY_NEW_PRECERT: NewPrecertValues = {
  serviceType: '',
  serviceDate: '',
  admitDate: '',
  dischargeDate: '',
  providerName: '',
  providerNpi: '',
  providerTaxId: '',
  providerPhone: '',
  providerFax: '',
  facilityName: '',
  diagnosisCodes: [],
  procedureCodes: [],
  contactName: '',
  contactPhone: '',
  notes: '',
};

export type NewPrecertBody = EndpointBodyInput<typeof onlinePrecertification>;
export type NewPrecertField = keyof NewPrecertValues;

const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());

/**
 * The OnlinePrecertification request for a member (`memberId`, `dependentNumber`), checked with the
 * contract's schema (message keys per field, first one wins), plus: the discharge date not before the
 * admission date, and an inpatient stay needs its admission date.
 */
export function validateNewPrecert(
  v: NewPrecertValues,
  member: { memberId: string; dependentNumber: number },
): Validation<NewPrecertBody> {
  const body = {
    memberId: member.memberId,
    dependentNumber: member.dependentNumber,
    serviceType: (v.serviceType || undefined) as ServiceType,
    serviceDate: v.serviceDate.trim(),
    admitDate: opt(v.admitDate),
    dischargeDate: opt(v.dischargeDate),
    providerName: v.providerName.trim(),
    providerNpi: v.providerNpi.trim(),
    providerTaxId: opt(v.providerTaxId),
    providerPhone: v.providerPhone.trim(),
    providerFax: opt(v.providerFax),
    facilityName: opt(v.facilityName),
    diagnosisCodes: v.diagnosisCodes,
    procedureCodes: v.procedureCodes,
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone.trim(),
    notes: opt(v.notes),
  } satisfies NewPrecertBody;
  const fields: Partial<Record<NewPrecertField | '_form', string>> = {};
  const checked = validateWith(onlinePrecertification.body, body);
  if (!checked.ok)
    for (const [path, key] of Object.entries(checked.fields)) {
      const name = path.split('.')[0]!;
      const field = (name in EMPTY_NEW_PRECERT ? name : '_form') as NewPrecertField | '_form';
      // An empty required field says so, rather than what its format would be.
      const value = field === '_form' ? undefined : v[field];
      const empty = value === '' || (Array.isArray(value) && value.length === 0);
      fields[field] ??= empty ? 'required' : key;
    }
  if (v.serviceType === 'Inpatient' && !opt(v.admitDate)) fields.admitDate ??= 'required';
  const admit = parseAnyDate(v.admitDate.trim());
  const discharge = parseAnyDate(v.dischargeDate.trim());
  if (admit && discharge && compareCalendarDates(discharge, admit) < 0)
    fields.dischargeDate ??= 'invalidLaterThanDate';
  return validationOf(fields, body);
}
