import type { Patient } from 'fhir/r4';
import { FHIR_ID_SYSTEMS } from '@bp/contract/fhir';
import type { PatientRow } from '../repo.js';
import { SYS, addressOf, concept, metaOf } from './common.js';

const GENDER: Record<string, Patient['gender']> = { M: 'male', F: 'female', U: 'unknown' };

/**
 * C4BB-Patient from the member row. Demographics as the member record holds them — the record's own
 * address, never a confidential-communications address (no portal answer carries that either:
 * docs/decisions.md, "Confidential communications"); no SSN, no last four.
 */
export function toPatient(m: PatientRow): Patient {
  const address = addressOf(m);
  const telecom: NonNullable<Patient['telecom']> = [];
  if (m.homePhone) telecom.push({ system: 'phone', value: m.homePhone, use: 'home' });
  if (m.workPhone) telecom.push({ system: 'phone', value: m.workPhone, use: 'work' });
  if (m.email) telecom.push({ system: 'email', value: m.email });
  const given = [m.firstName, m.middleName].filter((x): x is string => !!x);
  return {
    resourceType: 'Patient',
    id: String(m.id),
    meta: metaOf('patient', m.updatedAt),
    identifier: [
      {
        type: concept(SYS.v2IdentifierType, 'MB', 'Member Number'),
        system: FHIR_ID_SYSTEMS.memberId,
        value: m.memberId,
      },
    ],
    active: m.status !== 'terminated',
    name: [{ use: 'official', family: m.lastName, given }],
    ...(telecom.length ? { telecom } : {}),
    gender: GENDER[m.gender] ?? 'unknown',
    birthDate: m.dateOfBirth,
    ...(address ? { address: [{ use: 'home', ...address }] } : {}),
    communication: [
      {
        language: concept(
          'urn:ietf:bcp:47',
          m.language === 'sp' ? 'es' : 'en',
          m.language === 'sp' ? 'Spanish' : 'English',
        ),
        preferred: true,
      },
    ],
  };
}
