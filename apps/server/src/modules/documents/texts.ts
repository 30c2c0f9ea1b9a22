/**
 * Texts of the generated documents (EOB/EOP and ID card) in the recipient's language. Documents are not
 * rendered by the web app, so their texts live with the server; every label has an English and a Spanish form.
 */
import type { Language } from '@bp/contract';

export interface DocumentTexts {
  eobTitle: string;
  eopTitle: string;
  notClaimDetermination: string;
  noticeDate: string;
  planSection: string;
  plan: string;
  group: string;
  groupNumber: string;
  member: string;
  memberId: string;
  patient: string;
  provider: string;
  network: string;
  inNetwork: string;
  outOfNetwork: string;
  claimSection: string;
  claimNumber: string;
  patientAccount: string;
  serviceDates: string;
  received: string;
  processed: string;
  status: string;
  statuses: Record<string, string>;
  linesCaption: string;
  col: {
    date: string;
    procedure: string;
    billed: string;
    allowed: string;
    deductible: string;
    copay: string;
    coinsurance: string;
    notCovered: string;
    planPaid: string;
    memberOwes: string;
    remarks: string;
  };
  totals: string;
  remarksSection: string;
  remarksCaption: string;
  code: string;
  explanation: string;
  noRemarks: string;
  responsibilitySection: string;
  responsibility: (amount: string) => string;
  responsibilityNone: string;
  responsibilityProvider: string;
  paymentSection: string;
  paymentCaption: string;
  checkNumber: string;
  checkDate: string;
  payee: string;
  amount: string;
  noPayment: string;
  diagnosisCodes: string;
  appealSection: string;
  appeal: (deadline: string, phone: string, website: string) => string[];
  appealSteps: string[];
  externalReview: string;
  urgent: string;
  assistance: (phone: string) => string;
  taglines: (phone: string) => string[];
  page: string;
  // ID card
  idCardTitle: string;
  tempIdCardTitle: string;
  /** The validity line of a temporary card (dates already formatted). */
  tempValid: (from: string, through: string) => string;
  cardFront: string;
  cardBack: string;
  subscriber: string;
  cardMember: string;
  effective: string;
  coverage: string;
  planYear: string;
  limitsCaption: string;
  deductibleInd: string;
  deductibleFam: string;
  oopInd: string;
  oopFam: string;
  copays: string;
  rx: string;
  memberServices: string;
  website: string;
  precert: string;
  claimsAddress: string;
  payerId: string;
  nsa: string[];
  coverageNames: Record<string, string>;
}

