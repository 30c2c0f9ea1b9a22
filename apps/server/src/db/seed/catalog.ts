/** Plan designs, benefit rules and price ranges the demo data is built from. Amounts in cents. */
import type { BenefitRule, Limits } from './adjudicate.js';

/**
 * The demo data's "today" and its plan years (this calendar year and the two before it). Every date, status
 * and year of the generated rows is relative to `today`, never read from the clock, so the same seed and
 * date always give the same rows; the server passes the current date, tests a fixed one.
 */
export interface SeedCalendar {
  /** YYYY-MM-DD */
  today: string;
  year: number;
  /** Oldest first; the last is `year`. */
  planYears: readonly [number, number, number];
}

/** The calendar of demo data generated on `today` (YYYY-MM-DD). */
export function seedCalendar(today: string): SeedCalendar {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`)))
    throw new Error(`not a date: ${today}`);
  const year = Number(today.slice(0, 4));
  return { today, year, planYears: [year - 2, year - 1, year] };
}

interface PlanDesign {
  code: string;
  name: string;
  coverageType: 'MED' | 'DEN' | 'VIS';
  networkCode: string;
  limits: { in: Limits; out: Limits };
  /** category → [in rule, out rule] */
  rules: Record<string, [BenefitRule, BenefitRule]>;
}

const r = (
  copayCents: number,
  coinsurancePct: number,
  deductibleApplies: boolean,
  covered = true,
): BenefitRule => ({
  copayCents,
  coinsurancePct,
  deductibleApplies,
  covered,
});
/** Limits in dollars; `embedded` false: a non-embedded deductible (family coverage meets only the family one). */
const lim = (di: number, df: number, oi: number, of: number, embedded = true): Limits => ({
  deductibleIndividual: di * 100,
  deductibleFamily: df * 100,
  oopIndividual: oi * 100,
  oopFamily: of * 100,
  embeddedDeductible: embedded,
});

function medicalRules(
  coinsIn: number,
  coinsOut: number,
  hdhp: boolean,
): Record<string, [BenefitRule, BenefitRule]> {
  const out = r(0, coinsOut, true);
  const c = (copay: number, coins = 0, ded = false): [BenefitRule, BenefitRule] =>
    hdhp ? [r(0, coinsIn, true), out] : [r(copay * 100, coins, ded), out];
  return {
    office_visit: c(25),
    specialist: c(50),
    preventive: [r(0, 0, false), r(0, coinsOut, true, false)],
    urgent_care: c(75),
    er: c(300, coinsIn, true),
    lab: c(0, coinsIn, true),
    imaging: c(0, coinsIn, true),
    advanced_imaging: c(150, coinsIn, true),
    therapy: c(40),
    chiropractic: c(35),
    mental_health: c(25),
    outpatient: c(0, coinsIn, true),
    inpatient: c(0, coinsIn, true),
    dme: c(0, coinsIn, true),
    rx_generic: c(10),
    rx_brand: c(40),
    rx_specialty: c(0, coinsIn, true),
  };
}

export const PLAN_DESIGNS: readonly PlanDesign[] = [
  {
    code: 'PPO1500',
    name: 'PPO 1500',
    coverageType: 'MED',
    networkCode: 'PPO-NAT',
    limits: { in: lim(1500, 3000, 4000, 8000), out: lim(3000, 6000, 8000, 16000) },
    rules: medicalRules(20, 40, false),
  },
  {
    code: 'PPO3000',
    name: 'PPO 3000',
    coverageType: 'MED',
    networkCode: 'PPO-REG',
    limits: { in: lim(3000, 6000, 6500, 13000), out: lim(6000, 12000, 13000, 26000) },
    rules: medicalRules(20, 50, false),
  },
  {
    code: 'HDHP3500',
    name: 'HDHP 3500 (HSA eligible)',
    coverageType: 'MED',
    networkCode: 'PPO-NAT',
    // HSA-eligible plans commonly have a non-embedded deductible: on family coverage nobody's coinsurance starts
    // before the household has met the whole family deductible (the out-of-pocket maximum stays embedded).
    limits: {
      in: lim(3500, 7000, 7000, 14000, false),
      out: lim(7000, 14000, 14000, 28000, false),
    },
    rules: medicalRules(10, 40, true),
  },
  {
    code: 'DEN-STD',
    name: 'Dental Standard',
    coverageType: 'DEN',
    networkCode: 'DEN-NET',
    limits: { in: lim(50, 150, 1500, 4500), out: lim(100, 300, 1500, 4500) },
    rules: {
      dental_preventive: [r(0, 0, false), r(0, 20, false)],
      dental_basic: [r(0, 20, true), r(0, 40, true)],
      dental_major: [r(0, 50, true), r(0, 60, true)],
    },
  },
  {
    code: 'VIS-STD',
    name: 'Vision Standard',
    coverageType: 'VIS',
    networkCode: 'VIS-NET',
    limits: { in: lim(0, 0, 500, 1500), out: lim(0, 0, 500, 1500) },
    rules: {
      vision_exam: [r(1000, 0, false), r(0, 50, false)],
      eyewear: [r(2500, 0, false), r(0, 50, false)],
    },
  },
];

/** Limits grow 5% a year from 2024, rounded to whole $50. */
export function limitsForYear(l: Limits, year: number): Limits {
  const f = 1 + 0.05 * (year - 2024);
  const round = (c: number) => Math.round((c * f) / 5000) * 5000;
  return {
    deductibleIndividual: round(l.deductibleIndividual),
    deductibleFamily: round(l.deductibleFamily),
    oopIndividual: round(l.oopIndividual),
    oopFamily: round(l.oopFamily),
    embeddedDeductible: l.embeddedDeductible,
  };
}

/** Billed price range in dollars per benefit category. */
export const PRICE_RANGES: Record<string, [number, number]> = {
  office_visit: [150, 300],
  specialist: [250, 450],
  preventive: [200, 350],
  urgent_care: [150, 300],
  er: [1200, 4500],
  lab: [30, 250],
  imaging: [120, 400],
  advanced_imaging: [900, 2800],
  therapy: [100, 200],
  chiropractic: [60, 120],
  mental_health: [150, 250],
  outpatient: [2500, 9000],
  inpatient: [8000, 30000],
  dme: [600, 1500],
  rx_generic: [10, 60],
  rx_brand: [150, 600],
  rx_specialty: [2000, 6000],
  dental_preventive: [80, 200],
  dental_basic: [150, 350],
  dental_major: [900, 1600],
  vision_exam: [120, 220],
  eyewear: [150, 400],
};

/** Place of service per category. */
export const POS_BY_CATEGORY: Record<string, string> = {
  office_visit: '11',
  specialist: '11',
  preventive: '11',
  urgent_care: '20',
  er: '23',
  lab: '81',
  imaging: '22',
  advanced_imaging: '22',
  therapy: '11',
  chiropractic: '11',
  mental_health: '11',
  outpatient: '24',
  inpatient: '21',
  dme: '12',
  rx_generic: '01',
  rx_brand: '01',
  rx_specialty: '01',
  dental_preventive: '11',
  dental_basic: '11',
  dental_major: '11',
  vision_exam: '11',
  eyewear: '11',
};

/** Provider pool per category. */
export const POOL_BY_CATEGORY: Record<string, ProviderPool> = {
  er: 'facility',
  outpatient: 'facility',
  inpatient: 'facility',
  advanced_imaging: 'facility',
  imaging: 'facility',
  lab: 'lab',
  dme: 'professional',
  rx_generic: 'pharmacy',
  rx_brand: 'pharmacy',
  rx_specialty: 'pharmacy',
  dental_preventive: 'dental',
  dental_basic: 'dental',
  dental_major: 'dental',
  vision_exam: 'vision',
  eyewear: 'vision',
};
export type ProviderPool = 'professional' | 'facility' | 'lab' | 'pharmacy' | 'dental' | 'vision';

/** Diagnosis codes that fit a category. */
export const DX_BY_CATEGORY: Record<string, readonly string[]> = {
  preventive: ['Z00.00', 'Z23', 'Z12.31', 'Z12.11'],
  dental_preventive: ['Z01.20'],
  dental_basic: ['K02.9'],
  dental_major: ['K02.9'],
  vision_exam: ['H52.13', 'H52.4'],
  eyewear: ['H52.13', 'H52.4'],
  inpatient: ['O80', 'J45.909', 'R10.9'],
  mental_health: ['F41.1', 'F32.A'],
  chiropractic: ['M54.50'],
  therapy: ['M54.50', 'M25.561', 'S93.401A'],
  default: [
    'I10',
    'E11.9',
    'E78.5',
    'J06.9',
    'J02.9',
    'R05.9',
    'M25.561',
    'R51.9',
    'K21.9',
    'N39.0',
    'L70.0',
    'G47.33',
    'E66.9',
  ],
};

/** Main-line category weights for a medical claim. */
export const MEDICAL_MAIN: readonly (readonly [string, number])[] = [
  ['office_visit', 30],
  ['specialist', 14],
  ['preventive', 10],
  ['lab', 12],
  ['urgent_care', 5],
  ['imaging', 5],
  ['therapy', 5],
  ['chiropractic', 3],
  ['mental_health', 5],
  ['er', 4],
  ['advanced_imaging', 2],
  ['outpatient', 2.5],
  ['inpatient', 0.8],
  ['dme', 0.7],
];

/** Denial reasons: [CARC, RARC]. */
export const DENIALS: readonly (readonly [string, string])[] = [
  ['96', 'N130'],
  ['204', 'N130'],
  ['197', 'N54'],
  ['50', 'MA01'],
  ['18', 'M86'],
  ['29', 'MA01'],
  ['151', 'N640'],
  ['97', 'M15'],
];
