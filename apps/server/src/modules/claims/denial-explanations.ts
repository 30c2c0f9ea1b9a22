/**
 * "Why was this denied, in plain words" (issue 31): for a denied or reduced claim line, a sentence a member
 * understands and what the member can do next, in English and Spanish, from the line's reason code (a CARC, or
 * a RARC when the line carries no CARC), its remark codes and the facts the plan data holds (the benefit
 * category of the procedure, the plan's frequency limit, the date coverage ended, the claim's dates, the last
 * day to appeal). Pure: the caller reads the facts; claim details, the EOB and the EOP all use it.
 *
 * Every code of the reference list (db/reference/codes.ts REMARK_CODES) has its own sentence; any other code
 * falls back to the sentence of its family (a known code without a sentence of its own) or to a generic
 * sentence for a denied or a reduced line. docs/decisions.md, "Appeals: denials in plain words (issue 31)".
 */
import type { Language } from '@bp/contract';
import { formatDate } from '@bp/contract/format';

/** Families of reason codes: each has a fallback sentence and a next step. */
export const DENIAL_FAMILIES = [
  'costShare',
  'billing',
  'duplicate',
  'cob',
  'eligibility',
  'timelyFiling',
  'notCovered',
  'necessity',
  'limit',
  'precert',
  'bundled',
  'network',
  'pricing',
  'notice',
] as const;
export type DenialFamily = (typeof DENIAL_FAMILIES)[number];

/**
 * The family of each code the catalogue knows: the reference list's codes and other common CARCs/RARCs a
 * claim system may send (these get their family's sentence).
 */
export const CODE_FAMILIES: Readonly<Record<string, DenialFamily>> = {
  // Cost sharing: the member's share under the plan.
  '1': 'costShare',
  '2': 'costShare',
  '3': 'costShare',
  '66': 'costShare',
  // Coding and billing errors: a corrected claim fixes them.
  '4': 'billing',
  '5': 'billing',
  '6': 'billing',
  '7': 'billing',
  '8': 'billing',
  '9': 'billing',
  '10': 'billing',
  '11': 'billing',
  '12': 'billing',
  '13': 'billing',
  '16': 'billing',
  '125': 'billing',
  '146': 'billing',
  '181': 'billing',
  '182': 'billing',
  '189': 'billing',
  // Duplicates and services already paid.
  '18': 'duplicate',
  M86: 'duplicate',
  // Coordination of benefits.
  '22': 'cob',
  '23': 'cob',
  '24': 'cob',
  N4: 'cob',
  // Eligibility.
  '26': 'eligibility',
  '27': 'eligibility',
  '31': 'eligibility',
  '32': 'eligibility',
  '33': 'eligibility',
  '177': 'eligibility',
  '200': 'eligibility',
  // Filing limit.
  '29': 'timelyFiling',
  // Not covered by the plan.
  '49': 'notCovered',
  '96': 'notCovered',
  '109': 'notCovered',
  '204': 'notCovered',
  '258': 'notCovered',
  N130: 'notCovered',
  N425: 'notCovered',
  // Medical necessity.
  '50': 'necessity',
  '55': 'necessity',
  '56': 'necessity',
  '167': 'necessity',
  // Benefit, visit and frequency limits.
  '35': 'limit',
  '119': 'limit',
  '149': 'limit',
  '151': 'limit',
  '273': 'limit',
  N362: 'limit',
  N640: 'limit',
  // Pre-certification.
  '15': 'precert',
  '39': 'precert',
  '197': 'precert',
  '198': 'precert',
  N54: 'precert',
  // Bundled, incidental and multiple-procedure rules.
  '59': 'bundled',
  '97': 'bundled',
  '231': 'bundled',
  '234': 'bundled',
  M15: 'bundled',
  M80: 'bundled',
  N19: 'bundled',
  N20: 'bundled',
  // Out of network.
  '242': 'network',
  '243': 'network',
  // Allowed amounts under the provider's contract.
  '45': 'pricing',
  '131': 'pricing',
  N381: 'pricing',
  // Notices that carry no reason of their own (the appeal-rights alert).
  MA01: 'notice',
};

