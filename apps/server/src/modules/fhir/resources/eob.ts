import type {
  CodeableConcept,
  ExplanationOfBenefit,
  ExplanationOfBenefitItem,
  ExplanationOfBenefitItemAdjudication,
  ExplanationOfBenefitSupportingInfo,
  Identifier,
  Reference,
} from 'fhir/r4';
import { FHIR_ID_SYSTEMS, type C4bbProfileKey } from '@bp/contract/fhir';
import type { Language } from '../../../mail/templates.js';
import type { ClaimRow, EobKind, LineRow, ProviderRow, RelatedRow, RemarkRow } from '../repo.js';
import { SYS, absent, coding, concept, metaOf, payerOrgId, ref, usd } from './common.js';

/** The CARIN profile of each EOB kind (repo.ts EOB_KIND_SQL decides the kind of a claim). */
export const EOB_PROFILE: Record<EobKind, C4bbProfileKey> = {
  professional: 'eobProfessional',
  vision: 'eobProfessional',
  inpatient: 'eobInpatient',
  outpatient: 'eobOutpatient',
  pharmacy: 'eobPharmacy',
  oral: 'eobOral',
};

/** The claim-type code (http://terminology.hl7.org/CodeSystem/claim-type) of each kind. */
export const EOB_CLAIM_TYPE: Record<EobKind, [string, string]> = {
  professional: ['professional', 'Professional'],
  vision: ['vision', 'Vision'],
  inpatient: ['institutional', 'Institutional'],
  outpatient: ['institutional', 'Institutional'],
  pharmacy: ['pharmacy', 'Pharmacy'],
  oral: ['oral', 'Oral'],
};

/** The kinds a claim-type code stands for (the `type` search parameter). */
export function kindsOfClaimType(code: string): EobKind[] {
  return (Object.keys(EOB_CLAIM_TYPE) as EobKind[]).filter((k) => EOB_CLAIM_TYPE[k][0] === code);
}

/** The unique claim id: the claim number as the portal prints it, prefix-number-suffix. */
export const uniqueClaimId = (c: {
  claimPrefix: number;
  claimNumber: number;
  claimSuffix: number;
}) => `${c.claimPrefix}-${c.claimNumber}-${c.claimSuffix}`;

/** Parses a unique claim id; undefined when it cannot be one. */
export function parseUniqueClaimId(
  v: string,
): { prefix: number; number: number; suffix: number } | undefined {
  const m = /^(\d{1,9})-(\d{1,15})-(\d{1,4})$/.exec(v);
  if (!m) return undefined;
  const [prefix, number, suffix] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (prefix > 2_147_483_647 || !Number.isSafeInteger(number) || suffix > 32_767) return undefined;
  return { prefix, number, suffix };
}

const ucIdentifier = (c: Parameters<typeof uniqueClaimId>[0]): Identifier => ({
  type: concept(SYS.c4bbIdentifierType, 'uc', 'Unique Claim ID'),
  system: FHIR_ID_SYSTEMS.claimId,
  value: uniqueClaimId(c),
});

const PROCEDURE_SYSTEM: Record<string, string> = {
  CPT: SYS.cpt,
  HCPCS: SYS.hcpcs,
  CDT: SYS.cdt,
};

