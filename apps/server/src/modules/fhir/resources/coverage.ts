import type { Coverage } from 'fhir/r4';
import { FHIR_ID_SYSTEMS } from '@bp/contract/fhir';
import type { CoverageRow } from '../repo.js';
import { SYS, concept, metaOf, payerOrgId, ref } from './common.js';

/** The member's relationship to the subscriber (subscriber-relationship code system). */
const RELATIONSHIP: Record<string, [string, string]> = {
  employee: ['self', 'Self'],
  spouse: ['spouse', 'Spouse'],
  child: ['child', 'Child'],
  domestic_partner: ['common', 'Common Law Spouse'],
  other: ['other', 'Other'],
};

/**
 * C4BB-Coverage from a policy: the member on the group's self-funded plan for a plan year. The payer
 * (Coverage.payor, EOB.insurer) is the group's plan (Organization `group-<n>`): in a self-insured plan the
 * employer's plan pays and the TPA administers. Type: SOPT 522 "Self-insured (ERISA) Administrative
 * Services Only (ASO) plan".
 */
export function toCoverage(c: CoverageRow): Coverage {
  const [relCode, relDisplay] = RELATIONSHIP[c.relationship] ?? ['other', 'Other'];
  const self = c.subscriberRowId === c.memberRowId;
  return {
    resourceType: 'Coverage',
    id: String(c.id),
    meta: metaOf('coverage', c.createdAt),
    identifier: [
      {
        type: concept(SYS.v2IdentifierType, 'MB', 'Member Number'),
        system: FHIR_ID_SYSTEMS.memberId,
        value: c.memberPublicId,
      },
    ],
    status: 'active',
    type: concept(
      SYS.sopt,
      '522',
      'Self-insured (ERISA) Administrative Services Only (ASO) plan',
      c.coverageTypeName,
    ),
    ...(self ? { subscriber: ref('Patient', c.memberRowId) } : {}),
    subscriberId: c.subscriberPublicId,
    beneficiary: ref('Patient', c.memberRowId),
    dependent: String(c.dependentNumber).padStart(2, '0'),
    relationship: concept(SYS.subscriberRelationship, relCode, relDisplay),
    period: { start: c.effectiveDate, ...(c.termDate ? { end: c.termDate } : {}) },
    payor: [ref('Organization', payerOrgId(c.groupNumber), c.groupName)],
    class: [
      {
        type: concept(SYS.coverageClass, 'group', 'Group'),
        value: String(c.groupNumber),
        name: c.groupName,
      },
      {
        type: concept(SYS.coverageClass, 'plan', 'Plan'),
        value: c.planCode,
        name: c.planName,
      },
    ],
  };
}