/** What the catalogue reads of a denied or reduced line and its claim. */
export interface DenialFacts {
  /** The line's reason code as the notice names it ('' when the line has no remark code). */
  reasonCode: string;
  /** All remark codes of the line (a RARC can make the reason more precise). */
  remarkCodes: readonly string[];
  /** Denied: the plan allowed nothing for the line; reduced: it allowed or paid part of it. */
  outcome: 'denied' | 'reduced';
  /** The provider's network status on the claim. */
  network: string;
  /** The benefit category of the line's procedure (procedure_codes.category), when known. */
  benefit: string | null;
  /** The plan's frequency limit for the procedure (procedure_coverage_rules.frequency_limit), when any. */
  frequencyLimit: string | null;
  /** The day the patient's coverage ended (policies.term_date), when it has ended. */
  coverageEndedOn: string | null;
  /** The line's date of service and the day the plan received the claim. */
  serviceDate: string;
  receivedDate: string | null;
  /** The last day to appeal the determination (filingDeadline of the notice date), when known. */
  appealLastDay: string | null;
}

export interface PlainDenial {
  family: DenialFamily | null;
  /** The code the sentence was chosen for ('' for the generic sentence). */
  code: string;
  explanation: string;
  nextStep: string;
}

/** Benefit categories as a member names them: English, and Spanish with its article. */
export const BENEFIT_NAMES: Readonly<Record<string, { en: string; sp: string }>> = {
  office_visit: { en: 'office visits', sp: 'las consultas médicas' },
  specialist: { en: 'specialist visits', sp: 'las consultas con especialistas' },
  preventive: { en: 'preventive care', sp: 'la atención preventiva' },
  urgent_care: { en: 'urgent care', sp: 'la atención de urgencia' },
  er: { en: 'emergency room care', sp: 'la atención en la sala de emergencias' },
  lab: { en: 'lab tests', sp: 'los análisis de laboratorio' },
  imaging: { en: 'X-rays and ultrasounds', sp: 'las radiografías y ecografías' },
  advanced_imaging: { en: 'CT and MRI scans', sp: 'las tomografías y resonancias' },
  therapy: { en: 'physical therapy', sp: 'la fisioterapia' },
  chiropractic: { en: 'chiropractic care', sp: 'la atención quiropráctica' },
  mental_health: { en: 'mental health care', sp: 'la atención de salud mental' },
  outpatient: { en: 'outpatient surgery', sp: 'la cirugía ambulatoria' },
  inpatient: { en: 'hospital stays', sp: 'las hospitalizaciones' },
  dme: { en: 'medical equipment', sp: 'el equipo médico' },
  rx_generic: { en: 'generic drugs', sp: 'los medicamentos genéricos' },
  rx_brand: { en: 'brand-name drugs', sp: 'los medicamentos de marca' },
  rx_specialty: { en: 'specialty drugs', sp: 'los medicamentos especializados' },
  dental_preventive: { en: 'preventive dental care', sp: 'la atención dental preventiva' },
  dental_basic: { en: 'basic dental care', sp: 'la atención dental básica' },
  dental_major: { en: 'major dental care', sp: 'la atención dental mayor' },
  vision_exam: { en: 'eye exams', sp: 'los exámenes de la vista' },
  eyewear: { en: 'glasses and contact lenses', sp: 'los anteojos y lentes de contacto' },
};

/** A frequency limit the plan data states as "<n> per <period>" (e.g. "1 per plan year"). */
export function parseFrequencyLimit(
  text: string | null,
): { count: number; period: 'planYear' | 'calendarYear' | 'lifetime' } | null {
  const m = text
    ? /^\s*(\d+)\s+per\s+(plan year|calendar year|year|lifetime)\s*$/i.exec(text)
    : null;
  if (!m) return null;
  const p = m[2]!.toLowerCase();
  return {
    count: Number(m[1]),
    period: p === 'lifetime' ? 'lifetime' : p === 'calendar year' ? 'calendarYear' : 'planYear',
  };
}

const PERIOD_NAMES = {
  planYear: { en: 'plan year', sp: 'año del plan' },
  calendarYear: { en: 'calendar year', sp: 'año calendario' },
  lifetime: { en: 'lifetime', sp: 'de por vida' },
} as const;

type Texts = Record<Language, string>;
type Sentence = (f: DenialFacts) => Texts;