const EN: DocumentTexts = {
  eobTitle: 'Explanation of Benefits',
  eopTitle: 'Explanation of Payment',
  notClaimDetermination: 'This is not a bill. Keep it for your records.',
  noticeDate: 'Date of this notice',
  planSection: 'Plan and member',
  plan: 'Plan',
  group: 'Group',
  groupNumber: 'Group number',
  member: 'Member (subscriber)',
  memberId: 'Member ID',
  patient: 'Patient',
  provider: 'Provider',
  network: 'Network',
  inNetwork: 'In-network',
  outOfNetwork: 'Out-of-network',
  claimSection: 'Claim',
  claimNumber: 'Claim number',
  patientAccount: 'Patient account number',
  serviceDates: 'Dates of service',
  received: 'Date received',
  processed: 'Date processed',
  status: 'Claim status',
  statuses: { PD: 'Paid', DN: 'Denied', PN: 'Pending', AD: 'Adjusted', VD: 'Void' },
  linesCaption: 'Services on this claim',
  col: {
    date: 'Service date',
    procedure: 'Procedure',
    billed: 'Billed',
    allowed: 'Allowed',
    deductible: 'Deductible',
    copay: 'Copay',
    coinsurance: 'Coinsurance',
    notCovered: 'Not covered',
    planPaid: 'Plan paid',
    memberOwes: 'You owe',
    remarks: 'Codes',
  },
  totals: 'Totals',
  remarksSection: 'Reasons for the amounts (remark codes)',
  remarksCaption: 'Reason and remark codes',
  code: 'Code',
  explanation: 'Explanation',
  noRemarks: 'No adjustment reason or remark codes apply to this claim.',
  responsibilitySection: 'What you owe',
  responsibility: (amount) =>
    `Your responsibility for this claim is ${amount}. The provider may bill you for this amount; do not pay more than this amount for these services.`,
  responsibilityNone: 'You owe nothing for this claim.',
  responsibilityProvider: 'Patient responsibility',
  paymentSection: 'Payment',
  paymentCaption: 'Payments issued for this claim',
  checkNumber: 'Check / EFT number',
  checkDate: 'Issue date',
  payee: 'Paid to',
  amount: 'Amount',
  noPayment: 'No payment has been issued for this claim.',
  diagnosisCodes:
    'Diagnosis and treatment codes and their meanings are available free of charge on request.',
  appealSection: 'Your right to appeal',
  appeal: (deadline, phone, website) => [
    `If you disagree with this determination, in whole or in part, you or your authorized representative may request a review (an appeal) under section 503 of the Employee Retirement Income Security Act (ERISA) and 29 CFR 2560.503-1. You must request the review within 180 days of receiving this notice, that is by ${deadline}.`,
    'You may submit written comments, documents, records and other information about your claim. On request and free of charge you may have reasonable access to, and copies of, all documents, records and other information relevant to your claim, including any internal rule, guideline, protocol or criterion relied on, and the diagnosis and treatment codes and their meanings.',
    'The review will be made by a fiduciary who did not make this determination and will not defer to it; where a medical judgment is involved, a health care professional will be consulted.',
    'You have the right to bring a civil action under section 502(a) of ERISA following an adverse benefit determination on review.',
    `For help, call Member Services at ${phone} or visit ${website}.`,
  ],
  appealSteps: [
    'Write to the plan administrator and say that you are appealing this claim; include the claim number, the member ID and the patient’s name.',
    'Explain why you think the claim should be paid differently and attach any supporting documents (for example, a letter from your provider).',
    'Send it by mail or through the portal’s message centre; you will receive a written decision within the time limits of the plan (30 days for post-service claims, 72 hours for urgent care).',
  ],
  externalReview:
    'Where the determination involves medical judgment or a rescission of coverage, you may ask for an independent external review after the internal appeal, or at once when the plan has not followed the appeal rules (29 CFR 2590.715-2719).',
  urgent: 'If the claim involves urgent care, you may ask for an expedited review by telephone.',
  assistance: (phone) =>
    `For questions about your rights or help with an appeal, you may contact the Employee Benefits Security Administration at 1-866-444-3272 (www.dol.gov/ebsa) or Member Services at ${phone}.`,
  taglines: (phone) => [
    `SPANISH (Español): Para obtener asistencia en Español, llame al ${phone}.`,
    `TAGALOG (Tagalog): Kung kailangan ninyo ang tulong sa Tagalog tumawag sa ${phone}.`,
  ],
  page: 'Page',
  idCardTitle: 'Member ID card',
  tempIdCardTitle: 'Temporary member ID card',
  tempValid: (from, through) => `TEMPORARY CARD: valid from ${from} through ${through}`,
  cardFront: 'Card front',
  cardBack: 'Card back',
  subscriber: 'Subscriber',
  cardMember: 'Member',
  effective: 'Effective date',
  coverage: 'Coverage',
  planYear: 'Plan year',
  limitsCaption: 'Deductible and out-of-pocket maximum',
  deductibleInd: 'Deductible (individual)',
  deductibleFam: 'Deductible (family)',
  oopInd: 'Out-of-pocket max (individual)',
  oopFam: 'Out-of-pocket max (family)',
  copays: 'Copays',
  rx: 'Pharmacy',
  memberServices: 'Member services',
  website: 'Website',
  precert: 'Pre-certification',
  claimsAddress: 'Send claims to',
  payerId: 'Payer ID',
  nsa: [
    'No Surprises Act: you are protected from surprise billing for emergency services and for certain services by out-of-network providers at in-network facilities.',
    'For consumer assistance with your coverage, call the member services number or visit the website on this card.',
  ],
  coverageNames: {
    MED: 'Medical',
    DEN: 'Dental',
    VIS: 'Vision',
    RX: 'Drug',
    FSA: 'FSA',
    LIFE: 'Life',
    LTD: 'LTD',
    HSA: 'HSA',
    STD: 'STD',
  },
};

