/**
 * The elements each CARIN BB 2.2.0 profile requires (minimum cardinality ≥ 1, required slices, the version
 * invariants), read from the IG's FSH sources (HL7/carin-bb, input/fsh/*.fsh at the 2.2.0 sushi-config) and
 * from the US Core 7.0.0 parents where the CARIN profile builds on one. The FHIR API's test checks every
 * resource the service returns against the list of its meta.profile.
 *
 * Path syntax (checked by `missingRequired` below):
 * - `a.b.c`: some node along the path has a value (a primitive, a non-empty object or array); an element
 *   carrying only the data-absent-reason extension counts (US Core "missing data" for a required element
 *   the payer does not hold);
 * - `a*.b`: EVERY element of `a` has `b` (e.g. each item);
 * - `a[x.y=v]`: the elements of `a` whose `x.y` (some node) equals `v` — a slice by its discriminator;
 * - `b|c` as the last segment: either.
 */
export interface RequiredElement {
  path: string;
  /** Where the requirement comes from. */
  source: string;
}

const r = (path: string, source: string): RequiredElement => ({ path, source });

const CARIN = 'http://hl7.org/fhir/us/carin-bb/StructureDefinition';

/** EOBBaseProfile.fsh (C4BB-ExplanationOfBenefit, abstract) and the base R4 ExplanationOfBenefit. */
const EOB_BASE: RequiredElement[] = [
  r('meta.lastUpdated', 'EOBBaseProfile.fsh: meta.lastUpdated 1..1'),
  r('meta.profile', 'EOBBaseProfile.fsh: meta.profile 1..*'),
  r(
    'identifier[type.coding.code=uc].value',
    'EOBBaseProfile.fsh: identifier[uniqueclaimid] 1..1, value 1..1',
  ),
  r('status', 'R4 ExplanationOfBenefit.status 1..1'),
  r('type.coding.code', 'EOBBaseProfile.fsh: type 1..1 from claim-type (required)'),
  r('use', 'EOBBaseProfile.fsh: use = #claim'),
  r('patient.reference', 'EOBBaseProfile.fsh: patient 1..1'),
  r('billablePeriod.start', 'EOBBaseProfile.fsh: billablePeriod 1..1, billablePeriod.start 1..1'),
  r('created', 'R4 ExplanationOfBenefit.created 1..1'),
  r('insurer.reference', 'EOBBaseProfile.fsh: insurer 1..1'),
  r('provider.reference', 'EOBBaseProfile.fsh: provider 1..1'),
  r('outcome', 'R4 ExplanationOfBenefit.outcome 1..1'),
  r('insurance*.focal', 'EOBBaseProfile.fsh: insurance 1..*, insurance.focal 1..1'),
  r('insurance*.coverage', 'EOBBaseProfile.fsh: insurance.coverage 1..1'),
  r('item*.sequence', 'EOBBaseProfile.fsh: item 1..* (FHIR-34114); R4 item.sequence 1..1'),
  r('item*.productOrService', 'R4 ExplanationOfBenefit.item.productOrService 1..1'),
  r('item*.adjudication*.category', 'EOBBaseProfile.fsh: item.adjudication.category 1..1'),
  r(
    'related*.relationship|related',
    'EOBBaseProfile.fsh: related.relationship 1..1 (when related)',
  ),
  r('supportingInfo*.category|supportingInfo', 'R4 supportingInfo.category 1..1 (when present)'),
];

/** The amounts: item adjudicationamounttype 1..* with amount, total adjudicationamounttype 1..*. */
const FINANCIAL: RequiredElement[] = [
  r(
    'item*.adjudication[category.coding.code=submitted].amount.value',
    'item.adjudication[adjudicationamounttype] 1..*, amount 1..1',
  ),
  r(
    'total[category.coding.code=submitted].amount.value',
    'total 1..*, total[adjudicationamounttype] 1..*',
  ),
  r('total*.amount.currency', 'total.amount 1..1 (Money)'),
];