/** The benefit's name in a language, or null when the category is unknown. */
function benefitOf(f: DenialFacts, lang: Language): string | null {
  const b = f.benefit ? BENEFIT_NAMES[f.benefit] : undefined;
  return b ? b[lang] : null;
}

const sameSentence =
  (en: string, sp: string): Sentence =>
  () => ({ en, sp });

function limitSentence(f: DenialFacts): Texts {
  const limit = parseFrequencyLimit(f.frequencyLimit);
  const en = benefitOf(f, 'en');
  const sp = benefitOf(f, 'sp');
  if (limit && en && sp) {
    const per = PERIOD_NAMES[limit.period];
    const perEn = limit.period === 'lifetime' ? 'in a lifetime' : `per ${per.en}`;
    const perSp = limit.period === 'lifetime' ? 'de por vida' : `por ${per.sp}`;
    return {
      en: `You reached the limit of ${limit.count} ${perEn} for ${en}, so this service was not paid.`,
      sp: `Alcanzó el límite de ${limit.count} ${perSp} para ${sp}, así que este servicio no se pagó.`,
    };
  }
  if (en && sp)
    return {
      en: `You reached the plan's limit on how often it pays for ${en}, so this service was not paid.`,
      sp: `Alcanzó el límite del plan de cuántas veces paga ${sp}, así que este servicio no se pagó.`,
    };
  return {
    en: "You reached the plan's limit on how often it pays for this service, so it was not paid.",
    sp: 'Alcanzó el límite del plan de cuántas veces paga este servicio, así que no se pagó.',
  };
}

function notCoveredSentence(f: DenialFacts): Texts {
  const en = benefitOf(f, 'en');
  const sp = benefitOf(f, 'sp');
  const out = f.network === 'out';
  if (en && sp)
    return {
      en: `Your plan does not cover ${en}${out ? ' from a provider outside the network' : ''}.`,
      sp: `Su plan no cubre ${sp}${out ? ' de un proveedor fuera de la red' : ''}.`,
    };
  return {
    en: `Your plan does not cover this service${out ? ' from a provider outside the network' : ''}.`,
    sp: `Su plan no cubre este servicio${out ? ' de un proveedor fuera de la red' : ''}.`,
  };
}

