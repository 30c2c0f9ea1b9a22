/**
 * The plan provisions the demo claims' denials and reductions rest on (plan_provisions): for every plan and
 * every reason code (CARC) the generator puts on a denied or reduced line — the denial reasons (DENIALS),
 * 204 for a benefit the plan does not cover and 242 for an out-of-network allowance. Section numbers follow
 * one plan document layout; the texts name the plan's kind of coverage.
 */
import type * as s from '../schema/index.js';
import { DENIALS } from './catalog.js';

type Kind = 'MED' | 'DEN' | 'VIS';

interface ProvisionText {
  section: string;
  titleEn: string;
  titleSp: string;
  textEn: (plan: string) => string;
  textSp: (plan: string) => string;
}

const PLAN_NAMES: Record<Kind, { en: string; sp: string }> = {
  MED: { en: 'medical plan', sp: 'plan médico' },
  DEN: { en: 'dental plan', sp: 'plan dental' },
  VIS: { en: 'vision plan', sp: 'plan de la vista' },
};

/** Provision texts by reason code (CARC). */
export const PROVISION_TEXTS: Readonly<Record<string, ProvisionText>> = {
  '96': {
    section: '7.1',
    titleEn: 'General exclusions',
    titleSp: 'Exclusiones generales',
    textEn: (p) =>
      `The ${p} does not pay for charges listed as excluded in this section, including services that are not for the diagnosis or treatment of an illness or injury.`,
    textSp: (p) =>
      `El ${p} no paga los cargos que esta sección enumera como excluidos, incluidos los servicios que no son para el diagnóstico o tratamiento de una enfermedad o lesión.`,
  },
  '204': {
    section: '4.1',
    titleEn: 'Schedule of covered benefits',
    titleSp: 'Lista de beneficios cubiertos',
    textEn: (p) =>
      `The ${p} pays only for the services, supplies and drugs listed as covered in the schedule of benefits for your coverage.`,
    textSp: (p) =>
      `El ${p} paga solo los servicios, suministros y medicamentos que la lista de beneficios de su cobertura indica como cubiertos.`,
  },
  '197': {
    section: '5.4',
    titleEn: 'Pre-certification requirements',
    titleSp: 'Requisitos de precertificación',
    textEn: (p) =>
      `Services marked as needing pre-certification must be approved by the ${p} before they are given; without approval the service is not paid. Emergency care never needs pre-certification.`,
    textSp: (p) =>
      `Los servicios que requieren precertificación deben ser aprobados por el ${p} antes de prestarse; sin aprobación, el servicio no se paga. La atención de emergencia nunca requiere precertificación.`,
  },
  '50': {
    section: '7.3',
    titleEn: 'Medical necessity',
    titleSp: 'Necesidad médica',
    textEn: (p) =>
      `The ${p} pays only for care that is medically necessary: appropriate to the diagnosis, consistent with generally accepted standards of practice, and not mainly for convenience. The clinical criteria applied are available free of charge on request.`,
    textSp: (p) =>
      `El ${p} paga solo la atención médicamente necesaria: adecuada al diagnóstico, conforme a las normas de práctica generalmente aceptadas y no principalmente por comodidad. Los criterios clínicos aplicados están disponibles gratuitamente si los solicita.`,
  },
  '18': {
    section: '9.2',
    titleEn: 'Duplicate claims',
    titleSp: 'Reclamos duplicados',
    textEn: (p) =>
      `The ${p} pays a service once. A claim for a service already submitted is denied as a duplicate; the first claim is processed on its own.`,
    textSp: (p) =>
      `El ${p} paga un servicio una sola vez. Un reclamo por un servicio ya presentado se deniega por duplicado; el primer reclamo se procesa por separado.`,
  },
  '29': {
    section: '9.1',
    titleEn: 'Time limit for filing claims',
    titleSp: 'Plazo para presentar reclamos',
    textEn: (p) =>
      `Claims must reach the ${p} within 12 months of the date of service, unless it was not reasonably possible to file them in that time.`,
    textSp: (p) =>
      `Los reclamos deben llegar al ${p} dentro de los 12 meses siguientes a la fecha de servicio, salvo que no haya sido razonablemente posible presentarlos en ese plazo.`,
  },
  '151': {
    section: '6.3',
    titleEn: 'Frequency and visit limits',
    titleSp: 'Límites de frecuencia y de consultas',
    textEn: (p) =>
      `The ${p} pays for a service up to the number of times per plan year shown in the schedule of benefits; services beyond that number are not paid.`,
    textSp: (p) =>
      `El ${p} paga un servicio hasta el número de veces por año del plan que indica la lista de beneficios; los servicios por encima de ese número no se pagan.`,
  },
  '97': {
    section: '6.5',
    titleEn: 'Bundled and incidental services',
    titleSp: 'Servicios agrupados e incidentales',
    textEn: (p) =>
      `When a service is part of another service already paid, the ${p} pays for it within that payment and not separately.`,
    textSp: (p) =>
      `Cuando un servicio forma parte de otro servicio ya pagado, el ${p} lo paga dentro de ese pago y no por separado.`,
  },
  '242': {
    section: '4.3',
    titleEn: 'Out-of-network benefits and the maximum allowable amount',
    titleSp: 'Beneficios fuera de la red y monto máximo permitido',
    textEn: (p) =>
      `For a provider outside the network, the ${p} pays its out-of-network benefit on the maximum allowable amount, not the amount billed, except where the No Surprises Act requires in-network cost sharing.`,
    textSp: (p) =>
      `Para un proveedor fuera de la red, el ${p} paga su beneficio fuera de la red sobre el monto máximo permitido, no sobre el importe facturado, salvo cuando la Ley Sin Sorpresas exige el costo compartido dentro de la red.`,
  },
};

/** The reason codes the demo claims deny or reduce lines with: each has a provision for every plan. */
export const PROVISION_REASON_CODES: readonly string[] = [
  ...new Set([...DENIALS.map(([carc]) => carc), '204', '242']),
];

/** The provision rows of one plan. */
export function provisionRows(
  planId: number,
  coverageType: string,
): (typeof s.planProvisions.$inferInsert)[] {
  const names = PLAN_NAMES[(coverageType in PLAN_NAMES ? coverageType : 'MED') as Kind];
  return PROVISION_REASON_CODES.map((reasonCode) => {
    const p = PROVISION_TEXTS[reasonCode]!;
    return {
      planId,
      reasonCode,
      section: p.section,
      titleEn: p.titleEn,
      titleSp: p.titleSp,
      textEn: p.textEn(names.en),
      textSp: p.textSp(names.sp),
    };
  });
}