export const CARIN_REQUIRED: Record<string, RequiredElement[]> = {
  [`${CARIN}/C4BB-Patient`]: [
    r('meta.lastUpdated', 'PatientProfile.fsh: meta.lastUpdated 1..1'),
    r('meta.profile', 'PatientProfile.fsh: meta.profile 1..*'),
    r(
      'identifier[type.coding.code=MB].value',
      'PatientProfile.fsh: identifier[memberid] 1..* (type MB)',
    ),
    r('identifier*.system', 'US Core Patient 7.0.0: identifier.system 1..1'),
    r('identifier*.value', 'US Core Patient 7.0.0: identifier.value 1..1'),
    r('name', 'US Core Patient 7.0.0: name 1..*'),
    r('name*.family|name', 'US Core Patient 7.0.0: us-core-6 (family or given)'),
    r('gender', 'US Core Patient 7.0.0: gender 1..1'),
  ],
  [`${CARIN}/C4BB-Coverage`]: [
    r('meta.lastUpdated', 'CoverageProfile.fsh: meta.lastUpdated 1..1'),
    r('meta.profile', 'CoverageProfile.fsh: meta.profile 1..*'),
    r('status', 'R4 Coverage.status 1..1'),
    r('type.coding.code', 'US Core Coverage 7.0.0: type 1..1'),
    r('subscriberId', 'CoverageProfile.fsh: subscriberId 1..1'),
    r('beneficiary.reference', 'R4 Coverage.beneficiary 1..1'),
    r(
      'relationship.coding.code',
      'CoverageProfile.fsh: relationship 1..1 (subscriber-relationship)',
    ),
    r('payor*.reference', 'CoverageProfile.fsh: payor 1..1 (C4BBOrganization)'),
    r('class[type.coding.code=group].value', 'US Core Coverage 7.0.0: class[group].value 1..1'),
    r('class[type.coding.code=plan].value', 'US Core Coverage 7.0.0: class[plan].value 1..1'),
    r(
      'identifier[type.coding.code=MB].value',
      'US Core Coverage 7.0.0: identifier[memberid] (MS; served)',
    ),
  ],
  [`${CARIN}/C4BB-Organization`]: [
    r('meta.lastUpdated', 'OrganizationProfile.fsh: uncontained-requires-lastUpdated'),
    r('meta.profile', 'OrganizationProfile.fsh: meta.profile 1..*'),
    r('active', 'US Core Organization 7.0.0: active 1..1'),
    r('name', 'US Core Organization 7.0.0: name 1..1'),
  ],
  [`${CARIN}/C4BB-Practitioner`]: [
    r('meta.lastUpdated', 'PractitionerProfile.fsh: meta.lastUpdated (MS; served)'),
    r('meta.profile', 'PractitionerProfile.fsh: meta.profile 1..*'),
    r(
      'identifier[system=http://hl7.org/fhir/sid/us-npi].value',
      'PractitionerProfile.fsh: Practitioner-identifier (NPI or tax id); identifier 1..*',
    ),
    r('name', 'US Core Practitioner 7.0.0: name 1..*'),
    r('name*.family', 'US Core Practitioner 7.0.0: name.family 1..1'),
  ],
  [`${CARIN}/C4BB-ExplanationOfBenefit-Professional-NonClinician`]: [
    ...EOB_BASE,
    ...FINANCIAL,
    r(
      'diagnosis*.diagnosisCodeableConcept',
      'EOBProfessionalProfile.fsh: diagnosis 1..*, diagnosis[x] 1..1',
    ),
    r('diagnosis*.type', 'EOBProfessionalProfile.fsh: diagnosis.type 1..1'),
    r('item*.servicedDate|servicedPeriod', 'EOBProfessionalProfile.fsh: item.serviced[x] 1..1'),
    r('item*.locationCodeableConcept', 'EOBProfessionalProfile.fsh: item.location[x] 1..1'),
    r(
      'item*.adjudication[category.coding.code=benefitpaymentstatus].reason',
      'EOBProfessionalProfile.fsh: item.adjudication[benefitpaymentstatus] 1..1, reason 1..1',
    ),
    r(
      'careTeam*.role|careTeam',
      'EOBProfessionalProfile.fsh: careTeam.role 1..1 (when a care team is given)',
    ),
  ],
  [`${CARIN}/C4BB-ExplanationOfBenefit-Inpatient-Institutional`]: [
    ...EOB_BASE,
    ...FINANCIAL,
    r('subType.coding.code', 'EOBInpatientProfile.fsh: subType 1..1 = #inpatient'),
    r(
      'diagnosis*.diagnosisCodeableConcept',
      'EOBInpatientProfile.fsh: diagnosis 1..*, diagnosis[x] 1..1',
    ),
    r('diagnosis*.type', 'EOBInpatientProfile.fsh: diagnosis.type 1..1'),
    r(
      'supportingInfo[category.coding.code=admissionperiod].timingPeriod',
      'EOBInpatientProfile.fsh: supportingInfo[admissionperiod] 1..1, timingPeriod 1..1',
    ),
    r(
      'adjudication[category.coding.code=benefitpaymentstatus].reason',
      'EOBInpatientProfile.fsh: adjudication[benefitpaymentstatus] 1..1',
    ),
    r('item*.revenue', 'EOBInpatientProfile.fsh: item.revenue 1..1'),
  ],
  [`${CARIN}/C4BB-ExplanationOfBenefit-Outpatient-Institutional`]: [
    ...EOB_BASE,
    ...FINANCIAL,
    r('subType.coding.code', 'EOBOutpatientProfile.fsh: subType 1..1 = #outpatient'),
    r(
      'diagnosis*.diagnosisCodeableConcept',
      'EOBOutpatientProfile.fsh: diagnosis 1..*, diagnosis[x] 1..1',
    ),
    r('diagnosis*.type', 'EOBOutpatientProfile.fsh: diagnosis.type 1..1'),
    r(
      'adjudication[category.coding.code=benefitpaymentstatus].reason',
      'EOBOutpatientProfile.fsh: adjudication[benefitpaymentstatus] 1..1',
    ),
    r('item*.servicedDate', 'EOBOutpatientProfile.fsh: item.serviced[x] 1..1, only date'),
  ],
  [`${CARIN}/C4BB-ExplanationOfBenefit-Pharmacy`]: [
    ...EOB_BASE,
    ...FINANCIAL,
    r(
      'supportingInfo[category.coding.code=dayssupply].valueQuantity',
      'EOBPharmacyProfile.fsh: supportingInfo[dayssupply] 1..1, value[x] 1..1',
    ),
    r(
      'supportingInfo[category.coding.code=dawcode].code',
      'EOBPharmacyProfile.fsh: supportingInfo[dawcode] 1..1, code 1..1',
    ),
    r(
      'supportingInfo[category.coding.code=refillnum].valueQuantity',
      'EOBPharmacyProfile.fsh: supportingInfo[refillNum] 1..1, value[x] 1..1',
    ),
    r(
      'adjudication[category.coding.code=benefitpaymentstatus].reason',
      'EOBPharmacyProfile.fsh: adjudication[benefitpaymentstatus] 1..1',
    ),
    r('item*.servicedDate', 'EOBPharmacyProfile.fsh: item.serviced[x] 1..1, only date'),
  ],
  [`${CARIN}/C4BB-ExplanationOfBenefit-Oral`]: [
    ...EOB_BASE,
    ...FINANCIAL,
    r('item*.servicedDate|servicedPeriod', 'EOBOralProfile.fsh: item.serviced[x] 1..1'),
    r('item*.locationCodeableConcept', 'EOBOralProfile.fsh: item.location[x] 1..1'),
    r(
      'adjudication[category.coding.code=renderingnetworkstatus].reason',
      'EOBOralProfile.fsh: adjudication[renderingnetworkstatus] 1..1',
    ),
    r(
      'adjudication[category.coding.code=benefitpaymentstatus].reason',
      'EOBOralProfile.fsh: adjudication[benefitpaymentstatus] 1..*',
    ),
    r(
      'item*.adjudication[category.coding.code=benefitpaymentstatus].reason',
      'EOBOralProfile.fsh: item.adjudication[benefitpaymentstatus] 1..1',
    ),
    r(
      'diagnosis*.type|diagnosis',
      'EOBOralProfile.fsh: diagnosis.type 1..1 (when a diagnosis is given)',
    ),
  ],
};

