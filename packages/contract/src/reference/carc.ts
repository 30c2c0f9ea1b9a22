import type { CodedValue } from './coded.js';

/**
 * A subset of the Claim Adjustment Reason Codes (X12 external code list 139, published by X12 at
 * x12.org/codes/claim-adjustment-reason-codes), for the demo data and the EOB/EOP explanations.
 * Texts as published, without their usage notes; a few long ones shortened.
 */
export const CARC_CODES = [
  { code: '1', description: 'Deductible Amount' },
  { code: '2', description: 'Coinsurance Amount' },
  { code: '3', description: 'Co-payment Amount' },
  { code: '4', description: 'The procedure code is inconsistent with the modifier used.' },
  {
    code: '5',
    description: 'The procedure code/type of bill is inconsistent with the place of service.',
  },
  { code: '6', description: "The procedure/revenue code is inconsistent with the patient's age." },
  {
    code: '7',
    description: "The procedure/revenue code is inconsistent with the patient's gender.",
  },
  {
    code: '8',
    description: 'The procedure code is inconsistent with the provider type/specialty (taxonomy).',
  },
  { code: '9', description: "The diagnosis is inconsistent with the patient's age." },
  { code: '11', description: 'The diagnosis is inconsistent with the procedure.' },
  { code: '13', description: 'The date of death precedes the date of service.' },
  {
    code: '16',
    description: 'Claim/service lacks information or has submission/billing error(s).',
  },
  { code: '18', description: 'Exact duplicate claim/service.' },
  {
    code: '19',
    description:
      "This is a work-related injury/illness and thus the liability of the Worker's Compensation Carrier.",
  },
  {
    code: '22',
    description: 'This care may be covered by another payer per coordination of benefits.',
  },
  {
    code: '23',
    description: 'The impact of prior payer(s) adjudication including payments and/or adjustments.',
  },
  { code: '26', description: 'Expenses incurred prior to coverage.' },
  { code: '27', description: 'Expenses incurred after coverage terminated.' },
  { code: '29', description: 'The time limit for filing has expired.' },
  { code: '31', description: 'Patient cannot be identified as our insured.' },
  { code: '32', description: 'Our records indicate the patient is not an eligible dependent.' },
  { code: '35', description: 'Lifetime benefit maximum has been reached.' },
  {
    code: '39',
    description: 'Services denied at the time authorization/pre-certification was requested.',
  },
  { code: '40', description: 'Charges do not meet qualifications for emergent/urgent care.' },
  {
    code: '45',
    description:
      'Charge exceeds fee schedule/maximum allowable or contracted/legislated fee arrangement.',
  },
  {
    code: '49',
    description:
      'This is a non-covered service because it is a routine/preventive exam or a diagnostic/screening procedure done in conjunction with a routine/preventive exam.',
  },
  {
    code: '50',
    description:
      "These are non-covered services because this is not deemed a 'medical necessity' by the payer.",
  },
  { code: '54', description: 'Multiple physicians/assistants are not covered in this case.' },
  {
    code: '55',
    description: 'Procedure/treatment/drug is deemed experimental/investigational by the payer.',
  },
  {
    code: '58',
    description:
      'Treatment was deemed by the payer to have been rendered in an inappropriate or invalid place of service.',
  },
  { code: '59', description: 'Processed based on multiple or concurrent procedure rules.' },
  { code: '96', description: 'Non-covered charge(s).' },
  {
    code: '97',
    description:
      'The benefit for this service is included in the payment/allowance for another service/procedure that has already been adjudicated.',
  },
  {
    code: '109',
    description:
      'Claim/service not covered by this payer/contractor. You must send the claim/service to the correct payer/contractor.',
  },
  {
    code: '119',
    description: 'Benefit maximum for this time period or occurrence has been reached.',
  },
  {
    code: '140',
    description: 'Patient/Insured health identification number and name do not match.',
  },
  { code: '146', description: 'Diagnosis was invalid for the date(s) of service reported.' },
  {
    code: '151',
    description:
      'Payment adjusted because the payer deems the information submitted does not support this many/frequency of services.',
  },
  { code: '167', description: 'This (these) diagnosis(es) is (are) not covered.' },
  { code: '170', description: 'Payment is denied when performed/billed by this type of provider.' },
  { code: '181', description: 'Procedure code was invalid on the date of service.' },
  { code: '197', description: 'Precertification/authorization/notification/pre-treatment absent.' },
  {
    code: '198',
    description: 'Precertification/notification/authorization/pre-treatment exceeded.',
  },
  { code: '200', description: 'Expenses incurred during lapse in coverage.' },
  {
    code: '204',
    description:
      "This service/equipment/drug is not covered under the patient's current benefit plan.",
  },
  {
    code: '226',
    description:
      'Information requested from the Billing/Rendering Provider was not provided or not provided timely or was insufficient/incomplete.',
  },
  {
    code: '227',
    description:
      'Information requested from the patient/insured/responsible party was not provided or was insufficient/incomplete.',
  },
  { code: '234', description: 'This procedure is not paid separately.' },
  { code: '242', description: 'Services not provided by network/primary care providers.' },
  { code: '243', description: 'Services not authorized by network/primary care providers.' },
  {
    code: 'B7',
    description:
      'This provider was not certified/eligible to be paid for this procedure/service on this date of service.',
  },
  {
    code: 'B13',
    description:
      'Previously paid. Payment for this claim/service may have been provided in a previous payment.',
  },
] as const satisfies readonly CodedValue[];