/** The sentence of each code of the reference list. */
export const CODE_SENTENCES: Readonly<Record<string, Sentence>> = {
  '1': sameSentence(
    'This amount counts toward your deductible: the part of the cost you pay before the plan starts to pay.',
    'Este monto se aplica a su deducible: la parte del costo que usted paga antes de que el plan empiece a pagar.',
  ),
  '2': sameSentence(
    'This is your coinsurance: your percentage share of the cost after the deductible.',
    'Es su coseguro: el porcentaje del costo que le corresponde después del deducible.',
  ),
  '3': sameSentence(
    'This is your copay: the fixed amount you pay for this kind of service.',
    'Es su copago: el monto fijo que usted paga por este tipo de servicio.',
  ),
  '4': sameSentence(
    'The codes your provider used for this service do not match each other, so the plan could not pay it as billed.',
    'Los códigos que su proveedor usó para este servicio no concuerdan entre sí, así que el plan no pudo pagarlo tal como se facturó.',
  ),
  '5': sameSentence(
    'The service was billed for a place (such as an office or a hospital) where it is not normally given, so the plan could not pay it as billed.',
    'El servicio se facturó para un lugar (como un consultorio o un hospital) donde normalmente no se presta, así que el plan no pudo pagarlo tal como se facturó.',
  ),
  '6': sameSentence(
    "The service billed does not fit the patient's age, so the plan could not pay it as billed.",
    'El servicio facturado no corresponde a la edad del paciente, así que el plan no pudo pagarlo tal como se facturó.',
  ),
  '11': sameSentence(
    'The diagnosis on the claim does not match the service billed, so the plan could not pay it as billed.',
    'El diagnóstico del reclamo no concuerda con el servicio facturado, así que el plan no pudo pagarlo tal como se facturó.',
  ),
  '16': sameSentence(
    'The claim is missing information or has a billing error, so the plan could not pay this service.',
    'Al reclamo le falta información o tiene un error de facturación, así que el plan no pudo pagar este servicio.',
  ),
  '18': sameSentence(
    'This service was already billed on another claim. The plan pays a service once, so this copy was not paid.',
    'Este servicio ya se facturó en otro reclamo. El plan paga un servicio una sola vez, así que esta copia no se pagó.',
  ),
  '22': sameSentence(
    'The patient may have other health coverage that pays first, so the plan needs that information before it pays.',
    'El paciente puede tener otra cobertura médica que paga primero, así que el plan necesita esa información antes de pagar.',
  ),
  '27': (f) =>
    f.coverageEndedOn
      ? {
          en: `Coverage under this plan ended on ${formatDate(f.coverageEndedOn)}, before this service on ${formatDate(f.serviceDate)}.`,
          sp: `La cobertura de este plan terminó el ${formatDate(f.coverageEndedOn)}, antes de este servicio del ${formatDate(f.serviceDate)}.`,
        }
      : {
          en: 'This service was given after coverage under this plan ended.',
          sp: 'Este servicio se prestó después de que terminó la cobertura de este plan.',
        },
  '29': (f) =>
    f.receivedDate
      ? {
          en: `The claim for this care on ${formatDate(f.serviceDate)} reached the plan on ${formatDate(f.receivedDate)}, after the plan's time limit for filing claims, so it was not paid.`,
          sp: `El reclamo por esta atención del ${formatDate(f.serviceDate)} llegó al plan el ${formatDate(f.receivedDate)}, después del plazo del plan para presentar reclamos, así que no se pagó.`,
        }
      : {
          en: "The claim reached the plan after the plan's time limit for filing claims, so this service was not paid.",
          sp: 'El reclamo llegó al plan después del plazo del plan para presentar reclamos, así que este servicio no se pagó.',
        },
  '45': sameSentence(
    'Your provider charged more than the rate it agreed with the plan. The difference is not paid, and you do not owe it.',
    'Su proveedor cobró más que la tarifa que acordó con el plan. La diferencia no se paga y usted no la debe.',
  ),
  '49': sameSentence(
    'This is a routine check-up or screening service that your plan does not cover.',
    'Es un chequeo de rutina o una prueba de detección que su plan no cubre.',
  ),
  '50': (f) =>
    f.outcome === 'denied'
      ? {
          en: 'The plan decided this service was not medically necessary for the condition treated, so it did not pay for it.',
          sp: 'El plan decidió que este servicio no era médicamente necesario para la afección tratada, así que no lo pagó.',
        }
      : {
          en: 'The plan decided part of this service was not medically necessary for the condition treated, so it did not pay for all of it.',
          sp: 'El plan decidió que parte de este servicio no era médicamente necesaria para la afección tratada, así que no lo pagó completo.',
        },
  '59': sameSentence(
    'This service was done at the same time as another procedure, so the plan paid a lower amount for it under its rules for multiple procedures.',
    'Este servicio se hizo al mismo tiempo que otro procedimiento, así que el plan pagó un monto menor según sus reglas para procedimientos múltiples.',
  ),
  '96': sameSentence(
    "Your plan does not pay for this kind of service: it is on the plan's list of exclusions.",
    'Su plan no paga este tipo de servicio: está en la lista de exclusiones del plan.',
  ),
  '97': sameSentence(
    'This service is part of another service the plan already paid, so it is not paid separately.',
    'Este servicio forma parte de otro servicio que el plan ya pagó, así que no se paga por separado.',
  ),
  '109': sameSentence(
    'This plan is not the one that pays for this service; another plan or payer may cover it.',
    'Este plan no es el que paga este servicio; puede cubrirlo otro plan u otro pagador.',
  ),
  '119': (f) => {
    const en = benefitOf(f, 'en');
    const sp = benefitOf(f, 'sp');
    return en && sp
      ? {
          en: `You reached the most the plan pays for ${en} in this period, so this service was not paid.`,
          sp: `Alcanzó el máximo que el plan paga por ${sp} en este período, así que este servicio no se pagó.`,
        }
      : {
          en: 'You reached the most the plan pays for this service in this period, so it was not paid.',
          sp: 'Alcanzó el máximo que el plan paga por este servicio en este período, así que no se pagó.',
        };
  },
  '151': limitSentence,
  '197': (f) =>
    f.remarkCodes.includes('N54')
      ? {
          en: 'This service needs pre-certification, and what was billed does not match the care the plan approved.',
          sp: 'Este servicio requiere precertificación, y lo facturado no concuerda con la atención que aprobó el plan.',
        }
      : {
          en: 'This service needs pre-certification and none was on file.',
          sp: 'Este servicio requiere precertificación y no había ninguna registrada.',
        },
  '204': notCoveredSentence,
  '242': (f) =>
    f.outcome === 'denied'
      ? {
          en: "Your provider is not in your plan's network, and the plan does not pay for this service outside the network.",
          sp: 'Su proveedor no está en la red de su plan, y el plan no paga este servicio fuera de la red.',
        }
      : {
          en: "Your provider is not in your plan's network, so the plan paid its out-of-network benefit on the most it allows for this service, not on the amount billed.",
          sp: 'Su proveedor no está en la red de su plan, así que el plan pagó su beneficio fuera de la red sobre el monto máximo que permite para este servicio, no sobre lo facturado.',
        },
  M15: sameSentence(
    'Your provider billed separately for parts of one procedure; the plan pays them together as one procedure.',
    'Su proveedor facturó por separado partes de un mismo procedimiento; el plan las paga juntas como un solo procedimiento.',
  ),
  M80: sameSentence(
    'This service is not paid when it is given on the same day as another service the plan already processed.',
    'Este servicio no se paga cuando se presta el mismo día que otro servicio que el plan ya procesó.',
  ),
  M86: sameSentence(
    'The plan already paid for the same or a similar service within the time allowed, so this one was not paid.',
    'El plan ya pagó un servicio igual o parecido dentro del plazo permitido, así que este no se pagó.',
  ),
  MA01: (f) =>
    f.outcome === 'denied'
      ? {
          en: 'The plan did not pay for this service.',
          sp: 'El plan no pagó este servicio.',
        }
      : {
          en: 'The plan paid less than the amount billed for this service.',
          sp: 'El plan pagó menos de lo facturado por este servicio.',
        },
  N4: sameSentence(
    'The plan needs the explanation of benefits from the other insurance before it can pay this service.',
    'El plan necesita la explicación de beneficios del otro seguro antes de poder pagar este servicio.',
  ),
  N19: sameSentence(
    'This service is part of the main procedure, so it is not paid separately.',
    'Este servicio forma parte del procedimiento principal, así que no se paga por separado.',
  ),
  N20: sameSentence(
    'This service is not paid together with another service given on the same day.',
    'Este servicio no se paga junto con otro servicio prestado el mismo día.',
  ),
  N54: sameSentence(
    'What was billed does not match the care the plan pre-certified.',
    'Lo facturado no concuerda con la atención que el plan precertificó.',
  ),
  N130: notCoveredSentence,
  N362: sameSentence(
    'More days or units were billed than the plan allows for this service.',
    'Se facturaron más días o unidades de los que el plan permite para este servicio.',
  ),
  N381: sameSentence(
    "The amount allowed follows your provider's contract with the plan.",
    'El monto permitido sigue el contrato de su proveedor con el plan.',
  ),
  N425: sameSentence(
    'The law does not allow the plan to pay for this service.',
    'La ley no permite que el plan pague este servicio.',
  ),
  N640: limitSentence,
};

