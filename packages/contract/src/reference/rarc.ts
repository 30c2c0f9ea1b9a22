import type { CodedValue } from './coded.js';

/**
 * A subset of the Remittance Advice Remark Codes (X12 external code list 411, maintained by CMS and
 * published at x12.org/codes/remittance-advice-remark-codes), for the demo data and the EOB/EOP.
 * Texts as published; a few long ones shortened.
 */
export const RARC_CODES = [
  {
    code: 'M15',
    description:
      'Separately billed services/tests have been bundled as they are considered components of the same procedure. Separate payment is not allowed.',
  },
  { code: 'M20', description: 'Missing/incomplete/invalid HCPCS.' },
  { code: 'M51', description: 'Missing/incomplete/invalid procedure code(s).' },
  { code: 'M62', description: 'Missing/incomplete/invalid treatment authorization code.' },
  { code: 'M76', description: 'Missing/incomplete/invalid diagnosis or condition.' },
  { code: 'M77', description: 'Missing/incomplete/invalid/inappropriate place of service.' },
  {
    code: 'M80',
    description:
      'Not covered when performed during the same session/date as a previously processed service for the patient.',
  },
  {
    code: 'M86',
    description:
      'Service denied because payment already made for same/similar procedure within set time frame.',
  },
  {
    code: 'M119',
    description: 'Missing/incomplete/invalid/deactivated/withdrawn National Drug Code (NDC).',
  },
  { code: 'M127', description: 'Missing patient medical record for this service.' },
  {
    code: 'MA01',
    description:
      'Alert: If you do not agree with what we approved for these services, you may appeal our decision. To be eligible for an appeal, you must write to us within the time limit stated in your plan documents.',
  },
  {
    code: 'MA04',
    description:
      'Secondary payment cannot be considered without the identity of or payment information from the primary payer. The information was either not reported or was illegible.',
  },
  {
    code: 'MA18',
    description:
      "Alert: The claim information is also being forwarded to the patient's supplemental insurer. Send any questions regarding supplemental benefits to them.",
  },
  {
    code: 'MA130',
    description:
      'Your claim contains incomplete and/or invalid information, and no appeal rights are afforded because the claim is unprocessable. Please submit a new claim with the complete/correct information.',
  },
  {
    code: 'N1',
    description:
      'Alert: You may appeal this decision in writing within the required time limits following receipt of this notice by following the instructions included in your contract, plan benefit documents or jurisdiction statutes.',
  },
  { code: 'N4', description: 'Missing/Incomplete/Invalid prior Insurance Carrier(s) EOB.' },
  { code: 'N19', description: 'Procedure code incidental to primary procedure.' },
  { code: 'N20', description: 'Service not payable with other service rendered on the same date.' },
  { code: 'N30', description: 'Patient ineligible for this service.' },
  {
    code: 'N54',
    description: 'Claim information is inconsistent with pre-certified/authorized services.',
  },
  {
    code: 'N56',
    description:
      'Procedure code billed is not correct/valid for the services billed or the date of service billed.',
  },
  {
    code: 'N59',
    description:
      'Please refer to your provider manual for additional program and provider information.',
  },
  { code: 'N95', description: 'This provider type/provider specialty may not bill this service.' },
  {
    code: 'N130',
    description:
      'Consult plan benefit documents/guidelines for information about restrictions for this service.',
  },
  {
    code: 'N179',
    description:
      'Additional information has been requested from the member. The charges will be reconsidered upon receipt of that information.',
  },
  {
    code: 'N180',
    description:
      'This item or service does not meet the criteria for the category under which it was billed.',
  },
  { code: 'N211', description: 'Alert: You may not appeal this decision.' },
  { code: 'N264', description: 'Missing/incomplete/invalid ordering provider name.' },
  {
    code: 'N290',
    description: 'Missing/incomplete/invalid rendering provider primary identifier.',
  },
  {
    code: 'N362',
    description: 'The number of Days or Units of Service exceeds our acceptable maximum.',
  },
  {
    code: 'N381',
    description:
      'Alert: Consult our contractual agreement for restrictions/billing/payment information related to these charges.',
  },
  { code: 'N425', description: 'Statutorily excluded service(s).' },
  { code: 'N432', description: 'Adjustment based on a Recovery Audit.' },
  {
    code: 'N479',
    description:
      'Missing Explanation of Benefits (Coordination of Benefits or Medicare Secondary Payer).',
  },
  { code: 'N517', description: 'Resubmit a new claim with the requested information.' },
  {
    code: 'N522',
    description: 'Duplicate of a claim processed, or to be processed, as a crossover claim.',
  },
  {
    code: 'N657',
    description: 'This should be billed with the appropriate code for these services.',
  },
  {
    code: 'N674',
    description: 'Not covered unless a pre-requisite procedure/service has been provided.',
  },
  { code: 'N822', description: 'Missing procedure modifier(s).' },
  { code: 'N823', description: 'Incomplete/Invalid procedure modifier(s).' },
] as const satisfies readonly CodedValue[];