/** An amount category: HL7 adjudication codes where they exist, else CARIN's C4BBAdjudication. */
const AMOUNTS: readonly {
  key: keyof Pick<
    LineRow,
    | 'billedCents'
    | 'allowedCents'
    | 'deductibleCents'
    | 'copayCents'
    | 'coinsuranceCents'
    | 'notCoveredCents'
    | 'planPaidCents'
    | 'memberResponsibilityCents'
  >;
  system: string;
  code: string;
  display: string;
}[] = [
  { key: 'billedCents', system: SYS.adjudication, code: 'submitted', display: 'Submitted Amount' },
  { key: 'allowedCents', system: SYS.adjudication, code: 'eligible', display: 'Eligible Amount' },
  { key: 'deductibleCents', system: SYS.adjudication, code: 'deductible', display: 'Deductible' },
  { key: 'copayCents', system: SYS.adjudication, code: 'copay', display: 'CoPay' },
  {
    key: 'coinsuranceCents',
    system: SYS.c4bbAdjudication,
    code: 'coinsurance',
    display: 'Co-insurance',
  },
  {
    key: 'notCoveredCents',
    system: SYS.c4bbAdjudication,
    code: 'noncovered',
    display: 'Noncovered',
  },
  { key: 'planPaidCents', system: SYS.adjudication, code: 'benefit', display: 'Benefit Amount' },
  {
    key: 'memberResponsibilityCents',
    system: SYS.c4bbAdjudication,
    code: 'memberliability',
    display: 'Member liability',
  },
];

const amountsOf = (a: Pick<LineRow, (typeof AMOUNTS)[number]['key']>) =>
  AMOUNTS.map((x) => ({ category: concept(x.system, x.code, x.display), amount: usd(a[x.key]) }));

const networkStatus = (network: string): CodeableConcept =>
  network === 'in'
    ? concept(SYS.c4bbPayerAdjudicationStatus, 'innetwork', 'In Network')
    : concept(SYS.c4bbPayerAdjudicationStatus, 'outofnetwork', 'Out Of Network');

const discriminator = (code: string, display: string): CodeableConcept =>
  concept(SYS.c4bbAdjudicationDiscriminator, code, display);

/** What the mapper needs besides the claim: its lines, reference data and the related claims. */
export interface EobContext {
  lines: LineRow[];
  remarks: ReadonlyMap<string, RemarkRow>;
  providers: ReadonlyMap<number, ProviderRow>;
  /** Claims replacing this one (adjustments) and the claim it replaces. */
  related: RelatedRow[];
  groupName: string;
  language: Language;
}

/** The name a provider goes by: an individual's own name, else the organization's. */
export const providerName = (p: ProviderRow): string =>
  p.entityType === 'individual' && p.lastName
    ? [p.firstName, p.lastName, p.credential].filter(Boolean).join(' ')
    : p.name;

const providerRef = (p: ProviderRow | undefined, id: number): Reference =>
  p?.entityType === 'individual'
    ? ref('Practitioner', id, providerName(p))
    : ref('Organization', id, p ? providerName(p) : undefined);

/**
 * A CARIN ExplanationOfBenefit of an adjudicated claim, of the profile its kind names (EOB_PROFILE).
 * Amounts are the claim's and its lines' (USD); line amounts go on the items and the claim's in `total`
 * (never both at the header and on items: EOB-institutional-item-or-header-adjudication). Data the TPA
 * does not hold but a profile requires (NDC, days supply, DAW code and refill number of a pharmacy claim;
 * the revenue code of an inpatient line) carries the data-absent-reason extension (US Core "missing data").
 */