const SP: DocumentTexts = {
  eobTitle: 'Explicación de beneficios',
  eopTitle: 'Explicación de pago',
  notClaimDetermination: 'Esto no es una factura. Guárdela para sus registros.',
  noticeDate: 'Fecha de este aviso',
  planSection: 'Plan y miembro',
  plan: 'Plan',
  group: 'Grupo',
  groupNumber: 'Número de grupo',
  member: 'Miembro (suscriptor)',
  memberId: 'Número de miembro',
  patient: 'Paciente',
  provider: 'Proveedor',
  network: 'Red',
  inNetwork: 'Dentro de la red',
  outOfNetwork: 'Fuera de la red',
  claimSection: 'Reclamo',
  claimNumber: 'Número de reclamo',
  patientAccount: 'Número de cuenta del paciente',
  serviceDates: 'Fechas de servicio',
  received: 'Fecha de recepción',
  processed: 'Fecha de procesamiento',
  status: 'Estado del reclamo',
  statuses: { PD: 'Pagado', DN: 'Denegado', PN: 'Pendiente', AD: 'Ajustado', VD: 'Anulado' },
  linesCaption: 'Servicios de este reclamo',
  col: {
    date: 'Fecha de servicio',
    procedure: 'Procedimiento',
    billed: 'Facturado',
    allowed: 'Permitido',
    deductible: 'Deducible',
    copay: 'Copago',
    coinsurance: 'Coseguro',
    notCovered: 'No cubierto',
    planPaid: 'Pagado por el plan',
    memberOwes: 'Usted debe',
    remarks: 'Códigos',
  },
  totals: 'Totales',
  remarksSection: 'Motivos de los importes (códigos de observación)',
  remarksCaption: 'Códigos de motivo y de observación',
  code: 'Código',
  explanation: 'Explicación',
  noRemarks: 'No se aplican códigos de motivo de ajuste ni de observación a este reclamo.',
  responsibilitySection: 'Lo que usted debe',
  responsibility: (amount) =>
    `Su responsabilidad por este reclamo es ${amount}. El proveedor puede facturarle este importe; no pague más de este importe por estos servicios.`,
  responsibilityNone: 'Usted no debe nada por este reclamo.',
  responsibilityProvider: 'Responsabilidad del paciente',
  paymentSection: 'Pago',
  paymentCaption: 'Pagos emitidos por este reclamo',
  checkNumber: 'Número de cheque / transferencia',
  checkDate: 'Fecha de emisión',
  payee: 'Pagado a',
  amount: 'Importe',
  noPayment: 'No se ha emitido ningún pago por este reclamo.',
  diagnosisCodes:
    'Los códigos de diagnóstico y de tratamiento y sus significados están disponibles gratuitamente si los solicita.',
  appealSection: 'Su derecho a apelar',
  appeal: (deadline, phone, website) => [
    `Si no está de acuerdo con esta determinación, total o parcialmente, usted o su representante autorizado pueden solicitar una revisión (una apelación) conforme a la sección 503 de la Ley de Seguridad de los Ingresos de Jubilación de los Empleados (ERISA) y al 29 CFR 2560.503-1. Debe solicitar la revisión dentro de los 180 días siguientes a la recepción de este aviso, es decir, a más tardar el ${deadline}.`,
    'Puede presentar comentarios por escrito, documentos, registros y otra información sobre su reclamo. Si lo solicita, tendrá acceso razonable y gratuito a copias de todos los documentos, registros y otra información pertinente a su reclamo, incluidas las reglas internas, pautas, protocolos o criterios utilizados, y los códigos de diagnóstico y de tratamiento con sus significados.',
    'La revisión la realizará un fiduciario que no tomó esta determinación y que no se basará en ella; cuando se trate de un juicio médico, se consultará a un profesional de la salud.',
    'Tiene derecho a presentar una demanda civil conforme a la sección 502(a) de ERISA después de una determinación adversa de beneficios en la revisión.',
    `Para obtener ayuda, llame a Servicios para Miembros al ${phone} o visite ${website}.`,
  ],
  appealSteps: [
    'Escriba al administrador del plan e indique que apela este reclamo; incluya el número de reclamo, el número de miembro y el nombre del paciente.',
    'Explique por qué considera que el reclamo debe pagarse de otra forma y adjunte los documentos que lo respalden (por ejemplo, una carta de su proveedor).',
    'Envíela por correo o por el centro de mensajes del portal; recibirá una decisión por escrito dentro de los plazos del plan (30 días para reclamos posteriores al servicio, 72 horas para atención urgente).',
  ],
  externalReview:
    'Cuando la determinación implique un juicio médico o la rescisión de la cobertura, puede solicitar una revisión externa independiente después de la apelación interna, o de inmediato si el plan no ha cumplido las reglas de apelación (29 CFR 2590.715-2719).',
  urgent:
    'Si el reclamo se refiere a atención urgente, puede solicitar una revisión acelerada por teléfono.',
  assistance: (phone) =>
    `Si tiene preguntas sobre sus derechos o necesita ayuda con una apelación, puede comunicarse con la Administración de Seguridad de Beneficios del Empleado al 1-866-444-3272 (www.dol.gov/ebsa) o con Servicios para Miembros al ${phone}.`,
  taglines: (phone) => [
    `SPANISH (Español): Para obtener asistencia en Español, llame al ${phone}.`,
    `ENGLISH (Inglés): For assistance in English, call ${phone}.`,
    `TAGALOG (Tagalog): Kung kailangan ninyo ang tulong sa Tagalog tumawag sa ${phone}.`,
  ],
  page: 'Página',
  idCardTitle: 'Tarjeta de identificación del miembro',
  tempIdCardTitle: 'Tarjeta de identificación temporal del miembro',
  tempValid: (from, through) => `TARJETA TEMPORAL: válida del ${from} al ${through}`,
  cardFront: 'Frente de la tarjeta',
  cardBack: 'Reverso de la tarjeta',
  subscriber: 'Suscriptor',
  cardMember: 'Miembro',
  effective: 'Fecha de vigencia',
  coverage: 'Cobertura',
  planYear: 'Año del plan',
  limitsCaption: 'Deducible y máximo de gastos de bolsillo',
  deductibleInd: 'Deducible (individual)',
  deductibleFam: 'Deducible (familiar)',
  oopInd: 'Máximo de bolsillo (individual)',
  oopFam: 'Máximo de bolsillo (familiar)',
  copays: 'Copagos',
  rx: 'Farmacia',
  memberServices: 'Servicios para miembros',
  website: 'Sitio web',
  precert: 'Precertificación',
  claimsAddress: 'Envíe los reclamos a',
  payerId: 'ID del pagador',
  nsa: [
    'Ley Sin Sorpresas: usted está protegido contra facturas sorpresa por servicios de emergencia y por ciertos servicios de proveedores fuera de la red en centros dentro de la red.',
    'Para recibir asistencia sobre su cobertura, llame al número de servicios para miembros o visite el sitio web de esta tarjeta.',
  ],
  coverageNames: {
    MED: 'Médica',
    DEN: 'Dental',
    VIS: 'Visión',
    RX: 'Medicamentos',
    FSA: 'FSA',
    LIFE: 'Vida',
    LTD: 'LTD',
    HSA: 'HSA',
    STD: 'STD',
  },
};

/** The document texts of a language (`sp` → Spanish, anything else English). */
export function documentTexts(language: Language | string): DocumentTexts {
  return language === 'sp' ? SP : EN;
}
