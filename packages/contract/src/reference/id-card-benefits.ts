/**
 * The copay lines of a member ID card, one format on the printed card (PDF) and on screen, in both languages:
 * the benefit's short card label and the amount, e.g. "Office visit $25.00", "Consulta médica $25.00",
 * "ER $150.00", "Sala de emergencias $150.00".
 */
import { formatMoney } from '../format.js';

/** Short card labels of the plans' benefit categories (benefits.category), English and Spanish. */
export const ID_CARD_BENEFIT_LABELS: Readonly<Record<string, { en: string; sp: string }>> = {
  office_visit: { en: 'Office visit', sp: 'Consulta médica' },
  specialist: { en: 'Specialist', sp: 'Especialista' },
  preventive: { en: 'Preventive care', sp: 'Atención preventiva' },
  urgent_care: { en: 'Urgent care', sp: 'Atención de urgencia' },
  er: { en: 'ER', sp: 'Sala de emergencias' },
  lab: { en: 'Lab', sp: 'Laboratorio' },
  imaging: { en: 'X-ray and imaging', sp: 'Radiografías e imágenes' },
  advanced_imaging: { en: 'MRI, CT, PET', sp: 'Resonancia, tomografía, PET' },
  therapy: { en: 'Therapy', sp: 'Terapia' },
  chiropractic: { en: 'Chiropractic', sp: 'Quiropráctica' },
  mental_health: { en: 'Mental health', sp: 'Salud mental' },
  outpatient: { en: 'Outpatient surgery', sp: 'Cirugía ambulatoria' },
  inpatient: { en: 'Hospital stay', sp: 'Hospitalización' },
  dme: { en: 'Medical equipment', sp: 'Equipo médico' },
  rx_generic: { en: 'Generic Rx', sp: 'Medicamento genérico' },
  rx_brand: { en: 'Brand Rx', sp: 'Medicamento de marca' },
  rx_specialty: { en: 'Specialty Rx', sp: 'Medicamento especializado' },
  dental_preventive: { en: 'Dental preventive', sp: 'Dental preventivo' },
  dental_basic: { en: 'Dental basic', sp: 'Dental básico' },
  dental_major: { en: 'Dental major', sp: 'Dental mayor' },
  vision_exam: { en: 'Eye exam', sp: 'Examen de la vista' },
  eyewear: { en: 'Eyewear', sp: 'Anteojos' },
};

/** The card label of a benefit category in the language; an unknown category reads as words. */
export function idCardBenefitLabel(category: string, language: string): string {
  const label = ID_CARD_BENEFIT_LABELS[category];
  if (label) return language === 'sp' ? label.sp : label.en;
  const words = category.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One copay line of an ID card: "<label> <amount>" in the language. */
export function idCardCopayLine(category: string, copayCents: number, language: string): string {
  return `${idCardBenefitLabel(category, language)} ${formatMoney(copayCents, language)}`;
}