export function toEob(row: ClaimRow, x: EobContext): ExplanationOfBenefit {
  const c = row.claim;
  const kind = row.kind;
  const institutional = kind === 'inpatient' || kind === 'outpatient';
  const professionalForm = kind === 'professional' || kind === 'vision' || kind === 'oral';
  const [typeCode, typeDisplay] = EOB_CLAIM_TYPE[kind];
  const billing = x.providers.get(c.providerId);
  const sp = x.language === 'sp';
  const cancelled = c.status === 'adjusted' || c.status === 'void';

  // supportingInfo: received date on every claim; the rest per profile.
  const info: ExplanationOfBenefitSupportingInfo[] = [];
  const add = (s: Omit<ExplanationOfBenefitSupportingInfo, 'sequence'>) =>
    info.push({ sequence: info.length + 1, ...s });
  const category = (code: string, display: string) =>
    concept(SYS.c4bbSupportingInfoType, code, display);
  add({ category: category('clmrecvddate', 'Claim Received Date'), timingDate: c.receivedDate });
  if (kind === 'inpatient')
    add({
      category: category('admissionperiod', 'Admission Period'),
      timingPeriod: { start: c.serviceDate, end: c.serviceEndDate },
    });
  if (kind !== 'pharmacy' && c.patientAccountNumber)
    add({
      category: category('patientaccountnumber', 'Patient Account Number'),
      valueString: c.patientAccountNumber,
    });
  if (professionalForm && c.facilityProviderId !== null && c.facilityProviderId !== c.providerId)
    add({
      category: category('servicefacility', 'Service Facility'),
      valueReference: ref(
        'Organization',
        c.facilityProviderId,
        x.providers.get(c.facilityProviderId)?.name,
      ),
    });
  if (kind === 'pharmacy') {
    add({
      category: category('dayssupply', 'Days Supply'),
      valueQuantity: { extension: absent() },
    });
    add({
      category: category('dawcode', 'DAW (Dispense As Written) Code'),
      code: { extension: absent() },
    });
    add({
      category: category('refillnum', 'Refill Number'),
      valueQuantity: { extension: absent() },
    });
    const generic = x.lines.some((l) => l.procedureCode === 'RX-GEN');
    const brand = x.lines.some((l) => l.procedureCode === 'RX-PRF');
    if (generic !== brand)
      add({
        category: category('brandgenericindicator', 'Brand Generic Indicator'),
        code: concept(SYS.ncpdpBrandGeneric, generic ? '2' : '1', generic ? 'Generic' : 'Branded'),
      });
  }

  const diagnosis =
    kind === 'pharmacy'
      ? []
      : c.diagnosisCodes.map((code, i) => ({
          sequence: i + 1,
          diagnosisCodeableConcept: concept(SYS.icd10cm, code),
          type: [
            i === 0
              ? concept(SYS.diagnosisType, 'principal', 'Principal Diagnosis')
              : institutional
                ? concept(SYS.c4bbClaimDiagnosisType, 'other', 'Other')
                : concept(SYS.c4bbClaimDiagnosisType, 'secondary', 'Secondary'),
          ],
        }));

  const items: ExplanationOfBenefitItem[] = x.lines.map((l) => {
    const system = PROCEDURE_SYSTEM[l.procedureKind];
    const text = sp && l.descriptionSp ? l.descriptionSp : l.description;
    const productOrService: CodeableConcept = system
      ? { coding: [coding(system, l.procedureCode, l.description)], text }
      : { extension: absent(), text };
    const adjudication: ExplanationOfBenefitItemAdjudication[] = amountsOf(l);
    if (professionalForm)
      adjudication.push({
        category: discriminator('benefitpaymentstatus', 'Benefit Payment Status'),
        reason: networkStatus(c.network),
      });
    for (const code of l.remarkCodes) {
      const r = x.remarks.get(code);
      adjudication.push({
        category: discriminator('adjustmentreason', 'Adjustment Reason'),
        reason: concept(
          r?.kind === 'RARC' ? SYS.rarc : SYS.carc,
          code,
          undefined,
          r ? (sp ? r.textSp : r.textEn) : undefined,
        ),
      });
    }
    const pos = l.placeOfService ?? c.placeOfService;
    const multiDay = l.serviceEndDate !== l.serviceDate;
    return {
      sequence: l.lineNumber,
      ...(kind === 'inpatient' ? { revenue: { extension: absent() } } : {}),
      productOrService,
      ...(l.modifier ? { modifier: [concept(system ?? SYS.cpt, l.modifier)] } : {}),
      ...(professionalForm && multiDay
        ? { servicedPeriod: { start: l.serviceDate, end: l.serviceEndDate } }
        : { servicedDate: l.serviceDate }),
      ...(professionalForm
        ? {
            locationCodeableConcept: pos
              ? concept(SYS.placeOfService, pos)
              : { extension: absent() },
          }
        : {}),
      quantity: { value: l.units },
      adjudication,
    };
  });

  // Header adjudication: network status; the benefit payment status where the profile puts it there.
  const header: ExplanationOfBenefit['adjudication'] = [
    {
      category: discriminator('billingnetworkstatus', 'Billing Network Status'),
      reason: networkStatus(c.network),
    },
  ];
  if (kind === 'oral')
    header.push({
      category: discriminator('renderingnetworkstatus', 'Rendering Network Status'),
      reason: networkStatus(c.network),
    });
  if (!professionalForm || kind === 'oral')
    header.push({
      category: discriminator('benefitpaymentstatus', 'Benefit Payment Status'),
      reason: networkStatus(c.network),
    });

  const related = x.related
    .filter((r) => r.originalClaimId === c.id || r.id === c.originalClaimId)
    .map((r) => {
      const replacedBy = r.originalClaimId === c.id;
      return {
        ...(r.served ? { claim: ref('ExplanationOfBenefit', r.id) } : {}),
        relationship: replacedBy
          ? concept(SYS.c4bbRelatedClaimRelationship, 'replacedby', 'Replaced by claim number')
          : concept(SYS.relatedClaimRelationship, 'prior', 'Prior Claim'),
        reference: ucIdentifier(r),
      };
    });

  const deniedLines = x.lines.filter((l) => l.allowedCents === 0 && l.notCoveredCents > 0).length;
  const paymentType =
    c.status === 'denied' || c.allowedCents === 0
      ? concept(SYS.c4bbPayerAdjudicationStatus, 'denied', 'Denied')
      : deniedLines > 0
        ? concept(SYS.c4bbPayerAdjudicationStatus, 'partiallypaid', 'Partially Paid')
        : concept(SYS.c4bbPayerAdjudicationStatus, 'paid', 'Paid');

  const careTeam =
    professionalForm && billing?.entityType === 'individual'
      ? [
          {
            sequence: 1,
            provider: ref('Practitioner', billing.id, providerName(billing)),
            role: concept(SYS.c4bbClaimCareTeamRole, 'rendering', 'Rendering provider'),
          },
        ]
      : [];

  return {
    resourceType: 'ExplanationOfBenefit',
    id: String(c.id),
    meta: metaOf(EOB_PROFILE[kind], row.lastUpdated),
    identifier: [ucIdentifier(c)],
    status: cancelled ? 'cancelled' : 'active',
    type: concept(SYS.claimType, typeCode, typeDisplay),
    ...(institutional
      ? {
          subType: concept(
            SYS.c4bbInstitutionalClaimSubType,
            kind,
            kind === 'inpatient' ? 'Inpatient' : 'Outpatient',
          ),
        }
      : {}),
    use: 'claim',
    patient: ref('Patient', c.memberId),
    billablePeriod: { start: c.serviceDate, end: c.serviceEndDate },
    created: c.processedDate ?? c.receivedDate,
    insurer: ref('Organization', payerOrgId(c.groupNumber), x.groupName),
    provider: providerRef(billing, c.providerId),
    ...(related.length ? { related } : {}),
    ...(c.checkId !== null && row.checkPayeeType
      ? {
          payee: {
            type:
              row.checkPayeeType === 'member'
                ? concept(SYS.payeeType, 'subscriber', 'Subscriber')
                : concept(SYS.payeeType, 'provider', 'Provider'),
          },
        }
      : {}),
    outcome: 'complete',
    ...(careTeam.length ? { careTeam } : {}),
    supportingInfo: info,
    ...(diagnosis.length ? { diagnosis } : {}),
    insurance: [
      {
        focal: true,
        coverage: c.policyId !== null ? ref('Coverage', c.policyId) : { display: x.groupName },
      },
    ],
    item: items,
    adjudication: header,
    total: amountsOf(c),
    payment: {
      // A cancelled (reversed) claim was neither paid nor denied.
      ...(cancelled ? {} : { type: paymentType }),
      amount: usd(c.planPaidCents),
      ...(row.checkIssueDate ? { date: row.checkIssueDate } : {}),
    },
  };
}