/** The sentence of a family, for a known code without a sentence of its own. */
const FAMILY_SENTENCES: Readonly<Record<DenialFamily, Sentence>> = {
  costShare: sameSentence(
    'This is your share of the cost under your plan.',
    'Es la parte del costo que le corresponde según su plan.',
  ),
  billing: sameSentence(
    'There is a problem with how this service was billed, so the plan could not pay it as billed.',
    'Hay un problema con la forma en que se facturó este servicio, así que el plan no pudo pagarlo tal como se facturó.',
  ),
  duplicate: CODE_SENTENCES['18']!,
  cob: sameSentence(
    'The plan needs information about other health coverage before it can pay this service.',
    'El plan necesita información sobre otra cobertura médica antes de poder pagar este servicio.',
  ),
  eligibility: sameSentence(
    'The plan has no coverage on file for the patient on the date of this service.',
    'El plan no tiene cobertura registrada para el paciente en la fecha de este servicio.',
  ),
  timelyFiling: CODE_SENTENCES['29']!,
  notCovered: notCoveredSentence,
  necessity: CODE_SENTENCES['50']!,
  limit: limitSentence,
  precert: sameSentence(
    'This service needs approval from the plan before the care (pre-certification), and no approval on file covers it.',
    'Este servicio requiere la aprobación del plan antes de la atención (precertificación), y ninguna aprobación registrada lo cubre.',
  ),
  bundled: sameSentence(
    'The plan pays for this service as part of another service, not separately.',
    'El plan paga este servicio como parte de otro servicio, no por separado.',
  ),
  network: CODE_SENTENCES['242']!,
  pricing: sameSentence(
    'The amount the plan allows for this service follows its rates, not the amount billed.',
    'El monto que el plan permite por este servicio sigue sus tarifas, no lo facturado.',
  ),
  notice: CODE_SENTENCES['MA01']!,
};