/** The fixed values a profile pins (FSH `* x = #code`), checked like the required elements. */
export const CARIN_FIXED: Record<string, Record<string, string>> = {
  [`${CARIN}/C4BB-ExplanationOfBenefit-Professional-NonClinician`]: { use: 'claim' },
  [`${CARIN}/C4BB-ExplanationOfBenefit-Inpatient-Institutional`]: {
    use: 'claim',
    'type.coding.code': 'institutional',
    'subType.coding.code': 'inpatient',
  },
  [`${CARIN}/C4BB-ExplanationOfBenefit-Outpatient-Institutional`]: {
    use: 'claim',
    'type.coding.code': 'institutional',
    'subType.coding.code': 'outpatient',
  },
  [`${CARIN}/C4BB-ExplanationOfBenefit-Pharmacy`]: { use: 'claim', 'type.coding.code': 'pharmacy' },
  [`${CARIN}/C4BB-ExplanationOfBenefit-Oral`]: { use: 'claim', 'type.coding.code': 'oral' },
};

type Node = unknown;

const hasValue = (v: Node): boolean =>
  v !== undefined &&
  v !== null &&
  v !== '' &&
  !(Array.isArray(v) && v.length === 0) &&
  !(typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

const children = (nodes: Node[], name: string): Node[] =>
  nodes.flatMap((n) => {
    if (n === null || typeof n !== 'object') return [];
    const v = (n as Record<string, unknown>)[name];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  });

/** The nodes at a dotted path (no filters, no `*`). */
export function nodesAt(root: Node, path: string): Node[] {
  return path.split('.').reduce<Node[]>((nodes, seg) => children(nodes, seg), [root]);
}

function segments(path: string): string[] {
  // Split on dots outside brackets.
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of path) {
    if (ch === '[') depth++;
    if (ch === ']') depth--;
    if (ch === '.' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function check(nodes: Node[], segs: string[]): boolean {
  if (segs.length === 0) return nodes.some(hasValue);
  const [seg, ...rest] = segs as [string, ...string[]];
  if (rest.length === 0 && seg.includes('|') && !seg.includes('[')) {
    return seg.split('|').some((alt) => check(nodes, [alt]));
  }
  const m = /^([A-Za-z]+)(\*)?(?:\[([^=\]]+)=([^\]]+)\])?(\*)?$/.exec(seg);
  if (!m) throw new Error(`bad required path segment ${seg}`);
  const [, name, star1, filterPath, filterValue, star2] = m;
  let next = children(nodes, name!);
  if (filterPath !== undefined)
    next = next.filter((n) => nodesAt(n, filterPath).some((v) => v === filterValue));
  if (star1 || star2) return next.every((n) => check([n], rest));
  return check(next, rest);
}

/**
 * The required paths of `required` the resource lacks. A path `x|y` at the top (e.g. `related*.relationship
 * |related`) means: when `y` is absent, nothing is required (the condition of an optional element).
 */
export function missingRequired(resource: object, required: RequiredElement[]): string[] {
  return required
    .filter((req) => {
      const bar = req.path.lastIndexOf('|');
      const last = req.path.slice(bar + 1);
      // `a*.b|a`: conditional on `a` being present.
      if (bar > 0 && !last.includes('.') && req.path.startsWith(`${last}*`)) {
        if (!nodesAt(resource, last).some(hasValue)) return false;
        return !check([resource], segments(req.path.slice(0, bar)));
      }
      return !check([resource], segments(req.path));
    })
    .map((req) => `${req.path} (${req.source})`);
}