/** The sentence for a code the catalogue does not know: a denied or a reduced line. */
const GENERIC_SENTENCE: Sentence = CODE_SENTENCES['MA01']!;

/** "until MM/DD/YYYY" when the last day to appeal is known. */
function until(f: DenialFacts): Texts {
  return f.appealLastDay
    ? {
        en: ` until ${formatDate(f.appealLastDay)}`,
        sp: ` hasta el ${formatDate(f.appealLastDay)}`,
      }
    : { en: '', sp: '' };
}

const CALL_EN = 'call Member Services at the number on your ID card';
const CALL_SP = 'llame a Servicios al Miembro al número de su tarjeta de identificación';

/** What the member can do next, by family. */
const NEXT_STEPS: Readonly<Record<DenialFamily | 'generic', Sentence>> = {
  costShare: () => ({
    en: `This is your share under the plan; your provider may bill you for it. If you think it was counted wrong, ${CALL_EN}.`,
    sp: `Es su parte según el plan; su proveedor puede cobrársela. Si cree que se calculó mal, ${CALL_SP}.`,
  }),
  billing: (f) => ({
    en: `Ask your provider to check the codes on the bill and send the plan a corrected claim. If you think the plan is wrong, you can appeal online${until(f).en}.`,
    sp: `Pida a su proveedor que revise los códigos de la factura y envíe al plan un reclamo corregido. Si cree que el plan se equivocó, puede apelar en línea${until(f).sp}.`,
  }),
  duplicate: () => ({
    en: `You do not need to do anything: the plan processes the first claim for this service. If your provider bills you for it twice, ask them to send a corrected claim, or ${CALL_EN}.`,
    sp: `No necesita hacer nada: el plan procesa el primer reclamo de este servicio. Si su proveedor se lo cobra dos veces, pídale que envíe un reclamo corregido, o ${CALL_SP}.`,
  }),
  cob: () => ({
    en: `Send the plan information about any other health coverage (coordination of benefits): ${CALL_EN}. The claim is then processed again.`,
    sp: `Envíe al plan la información de cualquier otra cobertura médica (coordinación de beneficios): ${CALL_SP}. Después, el reclamo se procesa de nuevo.`,
  }),
  eligibility: (f) => ({
    en: `If you think the patient was covered on the date of service, ${CALL_EN} or ask your employer's benefits office. You can also appeal online${until(f).en}.`,
    sp: `Si cree que el paciente tenía cobertura en la fecha del servicio, ${CALL_SP} o consulte a la oficina de beneficios de su empleador. También puede apelar en línea${until(f).sp}.`,
  }),
  timelyFiling: (f) => ({
    en: `Ask your provider about it: sending the claim on time is the provider's job. If the claim could not reasonably have been sent earlier, you can appeal online${until(f).en}.`,
    sp: `Consulte a su proveedor: enviar el reclamo a tiempo le corresponde al proveedor. Si no fue razonablemente posible enviarlo antes, puede apelar en línea${until(f).sp}.`,
  }),
  notCovered: (f) => ({
    en: `Check what your plan covers under My plans, and ask your provider about covered options. If you think this service should be covered, you can appeal online${until(f).en}.`,
    sp: `Revise lo que cubre su plan en Mis planes y pregunte a su proveedor por opciones cubiertas. Si cree que este servicio debería estar cubierto, puede apelar en línea${until(f).sp}.`,
  }),
  necessity: (f) => ({
    en: `You can appeal online${until(f).en}: ask your provider for a letter or records that explain why the care was needed. You can ask the plan, free of charge, for the criteria it used.`,
    sp: `Puede apelar en línea${until(f).sp}: pida a su proveedor una carta o los expedientes que expliquen por qué la atención era necesaria. Puede pedir al plan, sin costo, los criterios que aplicó.`,
  }),
  limit: (f) => ({
    en: `More of this service in the same period is not paid; to check how many you have used, ${CALL_EN}. If you think the limit was counted wrong, you can appeal online${until(f).en}.`,
    sp: `No se paga más de este servicio en el mismo período; para saber cuántos ha usado, ${CALL_SP}. Si cree que el límite se contó mal, puede apelar en línea${until(f).sp}.`,
  }),
  precert: (f) => ({
    en: `Before more care of this kind, ask your provider to get pre-certification from the plan. If this was an emergency or the care was approved, you can appeal online${until(f).en}.`,
    sp: `Antes de recibir más atención de este tipo, pida a su proveedor que obtenga la precertificación del plan. Si fue una emergencia o la atención estaba aprobada, puede apelar en línea${until(f).sp}.`,
  }),
  bundled: (f) =>
    f.network === 'in'
      ? {
          en: `You do not need to do anything: your provider, who is in the network, may not bill you for it separately. If you think it was a separate service, ask your provider to send a corrected claim, or appeal online${until(f).en}.`,
          sp: `No necesita hacer nada: su proveedor, que está en la red, no puede cobrárselo por separado. Si cree que fue un servicio aparte, pida a su proveedor que envíe un reclamo corregido, o apele en línea${until(f).sp}.`,
        }
      : {
          en: `If you think it was a separate service, ask your provider to send a corrected claim, or appeal online${until(f).en}.`,
          sp: `Si cree que fue un servicio aparte, pida a su proveedor que envíe un reclamo corregido, o apele en línea${until(f).sp}.`,
        },
  network: (f) => ({
    en: `To pay less next time, choose a provider in your plan's network. If this was emergency care, or you could not choose the provider, you can appeal online${until(f).en}.`,
    sp: `Para pagar menos la próxima vez, elija un proveedor de la red de su plan. Si fue atención de emergencia, o no pudo elegir al proveedor, puede apelar en línea${until(f).sp}.`,
  }),
  pricing: () => ({
    en: `You do not need to do anything. If your provider bills you for the difference, ${CALL_EN}.`,
    sp: `No necesita hacer nada. Si su proveedor le cobra la diferencia, ${CALL_SP}.`,
  }),
  notice: (f) => NEXT_STEPS.generic(f),
  generic: (f) => ({
    en: `If you have questions, ${CALL_EN}. If you think this decision is wrong, you can appeal online${until(f).en}.`,
    sp: `Si tiene preguntas, ${CALL_SP}. Si cree que esta decisión es incorrecta, puede apelar en línea${until(f).sp}.`,
  }),
};

/**
 * The code a line's sentence is chosen for: its reason code, unless that is missing or only the appeal-rights
 * notice (MA01) and another of its codes says more.
 */
function explainedCode(f: DenialFacts): string {
  const says = (c: string) => c !== '' && c in CODE_FAMILIES && CODE_FAMILIES[c] !== 'notice';
  if (says(f.reasonCode)) return f.reasonCode;
  return f.remarkCodes.find(says) ?? f.reasonCode;
}

/** The plain-words explanation and next step of a denied or reduced line, in the language. */
export function explainDenial(f: DenialFacts, language: Language): PlainDenial {
  const code = explainedCode(f);
  const family = CODE_FAMILIES[code] ?? null;
  const sentence = CODE_SENTENCES[code] ?? (family ? FAMILY_SENTENCES[family] : GENERIC_SENTENCE);
  const next = NEXT_STEPS[family ?? 'generic'];
  return {
    family,
    code: family || CODE_SENTENCES[code] ? code : '',
    explanation: sentence(f)[language],
    nextStep: next(f)[language],
  };
}
